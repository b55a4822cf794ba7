// Reports an analyst would keep (issue 34), over real HTTP on a real database, for two companies
// with all nine pillars: each sentence once, no heading as a claim, three honest claim states,
// questions written from each company's own data, answers that answer (or say what the data
// lacks), the competitors pillar's table against its industry's peers (issue 43), and no simulated price as evidence.
import {
  type Claim,
  citedFactIds,
  claimStateOf,
  executiveSummaryOf,
  factsOffPlan,
  PILLAR_IDS,
  planReportQuestion,
  type ResearchDocument,
  type ResearchDraft,
  type ResearchJob,
  reportClaims,
  type SanityCheck,
  statedNumbers,
} from "@moatwise/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { factsOver } from "../../answers/factsOver";
import { marketData } from "../../areas/market/marketData";
import { sampleProvider } from "../../areas/market/sample/sampleProvider";
import { NO_CALL_LIMITS } from "../../areas/usage/callLimits";
import { bundledCatalogue } from "../../bundledMaterial";
import type { RunningServer } from "../../server";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

let server: RunningServer;
let ada: Member;
const reports = new Map<string, { draft: ResearchDraft; report: ResearchDocument }>();

const send = async <T>(method: string, path: string, body?: unknown) => {
  const answer = await sendAs(ada, method, `/v1${path}`, body);
  return (await answer.json()) as T;
};

async function fullReport(symbol: string, companyName: string) {
  const made = await send<ResearchDraft>("POST", "/research/drafts", { companyName, companyTicker: symbol });
  const draft = await send<ResearchDraft>("POST", `/research/drafts/${made.id}/structure`, { pillars: PILLAR_IDS });
  const job = await send<ResearchJob>("POST", `/research/drafts/${made.id}/generate`);
  for (let tries = 0; tries < 400; tries += 1) {
    const report = await send<ResearchDocument>("GET", `/research/documents/${job.documentId}`);
    if (report.status === "complete" || report.status === "failed") return { draft, report };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("The report was not written in 10 s.");
}

beforeAll(async () => {
  server = await startTestServer({ researchOpen: true, callsPerMinute: NO_CALL_LIMITS });
  ada = await signUpMember(server.url, "reports");
  reports.set("AAPL", await fullReport("AAPL", "Apple Inc."));
  reports.set("COST", await fullReport("COST", "Costco Wholesale Corporation"));
}, 60_000);
afterAll(() => server.close());

const reportOf = (symbol: string) => (reports.get(symbol) as { report: ResearchDocument }).report;
const draftOf = (symbol: string) => (reports.get(symbol) as { draft: ResearchDraft }).draft;
const questionsOf = (symbol: string) =>
  reportOf(symbol).sections.flatMap((section) => section.questions.map((question) => ({ section, question })));
const answerTo = (symbol: string, pattern: RegExp): ReadonlyArray<Claim> =>
  questionsOf(symbol).find(({ question }) => pattern.test(question.text))?.question.answer ?? [];
const key = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

describe("a nine-pillar report", () => {
  it("says each sentence once, summaries included, and writes each summary for its section", () => {
    for (const symbol of ["AAPL", "COST"]) {
      const report = reportOf(symbol);
      expect(report.status).toBe("complete");
      const summaries = report.sections.map((section) => section.structuredContent.summary);
      const sentences = [...summaries, ...reportClaims(report.sections).map((claim) => claim.text)].map(key);
      expect(sentences.length).toBeGreaterThan(40);
      expect(sentences.filter((sentence, index) => sentences.indexOf(sentence) !== index)).toEqual([]);
      for (const section of report.sections) {
        const { summary, keyPoints } = section.structuredContent;
        expect(summary.startsWith(section.title)).toBe(true);
        expect(keyPoints.some((claim) => summary.includes(claim.text))).toBe(false);
      }
    }
  });

  it("never publishes a heading as a claim", () => {
    for (const symbol of ["AAPL", "COST"]) {
      for (const claim of reportClaims(reportOf(symbol).sections)) {
        expect(claim.text.split(/\s+/).length, claim.text).toBeGreaterThanOrEqual(4);
        expect(claim.text).not.toMatch(/^(Risk factors|Business|Results|Cash|Balance sheet)\.?$/i);
      }
    }
  });

  it("gives each claim an honest state: figures checked, quoted verbatim, or not verified", () => {
    const claims = reportClaims(reportOf("AAPL").sections);
    const states = new Set(claims.map(claimStateOf));
    expect(states).toEqual(new Set(["checked", "quoted", "unverified"]));
    for (const claim of claims) {
      expect(claim.state).toBeDefined();
      expect(claim.verified).toBe(claim.state !== "unverified");
      if (claim.state === "quoted") {
        expect(statedNumbers(claim.text)).toEqual([]);
        expect(claim.sources.some((source) => key(source.excerpt).includes(key(claim.text).replace(/\.$/, "")))).toBe(
          true,
        );
      }
      if (claim.state === "checked") expect(statedNumbers(claim.text).length).toBeGreaterThan(0);
      // No sentence without figures is "verified" unless a source states it word for word.
      if (statedNumbers(claim.text).length === 0 && claim.state !== "quoted") expect(claim.verified).toBe(false);
    }
  });
});

describe("questions written from the company's data", () => {
  it("differ between companies once the name is swapped, and never paste an item title", () => {
    const apple = questionsOf("AAPL").map(({ question }) => question.text.replaceAll("Apple Inc.", "X"));
    const costco = questionsOf("COST").map(({ question }) =>
      question.text.replaceAll("Costco Wholesale Corporation", "X"),
    );
    const same = apple.filter((text) => costco.includes(text));
    expect(same.length / apple.length).toBeLessThan(0.5);
    for (const text of [...apple, ...costco]) {
      expect(text).not.toMatch(/sample excerpt|Form 10-|files its|closed at/i);
    }
    // Its own largest cost line, its industry's peers, its latest quarter: from its data.
    expect(apple.some((text) => /largest cost line, cost of revenue/.test(text))).toBe(true);
    expect(costco.some((text) => /^How does X rank against its 2 peers on/.test(text))).toBe(true);
    // Issue 43: Apple has no competitor in the data, so no ranking is asked of it.
    expect(apple.some((text) => /rank against/.test(text))).toBe(false);
    expect(apple.some((text) => /which of its peers in consumer electronics/.test(text))).toBe(true);
    expect(apple.some((text) => /latest quarterly filing, for fiscal 20\d\d Q\d/.test(text))).toBe(true);
    expect(draftOf("AAPL").structure?.pillars).toHaveLength(9);
  });
});

describe("answers that answer", () => {
  it("gives a question about what the company sells its description, and no figure it did not ask for", () => {
    const answer = answerTo("AAPL", /How does Apple Inc\. make money/);
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((claim) => statedNumbers(claim.text).length === 0)).toBe(true);
    expect(answer[0]?.state).toBe("quoted");
  });

  it("names the chief executive from the profile, and no cash-flow figure, under who leads", () => {
    const answer = answerTo("AAPL", /Who leads/);
    expect(answer.map((claim) => claim.text)).toEqual([
      "Tim Cook is Apple Inc.'s chief executive, as its company profile names.",
    ]);
    expect(answer[0]?.sources[0]?.kind).toBe("profile");
  });

  it("names the peers of the company's industry group and why, with figures the comparison states, so it checks", () => {
    const answer = answerTo("COST", /Who competes/);
    expect(answer).toHaveLength(1);
    expect(answer[0]?.text).toMatch(
      /^Its peers in the data \(same competitive group, big-box retail: Discount Stores, Home Improvement Retail\): Walmart Inc \(fiscal \d{4}: revenue growth \d+\.\d%, operating margin \d+\.\d%\) and The Home Depot/,
    );
    expect(answer[0]?.sources[0]?.id).toBe("comparison:COST:Discount Stores");
    expect(answer[0]?.state).toBe("checked");
  });

  // Issue 43: Costco was set against P&G, Coca-Cola and PepsiCo, its sector's companies.
  it("never names a company of the sector that does not compete, and says so when the data holds no true peer", () => {
    const sectorOnly = /Procter|Coca-Cola|PepsiCo|Microsoft|NVIDIA|Adobe/;
    for (const symbol of ["COST", "AAPL"]) {
      for (const section of reportOf(symbol).sections) {
        for (const claim of [
          ...section.questions.flatMap((question) => question.answer),
          ...section.structuredContent.keyPoints,
        ]) {
          expect(claim.text, claim.text).not.toMatch(sectorOnly);
        }
      }
      const summary = executiveSummaryOf(reportOf(symbol).sections);
      for (const text of [
        ...summary.strongest.map((claim) => claim.text),
        ...summary.weakest.map((claim) => claim.text),
        ...summary.openQuestions,
      ]) {
        expect(text).not.toMatch(sectorOnly);
      }
    }
    expect(answerTo("AAPL", /Who competes/).map((claim) => claim.text)).toEqual([
      "The data holds no true peer of Apple Inc: no other company it covers is in its industry (Consumer Electronics) or one that competes with it.",
    ]);
  });

  it("sets debt against cash and short-term investments, naming the parts, with the figures checked", () => {
    for (const symbol of ["AAPL", "COST"]) {
      const [debt, ...rest] = answerTo(symbol, /How much debt/);
      expect(rest).toEqual([]);
      expect(debt?.text).toMatch(
        /of total debt against \$\d+\.\dB of cash and short-term investments \(\$\d+\.\dB of cash and equivalents plus \$\d+\.\dB of short-term investments\): net (debt|cash) of \$\d+\.\dB\.$/,
      );
      expect(debt?.state).toBe("checked");
    }
    // Apple: $106.6B of debt less $65.2B of cash and short-term investments, not less its $29.9B of cash alone.
    expect(answerTo("AAPL", /How much debt/)[0]?.text).toMatch(/net debt of \$41\.\dB\.$/);
    expect(answerTo("COST", /How much debt/)[0]?.text).toMatch(/net cash of /);
  });

  it("reads the fastest-moving margin over every year the data holds, in plain words, checked", () => {
    for (const symbol of ["AAPL", "COST"]) {
      const [trend, ...rest] = answerTo(symbol, /fastest-moving margin/);
      expect(rest).toEqual([]);
      expect(trend?.text).toMatch(
        /^(Gross|Operating|Net) margin (rose|fell|held) from \d+\.\d% in fiscal 2020 to \d+\.\d% in fiscal 2024, (up|down) \d+\.\d percentage points; in between it was .*fiscal 2021.*fiscal 2022.*fiscal 2023\.$/,
      );
      expect(trend?.text).not.toMatch(/\(percentage points\)|change in|[+−]\d/);
      expect(trend?.state).toBe("checked");
    }
  });

  it("answers the latest quarter with that quarter's results, not the filing's header", () => {
    const asked = questionsOf("AAPL").find(({ question }) => /latest quarterly filing/.test(question.text));
    const quarter = asked?.question.text.match(/fiscal (\d{4}) (Q\d)/);
    const answer = asked?.question.answer ?? [];
    expect(answer[0]?.text).toMatch(new RegExp(`^Fiscal ${quarter?.[1]} ${quarter?.[2]}: Revenue was`));
    expect(answer.every((claim) => claim.state === "checked")).toBe(true);
  });

  it("states the figures not said before and refers back to those that were, by name", () => {
    const texts = answerTo("AAPL", /gross margin, operating margin and net margin/).map((claim) => claim.text);
    expect(texts.some((text) => /net margin in fiscal 2024 was 24\.0%/.test(text))).toBe(true);
    expect(texts).toContainEqual(expect.stringMatching(/^Apple Inc\.'s .*gross margin.* given above, in /));
  });

  it("plans a figure question placed in the company's industry on its figure, not on the industry's words", () => {
    const asked = questionsOf("COST").find(({ question }) =>
      /gross margin does .* as a discount stores company/.test(question.text),
    );
    expect(asked).toBeDefined();
    const texts = asked?.question.answer.map((claim) => claim.text) ?? [];
    expect(texts.some((text) => /gross margin in fiscal 2024 was 12\.6%/.test(text))).toBe(true);
    expect(texts.some((text) => /does not hold/.test(text))).toBe(false);
  });

  it("lists the risks the filings name most often, each once, and quotes them", () => {
    const answer = answerTo("AAPL", /risks do .* name most often/);
    expect(answer.length).toBe(3);
    expect(new Set(answer.map((claim) => claim.text)).size).toBe(3);
    expect(answer.every((claim) => claim.state === "quoted" && claim.sources[0]?.kind === "filing")).toBe(true);
  });

  it("answers a question nothing in the data answers with one honest line", () => {
    const answer = answerTo("AAPL", /What mitigates/);
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatchObject({ sources: [], verified: false, state: "unverified" });
    expect(answer[0]?.text).toMatch(/^Nothing in the data on Apple Inc\. answers this/);
  });

  it("never presents simulated prices as evidence", () => {
    for (const symbol of ["AAPL", "COST"]) {
      for (const claim of reportClaims(reportOf(symbol).sections)) {
        expect(claim.text).not.toMatch(/closed at|share price change|simulated|illustrative/i);
      }
    }
  });
});

describe("facts for each question's plan", () => {
  it("cites under each question only facts of the companies, measures and periods its plan asks for", async () => {
    const sample = marketData([sampleProvider]);
    const { directory } = factsOver(sample, bundledCatalogue);
    const latest = new Map<string, number | null>();
    for (const symbol of ["AAPL", "COST"]) {
      latest.set(symbol, Number((await sample.statements(symbol, "income", "annual")).data[0]?.fiscalYear) || null);
    }
    let withFacts = 0;
    for (const symbol of ["AAPL", "COST"]) {
      for (const { question } of questionsOf(symbol)) {
        const cited = question.answer.flatMap((claim) => citedFactIds(claim.sources));
        if (cited.length > 0) withFacts += 1;
        const plan = planReportQuestion(question.text, directory, symbol);
        const off = factsOffPlan(plan, cited, (company) => latest.get(company) ?? null);
        expect(off, question.text).toEqual([]);
      }
    }
    // The rule is no vacuous pass: the reports' figure questions cite facts.
    expect(withFacts).toBeGreaterThanOrEqual(10);
  });
});

describe("the competitors pillar", () => {
  it("compares the company with its industry group's peers in the data, with its rank on each measure", () => {
    const competitors = reportOf("COST").sections.find((section) => section.pillarId === "competitors");
    const comparison = competitors?.structuredContent.comparison;
    expect(comparison?.basis).toBe("same competitive group, big-box retail: Discount Stores, Home Improvement Retail");
    expect(comparison?.rows.map((row) => row.symbol)).toEqual(["COST", "WMT", "HD"]);
    const apple = reportOf("AAPL").sections.find((section) => section.pillarId === "competitors");
    expect(apple?.structuredContent.comparison).toBeUndefined();
    expect(comparison?.measures.map((measure) => measure.label)).toEqual([
      "Revenue growth",
      "Gross margin",
      "Operating margin",
      "Net margin",
      "Return on equity",
      "P/E (fiscal year)",
    ]);
    for (const measure of comparison?.measures ?? []) {
      expect(measure.rank).toBeGreaterThanOrEqual(1);
      expect(measure.rank).toBeLessThanOrEqual(measure.of);
    }
    const ranks = answerTo("COST", /rank against/);
    expect(ranks.length).toBeGreaterThanOrEqual(5);
    expect(ranks.every((claim) => claim.state === "checked")).toBe(true);
    expect(ranks[0]?.text).toMatch(
      /^Costco Wholesale Corporation (ranks|ties with .* for) \d(st|nd|rd|th) of 3 among its big-box retail peers in the data on revenue growth/,
    );
  });
});

describe("the executive summary", () => {
  it("names the strongest and weakest facts against peers, each checked against the comparison, and the open questions", () => {
    const summary = executiveSummaryOf(reportOf("COST").sections);
    expect(summary.strongest.length).toBeGreaterThan(0);
    expect(summary.weakest.length).toBeGreaterThan(0);
    for (const claim of [...summary.strongest, ...summary.weakest]) {
      expect(claim.state).toBe("checked");
      expect(claim.text).toMatch(
        /^(Strongest|Weakest) against its big-box retail peers in the data: .*, (tied )?\d(st|nd|rd|th) of 3, at /,
      );
    }
    // Without a true peer there is no one to be strongest or weakest against.
    const apple = executiveSummaryOf(reportOf("AAPL").sections);
    expect([...apple.strongest, ...apple.weakest]).toEqual([]);
  });

  it("derives its open questions from the company's own data: its gaps to peers, fastest-moving margin, debt and named risks", () => {
    const apple = executiveSummaryOf(reportOf("AAPL").sections).openQuestions;
    const costco = executiveSummaryOf(reportOf("COST").sections).openQuestions;
    expect(costco).toContainEqual(
      expect.stringMatching(
        /^Costco Wholesale Corporation ranks 3rd of 3 on .*, at \d+\.\d% in fiscal 2024 against .*'s \d+\.\d% in fiscal \d{4}: what holds it back/,
      ),
    );
    expect(apple.some((question) => /\branks\b/.test(question))).toBe(false);
    expect(apple).toContainEqual(
      expect.stringMatching(
        /^Gross margin rose from 38\.2% in fiscal 2020 to 46\.2% in fiscal 2024, up 8\.0 percentage points: what drove/,
      ),
    );
    expect(apple).toContainEqual(expect.stringMatching(/^With net debt of \$41\.\dB, when does the debt fall due/));
    expect(costco).toContainEqual(expect.stringMatching(/^With net cash of \$5\.\dB, what will the cash be used for/));
    expect(apple).toContainEqual(expect.stringContaining("The iPhone still brings in about half of revenue"));
    // No template questions: none is the same for both companies, and none of the generic unanswered ones.
    expect(apple.filter((question) => costco.includes(question))).toEqual([]);
    expect(
      [...apple, ...costco].some((question) => /^What mitigates|^Which markets|^How do customers/.test(question)),
    ).toBe(false);
  });
});

describe("the thesis check", () => {
  it("splits a thesis into claims: figures supported or contradicted, a forward-looking one not checkable, words without evidence left open", async () => {
    const report = reportOf("COST");
    const margin = answerTo("COST", /gross margin does/).find((claim) => claim.state === "checked");
    expect(margin).toBeDefined();
    const thesis = [
      margin?.text,
      "Costco will become a turnaround story as it returns to wholesale partners next year.",
      "It sells through wholesale partners and its own stores.",
      "Costco's gross margin was 48.0% in fiscal 2024.",
    ].join(" ");
    const checked = await send<SanityCheck>("POST", `/research/documents/${report.id}/sanity-check`, { thesis });
    expect(checked.points.map((point) => point.assessment)).toEqual([
      "supported",
      "notCheckable",
      "unclear",
      "contradicted",
    ]);
    // History never contradicts a claim about the future, nor does a sentence sharing one word.
    expect(checked.points[1]?.evidence).toMatch(/^This looks ahead/);
    expect(checked.points[2]?.sources).toEqual([]);
    expect(checked.points[0]?.sources[0]?.kind).toBe("statement");
    expect(checked.verdict).toBe("mixed");
    expect(checked.summary).toContain("1 claim looking ahead");
  });
});
