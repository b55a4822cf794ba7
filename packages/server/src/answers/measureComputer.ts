// The one computation of a measure in a period (issue 33): derived and defined measures from their
// formulas, each part a fact the result names, over a provider's statements or a filing's lines.
import type { AnswerPlan, Fact, MeasureFormula, PlannedMeasure, SignedTerm } from "@moatwise/core";
import { MEASURE_BY_ID } from "@moatwise/core";

/** A measure's value in a period and the fact that holds it; both null when the data does not hold it. */
export interface Computed {
  readonly value: number | null;
  readonly factId: string | null;
  /** Computed on a closing balance where the formula averages it: no balance before it was printed. */
  readonly closing?: true;
  /** The facts a part of a formula stands on when it is no fact of its own (a line after a rate). */
  readonly from?: ReadonlyArray<string>;
}

/** A figure the data does not hold. */
export const noValue: Computed = { value: null, factId: null };

/** What a line resolver is given: the measure, its formula, and the period to read it in. */
export type LineFormula = Extract<MeasureFormula, { kind: "line" }>;

export interface MeasureComputerOptions<Period extends { readonly label: string }> {
  readonly symbol: string;
  /** The facts found so far, by id: a measure computed twice in a period is one fact. */
  readonly facts: ReadonlyMap<string, Fact>;
  readonly addFact: (fact: Fact) => string;
  /** A statement line in a period, as a fact (the resolver adds it), or no value. */
  readonly line: (
    measureId: string,
    formula: LineFormula,
    label: string,
    period: Period,
    unitLabel: { label: string; unit: Fact["unit"] },
    sourceId: string,
  ) => Computed;
  /** A market figure as a term of a defined measure. */
  readonly market?: (field: string) => Computed;
  /** A profile's figure (the head count) as a term of a defined measure, in a period ("revenue per employee"). */
  readonly profile?: (field: string, period: Period) => Computed;
  /** The period before, for a balance (`measureId`) averaged over two period ends. */
  readonly before?: (period: Period, measureId: string) => Period | null;
  /**
   * For data with no balance sheet before a period (a filing printing one balance sheet date): an
   * average balance is taken at the period's close when `when` says there is none before it, and
   * `label` says so in the measure's name. Without it, such an average has no value.
   */
  /**
   * The share of a year a period's flows span, for a measure in days (a balance over a flow, times
   * a year's days): a quarter's revenue covers a quarter's days, not a year's. Without it, a year.
   */
  readonly yearShare?: (period: Period) => number;
  readonly closing?: {
    readonly when: (period: Period) => boolean;
    readonly label: (label: string) => string;
  };
}

export type ComputeMeasure<Period> = (
  measureId: string,
  formula: MeasureFormula,
  label: string,
  period: Period,
  unitLabel: { label: string; unit: Fact["unit"] },
  sourceId: string,
) => Computed;

/**
 * Computes a measure in a period from its formula, each part a fact of its own that the result
 * names: the one computation of derived and defined measures, over a provider's statements or a
 * filing's lines (which differ only in how a line is read).
 */
export function measureComputer<Period extends { readonly label: string }>(
  options: MeasureComputerOptions<Period>,
): ComputeMeasure<Period> {
  const { symbol, facts, addFact } = options;
  /** The facts computed on a closing balance, so a measure built on one again says so too. */
  const closingFacts = new Set<string>();
  /** An expression's factor: a measure in days counts the days of the period its flow spans. */
  const timesIn = (times: number | undefined, unit: Fact["unit"], period: Period) =>
    times && unit === "days" && options.yearShare ? times * options.yearShare(period) : (times ?? 1);
  const compute: ComputeMeasure<Period> = (measureId, formula, label, period, unitLabel, sourceId) => {
    const id = `${symbol}/${measureId}/${period.label}`;
    const known = facts.get(id);
    if (known) {
      const value = typeof known.value === "number" ? known.value : null;
      return closingFacts.has(id) ? { value, factId: id, closing: true } : { value, factId: id };
    }
    // Set when a part was taken on its closing balance for want of an opening one.
    let closing = false;
    const partIn = (term: string, at: Period): Computed => {
      const definition = MEASURE_BY_ID.get(term);
      if (!definition) return { value: null, factId: null };
      if (definition.formula.kind === "market") return options.market?.(definition.formula.field) ?? noValue;
      if (definition.formula.kind === "profile") return options.profile?.(definition.formula.field, at) ?? noValue;
      return compute(term, definition.formula, definition.label, at, definition, sourceId);
    };
    const part = (term: SignedTerm): Computed =>
      term.afterRate ? afterRate(term, term.afterRate) : balanceOrWhole(term);
    /** The term × (1 − the rate): NOPAT's operating income after the effective tax rate. */
    const afterRate = (term: SignedTerm, rateId: string): Computed => {
      const base = balanceOrWhole(term);
      const rate = partIn(rateId, period);
      if (base.value === null || rate.value === null) return noValue;
      const share = MEASURE_BY_ID.get(rateId)?.unit === "percent" ? rate.value / 100 : rate.value;
      const from = [base.factId, rate.factId].filter((each): each is string => each !== null);
      return { value: base.value * (1 - share), factId: null, from };
    };
    const balanceOrWhole = (term: SignedTerm): Computed => {
      if (!term.average) {
        const whole = partIn(term.id, period);
        if (whole.closing) closing = true;
        return whole;
      }
      // The mean of the balance at this period's end and at the end of the one before.
      const before = options.before?.(period, term.id) ?? null;
      if (!before && options.closing?.when(period)) {
        const end = partIn(term.id, period);
        if (end.value !== null) closing = true;
        return end;
      }
      // The opening balance first, so the balance's facts run oldest first like every period's.
      const start = before ? partIn(term.id, before) : noValue;
      const end = partIn(term.id, period);
      if (!before || end.value === null || start.value === null) return noValue;
      const averageLabel = `average ${MEASURE_BY_ID.get(term.id)?.label ?? term.id}`;
      const value = (start.value + end.value) / 2;
      return {
        value,
        factId: addFact({
          id: `${symbol}/${term.id}Average/${before.label}-${period.label}`,
          symbol,
          measure: `${term.id}Average`,
          label: averageLabel,
          period: `${before.label}–${period.label}`,
          value,
          unit: MEASURE_BY_ID.get(term.id)?.unit ?? "usd",
          sourceId,
          derivedFrom: [start.factId, end.factId].filter((each): each is string => each !== null),
        }),
      };
    };
    const sumOf = (terms: ReadonlyArray<SignedTerm>) => {
      const parts = terms.map((term) => ({ ...part(term), sign: term.sign }));
      if (parts.some((each) => each.value === null)) return { value: null, from: [] as string[] };
      return {
        value: parts.reduce((total, each) => total + each.sign * (each.value as number), 0),
        from: parts.flatMap((each) => each.from ?? (each.factId ? [each.factId] : [])),
      };
    };
    let value: number | null = null;
    let from: string[] = [];
    switch (formula.kind) {
      case "line":
        return options.line(measureId, formula, label, period, unitLabel, sourceId);
      case "sum": {
        ({ value, from } = sumOf(formula.terms));
        break;
      }
      case "ratio":
      case "expression": {
        const top = formula.kind === "ratio" ? sumOf([{ sign: 1, id: formula.of }]) : sumOf(formula.numerator);
        const bottom =
          formula.kind === "ratio"
            ? sumOf([{ sign: 1, id: formula.to }])
            : formula.denominator
              ? sumOf(formula.denominator)
              : { value: 1, from: [] };
        from = [...top.from, ...bottom.from];
        value =
          top.value === null || bottom.value === null || bottom.value === 0
            ? null
            : (top.value / bottom.value) *
              (formula.percent ? 100 : 1) *
              (formula.kind === "expression" ? timesIn(formula.times, unitLabel.unit, period) : 1);
        break;
      }
      default:
        value = null;
    }
    if (value === null) return noValue;
    const named = unitLabel.label || label;
    addFact({
      id,
      symbol,
      measure: measureId,
      label: closing && options.closing ? options.closing.label(named) : named,
      period: period.label,
      value,
      unit: unitLabel.unit,
      sourceId,
      derivedFrom: from,
    });
    if (!closing) return { value, factId: id };
    closingFacts.add(id);
    return { value, factId: id, closing };
  };
  return compute;
}

/** A ratio asked "as a percentage" is computed in percent. */
export function inUnitAsked(measure: PlannedMeasure, plan: AnswerPlan): PlannedMeasure {
  if (!plan.rounding.percent || measure.unit !== "ratio") return measure;
  const { formula } = measure;
  if (formula.kind !== "ratio" && formula.kind !== "expression") return measure;
  return { ...measure, unit: "percent", formula: { ...formula, percent: true } };
}

/**
 * Whether a measure the plan asks is built on a term of this kind of data: market data ("(dividends
 * + buybacks) / market cap"), or the profile's head count ("revenue per employee").
 */
export function usesTermsOf(plan: AnswerPlan, kind: "market" | "profile"): boolean {
  return plan.measures.some((measure) => {
    const { formula } = measure;
    const terms =
      formula.kind === "expression"
        ? [...formula.numerator, ...(formula.denominator ?? [])]
        : formula.kind === "ratio"
          ? [{ id: formula.of }, { id: formula.to }]
          : formula.kind === "sum"
            ? formula.terms
            : [];
    return terms.some((term) => MEASURE_BY_ID.get(term.id)?.formula.kind === kind);
  });
}
