// A filing's printed statement lines as facts (issue 39, item 5): a line printed on two pages is read
// from the statement the question names, else from the statement the measure belongs to; a line the
// filing leaves out is the difference of two it prints; a line named in the filing's own words
// stands for the dictionary's broader measure.
import {
  type AnswerPlan,
  type Fact,
  FILING_SYMBOL,
  type FilingPageClass,
  type FilingReading,
  lineNamedScore,
  lineNameWords,
  MEASURE_BY_ID,
  type PlannedMeasure,
  type StatementName,
} from "@moatwise/core";
import type { FilingPeriod } from "./filingColumns";
import type { Computed, LineFormula } from "./measureComputer";

const STATEMENT_CLASS: Readonly<Record<StatementName, FilingPageClass>> = {
  income: "incomeStatement",
  balance: "balanceSheet",
  cashFlow: "cashFlowStatement",
};
const PRIMARY: ReadonlySet<FilingPageClass> = new Set([
  "incomeStatement",
  "comprehensiveIncome",
  "balanceSheet",
  "cashFlowStatement",
  "equityStatement",
  "earningsTable",
]);

/**
 * A balance sheet line as the cash flow statement prints it: the year's change in inventories,
 * receivables or payables under operating activities, never the balance (an opening balance read
 * there would be a change). Cash alone is a balance there too: the year's closing cash.
 */
function changeOfBalance(measureId: string, formula: LineFormula | null, pageClass: FilingPageClass): boolean {
  const statement = formula?.statement ?? (MEASURE_BY_ID.get(measureId)?.formula as LineFormula | undefined)?.statement;
  return statement === "balance" && pageClass === "cashFlowStatement" && measureId !== "cash";
}

/** The printed line for a measure in a period, or null when the filing does not print it. */
export type PrintedLine = (measureId: string, formula: LineFormula | null, period: FilingPeriod) => Fact | null;

export interface FilingLineReaderOptions {
  readonly plan: AnswerPlan;
  readonly reading: FilingReading;
  /** The facts of the answer so far, by id. */
  readonly facts: ReadonlyMap<string, Fact>;
  readonly addFact: (fact: Fact) => string;
  /** The class of the page a fact is printed on. */
  readonly pageClass: (fact: Fact) => FilingPageClass;
}

/** Reads the filing's lines: the printed line of a measure in a column, and that line as a fact of the answer. */
export function filingLineReader({ plan, reading, facts, addFact, pageClass }: FilingLineReaderOptions) {
  const questionWords = new Set(lineNameWords((plan.words ?? []).join(" ")));
  /** The printed line for a measure in a period: the named statement's first, then the measure's own. */
  const printed: PrintedLine = (measureId, formula, period) => {
    const candidates = reading.facts.filter(
      (fact) =>
        fact.measure === measureId &&
        period.labels.includes(fact.period) &&
        typeof fact.value === "number" &&
        !changeOfBalance(measureId, formula, pageClass(fact)),
    );
    const rank = (fact: Fact) => {
      const kind = pageClass(fact);
      if (plan.statement && kind === STATEMENT_CLASS[plan.statement]) return 0;
      if (formula && kind === STATEMENT_CLASS[formula.statement]) return 1;
      return PRIMARY.has(kind) ? 2 : 3;
    };
    // Two lines of one measure on the same statement (continuing operations' and the total): the
    // one the question names in its own words.
    const named = (fact: Fact) => lineNamedScore(questionWords, fact.label, true);
    return [...candidates].sort((a, b) => rank(a) - rank(b) || named(b) - named(a))[0] ?? null;
  };
  const readLine = (measureId: string, formula: LineFormula | null, period: FilingPeriod): Computed => {
    const found = printed(measureId, formula, period);
    if (!found) return lineFromIdentity(measureId, period);
    const value = formula?.absolute ? Math.abs(found.value as number) : (found.value as number);
    const id = addFact({
      ...found,
      id: `${FILING_SYMBOL}/${measureId}/${period.label}`,
      measure: measureId,
      value,
      derivedFrom: [],
    });
    return { value, factId: id };
  };

  /** A line the filing does not print, from the lines it is the difference of (see `LINE_IDENTITIES`). */
  const lineFromIdentity = (measureId: string, period: FilingPeriod) => {
    const terms = LINE_IDENTITIES[measureId];
    if (!terms) return { value: null, factId: null };
    const parts = terms.map(({ id, sign }) => {
      const definition = MEASURE_BY_ID.get(id);
      return { sign, ...readLine(id, definition?.formula.kind === "line" ? definition.formula : null, period) };
    });
    if (parts.some((part) => part.value === null)) return { value: null, factId: null };
    const value = parts.reduce((total, part) => total + part.sign * (part.value as number), 0);
    const definition = MEASURE_BY_ID.get(measureId);
    const from = parts.flatMap((part) => (part.factId ? [part.factId] : []));
    const id = addFact({
      id: `${FILING_SYMBOL}/${measureId}/${period.label}`,
      symbol: FILING_SYMBOL,
      measure: measureId,
      label: definition?.label ?? measureId,
      period: period.label,
      value,
      unit: "usd",
      sourceId: facts.get(from[0] ?? "")?.sourceId ?? "page:0",
      derivedFrom: from,
    });
    return { value, factId: id };
  };

  const printedLine = (measureId: string, column: FilingPeriod) => {
    const definition = MEASURE_BY_ID.get(measureId);
    return printed(measureId, definition?.formula.kind === "line" ? definition.formula : null, column);
  };
  return { printed, readLine, printedLine };
}

/**
 * Lines many filings leave out because they are the difference of two they print: eBay, Salesforce
 * print no gross profit, only revenue and cost of revenue.
 */
const LINE_IDENTITIES: Readonly<Record<string, ReadonlyArray<{ readonly id: string; readonly sign: 1 | -1 }>>> = {
  grossProfit: [
    { id: "revenue", sign: 1 },
    { id: "costOfRevenue", sign: -1 },
  ],
};

const CLASS_STATEMENT: ReadonlyMap<FilingPageClass, StatementName> = new Map(
  Object.entries(STATEMENT_CLASS).map(([statement, pageClass]) => [pageClass, statement as StatementName]),
);

/**
 * The statement line a question names in the filing's own words, in place of the dictionary's
 * broader measure it was read as: "revenues from franchised restaurants" is that line, not total
 * revenues; "long-term debt" the printed line, not debt summed. A line wins when its name holds more
 * of the question's words than any line printed for the measure (or as many, for a line the
 * dictionary does not know); a defined or computed measure is kept as asked.
 */
export function namedLine(
  plan: AnswerPlan,
  reading: FilingReading,
  pageClass: (fact: Fact) => FilingPageClass,
): (measure: PlannedMeasure) => PlannedMeasure {
  if (!plan.words || plan.words.length === 0) return (measure) => measure;
  const asked = new Set(lineNameWords(plan.words.join(" ")));
  const printed = reading.facts.filter((fact) => PRIMARY.has(pageClass(fact)) && fact.derivedFrom.length === 0);
  const scored = printed.map((fact) => ({ fact, score: lineNamedScore(asked, fact.label) }));
  return (measure) => {
    if (measure.defined || measure.formula.kind !== "line") return measure;
    const own = Math.max(
      0,
      ...printed.filter((fact) => fact.measure === measure.id).map((fact) => lineNamedScore(asked, fact.label, true)),
    );
    const best = scored
      .filter(
        ({ fact, score }) =>
          fact.measure !== measure.id &&
          (score > own || (score === own && score > 0 && fact.measure.startsWith("line:"))),
      )
      .sort((a, b) => b.score - a.score)[0];
    if (!best) return measure;
    const { fact } = best;
    const known = MEASURE_BY_ID.get(fact.measure);
    if (known) return { id: known.id, label: known.label, unit: known.unit, formula: known.formula, defined: false };
    return {
      id: fact.measure,
      label: fact.label.toLowerCase(),
      unit: fact.unit,
      formula: {
        kind: "line",
        statement: CLASS_STATEMENT.get(pageClass(fact)) ?? measure.formula.statement,
        field: fact.measure,
      },
      defined: false,
    };
  };
}
