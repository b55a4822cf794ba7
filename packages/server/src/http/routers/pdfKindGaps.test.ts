// What a kind of filing does not hold, over real HTTP on a real database (issue 43): a 10-K asked an
// executive's pay says first that the proxy statement (DEF 14A) holds it, with no figure, and quotes
// the filing's own pointer; a 10-K that prints its compensation table, and a proxy statement, answer
// from the page instead. Every quote is one passage of its page.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../server";
import { ANNUAL_REPORT } from "../../testing/filingPdfs";
import { minimalPdf, type PlacedText, placedPdf } from "../../testing/minimalPdf";
import { askPdfAs, uploadPdfAs } from "../../testing/pdfChatOverHttp";
import { scaledRuns } from "../../testing/propertyRuns";
import { proseRuns } from "../../testing/statementPdf";
import { type Member, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server.url, "pdf-kinds");
});
afterAll(() => server.close());

const POINTER_LINES = [
  "PART III",
  "Item 11. Executive Compensation",
  "The information required by this Item is incorporated herein by reference to the Company's 2024 Proxy Statement.",
  "Item 12. Security Ownership of Certain Beneficial Owners and Management",
  "The information required by this Item is incorporated herein by reference to the 2024 Proxy Statement.",
];
const COMPENSATION_LINES = [
  "Item 11. Executive Compensation",
  "Summary Compensation Table",
  "Name and Principal Position Year Salary Bonus Total",
  "Jane Roe, Chief Executive Officer 2023 $ 1,150,000 $ 2,300,000 $ 14,800,000",
];
/** ACME's annual report without its executives' pay (Part III points to the proxy), and one that prints it. */
const TEN_K_POINTING: ReadonlyArray<ReadonlyArray<PlacedText>> = [...ANNUAL_REPORT, proseRuns(POINTER_LINES)];
const TEN_K_PRINTING: ReadonlyArray<ReadonlyArray<PlacedText>> = [...ANNUAL_REPORT, proseRuns(COMPENSATION_LINES)];
const PROXY = [
  "UNITED STATES\nSECURITIES AND EXCHANGE COMMISSION\nSCHEDULE 14A\nProxy Statement Pursuant to Section 14(a)\nACME Corp.",
  `Executive Compensation\n${COMPENSATION_LINES.slice(1).join("\n")}`,
];

const upload = (bytes: Uint8Array, filename: string) => uploadPdfAs(ada, bytes, filename);
const ask = (sessionId: string, message: string) => askPdfAs(ada, sessionId, message);

const flat = (text: string) => text.replace(/\s+/g, " ").trim();
/** Each quote of the answer with the page it cites. */
const quotesOf = (text: string) =>
  [...text.matchAll(/“([^”]*)” \(page (\d+)\)/g)].map(([, quote, page]) => ({
    quote: quote ?? "",
    page: Number(page),
  }));

// People and phrasings of pay, generated once with a fixed seed: each costs a round trip.
const person = fc
  .tuple(
    fc.constantFrom("Jane", "Priya", "Marcus", "Elena"),
    fc.constantFrom("Roe", "Natarajan", "Okafor", "Lindqvist"),
  )
  .map(([first, last]) => `${first} ${last}`);
const phrasing = fc.constantFrom(
  (name: string) => `How much was ${name} paid in 2023?`,
  (name: string) => `How much did ${name} make in 2023?`,
  (name: string) => `What was ${name}'s total compensation in 2023?`,
  (name: string) => `What bonus did ${name} get in 2023?`,
);
const PAY_QUESTIONS = fc.sample(
  fc.tuple(phrasing, person).map(([phrase, name]) => phrase(name)),
  { numRuns: scaledRuns(4), seed: 43 },
);

describe("a 10-K asked an executive's pay", () => {
  let sessionId: string;
  beforeAll(async () => {
    sessionId = (await upload(placedPdf(TEN_K_POINTING), "acme-annual.pdf")).sessionId;
  });

  it("says first that the proxy statement holds it, with no figure, then quotes the filing's pointer", async () => {
    for (const question of [...PAY_QUESTIONS, "What was the CEO paid last year?"]) {
      const { text, sources } = await ask(sessionId, question);
      const [first = ""] = text.split("\n");
      expect(first, question).toMatch(
        /^acme-annual\.pdf is an annual report on Form 10-K, which does not report executive pay/,
      );
      expect(first, question).toContain("proxy statement (DEF 14A)");
      expect(first.replace(/\b(?:10-K|DEF 14A)\b/g, ""), question).not.toMatch(/\d|\$/);
      // No statement figure anywhere: net income is not a person's pay.
      expect(text, question).not.toMatch(/\$\s?\d/);
      const pointer = quotesOf(text)[0];
      expect(pointer?.quote, question).toBe(
        "Item 11. Executive Compensation The information required by this Item is incorporated herein by reference to the Company's 2024 Proxy Statement.",
      );
      expect(sources[0]?.pageNumber).toBe(pointer?.page);
    }
  });

  it("still answers the company's own figures from its statements", async () => {
    const { text } = await ask(sessionId, "How much did ACME earn in 2023?");
    expect(text.split("\n")[0]).not.toMatch(/does not report/);
  });
});

describe("a filing that prints the pay asked", () => {
  it("a 10-K with its compensation table, or a proxy statement, answers from the page, every quote a passage of it", async () => {
    for (const [bytes, name] of [
      [placedPdf(TEN_K_PRINTING), "acme-annual-with-pay.pdf"],
      [minimalPdf(PROXY), "acme-proxy.pdf"],
    ] as const) {
      const session = await upload(bytes, name);
      const { text } = await ask(session.sessionId, "How much was Jane Roe paid in 2023?");
      expect(text.split("\n")[0], name).not.toMatch(/does not (?:report|state)/);
      expect(text, name).toContain("1,150,000");
      const lines = name.endsWith("proxy.pdf") ? PROXY : undefined;
      for (const { quote, page } of quotesOf(text)) {
        const pageText = lines ? (lines[page - 1] ?? "") : [...COMPENSATION_LINES].join("\n");
        if (!lines && page !== ANNUAL_REPORT.length + 1) continue;
        expect(flat(pageText), name).toContain(flat(quote.replace(/…$/, "")));
      }
    }
  });
});
