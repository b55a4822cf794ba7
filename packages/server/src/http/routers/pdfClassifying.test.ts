// A filing's pages are classified and its tables read into facts in the reading processes (issue 45,
// item 8), over real HTTP on a real database: an upload keeps what core's readFiling makes of the
// same runs, the server's main thread answers other requests while a long filing is classified,
// and a filing whose tables would read into more than a reading may hold is refused, storing nothing.
import { type FilingFact, MAX_FILING_FACTS, type PdfSession, readFiling, unstorableProblem } from "@moatwise/core";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyingChannel, readPdf } from "../../areas/pdf/pdfText";
import { pdfPages, pdfSessions } from "../../db/schema";
import type { RunningServer } from "../../server";
import { ANNUAL_REPORT, QUARTERLY_REPORT } from "../../testing/filingPdfs";
import { type PlacedText, placedPdf } from "../../testing/minimalPdf";
import { proseRuns, statementRuns } from "../../testing/statementPdf";
import { type Member, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "classify");
});
afterAll(() => server.close());

function upload(member: Member, bytes: Uint8Array, filename = "filing.pdf") {
  const form = new FormData();
  form.append("file", new Blob([bytes], { type: "application/pdf" }), filename);
  return member.browser.request("/v1/pdf/upload", { method: "POST", body: form, headers: member.auth });
}

const YEARS = ["2023", "2022", "2021"];

/** A statement page of `rows` lines with the given figures, under a heading the classifier knows. */
function statementPage(title: string, rows: ReadonlyArray<{ label: string; values: string[] }>): PlacedText[] {
  return statementRuns({
    heading: ["Generated Corp.", title, "(In millions)"],
    columnHeadings: [["Years Ended December 31,"], YEARS],
    rows,
  }).runs;
}

const TITLES = [
  "CONSOLIDATED STATEMENTS OF OPERATIONS",
  "CONSOLIDATED BALANCE SHEETS",
  "CONSOLIDATED STATEMENTS OF CASH FLOWS",
];
const LABELS = ["Net sales", "Cost of sales", "Inventories", "Accounts payable", "Purchases of property", "Other, net"];
const figure = fc.integer({ min: -99_999, max: 999_999 }).map((n) => (n < 0 ? `(${-n})` : n.toLocaleString("en-US")));
const generatedLine = fc.record({
  label: fc.constantFrom(...LABELS),
  values: fc.array(figure, { minLength: 3, maxLength: 3 }),
});

/**
 * A long filing of the layouts the tests know, with generated statement pages between them and
 * prose pages around: other figures and lines than the fixed filings', read the way a filing is.
 */
function generatedFiling(statementPages: number, seed: number): PlacedText[][] {
  const lines = fc.sample(fc.array(generatedLine, { minLength: 8, maxLength: 30 }), { numRuns: statementPages, seed });
  return [
    ...ANNUAL_REPORT.map((page) => [...page]),
    ...lines.map((rows, index) => statementPage(TITLES[index % TITLES.length] ?? "", rows)),
    proseRuns(["Item 7. Management's Discussion and Analysis", "Net sales grew on demand for anvils."]),
    ...QUARTERLY_REPORT.map((page) => [...page]),
  ];
}

/** Facts as the session keeps them (values as numbers, in page then id order), to compare with readFiling's. */
const asKept = (facts: ReadonlyArray<FilingFact>) =>
  facts
    .map((fact) => ({ ...fact, value: Number(fact.value), derivedFrom: [...fact.derivedFrom] }))
    .sort(
      (a, b) => Number(a.sourceId.slice(5)) - Number(b.sourceId.slice(5)) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );

describe("a filing uploaded over HTTP", () => {
  it("keeps the pages' classes and the facts readFiling makes of the same runs", async () => {
    const bytes = placedPdf(generatedFiling(24, 45));
    const answer = await upload(ada, bytes, "generated-10k.pdf");
    expect(answer.status).toBe(201);
    const session = (await answer.json()) as PdfSession;
    const kept = await server.services.pdf.filingReadingOf(session.sessionId, ada.user.id);

    const { runs } = await readPdf("classify-compare", bytes, { withRuns: true });
    const expected = readFiling(runs ?? []);
    expect(kept.pages).toEqual(
      expected.pages.map(({ pageNumber, pageClass, title }) => ({ pageNumber, pageClass, title })),
    );
    expect(kept.facts.length).toBeGreaterThan(24 * 8);
    expect(asKept(kept.facts)).toEqual(asKept(expected.facts));
  });
});

describe("the server while a long filing is classified", () => {
  it("answers a health request and runs its own callbacks before the classification ends", async () => {
    const bytes = placedPdf(generatedFiling(240, 8));
    const order: string[] = [];
    const onStep = (message: unknown) => {
      const { step } = message as { step: "start" | "end" };
      order.push(`classify ${step}`);
      if (step !== "start") return;
      // Both need the main thread: a callback queued now, and a request over HTTP to this server.
      setImmediate(() => order.push("main thread callback"));
      fetch(`${server.url}/v1/health`).then((health) => order.push(`health ${health.status}`));
    };
    classifyingChannel.subscribe(onStep);
    try {
      const answer = await upload(ada, bytes, "long-10k.pdf");
      expect(answer.status).toBe(201);
    } finally {
      classifyingChannel.unsubscribe(onStep);
    }
    expect(order[0]).toBe("classify start");
    const end = order.indexOf("classify end");
    expect(order.indexOf("main thread callback")).toBeGreaterThan(0);
    expect(order.indexOf("main thread callback")).toBeLessThan(end);
    expect(order.indexOf("health 200")).toBeGreaterThan(0);
    expect(order.indexOf("health 200")).toBeLessThan(end);
  });
});

describe("a filing built to read into too much", () => {
  const sessionCount = async () =>
    (await server.services.db.select().from(pdfSessions).where(eq(pdfSessions.userId, ada.user.id))).length;

  it("refuses tables whose figures pass the facts a reading may hold, storing nothing", async () => {
    // Within the PDF's own text budget: 30 lines of 3 short figures a page, over enough pages.
    const rows = Array.from({ length: 30 }, (_, index) => ({
      label: `Line\u0000 item ${index + 1}`,
      values: ["1,000", "(2,000)", "3,000"],
    }));
    const pages = Math.ceil(MAX_FILING_FACTS / (rows.length * YEARS.length)) + 1;
    const before = await sessionCount();
    const answer = await upload(
      ada,
      placedPdf(Array.from({ length: pages }, () => statementPage(TITLES[0] ?? "", rows))),
      "too-many-figures.pdf",
    );
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { code: string }).code).toBe("pdf_tables_too_large");
    expect(await sessionCount()).toBe(before);
  });

  it("reads pages of many tiny runs with NUL bytes into storable pages, titles and labels", async () => {
    // Each character its own run, every tenth a NUL: about a megabyte of runs to classify.
    const noisy = (line: number) =>
      Array.from({ length: 90 }, (_, column) => ({
        text: column % 10 === 0 ? "\u0000" : String.fromCharCode(65 + ((line + column) % 26)),
        x: 20 + column * 6,
        y: 780 - line * 8,
        size: 6,
      }));
    const page = Array.from({ length: 90 }, (_, line) => noisy(line)).flat();
    const answer = await upload(ada, placedPdf([...ANNUAL_REPORT, ...Array(12).fill(page)]), "noisy.pdf");
    expect(answer.status).toBe(201);
    const session = (await answer.json()) as PdfSession;
    const kept = await server.services.pdf.filingReadingOf(session.sessionId, ada.user.id);
    expect(kept.pages).toHaveLength(ANNUAL_REPORT.length + 12);
    const texts = await server.services.db
      .select({ text: pdfPages.text })
      .from(pdfPages)
      .where(eq(pdfPages.sessionId, session.sessionId));
    const stored = [
      ...texts.map((row) => row.text),
      ...kept.pages.map((keptPage) => keptPage.title ?? ""),
      ...kept.facts.map((fact) => fact.label),
    ];
    expect(stored.filter((text) => unstorableProblem(text) !== null)).toEqual([]);
  });
});
