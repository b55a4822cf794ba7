// Runs an answer plan against a filing's own statement lines (issue 39, item 5): the figures asked
// are read from the facts the reader took from the PDF, and a derived or defined measure is
// computed from them with the facts engine's one computation. A line printed on two pages is read
// from the statement the question names, else from the statement the measure belongs to. A figure
// the filing does not hold is a gap that names it, never another line in its place.
import {
  type AnswerPlan,
  type ClassifiedPage,
  type CompanyKind,
  closingBalanceLabel,
  type Fact,
  type FactsTable,
  FILING_SYMBOL,
  type FilingReading,
  type Gap,
  noBreakdownRead,
  notMeaningfulFor,
  type PlannedMeasure,
  type SignedTerm,
} from "@moatwise/core";
import { rankedParts } from "./filingBreakdownRanking";
import { columnBefore, type FilingPeriod, periodsOf, yearShareOf } from "./filingColumns";
import { filingLineReader, namedLine } from "./filingLineReader";
import { missingText } from "./filingMissingLines";
import { periodsAsked } from "./filingPeriodsAsked";
import { type FilingSourceOptions, pageOfSource, sourcedOnPages } from "./filingSources";
import { inUnitAsked, measureComputer } from "./measureComputer";
import { addOperationFacts, type PeriodValue } from "./operationFacts";

/** How the filing's sources are named: its file name, and where each page is read. */
export type FilingFactsOptions = FilingSourceOptions;

/** Columns looked back through for the latest one holding a figure. */
const LATEST_STEPS_BACK = 3;

/** A question for one figure in the filing's latest year or quarter. */
const asksLatest = (plan: AnswerPlan) =>
  plan.operation.kind === "value" &&
  ((plan.period.kind === "latest" && (plan.period.back ?? 0) === 0) || plan.period.kind === "latestQuarter");

/**
 * The statement lines the market data leaves out but a filing may print ("retained earnings",
 * "deferred revenue"): looked for among the filing's lines by their words, or said missing.
 */
function linesRefused(plan: AnswerPlan): PlannedMeasure[] {
  return plan.refusals.flatMap((refusal) =>
    refusal.kind === "absent" && refusal.line && refusal.lacks
      ? [
          {
            id: `line:${refusal.lacks}`,
            label: refusal.lacks,
            unit: "usd" as const,
            formula: { kind: "line" as const, statement: refusal.line, field: `line:${refusal.lacks}` },
            defined: false,
          },
        ]
      : [],
  );
}

const closingTerms = (terms: ReadonlyArray<SignedTerm>): SignedTerm[] =>
  terms.map(({ average: _average, ...term }) => term);

/** A measure as computed on closing balances for want of opening ones: its label says so, its formula averages nothing. */
function onClosingBalances(measure: PlannedMeasure): PlannedMeasure {
  const { formula } = measure;
  return {
    ...measure,
    label: closingBalanceLabel(measure.label),
    formula:
      formula.kind === "expression"
        ? {
            ...formula,
            numerator: closingTerms(formula.numerator),
            denominator: formula.denominator && closingTerms(formula.denominator),
          }
        : formula,
  };
}

/** A measure in days over columns shorter than a year ("three months ended"): its formula counts their days. */
function inDaysOfColumns(measure: PlannedMeasure, columns: ReadonlyArray<FilingPeriod>): PlannedMeasure {
  const { formula } = measure;
  const [first] = columns;
  if (measure.unit !== "days" || formula.kind !== "expression" || !formula.times || !first) return measure;
  const share = yearShareOf(first);
  if (share === 1 || columns.some((column) => yearShareOf(column) !== share)) return measure;
  return { ...measure, formula: { ...formula, times: formula.times * share } };
}

/** Whether the plan asks for figures a filing's statements can give: a measure, or a line the market data lacks. */
export const asksFilingFigures = (plan: AnswerPlan) =>
  plan.material === null &&
  (plan.measures.some((measure) => measure.formula.kind !== "market" && measure.formula.kind !== "profile") ||
    linesRefused(plan).length > 0);

/**
 * The filing's company as the applicability rule needs it. A filing names no sector; its balance
 * sheet says whether it holds inventory and whether it is classified: total assets printed without
 * current assets or current liabilities is an unclassified one (a bank's, an insurer's, a trust's).
 */
function filingCompanyKind(reading: FilingReading): CompanyKind {
  const prints = (measure: string) => reading.facts.some((fact) => fact.measure === measure);
  return {
    sector: null,
    industry: null,
    // Inventory missing from a filing is said as a missing line: the rule judges only a sector's lack of it.
    holdsInventory: true,
    unclassifiedBalanceSheet: prints("totalAssets") && !prints("currentAssets") && !prints("currentLiabilities"),
  };
}

export function runFilingPlan(plan: AnswerPlan, reading: FilingReading, options: FilingFactsOptions): FactsTable {
  const gaps: Gap[] = [];
  const facts = new Map<string, Fact>();
  const classOf = new Map<number, ClassifiedPage>(reading.pages.map((page) => [page.pageNumber, page]));
  // "Which segment had the most revenue?": the parts the filing's breakdown tables hold, ranked.
  const parts = rankedParts(plan, reading);
  if (parts) {
    for (const fact of parts.facts) facts.set(fact.id, fact);
    const sourced = sourcedOnPages(facts, classOf, options);
    return {
      plan,
      names: { [FILING_SYMBOL]: options.filename },
      facts: sourced.facts,
      quotes: [],
      gaps: parts.gaps,
      sources: sourced.sources,
    };
  }
  // "Which region grew fastest?" over a filing whose tables hold no parts: the totals, said as such first.
  if (plan.breakdown)
    gaps.push({ kind: "segment", text: noBreakdownRead(plan.breakdown.by, plan.measures[0]?.id ?? "revenue") });
  const addFact = (fact: Fact) => {
    facts.set(fact.id, fact);
    return fact.id;
  };
  const pageClass = (fact: Fact) => classOf.get(pageOfSource(fact.sourceId) ?? -1)?.pageClass ?? "other";
  const { printed, readLine, printedLine } = filingLineReader({ plan, reading, facts, addFact, pageClass });
  const columns = periodsAsked(plan, reading.facts, gaps);
  const ordered = periodsOf(reading.facts).all;
  const printsBalanceSheet = (column: FilingPeriod) =>
    reading.facts.some((fact) => column.labels.includes(fact.period) && pageClass(fact) === "balanceSheet");
  const compute = measureComputer<FilingPeriod>({
    symbol: FILING_SYMBOL,
    facts,
    addFact,
    line: (measureId, formula, _label, period) => readLine(measureId, formula, period),
    before: (period, measureId) => columnBefore(ordered, period, (column) => printedLine(measureId, column) !== null),
    // A filing with one balance sheet date (or a question about its earliest one) still gives days
    // outstanding and turnovers: on the closing balance, and the label says so. A filing printing an
    // earlier balance sheet without the line is missing it: that is said, not worked around.
    // Days outstanding in a quarter count the quarter's days: its revenue is a quarter's.
    yearShare: yearShareOf,
    closing: {
      when: (period) => columnBefore(ordered, period, (column) => printsBalanceSheet(column)) === null,
      label: closingBalanceLabel,
    },
  });

  // The plan's measures as the filing prints them: a line named in its own words stands for the measure read.
  const lineAsked = namedLine(plan, reading, pageClass);
  const measuresAsked = [...plan.measures, ...linesRefused(plan)].map((asked) => lineAsked(asked));
  const company = filingCompanyKind(reading);
  for (const [at, asked] of measuresAsked.entries()) {
    const measure: PlannedMeasure = inUnitAsked(asked, plan);
    // A measure that does not fit the company (a current ratio of an unclassified balance sheet) is said so, with why.
    const unfit = notMeaningfulFor(measure, company);
    if (unfit) {
      gaps.push({ kind: "unfit", text: unfit });
      continue;
    }
    if (measure.formula.kind === "market" || measure.formula.kind === "profile") {
      gaps.push({
        kind: "measure",
        text: `The filing's statements do not give ${measure.label}; it comes from market data, not the filing.`,
      });
      continue;
    }
    const valueIn = (
      period: FilingPeriod,
    ): PeriodValue & { readonly period: FilingPeriod; readonly closing?: true } => {
      // A measure the filing prints itself (its own EBITDA line) is read as printed, unless the question defines it.
      const own = !measure.defined && measure.formula.kind !== "line" ? readLine(measure.id, null, period) : null;
      if (own?.factId) return { period, ...own };
      return {
        period,
        ...compute(measure.id, measure.formula, measure.label, period, measure, `page:0`),
      };
    };
    let values = columns.map(valueIn);
    // "The latest" is the latest column that holds the figure: an earnings release's outlook column
    // ("Q4 2023") or a note's later date holds no statement lines. The answer says the period it is.
    const [only] = values;
    if (asksLatest(plan) && values.length === 1 && only && only.value === null) {
      const earlier = ordered.filter((each) => each.kind === only.period.kind && each.key < only.period.key).reverse();
      // One column at a time: a column tried is computed, and its facts kept, only until one holds the figure.
      for (const column of earlier.slice(0, LATEST_STEPS_BACK)) {
        const found = valueIn(column);
        if (found.value === null) continue;
        values = [found];
        break;
      }
    }
    // Every figure on closing balances: the measure is named as computed, formula and all.
    if (values.length > 0 && values.every((each) => each.closing)) measuresAsked[at] = onClosingBalances(asked);
    measuresAsked[at] = inDaysOfColumns(measuresAsked[at] as PlannedMeasure, columns);
    for (const each of values) {
      if (each.value !== null) continue;
      gaps.push({ kind: "measure", text: missingText(measure, each.period, printed, ordered) });
    }
    addOperationFacts(plan, FILING_SYMBOL, measure, values, "page:0", addFact);
  }

  const sourced = sourcedOnPages(facts, classOf, options);
  return {
    plan: { ...plan, measures: measuresAsked },
    names: { [FILING_SYMBOL]: options.filename },
    facts: sourced.facts,
    quotes: [],
    gaps,
    sources: sourced.sources,
  };
}
