// "What drove the decline in its operating margin?" over a filing (issue 45, item 3): the costs on
// the income statement (cost of sales alone for a gross margin) that moved most as a share of
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

/** The margins whose moves are the income statement's costs. */
const MARGINS = new Set(["grossMargin", "operatingMargin", "netMargin"]);

/** Costs the dictionary names: each is a line that moves a margin. */
const COST_MEASURES = new Set(["costOfRevenue", "researchAndDevelopment", "sga", "depreciation"]);
/**
 * A line's words that make it no cost: a revenue, a profit or loss, taxes, a per-share or a share
 * count, an operation's result. A filing's reading keeps its lines by measure, not in printed order,
 * so a cost is told by its words.
 */
const NOT_A_COST =
  /\b(?:income|earnings|profit|loss|losses|tax|taxes|per share|discontinued|continuing|interest|gain|gains|dividends?|revenues?|net sales|shares|basic|diluted)\b/i;

/** Whether an income statement line is a cost that moves the margin: any cost for an operating or net margin, cost of sales for a gross one. */
function movesMargin(fact: Fact, marginId: string): boolean {
  const costOfSales = fact.measure === "costOfRevenue" || /^cost of\b/i.test(fact.label);
  if (marginId === "grossMargin") return costOfSales;
  if (costOfSales || COST_MEASURES.has(fact.measure)) return true;
  return fact.measure.startsWith("line:") && !/^total\b/i.test(fact.label) && !NOT_A_COST.test(fact.label);
}

/** Whether a question asks what drove a change ("why", "what drove", "what moved"): the lexicon's "drivers" concept. */
export const asksWhatMoved = (question: string) =>
  sectionConceptsAsked(question).some((concept) => concept.concept === "drivers");

const revenueOf = (table: FactsTable, margin: Fact) =>
  margin.derivedFrom
    .map((id) => table.facts.find((fact) => fact.id === id))
    .find((fact): fact is Fact => fact?.measure === "revenue" && typeof fact.value === "number");

/** The income statement's costs that move the margin, with both periods' figures. */
function costLines(reading: FilingReading, page: number, marginId: string, before: string, after: string) {
  const costs = reading.facts.filter(
    (fact) => pageOfSource(fact.sourceId) === page && fact.unit === "usd" && movesMargin(fact, marginId),
  );
  const labels = [...new Set(costs.map((fact) => fact.label))];
  return labels.flatMap((label): MovedLineInput[] => {
    const first = costs.find((fact) => fact.label === label && fact.period === before);
    const last = costs.find((fact) => fact.label === label && fact.period === after);
    return first && last
      ? [{ label, before: first.value as number, after: last.value as number, pageNumber: page }]
      : [];
  });
}

const percent = (value: number) => `${value.toFixed(1)}%`;

/**
 * The lines that moved a margin asked with "what drove / why", biggest move first, as the answer's
 * first lines; null when the question asks no driver, or the filing's statement gives no two periods.
 */
export function marginMovesText(table: FactsTable, reading: FilingReading, question: string): string | null {
  const [measure] = table.plan.measures;
  if (!measure || !MARGINS.has(measure.id) || !asksWhatMoved(question)) return null;
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
  const lines = costLines(reading, page, measure.id, revenueBefore.period, revenueAfter.period);
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
