// Prompts with votes over real HTTP and a real database: share, rank by score, one vote per user
// (even sent at once), take a vote back, delete by the author only, and the length rule.
import { PROMPT_MAX_CHARS, Prompt, texts } from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { callAs, type Member, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let grace: Member;
let linus: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "prompts");
  grace = await signUpMember(server.url, "prompts");
  linus = await signUpMember(server.url, "prompts");
});
afterAll(() => server.close());

const share = async (member: Member, symbol: string, content: string) =>
  (await callAs(member, "POST", `/prompts/${symbol}`, { symbol, content })).body as unknown as Prompt;
const listOf = async (member: Member, symbol: string) =>
  (await callAs(member, "GET", `/prompts/${symbol}`)).body as unknown as Prompt[];

describe("sharing prompts", () => {
  it("stores a trimmed prompt by its author, for everyone to read", async () => {
    const answer = await callAs(ada, "POST", "/prompts/aapl", {
      symbol: "AAPL",
      content: "  How durable are services margins?  ",
    });
    expect(answer.status).toBe(201);
    expect(Schema.is(Prompt)(answer.body)).toBe(true);
    expect(answer.body).toMatchObject({
      symbol: "AAPL",
      content: "How durable are services margins?",
      authorHandle: ada.user.handle,
      score: 0,
      myVote: null,
      mine: true,
    });
    const seenByGrace = await listOf(grace, "AAPL");
    expect(seenByGrace.find((prompt) => prompt.id === answer.body.id)).toMatchObject({ mine: false, myVote: null });
  });

  it(`refuses fewer than 3 or more than ${PROMPT_MAX_CHARS} characters, and a symbol unlike the address`, async () => {
    const short = await callAs(ada, "POST", "/prompts/KO", { symbol: "KO", content: "  ok  " });
    expect(short).toEqual({
      status: 400,
      body: { code: "invalid_prompt", detail: "content: must be 3 to 500 characters once trimmed" },
    });
    const long = await callAs(ada, "POST", "/prompts/KO", { symbol: "KO", content: "x".repeat(PROMPT_MAX_CHARS + 1) });
    expect(long.status).toBe(400);
    const mismatch = await callAs(ada, "POST", "/prompts/KO", { symbol: "PEP", content: "Which is cheaper?" });
    expect(mismatch.body).toEqual({
      code: "symbol_mismatch",
      detail: "symbol: must be KO, the company in the address",
    });
    expect(await listOf(ada, "KO")).toEqual([]);
  });
});

describe("votes", () => {
  it("ranks prompts by score, and a second vote replaces the first", async () => {
    const low = await share(ada, "MSFT", "What does Azure earn?");
    const high = await share(grace, "MSFT", "How sticky is Office 365?");
    await callAs(ada, "POST", `/prompts/${high.id}/vote`, { voteType: "up" });
    await callAs(linus, "POST", `/prompts/${high.id}/vote`, { voteType: "up" });
    const down = await callAs(linus, "POST", `/prompts/${low.id}/vote`, { voteType: "down" });
    expect(down.body).toMatchObject({ score: -1, myVote: "down" });
    expect((await listOf(ada, "MSFT")).map((prompt) => [prompt.content, prompt.score])).toEqual([
      ["How sticky is Office 365?", 2],
      ["What does Azure earn?", -1],
    ]);
    const changed = await callAs(linus, "POST", `/prompts/${low.id}/vote`, { voteType: "up" });
    expect(changed.body).toMatchObject({ score: 1, myVote: "up" });
  });

  it("counts one vote per user when the same vote is sent at once", async () => {
    const prompt = await share(ada, "NVDA", "How long can data-centre demand last?");
    await Promise.all(
      Array.from({ length: 8 }, () => callAs(grace, "POST", `/prompts/${prompt.id}/vote`, { voteType: "up" })),
    );
    await Promise.all([
      callAs(linus, "POST", `/prompts/${prompt.id}/vote`, { voteType: "up" }),
      callAs(linus, "POST", `/prompts/${prompt.id}/vote`, { voteType: "down" }),
    ]);
    const [listed] = await listOf(ada, "NVDA");
    // Grace's eight ups count once; Linus's two votes leave one, up (2) or down (0).
    expect([0, 2]).toContain(listed?.score);
  });

  it("takes a vote back", async () => {
    const prompt = await share(ada, "V", "Is cross-border travel back?");
    await callAs(grace, "POST", `/prompts/${prompt.id}/vote`, { voteType: "up" });
    const undone = await callAs(grace, "DELETE", `/prompts/${prompt.id}/vote`, { voteType: "up" });
    expect(undone).toMatchObject({ status: 200, body: { score: 0, myVote: null } });
  });

  it("answers 404 for a vote on a prompt that is not there", async () => {
    const gone = await callAs(grace, "POST", `/prompts/${crypto.randomUUID()}/vote`, { voteType: "up" });
    expect(gone).toEqual({ status: 404, body: { code: "prompt_not_found", detail: "There is no such prompt." } });
    expect((await callAs(grace, "POST", "/prompts/not-an-id/vote", { voteType: "up" })).status).toBe(404);
    expect((await callAs(grace, "POST", `/prompts/${crypto.randomUUID()}/vote`, { voteType: "sideways" })).status).toBe(
      400,
    );
  });
});

describe("deleting", () => {
  it("lets only the author delete a prompt", async () => {
    const prompt = await share(ada, "JNJ", "What is left after the talc settlement?");
    const refused = await callAs(grace, "DELETE", `/prompts/${prompt.id}`);
    expect(refused).toEqual({
      status: 403,
      body: { code: "prompt_not_yours", detail: "Only the prompt's author can delete it." },
    });
    expect(await listOf(grace, "JNJ")).toHaveLength(1);
    expect(await callAs(ada, "DELETE", `/prompts/${prompt.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect(await listOf(grace, "JNJ")).toEqual([]);
    expect((await callAs(ada, "DELETE", `/prompts/${prompt.id}`)).status).toBe(404);
  });
});

describe("authors", () => {
  it("shows each author's own handle, never any part of the e-mail, even for the same local part", async () => {
    const suffix = crypto.randomUUID().slice(0, 8);
    const emails = [`alice@a-${suffix}.example`, `alice@b-${suffix}.example`];
    const [first, second] = await Promise.all(emails.map((email) => signUpMember(server.url, "alice", email)));
    if (!first || !second) throw new Error("two members expected");
    const fromFirst = await share(first, "NVDA", `How sticky is CUDA? (${suffix})`);
    const fromSecond = await share(second, "NVDA", `Who else makes the GPUs? (${suffix})`);

    const seen = await listOf(linus, "NVDA");
    const authorOf = (id: string) => seen.find((prompt) => prompt.id === id)?.authorHandle;
    expect(authorOf(fromFirst.id)).toBe(first.user.handle);
    expect(authorOf(fromSecond.id)).toBe(second.user.handle);
    expect(first.user.handle).not.toBe(second.user.handle);
    for (const handle of [first.user.handle, second.user.handle]) {
      expect(handle).toMatch(/^investor-[0-9a-f]{10}$/);
      for (const email of emails) {
        for (const piece of email.split(/[@.-]/).filter((part) => part.length >= 3)) {
          expect(handle).not.toContain(piece);
        }
      }
    }
  });

  it("tells the signed-in user their handle at GET /users/me", async () => {
    const me = await callAs(ada, "GET", "/users/me");
    expect(me.status).toBe(200);
    expect(me.body.handle).toBe(ada.user.handle);
    expect(me.body.handle).toMatch(/^investor-/);
  });

  it("lets a user choose a free handle, which their prompts then carry, and refuses a taken or malformed one", async () => {
    const [owner, rival] = await Promise.all([signUpMember(server.url, "handle"), signUpMember(server.url, "handle")]);
    if (!owner || !rival) throw new Error("two members expected");
    const chosen = `value-hunter-${crypto.randomUUID().slice(0, 8)}`;
    const set = await callAs(owner, "PUT", "/users/me/handle", { handle: `  ${chosen} ` });
    expect(set.status).toBe(200);
    expect(set.body.handle).toBe(chosen);
    const posted = await share(owner, "COST", `Is the membership fee hike priced in? (${chosen})`);
    expect(posted.authorHandle).toBe(chosen);

    const taken = await callAs(rival, "PUT", "/users/me/handle", { handle: chosen });
    expect(taken).toEqual({ status: 400, body: { detail: texts.handleTaken, code: "handle_taken" } });
    for (const handle of ["ab", "Value-Hunter", "-edge", "with space", "x".repeat(31), "ａｂｃ"]) {
      const malformed = await callAs(rival, "PUT", "/users/me/handle", { handle });
      expect(malformed.status).toBe(400);
      expect(malformed.body.code).toBe("invalid_body");
    }
    expect((await callAs(rival, "GET", "/users/me")).body.handle).toBe(rival.user.handle);
  });
});
