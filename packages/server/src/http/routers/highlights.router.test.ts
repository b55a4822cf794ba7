// Highlights over real HTTP and a real database: create, list in reading order, recolour the same
// range, remove, the rules a highlight keeps, and every highlight scoped to its owner.
import { Highlight } from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { callAs, type Member, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let grace: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "highlights");
  grace = await signUpMember(server.url, "highlights");
});
afterAll(() => server.close());

const ANSWER_TEXT = "Revenue grew 8% while margins held at 46%.";
const mark = (documentId: string, text: string, color = "yellow") => {
  const startOffset = ANSWER_TEXT.indexOf(text);
  return { documentId, startOffset, endOffset: startOffset + text.length, highlightedText: text, color };
};
const listOf = async (member: Member, documentId: string) =>
  (await callAs(member, "GET", `/highlights/document/${documentId}`)).body as unknown as Highlight[];

describe("highlighting a document", () => {
  it("stores highlights and lists them in reading order", async () => {
    const documentId = crypto.randomUUID();
    const second = await callAs(ada, "POST", "/highlights", mark(documentId, "margins held", "pink"));
    const first = await callAs(ada, "POST", "/highlights", mark(documentId, "Revenue grew 8%"));
    expect(first.status).toBe(201);
    expect(Schema.is(Highlight)(first.body)).toBe(true);
    expect(second.body).toMatchObject({ documentId, highlightedText: "margins held", color: "pink" });
    const listed = await listOf(ada, documentId);
    expect(listed.map((highlight) => highlight.highlightedText)).toEqual(["Revenue grew 8%", "margins held"]);
  });

  it("recolours the same range instead of stacking a second highlight", async () => {
    const documentId = crypto.randomUUID();
    const yellow = await callAs(ada, "POST", "/highlights", mark(documentId, "46%"));
    const green = await callAs(ada, "POST", "/highlights", mark(documentId, "46%", "green"));
    expect(green.status).toBe(200);
    expect(green.body).toMatchObject({ id: yellow.body.id, color: "green" });
    expect(await listOf(ada, documentId)).toHaveLength(1);
  });

  it("removes a highlight", async () => {
    const documentId = crypto.randomUUID();
    const { body } = await callAs(ada, "POST", "/highlights", mark(documentId, "Revenue"));
    expect(await callAs(ada, "DELETE", `/highlights/${body.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect(await listOf(ada, documentId)).toEqual([]);
    expect((await callAs(ada, "DELETE", `/highlights/${body.id}`)).status).toBe(404);
  });
});

describe("the rules a highlight keeps", () => {
  it("refuses fewer than 3 characters once trimmed", async () => {
    const answer = await callAs(ada, "POST", "/highlights", {
      ...mark(crypto.randomUUID(), "8% "),
      highlightedText: " 8%",
    });
    expect(answer).toEqual({
      status: 400,
      body: { code: "highlight_too_short", detail: "A highlight needs at least 3 characters." },
    });
  });

  it("refuses a range that does not fit its text, or ends before it starts", async () => {
    const documentId = crypto.randomUUID();
    const mismatch = await callAs(ada, "POST", "/highlights", { ...mark(documentId, "Revenue"), endOffset: 20 });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe("highlight_range_mismatch");
    const backwards = await callAs(ada, "POST", "/highlights", { ...mark(documentId, "Revenue"), startOffset: 9 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.detail).toContain("endOffset must be after startOffset");
    const colour = await callAs(ada, "POST", "/highlights", mark(documentId, "Revenue", "orange"));
    expect(colour.status).toBe(400);
  });

  it("refuses offsets past what the database keeps with a 400, not a crash", async () => {
    const far = { ...mark(crypto.randomUUID(), "Revenue"), startOffset: 2 ** 31, endOffset: 2 ** 31 + 7 };
    const answer = await callAs(ada, "POST", "/highlights", far);
    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain("startOffset: must be at most 2147483647");
  });

  it("needs a signed-in user", async () => {
    const answer = await fetch(`${server.url}/v1/highlights/document/${crypto.randomUUID()}`);
    expect(answer.status).toBe(401);
  });
});

describe("each user's highlights are their own", () => {
  it("does not show or remove another user's highlights, even on the same document", async () => {
    const documentId = crypto.randomUUID();
    const { body } = await callAs(ada, "POST", "/highlights", mark(documentId, "Revenue grew"));
    expect(await listOf(grace, documentId)).toEqual([]);
    expect((await callAs(grace, "DELETE", `/highlights/${body.id}`)).status).toBe(404);
    const graces = await callAs(grace, "POST", "/highlights", mark(documentId, "Revenue grew", "blue"));
    expect(graces.status).toBe(201);
    expect((await listOf(ada, documentId)).map((highlight) => highlight.color)).toEqual(["yellow"]);
    expect((await callAs(grace, "DELETE", "/highlights/not-a-uuid")).status).toBe(404);
  });
});
