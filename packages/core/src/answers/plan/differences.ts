// One named figure taken from another (issue 44): "subtract capex from operating cash flow" (the
// second less the first) and, for one company, "the difference between operating cash flow and
// free cash flow" (the first less the second). A figure defined this way is computed in each
// period asked and listed, like any measure; across companies "difference" stays a gap between them.
import type { PlannedMeasure } from "../answerTypes";
import type { SignedTerm } from "../measures";
import { definedMeasure, labelOf } from "./formulas";
import { ADD_VERBS, DIFFERENCE_WORDS, SUBTRACT_FROM, SUBTRACT_VERBS } from "./lexicon/differenceWords";
import { quotientOperand } from "./quotients";
import type { Reading } from "./reading";

/** A sum of signed figures, named as the reader writes a defined sum. */
function definedSum(terms: ReadonlyArray<SignedTerm>): PlannedMeasure {
  const expression = {
    numerator: [...terms],
    denominator: null,
    firstMatch: 0,
    lastMatch: terms.length - 1,
    explicit: true,
  };
  return definedMeasure(expression, labelOf(expression, false), false);
}

/** `from` less `taken`. */
const lessOf = (from: PlannedMeasure, taken: PlannedMeasure) =>
  definedSum([
    { sign: 1, id: from.id },
    { sign: -1, id: taken.id },
  ]);

/**
 * "Take operating cash flow, subtract capex, then subtract stock-based comp": the first figure named,
 * then each one after a verb that takes it away or adds it, as one defined figure; null when a figure
 * after the first has no such verb before it, or no figure is taken away.
 */
function runningTotal(ordered: ReadonlyArray<PlannedMeasure>, now: Reading): PlannedMeasure | null {
  const at = (measure: PlannedMeasure) => now.positions.get(measure.id) ?? -1;
  const terms = ordered.slice(1).map((measure, index) => {
    const between = now.lowers.slice(at(ordered[index] as PlannedMeasure) + 1, at(measure));
    if (between.includes(SUBTRACT_FROM)) return null;
    const subtract = between.findLastIndex((word) => SUBTRACT_VERBS.has(word));
    const add = between.findLastIndex((word) => ADD_VERBS.has(word));
    if (subtract === -1 && add === -1) return null;
    return { sign: subtract > add ? (-1 as const) : (1 as const), id: measure.id };
  });
  if (terms.some((term) => term === null) || !terms.some((term) => term?.sign === -1)) return null;
  return definedSum([{ sign: 1, id: (ordered[0] as PlannedMeasure).id }, ...(terms as SignedTerm[])]);
}

/** The measures with a difference asked between them put in their place. */
export function withDifference(measures: PlannedMeasure[], now: Reading, companyCount: number): PlannedMeasure[] {
  if (measures.length < 2 || !measures.every(quotientOperand)) return measures;
  const at = (measure: PlannedMeasure) => now.positions.get(measure.id) ?? -1;
  const ordered = [...measures].sort((a, b) => at(a) - at(b));
  const total = runningTotal(ordered, now);
  if (total) return [total];
  if (measures.length !== 2) return measures;
  const [first, second] = ordered as [PlannedMeasure, PlannedMeasure];
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
