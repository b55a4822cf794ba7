// Answer plans as the writers' tests build them: a plan of one dictionary measure for the latest
// period, with whatever a test sets over it.
import type { AnswerPlan, PlannedMeasure } from "../answers/answerTypes";
import { MEASURE_BY_ID } from "../answers/measures";

/** A measure of the dictionary as a plan holds it. */
export function dictionaryMeasure(id: string): PlannedMeasure {
  const measure = MEASURE_BY_ID.get(id);
  if (!measure) throw new Error(`no measure ${id}`);
  return { id, label: measure.label, unit: measure.unit, formula: measure.formula, defined: false };
}

/** A plan of `measureId` for the latest period, with `over` set on it. */
export const planOf = (measureId: string, over: Partial<AnswerPlan> = {}): AnswerPlan => ({
  companies: [],
  unknownCompanies: [],
  measures: [dictionaryMeasure(measureId)],
  period: { kind: "latest" },
  periodAsked: true,
  operation: { kind: "value", across: "each" },
  refusals: [],
  rounding: { decimals: null, scale: null },
  material: null,
  ownSources: [],
  sector: null,
  statement: null,
  ...over,
});
