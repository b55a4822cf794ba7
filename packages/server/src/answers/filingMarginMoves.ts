// "What drove the decline in its operating margin?" over a filing (issue 45, item 3): the lines of
// the income statement between revenue and the margin's profit that moved most as a share of
// revenue between the two periods, biggest first, with the page; MD&A's reasons follow as the
// answer's passages (the "drivers" concept ranks MD&A's discussion). Words of the lexicon, not new ones.
import {
  type Fact,
  type FactsTable,
  type FilingReading,
  linesThatMoved,
  type MovedLineInput,
  periodWords,
  sectionConceptsAsked,
} from "@moatwise/core";
import { pageOfSource } from "./filingSources";

/** Each margin's profit line: the lines that move it stand between revenue and it. */
const MARGIN_PROFIT: Readonly<Record<string, string>> = {
  grossMargin: "grossProfit",
  operatingMargin: "operatingIncome",
  netMargin: "netIncome",
};

/** Subtotals and the margin's own figures: printed between revenue and profit, but no line that moved it. */
const SUBTOTALS = new Set(["revenue", "grossProfit", "operatingIncome", "pretaxIncome", "netIncome"]);

/** Whether a question asks what drove a change ("why", "what drove", "what moved"): the lexicon's "drivers" concept. */
export const asksWhatMoved = (question: string) =>
  sectionConceptsAsked(question).some((concept) => concept.concept === "drivers");

const revenueOf = (table: FactsTable, margin: Fact) =>
  margin.derivedFrom
    .map((id) => table.facts.find((fact) => fact.id === id))
    .find((fact): fact is Fact => fact?.measure === "revenue" && typeof fact.value === "number");

/** The income statement's lines between revenue and the profit, in printed order, with both periods' figures. */
function linesBetween(reading: FilingReading, page: number, profit: string, before: string, after: string) {
  const onPage = reading.facts.filter((fact) => pageOfSource(fact.sourceId) === page && fact.unit === "usd");
  const lastRevenue = onPage.findLastIndex((fact) => fact.measure === "revenue");
  const profitAt = onPage.findIndex((fact, at) => at > lastRevenue && fact.measure === profit);
  if (lastRevenue < 0 || profitAt < 0) return [];
  const rows = onPage.slice(lastRevenue + 1, profitAt);
  const labels = [...new Set(rows.map((fact) => fact.label))];
  return labels.flatMap((label): MovedLineInput[] => {
    const ofLabel = rows.filter((fact) => fact.label === label);
    const first = ofLabel.find((fact) => fact.period === before);
    const last = ofLabel.find((fact) => fact.period === after);
    if (!first || !last || SUBTOTALS.has(last.measure) || /^total\b/i.test(label)) return [];
    return [{ label, before: first.value as number, after: last.value as number, pageNumber: page }];
  });
}

const percent = (value: number) => `${value.toFixed(1)}%`;

/**
 * The lines that moved a margin asked with "what drove / why", biggest move first, as the answer's
 * first lines; null when the question asks no driver, or the filing's statement gives no two periods.
 */
export function marginMovesText(table: FactsTable, reading: FilingReading, question: string): string | null {
  const [measure] = table.plan.measures;
  const profit = measure ? MARGIN_PROFIT[measure.id] : undefined;
  if (!measure || !profit || !asksWhatMoved(question)) return null;
  const margins = table.facts
    .filter((fact) => fact.measure === measure.id && typeof fact.value === "number")
    .sort((a, b) => a.period.localeCompare(b.period));
  const start = margins[0];
  const end = margins.at(-1);
  if (!start || !end || start === end) return null;
  const revenueBefore = revenueOf(table, start);
  const revenueAfter = revenueOf(table, end);
  const page = revenueAfter ? pageOfSource(revenueAfter.sourceId) : null;
  if (!revenueBefore || !revenueAfter || !page) return null;
  const lines = linesBetween(reading, page, profit, revenueBefore.period, revenueAfter.period);
  const moved = linesThatMoved(lines, revenueBefore.value as number, revenueAfter.value as number);
  if (moved.length === 0) return null;
  const items = moved.map(
    (line) =>
      `- ${line.label}: ${percent(line.shareBefore)} → ${percent(line.shareAfter)} of revenue (${line.points >= 0 ? "+" : "−"}${Math.abs(line.points).toFixed(1)} points; income statement, page ${line.pageNumber})`,
  );
  return [
    `What moved ${measure.label} from ${percent(start.value as number)} in ${periodWords(start.period)} to ${percent(end.value as number)} in ${periodWords(end.period)}: the income statement's lines as a share of revenue, biggest move first:`,
    ...items,
  ].join("\n");
}
