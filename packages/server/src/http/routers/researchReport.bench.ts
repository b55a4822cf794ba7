// An offline research report of all nine pillars over real HTTP (issue 22): a draft, its
// questions, generation in the background, until the report is complete, for companies of the
// sample set. Printed after the run: seconds end to end per report, the share of numeric
// claims citing a source whose figures verify against it (goal: 100 % offline), and (issue 34)
// per company the share of distinct sentences (goal: at least 95 %), the share of questions whose
// facts match their plan (goal: 100 %; core's factsOffPlan: each cited fact for the plan's
// companies, measures and periods) counted only over questions that cite fact ids (one citing none
// would match trivially, so those are counted apart: citing other sources, or nothing), its claims by state, and how its questions were answered
// (cited claims, a reference back, or one line on what the data lacks). Every company of the
// sample set is covered with all nine pillars, one report each. Each report is kept as JSON under
// test-results/research-reports/ so a reader can quote it after the run.
import { mkdir, writeFile } from "node:fs/promises";
import {
  type ClaimState,
  citedFactIds,
  claimStateOf,
  factsOffPlan,
  PILLAR_IDS,
  planReportQuestion,
  type ResearchDocument,
  type ResearchJob,
  reportClaims,
} from "@moatwise/core";
import { afterAll, bench, describe } from "vitest";
import { factsOver } from "../../answers/factsOver";
import { marketData } from "../../areas/market/marketData";
import { SAMPLE_PROFILES } from "../../areas/market/sample/sampleProfiles.data";
import { sampleProvider } from "../../areas/market/sample/sampleProvider";
import { NO_CALL_LIMITS } from "../../areas/usage/callLimits";
import { bundledCatalogue } from "../../bundledMaterial";
import { type Member, sendAs, signUpMember, startTestServer } from "../../testing/testServer";

const server = await startTestServer({ researchOpen: true, callsPerMinute: NO_CALL_LIMITS });
const member: Member = await signUpMember(server.url, "bench");
/** Every covered company: the sample set's, whose data the server's providers serve offline. */
const COMPANIES = SAMPLE_PROFILES.map((profile) => [profile.symbol, profile.companyName] as const);
const sample = marketData([sampleProvider]);
const { directory } = factsOver(sample, bundledCatalogue);
const latestYears = new Map<string, number | null>();
for (const [symbol] of COMPANIES) {
  latestYears.set(symbol, Number((await sample.statements(symbol, "income", "annual")).data[0]?.fiscalYear) || null);
}
/** Where each report is kept for reading after the run (git-ignored). */
const REPORTS_DIR = "test-results/research-reports";
const seconds: number[] = [];
const numeric = { claims: 0, verified: 0 };
/** Per company: its sentences, the distinct ones, and its claims by state. */
const perCompany = new Map<
  string,
  {
    sentences: number;
    distinct: number;
    states: Record<ClaimState, number>;
    questions: { answered: number; referredBack: number; gap: number };
    plan: {
      questions: number;
      matching: number;
      withFacts: number;
      otherSources: number;
      noSources: number;
      strays: string[];
    };
  }
>();

/**
 * How many of a report's questions citing fact ids cite only facts their plan asks for, the facts
 * that stray, and the questions citing no fact id (other sources, or none), which cannot be matched.
 */
function planMatchOf(report: ResearchDocument, symbol: string) {
  const counts = { questions: 0, matching: 0, withFacts: 0, otherSources: 0, noSources: 0, strays: [] as string[] };
  for (const question of report.sections.flatMap((section) => section.questions)) {
    const cited = question.answer.flatMap((claim) => citedFactIds(claim.sources));
    const off = factsOffPlan(
      planReportQuestion(question.text, directory, symbol),
      cited,
      (company) => latestYears.get(company) ?? null,
    );
    counts.questions += 1;
    if (cited.length === 0) {
      if (question.answer.some((claim) => claim.sources.length > 0)) counts.otherSources += 1;
      else counts.noSources += 1;
      continue;
    }
    counts.withFacts += 1;
    if (off.length === 0) counts.matching += 1;
    else counts.strays.push(`${question.text} -> ${off.map((miss) => `${miss.factId} (${miss.why})`).join(", ")}`);
  }
  return counts;
}

/** How a question was answered: with cited claims, by a reference back, or by one line on what the data lacks. */
function questionsBy(report: ResearchDocument) {
  const counts = { answered: 0, referredBack: 0, gap: 0 };
  for (const question of report.sections.flatMap((section) => section.questions)) {
    if (question.answer.some((claim) => claim.sources.length > 0)) counts.answered += 1;
    else if (question.answer.some((claim) => /answered above/.test(claim.text))) counts.referredBack += 1;
    else counts.gap += 1;
  }
  return counts;
}

/** Every sentence a reader reads in the report: the section summaries and every claim. */
function reportSentences(report: ResearchDocument): string[] {
  return [
    ...report.sections.map((section) => section.structuredContent.summary),
    ...reportClaims(report.sections).map((claim) => claim.text),
  ].map((text) => text.toLowerCase().replace(/\s+/g, " ").trim());
}

const send = async <T>(method: string, path: string, body?: unknown) =>
  (await (await sendAs(member, method, `/v1${path}`, body)).json()) as T;

async function writeReport(symbol: string, companyName: string): Promise<ResearchDocument> {
  const started = performance.now();
  const draft = await send<{ id: string }>("POST", "/research/drafts", { companyName, companyTicker: symbol });
  await send("POST", `/research/drafts/${draft.id}/structure`, { pillars: PILLAR_IDS });
  const job = await send<ResearchJob>("POST", `/research/drafts/${draft.id}/generate`);
  for (;;) {
    const report = await send<ResearchDocument>("GET", `/research/documents/${job.documentId}`);
    if (report.status === "complete" || report.status === "failed") {
      seconds.push((performance.now() - started) / 1000);
      return report;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

afterAll(async () => {
  const sorted = [...seconds].sort((a, b) => a - b);
  const share = numeric.claims === 0 ? 0 : (100 * numeric.verified) / numeric.claims;
  console.log(
    `\nresearch report, 9 pillars offline: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(2)} s, ` +
      `max ${sorted.at(-1)?.toFixed(2)} s over ${sorted.length} reports; numeric claims verified: ` +
      `${numeric.verified} of ${numeric.claims} (${share.toFixed(1)} %)`,
  );
  const all = [...perCompany.values()];
  const sum = (pick: (seen: (typeof all)[number]) => number) => all.reduce((total, seen) => total + pick(seen), 0);
  const [sentences, distinct] = [sum((seen) => seen.sentences), sum((seen) => seen.distinct)];
  const [withFacts, matching] = [sum((seen) => seen.plan.withFacts), sum((seen) => seen.plan.matching)];
  const states = (state: ClaimState) => sum((seen) => seen.states[state]);
  console.log(
    `all ${all.length} companies, 9 pillars: distinct sentences ${distinct} of ${sentences} ` +
      `(${((100 * distinct) / sentences).toFixed(1)} %, goal ≥ 95 %); of ${sum((seen) => seen.plan.questions)} questions, ` +
      `${withFacts} cite fact ids and ${matching} of those match their plan ` +
      `(${((100 * matching) / withFacts).toFixed(1)} %, goal 100 %); not matchable, citing no fact id: ` +
      `${sum((seen) => seen.plan.otherSources)} cite other sources (statement lines, quotes, the comparison, the profile), ` +
      `${sum((seen) => seen.plan.noSources)} cite nothing (a gap or a reference back); claims checked ${states("checked")}, ` +
      `quoted ${states("quoted")}, not verified ${states("unverified")}`,
  );
  for (const [symbol, seen] of perCompany) {
    const { checked, quoted, unverified } = seen.states;
    console.log(
      `${symbol}: ${seen.distinct} distinct of ${seen.sentences} sentences ` +
        `(${((100 * seen.distinct) / seen.sentences).toFixed(1)} %, goal ≥ 95 %); claims checked ${checked}, ` +
        `quoted ${quoted}, not verified ${unverified}; questions answered ${seen.questions.answered}, ` +
        `referred back ${seen.questions.referredBack}, honest gap ${seen.questions.gap}; ` +
        `facts match plan ${seen.plan.matching} of ${seen.plan.withFacts} citing fact ids; ` +
        `no fact id: ${seen.plan.otherSources} cite other sources, ${seen.plan.noSources} cite nothing`,
    );
    for (const stray of seen.plan.strays) console.log(`  off plan: ${stray}`);
  }
  await server.close();
});

describe("research report, offline, 9 pillars", () => {
  let next = 0;
  bench(
    "draft, questions, generation until complete (1 report/op)",
    async () => {
      const [symbol, name] = COMPANIES[next++ % COMPANIES.length] as (typeof COMPANIES)[number];
      const report = await writeReport(symbol, name);
      await mkdir(REPORTS_DIR, { recursive: true });
      await writeFile(`${REPORTS_DIR}/${symbol}.json`, JSON.stringify(report, null, 2));
      const sentences = reportSentences(report);
      const states: Record<ClaimState, number> = { checked: 0, quoted: 0, unverified: 0 };
      for (const claim of reportClaims(report.sections)) states[claimStateOf(claim)] += 1;
      perCompany.set(symbol, {
        sentences: sentences.length,
        distinct: new Set(sentences).size,
        states,
        questions: questionsBy(report),
        plan: planMatchOf(report, symbol),
      });
      for (const claim of reportClaims(report.sections)) {
        // A line citing nothing (what the data lacks, a reference back) states no figure of its own.
        if (!/\d/.test(claim.text) || claim.sources.length === 0) continue;
        numeric.claims += 1;
        if (claim.verified) numeric.verified += 1;
      }
    },
    { time: 0, iterations: COMPANIES.length, warmupIterations: 0, warmupTime: 0 },
  );
});
