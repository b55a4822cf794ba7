// Conversations over real HTTP and a real database: create, list, read, rename, append (once per
// client message id), titles from the offline provider, and every conversation scoped to its owner.
import {
  AI_MODEL_NAME_MAX_CHARS,
  AI_PROVIDER_NAME_MAX_CHARS,
  ChatMessage,
  Conversation,
  ConversationSummary,
  MAX_CONVERSATIONS,
  NEW_CHAT_TITLE,
} from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { callAs, type Member, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let grace: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "chat");
  grace = await signUpMember(server.url, "chat");
});
afterAll(() => server.close());

const newConversation = async (member: Member, title?: string) =>
  (await callAs(member, "POST", "/chat/conversations", title ? { title } : {})).body as unknown as Conversation;
const userMessage = (content: string, clientMessageId?: string) => ({
  role: "user",
  content,
  ...(clientMessageId ? { clientMessageId } : {}),
});

describe("creating and reading conversations", () => {
  it("creates an empty conversation titled 'New chat' unless a title is given", async () => {
    const created = await newConversation(ada);
    expect(Schema.is(Conversation)(created)).toBe(true);
    expect(created).toMatchObject({ title: NEW_CHAT_TITLE, messages: [] });
    expect((await newConversation(ada, "  Margins at Costco ")).title).toBe("Margins at Costco");
  });

  it("appends messages in order and answers the stored message", async () => {
    const { id } = await newConversation(ada);
    const stored = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, userMessage("How did Apple grow?"));
    expect(stored.status).toBe(201);
    expect(Schema.is(ChatMessage)(stored.body)).toBe(true);
    expect(stored.body).toMatchObject({ role: "user", content: "How did Apple grow?", type: "chat" });
    const answer = {
      role: "assistant",
      content: "Revenue rose. [1]",
      type: "chat",
      provider: "offline",
      model: "bm25-extractive",
      assistantResponse: {
        response: "Revenue rose. [1]",
        citations: ["https://www.apple.com"],
        search_results: [{ url: "https://www.apple.com", title: "Apple", content: "Revenue rose." }],
        reasoning_summary: null,
        mode: "chat",
        provider: "offline",
        model: "bm25-extractive",
      },
    };
    await callAs(ada, "POST", `/chat/conversations/${id}/messages`, answer);
    const read = (await callAs(ada, "GET", `/chat/conversations/${id}`)).body as unknown as Conversation;
    expect(read.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(read.messages[1]?.assistantResponse?.citations).toEqual(["https://www.apple.com"]);
  });

  it("stores a message sent twice with one client message id once", async () => {
    const { id } = await newConversation(ada);
    const first = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, userMessage("Once", "client-1"));
    const again = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, userMessage("Once", "client-1"));
    expect(again.body.id).toBe(first.body.id);
    const read = (await callAs(ada, "GET", `/chat/conversations/${id}`)).body as unknown as Conversation;
    expect(read.messages).toHaveLength(1);
  });

  it("refuses a malformed message with 400 and names the field", async () => {
    const { id } = await newConversation(ada);
    const bad = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, { role: "robot", content: "" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "invalid_body" });
    expect(String(bad.body.detail)).toMatch(/role|content/);
  });

  it("refuses a provider or model of 500,000 characters with 400 naming the field, and keeps the conversation as it was", async () => {
    const { id } = await newConversation(ada);
    await callAs(ada, "POST", `/chat/conversations/${id}/messages`, userMessage("How did Apple grow?"));
    const before = JSON.stringify((await callAs(ada, "GET", `/chat/conversations/${id}`)).body);
    const huge = "x".repeat(500_000);
    const answer = { role: "assistant", content: "Revenue rose.", provider: "offline", model: "bm25-extractive" };
    for (const field of ["provider", "model"] as const) {
      const refused = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, { ...answer, [field]: huge });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: "invalid_body",
        detail: `${field}: must be at most ${field === "provider" ? AI_PROVIDER_NAME_MAX_CHARS : AI_MODEL_NAME_MAX_CHARS} characters`,
      });
    }
    const inTheAnswer = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, {
      ...answer,
      assistantResponse: {
        response: "Revenue rose.",
        citations: [],
        search_results: [],
        reasoning_summary: null,
        mode: "chat",
        provider: "offline",
        model: huge,
      },
    });
    expect(inTheAnswer.status).toBe(400);
    expect(String(inTheAnswer.body.detail)).toContain("assistantResponse.model");
    const after = JSON.stringify((await callAs(ada, "GET", `/chat/conversations/${id}`)).body);
    expect(after).toBe(before);
    expect(after.length).toBeLessThan(2000);
    const longest = {
      ...answer,
      provider: "p".repeat(AI_PROVIDER_NAME_MAX_CHARS),
      model: "m".repeat(AI_MODEL_NAME_MAX_CHARS),
    };
    expect((await callAs(ada, "POST", `/chat/conversations/${id}/messages`, longest)).status).toBe(201);
  });
});

describe("the conversation list", () => {
  it("lists the latest 20, most recently updated first, with the last user message as preview", async () => {
    const member = await signUpMember(server.url, "list");
    const ids: string[] = [];
    for (let i = 0; i < MAX_CONVERSATIONS + 2; i++) ids.push((await newConversation(member, `Chat ${i}`)).id);
    const oldest = ids[0] as string;
    await callAs(
      member,
      "POST",
      `/chat/conversations/${oldest}/messages`,
      userMessage(`Tell me   about ${"x".repeat(100)}`),
    );
    await callAs(member, "POST", `/chat/conversations/${oldest}/messages`, {
      role: "assistant",
      content: "An answer.",
    });
    const list = (await callAs(member, "GET", "/chat/conversations")).body as unknown as ConversationSummary[];
    expect(list).toHaveLength(MAX_CONVERSATIONS);
    expect(list.every((item) => Schema.is(ConversationSummary)(item))).toBe(true);
    expect(list[0]?.id).toBe(oldest);
    expect(list[0]?.preview.startsWith("Tell me about x")).toBe(true);
    expect(list[0]?.preview).toHaveLength(80);
    const times = list.map((item) => item.updatedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe("titles", () => {
  it("renames a conversation, and makes a title from its first user message", async () => {
    const { id } = await newConversation(ada);
    const renamed = await callAs(ada, "PATCH", `/chat/conversations/${id}`, { title: "Banks" });
    expect(renamed.body).toMatchObject({ id, title: "Banks" });
    await callAs(
      ada,
      "POST",
      `/chat/conversations/${id}/messages`,
      userMessage("What drives JPMorgan's net interest income?"),
    );
    const titled = await callAs(ada, "POST", `/chat/conversations/${id}/generate-title`);
    // The offline provider titles it from what was asked, not from its first three words.
    expect(titled).toEqual({ status: 200, body: { title: "What drives JPMorgan's net interest income" } });
    expect(((await callAs(ada, "GET", `/chat/conversations/${id}`)).body as unknown as Conversation).title).toBe(
      "What drives JPMorgan's net interest income",
    );
  });

  it("makes the title from the first question as last edited", async () => {
    const { id } = await newConversation(ada);
    const first = (await callAs(ada, "POST", `/chat/conversations/${id}/messages`, userMessage("Apple revenue")))
      .body as unknown as { id: string };
    await callAs(ada, "POST", `/chat/conversations/${id}/messages`, {
      ...userMessage("How fast did Costco's membership fees grow?"),
      versionOf: first.id,
    });
    const titled = await callAs(ada, "POST", `/chat/conversations/${id}/generate-title`);
    expect(titled.body).toEqual({ title: "How fast did Costco's membership fees grow" });
  });

  it("answers 409 when there is no message to make a title from", async () => {
    const { id } = await newConversation(ada);
    const answer = await callAs(ada, "POST", `/chat/conversations/${id}/generate-title`);
    expect(answer).toMatchObject({ status: 409, body: { code: "nothing_to_title" } });
  });
});

describe("ownership", () => {
  it("lets nobody else read, rename, append to or title a user's conversation", async () => {
    const { id } = await newConversation(ada, "Ada's own");
    await callAs(ada, "POST", `/chat/conversations/${id}/messages`, userMessage("Private question"));
    const attempts = [
      await callAs(grace, "GET", `/chat/conversations/${id}`),
      await callAs(grace, "PATCH", `/chat/conversations/${id}`, { title: "Mine now" }),
      await callAs(grace, "POST", `/chat/conversations/${id}/messages`, userMessage("Hello")),
      await callAs(grace, "POST", `/chat/conversations/${id}/generate-title`),
    ];
    for (const attempt of attempts)
      expect(attempt).toMatchObject({ status: 404, body: { code: "conversation_not_found" } });
    const graceFound = (await callAs(grace, "GET", "/chat/conversations?q=Private")).body as unknown as unknown[];
    expect(graceFound).toEqual([]);
    const graceList = (await callAs(grace, "GET", "/chat/conversations")).body as unknown as ConversationSummary[];
    expect(graceList.some((item) => item.id === id)).toBe(false);
    const still = (await callAs(ada, "GET", `/chat/conversations/${id}`)).body as unknown as Conversation;
    expect(still).toMatchObject({ title: "Ada's own", messages: [{ content: "Private question" }] });
  });

  it("lets nobody else delete a user's conversation, and deletes one's own with its messages", async () => {
    const { id } = await newConversation(ada, "Keep me");
    await callAs(ada, "POST", `/chat/conversations/${id}/messages`, userMessage("Mine"));
    const refused = await callAs(grace, "DELETE", `/chat/conversations/${id}`);
    expect(refused).toMatchObject({ status: 404, body: { code: "conversation_not_found" } });
    expect((await callAs(ada, "GET", `/chat/conversations/${id}`)).body).toMatchObject({ title: "Keep me" });
    expect(await callAs(ada, "DELETE", `/chat/conversations/${id}`)).toEqual({ status: 200, body: { ok: true } });
    expect((await callAs(ada, "GET", `/chat/conversations/${id}`)).status).toBe(404);
    expect((await callAs(ada, "DELETE", `/chat/conversations/${id}`)).status).toBe(404);
    const list = (await callAs(ada, "GET", "/chat/conversations")).body as unknown as ConversationSummary[];
    expect(list.some((item) => item.id === id)).toBe(false);
  });

  it("answers 404 for an id that is not a conversation id, and 401 signed out", async () => {
    expect((await callAs(ada, "GET", "/chat/conversations/not-a-uuid")).status).toBe(404);
    const anonymous = await fetch(`${server.url}/v1/chat/conversations`);
    expect(anonymous.status).toBe(401);
  });
});

describe("searching the history", () => {
  it("finds a user's conversations by title or by any message, ignoring case and taking % and _ literally", async () => {
    const member = await signUpMember(server.url, "search");
    const byTitle = await newConversation(member, "Costco vs Walmart: revenue growth");
    const byMessage = await newConversation(member, "Banks");
    await callAs(
      member,
      "POST",
      `/chat/conversations/${byMessage.id}/messages`,
      userMessage("JPMorgan at 100% of NII"),
    );
    await newConversation(member, "Apple margins");
    const search = async (q: string) =>
      (
        (await callAs(member, "GET", `/chat/conversations?q=${encodeURIComponent(q)}`))
          .body as unknown as ConversationSummary[]
      ).map((item) => item.id);
    expect(await search("walmart")).toEqual([byTitle.id]);
    expect(await search("jpmorgan")).toEqual([byMessage.id]);
    expect(await search("100%")).toEqual([byMessage.id]);
    expect(await search("%")).toEqual([byMessage.id]);
    expect(await search("_")).toEqual([]);
    expect(await search("tesla")).toEqual([]);
    expect(await search("  ")).toHaveLength(3);
    const tooLong = await callAs(member, "GET", `/chat/conversations?q=${"x".repeat(201)}`);
    expect(tooLong).toMatchObject({ status: 400, body: { code: "invalid_query" } });
  });
});

describe("stopped answers and versions", () => {
  it("stores an answer stopped by the user as stopped, and reads it back so", async () => {
    const { id } = await newConversation(ada);
    await callAs(ada, "POST", `/chat/conversations/${id}/messages`, userMessage("Apple revenue"));
    const stopped = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, {
      role: "assistant",
      content: "Revenue was",
      stopped: true,
    });
    expect(stopped).toMatchObject({ status: 201, body: { content: "Revenue was", stopped: true } });
    const read = (await callAs(ada, "GET", `/chat/conversations/${id}`)).body as unknown as Conversation;
    expect(read.messages.map((m) => m.stopped ?? false)).toEqual([false, true]);
    expect(Schema.is(Conversation)(read)).toBe(true);
  });

  it("keeps another version of a question with the id of the one it replaces, in this conversation only", async () => {
    const { id } = await newConversation(ada);
    const first = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, userMessage("Costco margins"));
    const firstId = String(first.body.id);
    const again = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, {
      ...userMessage("Costco gross margins"),
      versionOf: firstId,
    });
    expect(again).toMatchObject({ status: 201, body: { content: "Costco gross margins", versionOf: firstId } });
    const read = (await callAs(ada, "GET", `/chat/conversations/${id}`)).body as unknown as Conversation;
    expect(read.messages.map((m) => m.versionOf ?? null)).toEqual([null, firstId]);

    const other = await newConversation(ada);
    const elsewhere = await callAs(ada, "POST", `/chat/conversations/${other.id}/messages`, {
      ...userMessage("Elsewhere"),
      versionOf: firstId,
    });
    expect(elsewhere).toMatchObject({ status: 400, body: { code: "invalid_version" } });
    const answerAsVersion = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, {
      role: "assistant",
      content: "An answer",
      versionOf: firstId,
    });
    expect(answerAsVersion).toMatchObject({ status: 400, body: { code: "invalid_version" } });
    const notAnId = await callAs(ada, "POST", `/chat/conversations/${id}/messages`, {
      ...userMessage("Again"),
      versionOf: "not-an-id",
    });
    expect(notAnId).toMatchObject({ status: 400, body: { code: "invalid_version" } });
  });
});
