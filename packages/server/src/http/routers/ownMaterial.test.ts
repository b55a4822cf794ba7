// The offline assistant over real HTTP quotes the asking user's own notes and PDFs, with
// citations to where they are read in the app, ahead of the bundled material; and never quotes
// one user's material to another.
import { type AssistantResponse, texts } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { minimalPdf } from "../../testing/minimalPdf";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let grace: Member;
let noteId: string;
let sessionId: string;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "own");
  grace = await signUpMember(server.url, "own");
  const note = await sendAs(ada, "POST", "/v1/notes", {
    symbol: "AAPL",
    contentHtml: "<h3>Thesis</h3><p>The App Store toll is the flywheel of the services moat.</p>",
  });
  noteId = ((await note.json()) as { id: string }).id;
  const form = new FormData();
  form.append(
    "file",
    new Blob([
      minimalPdf([
        "Contents",
        "The zeppelin fleet doubled its cargo tonnage in 2026. A helium shortage could reduce operating margin.",
      ]),
    ]),
    "airships.pdf",
  );
  const upload = await ada.browser.request("/v1/pdf/upload", { method: "POST", body: form, headers: ada.auth });
  sessionId = ((await upload.json()) as { sessionId: string }).sessionId;
});
afterAll(() => server.close());

async function ask(member: Member, message: string): Promise<AssistantResponse> {
  const answer = await sendAs(member, "POST", "/v1/ai/query", { message, mode: "chat", options: {} });
  expect(answer.status).toBe(200);
  return (await answer.json()) as AssistantResponse;
}

describe("the offline assistant and the user's own material", () => {
  it("quotes the user's note about a company first, cited by where it is read", async () => {
    const answer = await ask(ada, "What is Apple's services flywheel?");
    expect(answer.citations[0]).toBe(`/stock/AAPL?section=notes#note-${noteId}`);
    expect(answer.search_results[0]).toMatchObject({ title: "Your note on AAPL", publisher: "Your notes" });
    expect(answer.response).toContain("The App Store toll is the flywheel of the services moat.");
  });

  it("quotes a page of the user's PDF with its page number", async () => {
    const answer = await ask(ada, "zeppelin cargo tonnage");
    // The citation opens the PDF at its page with the quoted sentence highlighted.
    const quote = encodeURIComponent("The zeppelin fleet doubled its cargo tonnage in 2026.");
    expect(answer.citations).toEqual([`/pdf-chat?session=${sessionId}&quote=${quote}#page-2`]);
    expect(answer.search_results[0]).toMatchObject({ title: "airships.pdf, page 2", publisher: "Your PDFs" });
    expect(answer.response).toContain("Here is what your notes and PDFs say");
    expect(answer.response).toContain("The zeppelin fleet doubled its cargo tonnage in 2026.");
  });

  it("answers a figure asked of no company from the user's PDF that holds it, not from the data", async () => {
    const answer = await ask(ada, "helium shortage operating margin");
    expect(answer.citations).toEqual([
      expect.stringMatching(new RegExp(`^/pdf-chat\\?session=${sessionId}&quote=.+#page-2$`)),
    ]);
    expect(answer.response).toContain("A helium shortage could reduce operating margin.");
    // Without such material, the same words are a question for the data, which says whose it needs.
    const other = await ask(grace, "helium shortage operating margin");
    expect(other.response).not.toContain("helium");
  });

  it("answers 'what do my notes say' from the user's notes and PDFs only, never the bundled set", async () => {
    const answer = await ask(ada, "What do my notes say about Apple's services?");
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(
      answer.citations.every((url) => url.startsWith("/stock/AAPL?section=notes") || url.startsWith("/pdf-chat")),
    ).toBe(true);
    expect(answer.response).toContain("Here is what your notes and PDFs say");
    const stranger = await ask(grace, "What do my notes say about Apple's services?");
    expect(stranger.citations).toEqual([]);
    expect(stranger.response).toContain(texts.noOwnMaterial("notes", "Apple"));
  });

  it("never quotes one user's notes or PDFs to another", async () => {
    const flywheel = await ask(grace, "What is Apple's services flywheel?");
    const zeppelin = await ask(grace, "zeppelin cargo tonnage");
    for (const answer of [flywheel, zeppelin]) {
      expect(answer.citations.some((url) => url.startsWith("/"))).toBe(false);
      expect(answer.response).not.toContain("App Store toll");
      expect(answer.response).not.toContain("zeppelin fleet");
    }
    expect(zeppelin.response).toContain("I found nothing about");
  });

  it("stops quoting a note once it is deleted", async () => {
    await sendAs(ada, "DELETE", `/v1/notes/${noteId}`);
    const answer = await ask(ada, "What is Apple's services flywheel?");
    expect(answer.response).not.toContain("App Store toll");
  });
});
