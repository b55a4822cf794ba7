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
    expect(titled).toEqual({ status: 200, body: { title: "drives JPMorgan's net" } });
    expect(((await callAs(ada, "GET", `/chat/conversations/${id}`)).body as unknown as Conversation).title).toBe(
      "drives JPMorgan's net",
    );
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
    const graceList = (await callAs(grace, "GET", "/chat/conversations")).body as unknown as ConversationSummary[];
    expect(graceList.some((item) => item.id === id)).toBe(false);
    const still = (await callAs(ada, "GET", `/chat/conversations/${id}`)).body as unknown as Conversation;
    expect(still).toMatchObject({ title: "Ada's own", messages: [{ content: "Private question" }] });
  });

  it("answers 404 for an id that is not a conversation id, and 401 signed out", async () => {
    expect((await callAs(ada, "GET", "/chat/conversations/not-a-uuid")).status).toBe(404);
    const anonymous = await fetch(`${server.url}/v1/chat/conversations`);
    expect(anonymous.status).toBe(401);
  });
});
