// Over real HTTP and a real database (issue 38 item 3): a question that names the user's own notes
// or highlights about a company is answered from that user's notes or highlights on it alone,
// quoted and cited, whether the question or the page names the company; a user with none is told
// so, never shown someone else's note or highlight, or the bundled set's passages.
import {
  type AssistantResponse,
  type FilingsResponse,
  filingDocumentId,
  overviewDocumentId,
  texts,
} from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { minimalPdf } from "../../testing/minimalPdf";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
let grace: Member;
let noteId: string;

const NOTE = "Membership fees are the real profit engine; the warehouses run near break-even.";
const PAGE = "Costco renewed 90.5 percent of its members in the United States and Canada.";
const IN_FILING = "Warehouse openings were paced to keep the supply chain ahead of demand.";
const IN_ANSWER = "Costco keeps its mark-up low so that members come back every year.";
const ON_APPLE = "Services revenue grew faster than hardware for the third year.";
/** Marked on Costco's Overview tab: its words name no company, the page does (issue 43). */
const IN_OVERVIEW = "Operates membership warehouses selling a narrow range of items at low prices.";

/** Ada marks a text in a document, as the web's selection menu does. */
async function highlight(member: Member, documentId: string, text: string) {
  const made = await sendAs(member, "POST", "/v1/highlights", {
    documentId,
    startOffset: 10,
    endOffset: 10 + text.length,
    highlightedText: text,
    color: "yellow",
  });
  expect(made.status).toBe(201);
}

/** The document id the web gives the company's first filing, where its highlights are made. */
async function firstFilingOf(member: Member, symbol: string): Promise<string> {
  const answer = await sendAs(member, "GET", `/v1/company/sec-filings?symbol=${symbol}`);
  const link = ((await answer.json()) as FilingsResponse).filings[0]?.link;
  if (!link) throw new Error(`No filing of ${symbol}.`);
  return filingDocumentId(link);
}

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "own-sources");
  grace = await signUpMember(server.url, "own-sources");
  // The note's words share none with the question: only its company ties them.
  const note = await sendAs(ada, "POST", "/v1/notes", { symbol: "COST", contentHtml: `<p>${NOTE}</p>` });
  expect(note.status).toBe(201);
  noteId = ((await note.json()) as { id: string }).id;
  const form = new FormData();
  form.append("file", new Blob([minimalPdf(["Contents", PAGE])]), "warehouse-club.pdf");
  const upload = await ada.browser.request("/v1/pdf/upload", { method: "POST", body: form, headers: ada.auth });
  expect(upload.status).toBe(201);
  // A highlight in a Costco filing, one in a chat answer that names Costco, and one in an Apple filing.
  await highlight(ada, await firstFilingOf(ada, "COST"), IN_FILING);
  await highlight(ada, "answer-about-costco", IN_ANSWER);
  await highlight(ada, await firstFilingOf(ada, "AAPL"), ON_APPLE);
  await highlight(ada, overviewDocumentId("COST", "profile"), IN_OVERVIEW);
});
afterAll(() => server.close());

async function ask(member: Member, message: string, symbol?: string): Promise<AssistantResponse> {
  const options = symbol ? { symbol } : {};
  const answer = await sendAs(member, "POST", "/v1/ai/query", { message, mode: "chat", options });
  expect(answer.status).toBe(200);
  return (await answer.json()) as AssistantResponse;
}

describe("a question about the user's own notes on a company", () => {
  it("quotes the user's note on the company the question names, cited by where it is read", async () => {
    const answer = await ask(ada, "What did I write in my notes about Costco?", "COST");
    expect(answer.response).toContain(NOTE);
    expect(answer.citations).toEqual([`/stock/COST?section=notes#note-${noteId}`]);
    expect(answer.search_results[0]).toMatchObject({ publisher: "Your notes" });
  });

  it("takes the company from the page when the question names none", async () => {
    const answer = await ask(ada, "What did I write in my notes?", "COST");
    expect(answer.response).toContain(NOTE);
    expect(answer.citations).toEqual([`/stock/COST?section=notes#note-${noteId}`]);
  });

  it("reads the source the question names: the PDF asked for, and no PDF when notes are asked", async () => {
    const fromPdf = await ask(ada, "What does the PDF I uploaded say about Costco?");
    expect(fromPdf.response).toContain(PAGE);
    expect(fromPdf.response).not.toContain(NOTE);
    expect(fromPdf.search_results.map((result) => result.publisher)).toEqual(["Your PDFs"]);
    const fromNotes = await ask(ada, "What did I write in my notes about Costco?");
    expect(fromNotes.response).not.toContain(PAGE);
  });

  it("quotes the user's highlights on the company, in its filings and where they name it, cited as theirs", async () => {
    const answer = await ask(ada, "Show my highlights for Costco");
    expect(answer.response).toContain("Here is what your highlights say");
    expect(answer.response).toContain(IN_FILING);
    expect(answer.response).toContain(IN_ANSWER);
    expect(answer.response).toContain(IN_OVERVIEW);
    expect(answer.response).not.toContain(ON_APPLE);
    expect(answer.response).not.toContain(NOTE);
    expect(answer.response).not.toContain(texts.ownSourceNotRead("highlights"));
    expect(new Set(answer.search_results.map((result) => result.publisher))).toEqual(new Set([texts.highlightsSource]));
    expect(answer.citations).toContain("/stock/COST?section=filings");
    expect(answer.citations).toContain("/stock/COST?section=overview");
  });

  it("reads the highlights of the page's company, and of no other", async () => {
    const onPage = await ask(ada, "What did I highlight?", "AAPL");
    expect(onPage.response).toContain(ON_APPLE);
    expect(onPage.response).not.toContain(IN_FILING);
    expect(onPage.response).not.toContain(IN_OVERVIEW);
    const none = await ask(ada, "Show my highlights for Coca-Cola");
    expect(none.response).toContain(texts.noOwnMaterial("highlights", "Coca-Cola"));
    expect(none.citations).toEqual([]);
  });

  it("says plainly that a company has no notes, and quotes nothing else", async () => {
    const answer = await ask(ada, "What did I write about Apple?");
    expect(answer.response).toContain(texts.noOwnMaterial("notes", "Apple"));
    expect(answer.citations).toEqual([]);
    expect(answer.response).not.toContain(NOTE);
  });

  it("tells another user they have no notes or highlights, never the first user's nor the bundled set", async () => {
    for (const [message, symbol] of [
      ["What did I write in my notes about Costco?", "COST"],
      ["What did I write in my notes?", "COST"],
    ] as const) {
      const answer = await ask(grace, message, symbol);
      expect(answer.response).not.toContain(NOTE);
      expect(answer.citations).toEqual([]);
      expect(answer.search_results).toEqual([]);
    }
    const named = await ask(grace, "What did I write in my notes about Costco?", "COST");
    expect(named.response).toContain("You have no notes about Costco yet.");
    const marked = await ask(grace, "Show my highlights for Costco", "COST");
    for (const text of [IN_FILING, IN_ANSWER, ON_APPLE, IN_OVERVIEW]) expect(marked.response).not.toContain(text);
    expect(marked.citations).toEqual([]);
    expect(marked.response).toContain(texts.noOwnMaterial("highlights", "Costco"));
  });
});
