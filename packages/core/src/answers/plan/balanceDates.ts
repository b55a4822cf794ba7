// When a balance is taken (issue 44): days outstanding and turnovers are computed on the mean of
// the opening and closing balances unless the question takes the balance at the year's end
// ("days of sales in receivables at the end of fiscal 2024", "using year-end inventory over cost
// of sales"). Then the same measure is computed on the closing balance and labelled so.
import type { PlannedMeasure } from "../answerTypes";
import type { MeasureFormula, SignedTerm } from "../measures";
import { AVERAGE_WORDS, YEAR_END_PHRASES, YEAR_END_WORDS } from "./lexicon/measureWords";
import type { Reading } from "./reading";
import { hasPhrase } from "./words";

/** Whether the question takes balances at the year's end, and says nothing of an average. */
function asksYearEnd(lowers: ReadonlyArray<string>): boolean {
  if (lowers.some((word) => AVERAGE_WORDS.has(word))) return false;
  return (
    lowers.some((word) => YEAR_END_WORDS.has(word)) || YEAR_END_PHRASES.some((phrase) => hasPhrase(lowers, phrase))
  );
}

const closing = (terms: ReadonlyArray<SignedTerm>): SignedTerm[] => terms.map(({ average: _average, ...term }) => term);

const averages = (formula: MeasureFormula) =>
  formula.kind === "expression" && [...formula.numerator, ...(formula.denominator ?? [])].some((term) => term.average);

/** The measure on closing balances: its formula without averages, its label saying so. */
function onClosingBalance(measure: PlannedMeasure): PlannedMeasure {
  if (measure.formula.kind !== "expression") return measure;
  const { numerator, denominator } = measure.formula;
  return {
    ...measure,
    id: `${measure.id}YearEnd`,
    label: measure.label.replace(/\baverage\b/g, "year-end"),
    formula: { ...measure.formula, numerator: closing(numerator), denominator: denominator && closing(denominator) },
  };
}

/**
 * The label of a measure computed on closing balances because the data holds no balance before the
 * period (a filing printing one balance sheet date), though its formula averages them: it says so.
 */
export function closingBalanceLabel(label: string): string {
  const reason = "as the filing prints no balance sheet before it";
  if (/\baverage\b/.test(label) && label.endsWith(")"))
    return `${label.replace(/\baverage\b/g, "year-end").replace(/\)$/, "")}, ${reason})`;
  return `${label} (on year-end balances, ${reason})`;
}

/** The dictionary's measures on average balances, taken at the year's end when the question says so. */
export function withBalanceTakenAt(measures: PlannedMeasure[], now: Reading): PlannedMeasure[] {
  if (!measures.some((measure) => !measure.defined && averages(measure.formula)) || !asksYearEnd(now.lowers)) {
    return measures;
  }
  return measures.map((measure) =>
    !measure.defined && averages(measure.formula) ? onClosingBalance(measure) : measure,
  );
}
