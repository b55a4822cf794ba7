// The gap for a figure a filing does not hold (issue 39, item 5): the lines it lacks, by name and
// period, so the answer says what is missing rather than put another line in its place.
import { MEASURE_BY_ID, type MeasureFormula, type PlannedMeasure, periodWords } from "@moatwise/core";
import { columnBefore, type FilingPeriod } from "./filingColumns";
import type { PrintedLine } from "./filingLineReader";

/** The line ids a measure is computed from, through the dictionary (its leaves). */
function linesOf(formula: MeasureFormula, seen = new Set<string>()): Array<{ id: string; average: boolean }> {
  const terms =
    formula.kind === "sum"
      ? formula.terms
      : formula.kind === "ratio"
        ? [
            { sign: 1 as const, id: formula.of },
            { sign: 1 as const, id: formula.to },
          ]
        : formula.kind === "expression"
          ? [...formula.numerator, ...(formula.denominator ?? [])]
          : [];
  return terms.flatMap((term) => {
    const definition = MEASURE_BY_ID.get(term.id);
    if (!definition || seen.has(term.id)) return [];
    if (definition.formula.kind === "line") return [{ id: term.id, average: term.average === true }];
    return linesOf(definition.formula, new Set([...seen, term.id])).map((each) => ({
      ...each,
      average: each.average || term.average === true,
    }));
  });
}

/** The gap for a figure the filing does not hold: the lines it lacks, by name and period. */
export function missingText(
  measure: PlannedMeasure,
  period: FilingPeriod,
  printed: PrintedLine,
  ordered: ReadonlyArray<FilingPeriod>,
): string {
  const when = periodWords(period.label);
  if (measure.formula.kind === "line") return `The filing does not show ${measure.label} for ${when}.`;
  const before = (id: string) =>
    columnBefore(ordered, period, (column) => printed(id, null, column) !== null) ??
    columnBefore(ordered, period, () => true);
  const lacking = linesOf(measure.formula).flatMap(({ id, average }) => {
    const definition = MEASURE_BY_ID.get(id);
    const formula = definition?.formula.kind === "line" ? definition.formula : null;
    const label = definition?.label ?? id;
    const periods = average ? [before(id), period] : [period];
    return periods.flatMap((each) => {
      if (!each) return [`${label} for the period before ${when}`];
      return printed(id, formula, each) ? [] : [`${label} for ${periodWords(each.label)}`];
    });
  });
  const named = [...new Set(lacking)];
  return named.length > 0
    ? `The filing does not show ${named.join(" or ")}, so its ${measure.label} for ${when} cannot be computed.`
    : `The filing's lines do not give ${measure.label} for ${when}.`;
}
