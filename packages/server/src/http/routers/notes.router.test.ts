// Notes over real HTTP and a real database: create, list a company's notes newest first, change,
// remove, the HTML kept safe, organising (a live model's work; offline it says so), and every
// note scoped to its owner.
import { Note } from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { callAs, type Member, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let grace: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "notes");
  grace = await signUpMember(server.url, "notes");
});
afterAll(() => server.close());

const notesOn = async (member: Member, symbol: string) =>
  (await callAs(member, "GET", `/notes?symbol=${symbol}`)).body as unknown as Note[];

describe("keeping notes on a company", () => {
  it("stores a note under the upper-cased ticker and lists the newest first", async () => {
    const first = await callAs(ada, "POST", "/notes", { symbol: "msft", contentHtml: "<p>Azure growth 30%.</p>" });
    const second = await callAs(ada, "POST", "/notes", { symbol: "MSFT", contentHtml: "<p>Copilot pricing.</p>" });
    expect(first.status).toBe(201);
    expect(Schema.is(Note)(first.body)).toBe(true);
    expect(first.body).toMatchObject({ symbol: "MSFT", contentHtml: "<p>Azure growth 30%.</p>" });
    const listed = await notesOn(ada, "MSFT");
    expect(listed.map((note) => note.id)).toEqual([second.body.id, first.body.id]);
  });

  it("changes a note, which moves it to the top", async () => {
    const older = await callAs(ada, "POST", "/notes", { symbol: "KO", contentHtml: "<p>Pricing power.</p>" });
    await callAs(ada, "POST", "/notes", { symbol: "KO", contentHtml: "<p>Bottlers.</p>" });
    const changed = await callAs(ada, "PUT", `/notes/${older.body.id}`, { contentHtml: "<p>Pricing power holds.</p>" });
    expect(changed.status).toBe(200);
    expect(changed.body.contentHtml).toBe("<p>Pricing power holds.</p>");
    expect(String(changed.body.updatedAt) > String(older.body.updatedAt)).toBe(true);
    expect((await notesOn(ada, "KO"))[0]?.id).toBe(older.body.id);
  });

  it("removes a note", async () => {
    const { body } = await callAs(ada, "POST", "/notes", { symbol: "PEP", contentHtml: "<p>Snacks.</p>" });
    expect(await callAs(ada, "DELETE", `/notes/${body.id}`)).toEqual({ status: 200, body: { ok: true } });
    expect(await notesOn(ada, "PEP")).toEqual([]);
    expect((await callAs(ada, "DELETE", `/notes/${body.id}`)).status).toBe(404);
  });
});

describe("a note's HTML", () => {
  it("keeps formatting and drops scripts, handlers, images and javascript: links", async () => {
    const { status, body } = await callAs(ada, "POST", "/notes", {
      symbol: "NVDA",
      contentHtml:
        '<h3 onclick="steal()">Moat</h3><script>alert(1)</script><ul><li><strong>CUDA</strong></li></ul>' +
        '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a> <a href="https://nvidia.com">ok</a>',
    });
    expect(status).toBe(201);
    expect(body.contentHtml).toBe(
      "<h3>Moat</h3><ul><li><strong>CUDA</strong></li></ul>" +
        '<a target="_blank" rel="noopener noreferrer">bad</a> ' +
        '<a href="https://nvidia.com" target="_blank" rel="noopener noreferrer">ok</a>',
    );
  });

  it("refuses a note with no text once cleaned, and keeps the stored one on a bad change", async () => {
    const empty = await callAs(ada, "POST", "/notes", { symbol: "NVDA", contentHtml: "<p> </p><script>x</script>" });
    expect(empty).toEqual({ status: 400, body: { code: "note_empty", detail: "A note needs some text." } });
    const { body } = await callAs(ada, "POST", "/notes", { symbol: "AMD", contentHtml: "<p>Chiplets.</p>" });
    expect((await callAs(ada, "PUT", `/notes/${body.id}`, { contentHtml: "<br>" })).status).toBe(400);
    expect((await notesOn(ada, "AMD"))[0]?.contentHtml).toBe("<p>Chiplets.</p>");
  });

  it("answers 400 for a bad ticker or a missing field", async () => {
    const badTicker = await callAs(ada, "POST", "/notes", { symbol: "not a ticker", contentHtml: "<p>x</p>" });
    expect(badTicker.status).toBe(400);
    expect(badTicker.body.code).toBe("invalid_body");
    expect((await callAs(ada, "POST", "/notes", { symbol: "AAPL" })).status).toBe(400);
    expect((await callAs(ada, "GET", "/notes")).status).toBe(400);
  });
});

describe("organising a note", () => {
  it("says offline that it needs a configured model, and leaves the note as it was", async () => {
    const { body } = await callAs(ada, "POST", "/notes", { symbol: "V", contentHtml: "<p>Network effects.</p>" });
    const organised = await callAs(ada, "POST", `/notes/${body.id}/organize`);
    expect(organised.status).toBe(503);
    expect(organised.body.code).toBe("ai_not_configured");
    expect(organised.body.detail).toContain("PERPLEXITY_API_KEY");
    expect((await notesOn(ada, "V"))[0]?.contentHtml).toBe("<p>Network effects.</p>");
  });
});

describe("notes are their owner's", () => {
  it("never shows, changes, organises or removes another user's note", async () => {
    const { body } = await callAs(ada, "POST", "/notes", { symbol: "TSLA", contentHtml: "<p>Ada's private view.</p>" });
    const id = body.id as string;
    expect(await notesOn(grace, "TSLA")).toEqual([]);
    expect((await callAs(grace, "PUT", `/notes/${id}`, { contentHtml: "<p>Grace was here.</p>" })).status).toBe(404);
    expect((await callAs(grace, "POST", `/notes/${id}/organize`)).status).toBe(404);
    expect((await callAs(grace, "DELETE", `/notes/${id}`)).status).toBe(404);
    expect((await notesOn(ada, "TSLA"))[0]?.contentHtml).toBe("<p>Ada's private view.</p>");
  });

  it("asks for sign-in", async () => {
    const answer = await fetch(`${server.url}/v1/notes?symbol=AAPL`);
    expect(answer.status).toBe(401);
  });
});
