// A conversion asked between two figures (issue 44): "which turned the most of its net income into
// free cash flow", "how well does it convert operating income to cash from operations". The figure
// after the link is computed as a share of the one before it, for one company or many, so a
// ranking ranks the computed ratio, not either figure.
import type { PlannedMeasure } from "../answerTypes";
import { MEASURE_BY_ID } from "../measures";
import { fromDictionary, labelOf } from "./formulas";
import { CONVERSION_LINKS, CONVERSION_VERBS, OPERATOR_NAMES } from "./lexicon/conversionWords";
import { derivedQuotient, quotientOperand } from "./quotients";
import type { Reading } from "./reading";

/**
 * "convert operating income to cash flow" read as a ratio named by its verb ("X to Y" is how a
 * ratio is written): the two figures it divides, the one converted first.
 */
function namedByVerb(measures: ReadonlyArray<PlannedMeasure>): [PlannedMeasure, PlannedMeasure] | null {
  const [only] = measures;
  if (measures.length !== 1 || !only?.defined || only.formula.kind !== "expression") return null;
  const { numerator, denominator } = only.formula;
  // Named by the verb alone ("convert"), not a measure the user named ("cash conversion, defined as ...").
  const named = only.label.toLowerCase();
  if (!CONVERSION_VERBS.has(named) || named === "conversion" || numerator.length !== 1 || denominator?.length !== 1) {
    return null;
  }
  const [from, to] = [numerator[0], denominator[0]].map((term) => MEASURE_BY_ID.get(term?.id ?? ""));
  return from && to ? [fromDictionary(from.id), fromDictionary(to.id)] : null;
}

/** A defined figure named by an operation's word ("ratio") is named by its terms ("capital expenditure over D&A"). */
const namedByTerms = (measure: PlannedMeasure): PlannedMeasure =>
  measure.defined && measure.formula.kind === "expression" && OPERATOR_NAMES.has(measure.label.toLowerCase())
    ? {
        ...measure,
        label: labelOf(
          {
            numerator: [...measure.formula.numerator],
            denominator: measure.formula.denominator && [...measure.formula.denominator],
          },
          measure.formula.percent,
        ),
      }
    : measure;

/** The measures with a conversion asked between two of them put in their place. */
export function withConversion(asked: PlannedMeasure[], now: Reading): PlannedMeasure[] {
  const byVerb = namedByVerb(asked);
  const measures = asked.map(namedByTerms);
  if (byVerb) return [derivedQuotient(byVerb[1], byVerb[0], "percent")];
  if (measures.length !== 2 || !measures.every(quotientOperand)) return measures;
  const verbAt = now.lowers.findIndex((word) => CONVERSION_VERBS.has(word));
  if (verbAt === -1) return measures;
  const at = (measure: PlannedMeasure) => now.positions.get(measure.id) ?? -1;
  const [first, second] = [...measures].sort((a, b) => at(a) - at(b)) as [PlannedMeasure, PlannedMeasure];
  // The link stands between the two figures: "net income into free cash flow".
  const linked = now.lowers.some(
    (word, index) => CONVERSION_LINKS.has(word) && index > at(first) && index < at(second) && index > verbAt,
  );
  return linked ? [derivedQuotient(second, first, "percent")] : measures;
}
