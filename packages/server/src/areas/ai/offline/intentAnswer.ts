// The offline assistant answers what was asked (issue 23): figures computed from the annual
// statements with their years and trend, two companies side by side, the risks a company's
// filings name, its seven-powers evidence for a moat, its valuation ratios, its latest news and
// filings. Every line cites where it comes from, each source once with one number. A question
// these cannot answer (no company, no data) returns null, and the passage search answers it.
import {
  bestSentences,
  comparisonSentence,
  evidenceByDirection,
  evidenceText,
  type FigureTopic,
  formatMoney,
  formatPercent,
  isQuotable,
  type RatiosTtm,
  type ReadQuestion,
  type SearchResult,
  type SevenPowers,
  sentencesOf,
} from "@moatwise/core";
import { type ExtractiveAnswer, OFFLINE_NOTE } from "../../../answers/extractiveAnswer";
import type { Passage } from "../../../answers/localLibrary";
import { RISK_WORDS } from "../../../answers/reports/pillarFocus";
import type { FigureFact } from "../../../answers/statementFacts";

type RatioKey =
  | "peRatio"
  | "priceToSalesRatio"
  | "priceToBookRatio"
  | "priceToFreeCashFlowRatio"
  | "enterpriseValueMultiple"
  | "dividendYield";
/** The valuation ratios an answer states (trailing twelve months). */
export type ValuationRatios = Pick<RatiosTtm, RatioKey>;

/** The company data the offline assistant computes from, beyond the passages. */
export interface CompanyData {
  readonly facts: (symbol: string) => Promise<ReadonlyArray<FigureFact>>;
  readonly powers: (symbol: string) => Promise<SevenPowers | null>;
  readonly ratios: (symbol: string) => Promise<ValuationRatios | null>;
}

export interface AnswerContext {
  readonly question: string;
  readonly read: ReadQuestion;
  readonly subjects: ReadonlyArray<string>;
  /** Tickers the question names that the local data does not hold. */
  readonly unknown: ReadonlyArray<string>;
  readonly names: ReadonlyMap<string, string>;
  readonly passages: ReadonlyArray<Passage>;
  readonly data: CompanyData;
}

const SAMPLE_PUBLISHER = "Moatwise sample data";
const LATEST_ITEMS = 5;
const RISKS_QUOTED = 5;

/** Numbers each source once, in the order the answer first cites it. */
function sourceList() {
  const searchResults: SearchResult[] = [];
  return {
    searchResults,
    cite(source: SearchResult): number {
      const at = searchResults.findIndex((known) => known.url === source.url);
      if (at >= 0) return at + 1;
      searchResults.push(source);
      return searchResults.length;
    },
  };
}
type Sources = ReturnType<typeof sourceList>;

const TOPIC_LABELS: Readonly<Record<FigureTopic, string>> = {
  revenue: "Revenue",
  grossMargin: "Gross margin",
  operatingMargin: "Operating margin",
  netMargin: "Net margin",
  freeCashFlow: "Free cash flow",
  reinvestment: "Capital expenditure",
  research: "Research and development",
  shareholderReturns: "Buybacks and dividends",
  balanceSheet: "Debt and cash",
};

const statementsCited = (sources: Sources, name: string, fact: FigureFact) =>
  sources.cite({
    url: fact.source.url,
    title: `${name}: annual financial statements`,
    content: fact.source.excerpt,
    publisher: SAMPLE_PUBLISHER,
  });

const passageCited = (sources: Sources, passage: Passage, content: string) =>
  sources.cite({
    url: passage.url,
    title: passage.title,
    content,
    publisher: passage.publisher,
    ...(passage.date ? { date: passage.date } : {}),
  });

/** "rising since fiscal 2022" from a figure's yearly values (a margin moves by half a point to count). */
function trendOf(fact: FigureFact): string {
  const series = fact.series ?? [];
  const latest = series[0];
  const oldest = series.at(-1);
  if (!latest || !oldest || series.length < 2) return "";
  const change = latest.value - oldest.value;
  const level = fact.topic === "revenue" ? Math.abs(oldest.value) * 0.01 : 0.005;
  const direction = change > level ? "rising" : change < -level ? "falling" : "about level";
  return ` Trend: ${direction} since ${oldest.year}.`;
}

const figureWords = (fact: FigureFact, value: number) =>
  fact.topic === "revenue" ? formatMoney(value) : formatPercent(value);

function figuresAnswer(context: AnswerContext, symbol: string, facts: ReadonlyArray<FigureFact>, sources: Sources) {
  const name = context.names.get(symbol) ?? symbol;
  const topics =
    context.read.topics.length > 0 ? context.read.topics : (["revenue", "grossMargin", "netMargin"] as const);
  const lines = topics.flatMap((topic) => {
    const fact = facts.find((candidate) => candidate.topic === topic);
    return fact ? [`- ${fact.text}${trendOf(fact)} [${statementsCited(sources, name, fact)}]`] : [];
  });
  const missing = topics.filter((topic) => !facts.some((fact) => fact.topic === topic));
  const gap =
    missing.length > 0
      ? `\n\nNot in ${name}'s statements offline: ${missing.map((topic) => TOPIC_LABELS[topic].toLowerCase()).join(", ")}.`
      : "";
  if (lines.length === 0) return null;
  return `**${name}**, computed from its annual statements:\n\n${lines.join("\n")}${gap}`;
}

/** The closing comparison, its own paragraph: the leader or a tie, each figure with its year (core's comparisonSentence). */
function comparisonLine(context: AnswerContext, topic: FigureTopic, facts: ReadonlyArray<[string, FigureFact]>) {
  const valued = facts.flatMap(([symbol, fact]) => {
    const latest = fact.series?.[0];
    return latest
      ? [
          {
            name: context.names.get(symbol) ?? symbol,
            value: latest.value,
            shown: figureWords(fact, latest.value),
            period: latest.year,
          },
        ]
      : [];
  });
  if (valued.length < 2) return "";
  const ordered = [...valued].sort((a, b) => b.value - a.value);
  return `\n\n${comparisonSentence(TOPIC_LABELS[topic].toLowerCase(), ordered, ordered.length > 2 ? "highest" : "higher")}`;
}

async function comparisonAnswer(context: AnswerContext, sources: Sources) {
  const topics =
    context.read.topics.length > 0 ? context.read.topics : (["revenue", "grossMargin", "netMargin"] as const);
  const factsBySymbol = await Promise.all(
    context.subjects.map(async (symbol) => [symbol, await context.data.facts(symbol).catch(() => [])] as const),
  );
  const blocks = topics.flatMap((topic) => {
    const found = factsBySymbol.flatMap(([symbol, facts]) => {
      const fact = facts.find((candidate) => candidate.topic === topic);
      return fact ? [[symbol, fact] as [string, FigureFact]] : [];
    });
    if (found.length === 0) return [];
    const lines = found.map(([symbol, fact]) => {
      const name = context.names.get(symbol) ?? symbol;
      return `- **${name}**: ${fact.text} [${statementsCited(sources, name, fact)}]`;
    });
    return [`**${TOPIC_LABELS[topic]}**\n${lines.join("\n")}${comparisonLine(context, topic, found)}`];
  });
  return blocks.length > 0 ? blocks.join("\n\n") : null;
}

const ofCompany = (context: AnswerContext, symbol: string, kind: Passage["kind"]) =>
  context.passages
    .filter((passage) => passage.symbol === symbol && passage.kind === kind)
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));

const RISK_FACTORS_HEADING = /^(Item 1A\.?\s*)?Risk factors\b/i;

/** A filing's risk factors: the sentences of its "Risk factors" part, else those that speak of risk. */
function riskSentences(text: string): string[] {
  const part = text.split(/\n{2,}/).find((paragraph) => RISK_FACTORS_HEADING.test(paragraph.trim()));
  return part ? sentencesOf(part) : bestSentences(text, RISK_WORDS, 3);
}

function risksAnswer(context: AnswerContext, symbol: string, sources: Sources) {
  const name = context.names.get(symbol) ?? symbol;
  const seen = new Set<string>();
  const lines = ofCompany(context, symbol, "filing")
    .flatMap((passage) =>
      riskSentences(passage.text)
        .filter((sentence) => isQuotable(sentence) && !seen.has(sentence) && seen.add(sentence))
        .map((sentence) => ({ passage, sentence })),
    )
    .slice(0, RISKS_QUOTED)
    .map(({ passage, sentence }) => `- “${sentence}” [${passageCited(sources, passage, sentence)}]`);
  if (lines.length === 0) return null;
  return `The risks **${name}** names in its filings:\n\n${lines.join("\n")}`;
}

function moatAnswer(context: AnswerContext, symbol: string, powers: SevenPowers | null, sources: Sources) {
  if (!powers) return null;
  const name = context.names.get(symbol) ?? symbol;
  const withEvidence = powers.powers.filter((power) => power.evidence.length > 0);
  if (withEvidence.length === 0) return null;
  const cited = (evidence: SevenPowers["powers"][number]["evidence"][number]) => {
    const number = evidence.source
      ? sources.cite({
          url: evidence.source.url,
          title: evidence.source.title,
          content: evidenceText(evidence),
          publisher: SAMPLE_PUBLISHER,
        })
      : null;
    return `${evidenceText(evidence)}${number ? ` [${number}]` : ""}`;
  };
  // A proxy that argues against a power is said as such, after what speaks for it, never as its evidence.
  const lines = withEvidence.map((power) => {
    const split = evidenceByDirection(power.evidence);
    const against = split.against.length > 0 ? `**Against it**: ${split.against.map(cited).join("; ")}` : "";
    const forIt = split.for.map(cited).join("; ");
    return `- **${power.name}**: ${[forIt, against].filter((part) => part !== "").join(". ")}`;
  });
  const without = powers.powers.filter((power) => power.evidence.length === 0).map((power) => power.name);
  const none = without.length > 0 ? `\n\nNo evidence offline for: ${without.join(", ")}.` : "";
  return (
    `**${name}**'s moat, as evidence for Hamilton Helmer's seven powers (the evidence, not a rating):\n\n` +
    `${lines.join("\n")}${none}`
  );
}

const RATIO_LABELS: ReadonlyArray<readonly [RatioKey, string, (value: number) => string]> = [
  ["peRatio", "Price to earnings", (value) => value.toFixed(1)],
  ["priceToSalesRatio", "Price to sales", (value) => value.toFixed(1)],
  ["priceToBookRatio", "Price to book", (value) => value.toFixed(1)],
  ["priceToFreeCashFlowRatio", "Price to free cash flow", (value) => value.toFixed(1)],
  ["enterpriseValueMultiple", "Enterprise value to EBITDA", (value) => value.toFixed(1)],
  ["dividendYield", "Dividend yield", (value) => formatPercent(value)],
];

function valuationAnswer(context: AnswerContext, symbol: string, ratios: ValuationRatios | null, sources: Sources) {
  if (!ratios) return null;
  const name = context.names.get(symbol) ?? symbol;
  const shown = RATIO_LABELS.flatMap(([key, label, format]) => {
    const value = ratios[key];
    return typeof value === "number" && Number.isFinite(value) ? [`${label}: ${format(value)}`] : [];
  });
  if (shown.length === 0) return null;
  const number = sources.cite({
    url: `/stock/${encodeURIComponent(symbol)}?section=metrics`,
    title: `${name}: valuation ratios, trailing twelve months`,
    content: shown.join("; "),
    publisher: SAMPLE_PUBLISHER,
  });
  return (
    `**${name}**'s valuation, trailing twelve months:\n\n${shown.map((line) => `- ${line} [${number}]`).join("\n")}\n\n` +
    "The stock page's Valuation tab runs a discounted cash flow model with assumptions you can change."
  );
}

/** The form a question names ("10-K", "10q", "8-K"), as filings title it, or null. */
function formAsked(question: string): string | null {
  const form = question.match(/\b(10|8)-?([kq])\b/i);
  return form ? `Form ${form[1]}-${(form[2] as string).toUpperCase()}` : null;
}

/** A filing is quoted by its first sentence with a figure (its results); news by its first sentence. */
function leadSentence(passage: Passage): string | undefined {
  const sentences = sentencesOf(passage.text).filter(isQuotable);
  return passage.kind === "filing" ? (sentences.find((sentence) => /\d/.test(sentence)) ?? sentences[0]) : sentences[0];
}

function latestAnswer(context: AnswerContext, symbol: string, kind: "news" | "filing", sources: Sources) {
  const name = context.names.get(symbol) ?? symbol;
  const form = kind === "filing" ? formAsked(context.question) : null;
  const lines = ofCompany(context, symbol, kind)
    .filter((passage) => form === null || passage.title.includes(form))
    .slice(0, LATEST_ITEMS)
    .flatMap((passage) => {
      const first = leadSentence(passage);
      if (!first) return [];
      return [
        `- ${passage.date ?? "Undated"}, **${passage.title}**: “${first}” [${passageCited(sources, passage, first)}]`,
      ];
    });
  if (lines.length === 0) return null;
  return `${kind === "news" ? "The latest news" : "The latest filings"} on **${name}**, newest first:\n\n${lines.join("\n")}`;
}

async function answerBody(context: AnswerContext, sources: Sources): Promise<string | null> {
  const [symbol] = context.subjects;
  if (!symbol) return null;
  switch (context.read.intent) {
    case "figures":
      return figuresAnswer(context, symbol, await context.data.facts(symbol).catch(() => []), sources);
    case "comparison":
      return context.subjects.length >= 2
        ? comparisonAnswer(context, sources)
        : figuresAnswer(context, symbol, await context.data.facts(symbol).catch(() => []), sources);
    case "risks":
      return risksAnswer(context, symbol, sources);
    case "moat":
      return moatAnswer(context, symbol, await context.data.powers(symbol).catch(() => null), sources);
    case "valuation":
      return valuationAnswer(context, symbol, await context.data.ratios(symbol).catch(() => null), sources);
    case "news":
      return latestAnswer(context, symbol, "news", sources);
    case "filings":
      return latestAnswer(context, symbol, "filing", sources);
    default:
      return null;
  }
}

/** Says which named companies the local data does not hold, and what it does hold. */
function notHeld(context: AnswerContext): string {
  if (context.unknown.length === 0) return "";
  const list = context.unknown.join(" and ");
  const verb = context.unknown.length === 1 ? "is" : "are";
  const examples = [...context.names.values()].slice(0, 3).join(", ");
  return `${list} ${verb} not in Moatwise's offline data, which covers ${context.names.size} large US companies (such as ${examples}).`;
}

/** The answer to what was asked, or null when the passage search should answer instead. */
export async function intentAnswer(context: AnswerContext): Promise<ExtractiveAnswer | null> {
  const sources = sourceList();
  const found = await answerBody(context, sources);
  const missing = notHeld(context);
  if (found === null && missing === "") return null;
  const body = [found, missing].filter(Boolean).join("\n\n");
  const about = [...context.subjects.map((symbol) => context.names.get(symbol) ?? symbol), ...context.unknown].join(
    " and ",
  );
  return {
    text: `${body}\n\n${OFFLINE_NOTE}`,
    citations: sources.searchResults.map((source) => source.url),
    searchResults: sources.searchResults,
    reasoning:
      `Read the question as ${context.read.intent}` +
      (context.read.topics.length > 0
        ? ` (${context.read.topics.map((topic) => TOPIC_LABELS[topic].toLowerCase()).join(", ")})`
        : "") +
      ` about ${about}, and answered from the company's data.`,
  };
}
