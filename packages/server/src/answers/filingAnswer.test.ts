// PDF chat's answer from a filing's facts (issue 39, items 5 and 7), on a PDF the test makes and
// stores through the PDF service, with a reading of it the test builds (the reader is another
// module): offline, the figure first with its page, then the words; a figure the filing lacks is a
// gap; with a live model (a model server the test fakes), the model is given the facts and their
// pages, and a figure it states that neither holds is marked not verified.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FILING_SYMBOL, type FilingReading, filingPageSourceId, texts } from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openAiProvider } from "../areas/ai/live/openAiProvider";
import type { RunningServer } from "../server";
import { minimalPdf } from "../testing/minimalPdf";
import { signUpMember, startTestServer } from "../testing/testServer";
import { PDF_FACTS_OFFLINE_LIMITS, pdfAnswer } from "./filingAnswer";

const recordedCompletion = JSON.parse(
  readFileSync(join(import.meta.dirname, "../areas/ai/live/recorded/openai-title.json"), "utf8"),
) as { choices: Array<{ message: { content: string } }> };

/** A model server that answers every prompt with `reply`, remembering the prompts. */
function modelAnswering(reply: string) {
  const prompts: Array<Array<{ role: string; content: string }>> = [];
  const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    prompts.push((JSON.parse(String(init?.body)) as { messages: Array<{ role: string; content: string }> }).messages);
    const body = structuredClone(recordedCompletion);
    (body.choices[0] as { message: { content: string } }).message.content = reply;
    return new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  }) as typeof globalThis.fetch;
  return {
    provider: openAiProvider({ baseUrl: "http://model.test/v1", apiKey: "key", model: "gpt-test", fetch }),
    prompts,
  };
}

const PAGES = [
  "Acme Corp Annual Report on Form 10-K for the fiscal year 2023",
  "Capital expenditure discussion. We expect capital expenditure to grow as we build two plants.",
  "CONSOLIDATED STATEMENTS OF CASH FLOWS (in millions)\nNet cash provided by operating activities 2,100 1,900\n" +
    "Purchases of property, plant and equipment (1,234) (1,010)\nDepreciation and amortization 420 400",
];

const READING: FilingReading = {
  pages: [
    { pageNumber: 1, pageClass: "cover", title: null },
    { pageNumber: 2, pageClass: "mdna", title: null },
    { pageNumber: 3, pageClass: "cashFlowStatement", title: "CONSOLIDATED STATEMENTS OF CASH FLOWS" },
  ],
  facts: [
    ["capex", "Purchases of property, plant and equipment", "FY2023", -1_234],
    ["capex", "Purchases of property, plant and equipment", "FY2022", -1_010],
    ["operatingCashFlow", "Net cash provided by operating activities", "FY2023", 2_100],
  ].map(([measure, label, period, millions]) => ({
    id: `${FILING_SYMBOL}/${measure}/${period}`,
    symbol: FILING_SYMBOL,
    measure: measure as string,
    label: label as string,
    period: period as string,
    value: (millions as number) * 1e6,
    unit: "usd" as const,
    sourceId: filingPageSourceId(3),
    derivedFrom: [],
  })),
};

let server: RunningServer;
let userId: string;
beforeAll(async () => {
  server = await startTestServer();
  userId = (await signUpMember(server.url, "pdfanswer")).user.id;
});
afterAll(() => server.close());

async function filing() {
  const { pdf } = server.services;
  const session = await pdf.upload(userId, { name: "acme-10k.pdf", bytes: minimalPdf(PAGES) });
  return pdf.open(userId, session.sessionId);
}

const signal = () => new AbortController().signal;

describe("pdfAnswer from a filing's facts", () => {
  it("offline, answers a statement figure first, with its line and page, then the pages' words", async () => {
    const pdf = await filing();
    const answer = await pdfAnswer(
      pdf,
      { message: "Using the cash flow statement, what was capital expenditure in the latest year, in USD billions?" },
      server.services.ai.provider,
      signal(),
      READING,
    );
    expect(answer.text.split("\n")[0]).toBe(
      "Capital expenditure in fiscal 2023 was $1.2 billion: purchases of property, plant and equipment, cash flow statement, page 3.",
    );
    // The statement page leads the sources, its excerpt from the printed line; then the words' pages.
    const cited = answer.sources.map((source) => source.pageNumber);
    expect(cited[0]).toBe(3);
    expect(cited).toContain(2);
    expect(new Set(cited).size).toBe(cited.length);
    expect(answer.sources[0]?.text.startsWith("Purchases of property, plant and equipment")).toBe(true);
    expect(answer.text).toContain("“Capital expenditure discussion.");
    expect(answer.text.endsWith(PDF_FACTS_OFFLINE_LIMITS)).toBe(true);
  });

  it("offline, says a figure the filing does not hold, and gives no other line for it", async () => {
    const pdf = await filing();
    const answer = await pdfAnswer(
      pdf,
      { message: "From the balance sheet, what was inventory in FY2023?" },
      server.services.ai.provider,
      signal(),
      READING,
    );
    expect(answer.text.split("\n")[0]).toBe("The filing does not show inventory for fiscal 2023.");
    expect(answer.text).not.toContain("$");
  });

  it("with a live model, gives it the facts with their pages, and marks a figure that neither holds", async () => {
    const pdf = await filing();
    const model = modelAnswering(
      "Capital expenditure in fiscal 2023 was $1.23 billion (page 3). It rose from $1.01 billion in fiscal 2022 (page 3). " +
        "Depreciation was $987 million (page 3).",
    );
    const answer = await pdfAnswer(
      pdf,
      { message: "What was capex in FY2022 and FY2023?" },
      model.provider,
      signal(),
      READING,
    );
    const prompt = model.prompts[0]?.at(-1)?.content ?? "";
    expect(prompt).toContain(
      "F1 | Purchases of property, plant and equipment | fiscal 2022 | $1.01 billion [exact: 1010000000 usd] | page 3",
    );
    expect(prompt).toContain("[Page 3]\nCONSOLIDATED STATEMENTS OF CASH FLOWS");
    expect(answer.text).toBe(
      "Capital expenditure in fiscal 2023 was $1.23 billion (page 3). It rose from $1.01 billion in fiscal 2022 (page 3). " +
        `Depreciation was $987 million ${texts.figureNotVerified.replace(/^/, "*")}* (page 3).`,
    );
    expect(answer.sources[0]?.pageNumber).toBe(3);
  });

  it("with no reading, answers from the pages as before", async () => {
    const pdf = await filing();
    const answer = await pdfAnswer(
      pdf,
      { message: "What was capital expenditure?" },
      server.services.ai.provider,
      signal(),
    );
    expect(answer.text.startsWith("Here is what acme-10k.pdf says:")).toBe(true);
  });

  it("offline, cites each page by its passage that answers best, not the heading quoted above it", async () => {
    const pdf = await filing();
    const answer = await pdfAnswer(
      pdf,
      { message: "Using the cash flow statement, what were purchases of property, plant and equipment?" },
      server.services.ai.provider,
      signal(),
    );
    // Both are quoted, in the page's order; the page's source (the viewer's highlight) is the line asked about.
    expect(answer.text).toContain("“CONSOLIDATED STATEMENTS OF CASH FLOWS (in millions)” (page 3)");
    expect(answer.text).toContain("“Purchases of property, plant and equipment (1,234) (1,010)” (page 3)");
    expect(answer.sources.find((source) => source.pageNumber === 3)?.text).toBe(
      "Purchases of property, plant and equipment (1,234) (1,010)",
    );
  });
});
