// Writes a ranking of a figure's parts from a filing's breakdown tables (issue 45 item 4): the part
// that led first, with its figure, period and page, then every part in order ("Services led with
// $85.2 billion of net sales in fiscal 2023 (page 41)"). The figure is named as the filing prints it,
// every figure of the answer is rounded alike, parts within that rounding of the leader are said to
// be tied (or nearly), and a kind of part other than the one asked is said in the first sentence.
import type { DraftSentence, Fact, FactsTable, PlannedRounding } from "./answerTypes";
import { type BreakdownKind, breakdownOf } from "./filingBreakdowns";
import { MEASURE_BY_ID } from "./measures";
import { factValue, periodWords } from "./templateWriter";

const KIND_WORDS: Readonly<Record<BreakdownKind, string>> = {
  segment: "segment",
  geography: "region",
  product: "product category",
};

const SCALES = [
  ["trillion", 1e12],
  ["billion", 1e9],
  ["million", 1e6],
  ["thousand", 1e3],
] as const;
/** Decimals a figure is written to at most, so the smallest part still shows two digits. */
const MAX_DECIMALS = 3;

const sentence = (text: string, factIds: ReadonlyArray<string>, block: DraftSentence["block"]): DraftSentence => ({
  text,
  factIds,
  quoteIds: [],
  block,
});

/** "fiscal 2022", or "fiscal 2021 to fiscal 2022" for a growth's span. */
const spanWords = (period: string) =>
  period
    .split("..")
    .map((each) => periodWords(each))
    .join(" to ");

const baseMeasure = (measure: string) => measure.replace(/Growth$/, "");

/** "A", "A and B", "A, B and C". */
const listWords = (names: ReadonlyArray<string>) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;

/**
 * One rounding for every figure of a ranking: the scale the largest reads in (or the one asked), and
 * the decimals the largest needs, more when the smallest part would show fewer than two digits.
 * `step` is one unit of the last digit written, in the figures' own unit.
 */
export function rankingRounding(
  values: ReadonlyArray<number>,
  unit: Fact["unit"],
  asked: PlannedRounding,
): { rounding: PlannedRounding; step: number } {
  const sizes = values.map(Math.abs);
  if (unit !== "usd") {
    const decimals = asked.decimals ?? 1;
    return { rounding: { decimals, scale: null }, step: 10 ** -decimals };
  }
  const largest = Math.max(0, ...sizes);
  const scale = asked.scale ?? SCALES.find(([, size]) => largest >= size)?.[0] ?? null;
  const size = SCALES.find(([name]) => name === scale)?.[1] ?? 1;
  const inScale = largest / size;
  let decimals = asked.decimals;
  if (decimals === null) {
    const whole = sizes.every((value) => Number.isInteger(Number((value / size).toFixed(6))));
    decimals = asked.scale ? (inScale >= 1000 && whole ? 0 : 1) : scale ? (inScale >= 100 ? 1 : 2) : 0;
    const smallest = Math.min(...sizes.filter((value) => value > 0).map((value) => value / size));
    while (scale && decimals < MAX_DECIMALS && Number.isFinite(smallest) && smallest * 10 ** decimals < 10) decimals++;
  }
  return { rounding: { decimals, scale }, step: size * 10 ** -decimals };
}

/** The ranking's sentences, or none when the table holds no ranked parts. `where` gives a fact's page, written. */
export function breakdownSentences(table: FactsTable, where: (fact: Fact) => string): DraftSentence[] {
  const asked = table.plan.breakdown;
  if (!asked) return [];
  const growth = table.facts.some((fact) => fact.measure.endsWith("Growth"));
  const ranked = table.facts.filter((fact) => {
    const breakdown = breakdownOf(baseMeasure(fact.measure));
    return breakdown !== null && !breakdown.total && fact.measure.endsWith("Growth") === growth;
  });
  const [first] = ranked;
  const breakdown = first ? breakdownOf(baseMeasure(first.measure)) : null;
  if (!first || !breakdown) return [];
  // The figure as the filing prints it ("net sales"), else the dictionary's name for it.
  const figure =
    breakdown.line ??
    MEASURE_BY_ID.get(breakdown.measure)?.label.toLowerCase() ??
    breakdown.measure.replace(/^line:/, "");
  const kind = asked.by && breakdown.kinds.includes(asked.by) ? asked.by : breakdown.kinds[0];
  // "Which segment": a ranking of the figure's parts by region says so before it answers.
  const instead = asked.by !== null && kind !== undefined && kind !== asked.by;
  const by = kind && !instead ? ` by ${KIND_WORDS[kind]}` : "";
  // Said as what was read, not as what the filing holds: a segment table may be read as places.
  const opening =
    instead && kind && asked.by
      ? `By ${KIND_WORDS[kind]}, not by ${KIND_WORDS[asked.by]} (no table of ${figure} by ${KIND_WORDS[asked.by]} was read), `
      : "";
  const { rounding, step } = rankingRounding(
    ranked.map((fact) => fact.value as number),
    first.unit,
    table.plan.rounding,
  );
  const written = (fact: Fact) => factValue(fact, rounding);
  const page = (fact: Fact) => {
    const place = where(fact);
    return place ? ` (${place})` : "";
  };
  const lowest = table.plan.operation.lowestFirst === true;
  const amountOf = (fact: Fact) => fact.value as number;
  // Parts within the rounding of the leader share the lead: none of them is named alone.
  const level = ranked.filter((fact) => Math.abs(amountOf(fact) - amountOf(first)) < step * (1 - 1e-9));
  const exact = level.every((fact) => Math.abs(amountOf(fact) - amountOf(first)) <= 1e-9 * Math.abs(amountOf(first)));
  const names = listWords(level.map((fact) => fact.label));
  const period = growth ? `from ${spanWords(first.period)}` : `in ${periodWords(first.period)}`;
  const standing = growth ? (lowest ? "slowest growth" : "fastest growth") : lowest ? "lowest" : "the lead";
  let lead: string;
  if (level.length < 2) {
    lead = growth
      ? `${first.label} ${lowest ? "grew least" : "grew fastest"}${by}: its ${figure} changed by ${written(first)} ${period}${page(first)}.`
      : `${first.label} ${lowest ? "was lowest" : "led"}${by} with ${written(first)} of ${figure} ${period}${page(first)}.`;
  } else if (exact) {
    lead = growth
      ? `${names} tied for ${standing}${by}: the ${figure} of each changed by ${written(first)} ${period}${page(first)}.`
      : `${names} tied for ${standing}${by}, each with ${written(first)} of ${figure} ${period}${page(first)}.`;
  } else {
    const each = growth
      ? `${figure} changed by ${listWords(level.map((fact) => `${written(fact)} for ${fact.label}`))}`
      : `${listWords(level.map((fact) => `${fact.label} ${written(fact)}`))} of ${figure}`;
    const margin = growth
      ? `${step.toFixed(rounding.decimals ?? 1)} percentage points`
      : factValue({ ...first, value: step }, rounding);
    const ahead = growth ? (lowest ? "grew slower" : "grew faster") : lowest ? "was lower" : "was ahead";
    lead =
      `${names} were in a near-tie for ${standing}${by}, within rounding of each other: ` +
      `${each} ${period}${page(first)}; ` +
      `${first.label} ${ahead} by less than ${margin}.`;
  }
  const items = ranked.map((fact) =>
    sentence(`${fact.label}: ${written(fact)}`, [fact.id, ...fact.derivedFrom], "item"),
  );
  const leadIds = level.flatMap((fact) => [fact.id, ...fact.derivedFrom]);
  return [
    sentence(`${opening}${lead}`, leadIds, "paragraph"),
    sentence(`${capital(figure)}${kind ? ` by ${KIND_WORDS[kind]}` : ""}, in order:`, [], "paragraph"),
    ...items,
  ];
}

const capital = (text: string) => (text ? `${text[0]?.toUpperCase()}${text.slice(1)}` : text);

/**
 * What is said first when a question ranks a figure's parts and the filing's tables hold none of
 * them: "No table of revenue by region was read in this filing; the figure below is the
 * filing's total, not a ranking of its parts."
 */
export function noBreakdownRead(by: BreakdownKind | null, measureId: string): string {
  const figure = MEASURE_BY_ID.get(measureId)?.label ?? "the figure";
  const kind = by ? KIND_WORDS[by] : "segment, region or product";
  return `No table of ${figure} by ${kind} was read in this filing; the figures below are the filing's totals, not a ranking of its parts.`;
}
