// Over real HTTP and a real database (issue 43): a report on a company quotes the user's own material
// only when it is about that company. With Apple's 10-K uploaded, a Costco report quotes none of it,
// though its pages share "Inc.", "Corporation" and even Costco's name; the same filing is evidence
// for an Apple report. A note on another symbol and a highlight in another company's filing are not
// quoted either, while the company's own filing, note and highlight are.
import {
  type AssistantResponse,
  type FilingsResponse,
  filingDocumentId,
  type ResearchDocument,
  type ResearchDraft,
  type ResearchJob,
} from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_CALL_LIMITS } from "../../areas/usage/callLimits";
import type { RunningServer } from "../../server";
import { minimalPdf } from "../../testing/minimalPdf";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;

/** A filing's cover, laid out as 10-K covers are, naming its registrant. */
const cover = (registrant: string) =>
  [
    "UNITED STATES",
    "SECURITIES AND EXCHANGE COMMISSION",
    "FORM 10-K",
    "ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
    "Commission File Number: 001-00001",
    registrant,
    "(Exact name of Registrant as specified in its charter)",
  ].join("\n");

// Apple's pages carry the words a Costco report once searched by ("Costco", "Wholesale",
// "Corporation", "Inc."), and sentences each pillar would quote (risks, competition, customers).
const APPLE_PAGES = [
  cover("Apple Inc."),
  [
    "Item 1. Business",
    "Apple Inc. sells its products through its direct sales force and cellular network carriers.",
    "The Company competes with retailers such as Costco Wholesale Corporation for consumer spending.",
    "Customers buy apps from the App Store, and services revenue grew faster than hardware.",
  ].join("\n"),
  [
    "Item 1A. Risk Factors",
    "A downturn in Greater China could reduce net sales and operating margin of Apple Inc.",
    "The Company's membership in industry groups could be a competitive risk for its moat.",
  ].join("\n"),
];

const COSTCO_PAGES = [
  cover("Costco Wholesale Corporation"),
  [
    "Item 1. Business",
    "Costco operates membership warehouses; membership fee renewal is the core of its moat and revenue.",
    "Costco competes on low prices, and the risk of wage inflation could reduce its operating margin.",
  ].join("\n"),
];

// A research note with no cover naming Costco on one page and Walmart on the other, neither often
// enough to be its issuer: each page is the company's it names.
const NOTE_PAGES = [
  "Costco's membership renewal rate is the moat analysts watch; Costco raised its fee, a revenue lever.",
  "Walmart's membership club Sam's grew; Walmart is the rival whose price cuts are a risk to margin.",
];

const APPLE_NOTE =
  "Costco Wholesale Corporation stores sell iPhones; this note is filed under AAPL for its margin risk.";
const COSTCO_NOTE = "Costco membership renewal is the moat: members return each year, a revenue risk if it slips.";
const APPLE_HIGHLIGHT = "Costco Wholesale Corporation is one of the retailers through which the Company sells.";
const COSTCO_HIGHLIGHT = "Costco's membership fee revenue grew while warehouse margin stayed thin, a risk.";

const PILLARS = ["business-model-industry", "competitors", "risks-mitigating-factors"] as const;

async function send<T>(method: string, path: string, body?: unknown) {
  const answer = await sendAs(ada, method, `/v1${path}`, body);
  return { status: answer.status, body: (await answer.json()) as T };
}

async function upload(name: string, pages: ReadonlyArray<string>): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([minimalPdf(pages)]), name);
  const answer = await ada.browser.request("/v1/pdf/upload", { method: "POST", body: form, headers: ada.auth });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { sessionId: string }).sessionId;
}

async function note(symbol: string, text: string): Promise<string> {
  const made = await send<{ id: string }>("POST", "/notes", { symbol, contentHtml: `<p>${text}</p>` });
  expect(made.status).toBe(201);
  return made.body.id;
}

/** A highlight in the company's first filing, as the Filings tab makes it. */
async function highlightInFilingOf(symbol: string, text: string): Promise<string> {
  const filings = await send<FilingsResponse>("GET", `/company/sec-filings?symbol=${symbol}`);
  const link = filings.body.filings[0]?.link;
  if (!link) throw new Error(`No filing of ${symbol}.`);
  const made = await send<{ id: string }>("POST", "/highlights", {
    documentId: filingDocumentId(link),
    startOffset: 0,
    endOffset: text.length,
    highlightedText: text,
    color: "yellow",
  });
  expect(made.status).toBe(201);
  return made.body.id;
}

/** A report on the company with three pillars, written by the offline writers. */
async function report(companyName: string, companyTicker: string): Promise<ResearchDocument> {
  const made = await send<ResearchDraft>("POST", "/research/drafts", { companyName, companyTicker, materials: [] });
  expect(made.status).toBe(201);
  const id = made.body.id;
  expect((await send("POST", `/research/drafts/${id}/structure`, { pillars: PILLARS })).status).toBe(200);
  const job = await send<ResearchJob>("POST", `/research/drafts/${id}/generate`);
  for (let tries = 0; tries < 400; tries += 1) {
    const written = await send<ResearchDocument>("GET", `/research/documents/${job.body.documentId}`);
    if (written.body.status === "complete" || written.body.status === "failed") return written.body;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("The report was not written in 10 s.");
}

/** Every source the report cites (its sections' claims, evidence and answers) by id, and the words it quotes. */
function citedIn(document: ResearchDocument): string[] {
  const claims = JSON.stringify(document.sections);
  const ids = [...claims.matchAll(/"id":"((?:pdf|note|highlight):[^"]+)"/g)].map((match) => match[1] as string);
  const quoted = [...claims.matchAll(/"(?:text|excerpt)":"([^"]*)"/g)].map((match) => match[1] as string);
  return [...new Set([...ids, ...quoted])];
}
/** Whether any cited id or quoted text holds the words. */
const anyHolds = (cited: ReadonlyArray<string>, words: string) => cited.some((each) => each.includes(words));

let apple10k: string;
let costco10k: string;
let researchNote: string;
let appleNote: string;
let costcoNote: string;
let appleHighlight: string;
let costcoHighlight: string;
let costcoReport: ResearchDocument;
let appleReport: ResearchDocument;

beforeAll(async () => {
  server = await startTestServer({ researchOpen: true, callsPerMinute: NO_CALL_LIMITS });
  ada = await signUpMember(server.url, "own-scope");
  apple10k = await upload("apple-10k.pdf", APPLE_PAGES);
  costco10k = await upload("costco-10k.pdf", COSTCO_PAGES);
  researchNote = await upload("warehouse-clubs.pdf", NOTE_PAGES);
  appleNote = await note("AAPL", APPLE_NOTE);
  costcoNote = await note("COST", COSTCO_NOTE);
  appleHighlight = await highlightInFilingOf("AAPL", APPLE_HIGHLIGHT);
  costcoHighlight = await highlightInFilingOf("COST", COSTCO_HIGHLIGHT);
  costcoReport = await report("Costco Wholesale Corporation", "COST");
  appleReport = await report("Apple Inc.", "AAPL");
}, 90_000);
afterAll(() => server.close());

describe("a report quotes the user's material only when it is about the company", () => {
  it("writes both reports", () => {
    expect(costcoReport.status).toBe("complete");
    expect(appleReport.status).toBe("complete");
  });

  it("quotes none of another company's uploaded filing, though its pages name the company", () => {
    const cited = citedIn(costcoReport);
    expect(cited.filter((each) => each.includes(apple10k))).toEqual([]);
    for (const words of ["direct sales force", "App Store", "Greater China", "retailers such as Costco"]) {
      expect(cited.filter((each) => each.includes(words))).toEqual([]);
    }
  });

  it("quotes the company's own uploaded filing", () => {
    expect(anyHolds(citedIn(costcoReport), `pdf:${costco10k}:`)).toBe(true);
  });

  it("quotes a page of a PDF with no issuer only for the company the page names most", () => {
    const cited = citedIn(costcoReport);
    expect(anyHolds(cited, `pdf:${researchNote}:1`)).toBe(true);
    expect(cited.filter((each) => each.includes(`pdf:${researchNote}:2`) || each.includes("Walmart's"))).toEqual([]);
    expect(citedIn(appleReport).filter((each) => each.includes(researchNote))).toEqual([]);
  });

  it("quotes the same Apple filing in a report on Apple, and not Costco's", () => {
    const cited = citedIn(appleReport);
    expect(anyHolds(cited, `pdf:${apple10k}:`)).toBe(true);
    expect(cited.filter((each) => each.includes(costco10k))).toEqual([]);
  });

  it("quotes no note on another symbol, and the note on the company", () => {
    const cited = citedIn(costcoReport);
    expect(cited.filter((each) => each.includes(appleNote) || each.includes("filed under AAPL"))).toEqual([]);
    expect(cited).toContain(`note:${costcoNote}`);
  });

  it("quotes no highlight in another company's filing, though it names the company, and the company's own", () => {
    const cited = citedIn(costcoReport);
    expect(
      cited.filter((each) => each.includes(appleHighlight) || each.includes("one of the retailers through which")),
    ).toEqual([]);
    expect(cited).toContain(`highlight:${costcoHighlight}`);
  });
});

describe("the chat reads the user's material by the same scope", () => {
  it("answers 'what do my PDFs say about Costco' from Costco's filing, never Apple's", async () => {
    const asked = await sendAs(ada, "POST", "/v1/ai/query", {
      message: "What do my PDFs say about Costco?",
      mode: "chat",
      options: { symbol: "COST" },
    });
    expect(asked.status).toBe(200);
    const answer = (await asked.json()) as AssistantResponse;
    expect(answer.citations.some((url) => url.includes(`session=${costco10k}`))).toBe(true);
    expect(answer.citations.filter((url) => url.includes(apple10k))).toEqual([]);
    expect(answer.response).not.toContain("retailers such as Costco");
  });
});
