// The facts an operation asks over a measure's values (issue 33): growth or CAGR and the change,
// the average, or the total, each naming the facts it is computed from.
import type { AnswerPlan, Fact, PlannedMeasure } from "@moatwise/core";
import { yearOfLabel } from "./statementPeriods";

/** A measure's value in each period asked, with its periods' labels and fact ids. */
export interface PeriodValue {
  readonly period: { readonly label: string };
  readonly value: number | null;
  readonly factId: string | null;
}

/**
 * The facts an operation asks over a measure's values (oldest first): its growth or CAGR and the
 * change, its average, or its total.
 */
export function addOperationFacts(
  plan: AnswerPlan,
  symbol: string,
  measure: PlannedMeasure,
  values: ReadonlyArray<PeriodValue>,
  sourceId: string,
  addFact: (fact: Fact) => string,
): void {
  const known = values.filter((each) => each.value !== null && each.factId);
  const first = known[0];
  const last = known.at(-1);
  if ((plan.operation.kind === "growth" || plan.operation.kind === "cagr") && first && last && first !== last) {
    const start = first.value as number;
    const end = last.value as number;
    const years = yearOfLabel(last.period.label) - yearOfLabel(first.period.label);
    const cagr = plan.operation.kind === "cagr" && start > 0 && end > 0 && years > 0;
    const change =
      measure.unit === "percent"
        ? end - start
        : cagr
          ? ((end / start) ** (1 / years) - 1) * 100
          : ((end - start) / Math.abs(start)) * 100;
    addFact({
      id: `${symbol}/${measure.id}${cagr ? "Cagr" : "Growth"}/${first.period.label}-${last.period.label}`,
      symbol,
      measure: `${measure.id}${cagr ? "Cagr" : "Growth"}`,
      label:
        measure.unit === "percent"
          ? `change in ${measure.label} (percentage points)`
          : cagr
            ? `${measure.label} CAGR`
            : `${measure.label} growth`,
      period: `${first.period.label}–${last.period.label}`,
      value: change,
      unit: measure.unit === "percent" ? "points" : "percent",
      sourceId,
      derivedFrom: [first.factId as string, last.factId as string],
    });
  }
  // A change in money or a count is also said as the difference ("the swing"), not only in percent.
  if (plan.operation.kind === "growth" && first && last && first !== last && measure.unit !== "percent") {
    addFact({
      id: `${symbol}/${measure.id}Change/${first.period.label}-${last.period.label}`,
      symbol,
      measure: `${measure.id}Change`,
      label: `change in ${measure.label}`,
      period: `${first.period.label}–${last.period.label}`,
      value: (last.value as number) - (first.value as number),
      unit: measure.unit,
      sourceId,
      derivedFrom: [first.factId as string, last.factId as string],
    });
  }
  if (plan.operation.kind === "average" && known.length > 1 && first && last) {
    addFact({
      id: `${symbol}/${measure.id}Average/${first.period.label}-${last.period.label}`,
      symbol,
      measure: `${measure.id}Average`,
      label: `average ${measure.label}`,
      period: `${first.period.label}–${last.period.label}`,
      value: known.reduce((total, each) => total + (each.value as number), 0) / known.length,
      unit: measure.unit,
      sourceId,
      derivedFrom: known.map((each) => each.factId as string),
    });
  }
  if (plan.operation.kind === "total" && known.length > 1 && first && last && measure.unit === "usd") {
    addFact({
      id: `${symbol}/${measure.id}Total/${first.period.label}-${last.period.label}`,
      symbol,
      measure: `${measure.id}Total`,
      label: `${measure.label} in total`,
      period: `${first.period.label}–${last.period.label}`,
      value: known.reduce((total, each) => total + (each.value as number), 0),
      unit: "usd",
      sourceId,
      derivedFrom: known.map((each) => each.factId as string),
    });
  }
}
