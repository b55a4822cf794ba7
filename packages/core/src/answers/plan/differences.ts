// One named figure taken from another (issue 44): "subtract capex from operating cash flow" (the
// second less the first) and, for one company, "the difference between operating cash flow and
// free cash flow" (the first less the second). A figure defined this way is computed in each
// period asked and listed, like any measure; across companies "difference" stays a gap between them.
import type { PlannedMeasure } from "../answerTypes";
import { definedMeasure, labelOf } from "./formulas";
import { DIFFERENCE_WORDS, SUBTRACT_FROM, SUBTRACT_VERBS } from "./lexicon/differenceWords";
import { quotientOperand } from "./quotients";
import type { Reading } from "./reading";

/** `from` less `taken`, named as the reader writes a defined sum. */
function lessOf(from: PlannedMeasure, taken: PlannedMeasure): PlannedMeasure {
  const expression = {
    numerator: [
      { sign: 1 as const, id: from.id },
      { sign: -1 as const, id: taken.id },
    ],
    denominator: null,
    firstMatch: 0,
    lastMatch: 1,
    explicit: true,
  };
  return definedMeasure(expression, labelOf(expression, false), false);
}

/** The measures with a difference asked between two of them put in their place. */
export function withDifference(measures: PlannedMeasure[], now: Reading, companyCount: number): PlannedMeasure[] {
  if (measures.length !== 2 || !measures.every(quotientOperand)) return measures;
  const at = (measure: PlannedMeasure) => now.positions.get(measure.id) ?? -1;
  const [first, second] = [...measures].sort((a, b) => at(a) - at(b)) as [PlannedMeasure, PlannedMeasure];
  const verbAt = now.lowers.findIndex((word) => SUBTRACT_VERBS.has(word));
  const fromAt = now.lowers.indexOf(SUBTRACT_FROM, Math.max(verbAt, 0));
  if (verbAt !== -1 && verbAt < at(first) && fromAt > at(first) && fromAt < at(second)) {
    return [lessOf(second, first)];
  }
  const between = now.lowers.findIndex(
    (word, index) => DIFFERENCE_WORDS.has(word) && now.lowers.slice(index + 1, index + 3).includes("between"),
  );
  if (between !== -1 && companyCount <= 1 && between < at(first)) return [lessOf(first, second)];
  return measures;
}
