// How the writers put a fact into words (issue 33): a figure in the rounding and unit asked, a period,
// a company's short and possessive name, and the draft sentence that names the facts it rests on.
import type { DraftSentence, Fact, FactsTable, PlannedRounding } from "./answerTypes";
import { yearPartWords } from "./periodLabels";

const SCALES = { trillion: 1e12, billion: 1e9, million: 1e6, thousand: 1e3 } as const;

/** One formatter per number of decimals: building one costs far more than using it. */
const FORMATTERS = new Map<number, Intl.NumberFormat>();

/** A number to fixed decimals with thousands separators: 198270 → "198,270.0". */
export function grouped(value: number, decimals: number): string {
  let format = FORMATTERS.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    FORMATTERS.set(decimals, format);
  }
  return format.format(value);
}

/** Whether a figure is exact to one decimal and not to none: 5,636.5 (a filing's "in millions" with tenths). */
const inTenths = (value: number) => {
  const tenths = value * 10;
  return Math.abs(tenths - Math.round(tenths)) < 1e-6 && Math.round(tenths) % 10 !== 0;
};

/**
 * A figure in the scale asked ("in millions": 198,270.0 million), else the scale its size reads in;
 * a scale asked without decimals is written to whole units when large ("nearest billion"), unless the
 * figure is printed in tenths of that scale (McDonald's $5,636.5 million), which are kept.
 */
function scaled(size: number, rounding: PlannedRounding, fallback: number): { text: string; scale: string | null } {
  if (rounding.scale) {
    const inScale = size / SCALES[rounding.scale];
    const decimals = rounding.decimals ?? (inScale >= 1000 && !inTenths(inScale) ? 0 : 1);
    return { text: grouped(inScale, decimals), scale: rounding.scale };
  }
  const scale = size >= 1e12 ? "trillion" : size >= 1e9 ? "billion" : size >= 1e6 ? "million" : null;
  if (!scale) return { text: grouped(size, rounding.decimals ?? fallback), scale: null };
  const inScale = size / SCALES[scale];
  return { text: grouped(inScale, rounding.decimals ?? (inScale >= 100 ? 1 : 2)), scale };
}

export function money(value: number, rounding: PlannedRounding): string {
  const sign = value < 0 ? "−" : "";
  const { text, scale } = scaled(Math.abs(value), rounding, 2);
  return `${sign}$${text}${scale ? ` ${scale}` : ""}`;
}

/** A gap or change of a percentage, unsigned, in basis points (a hundredth of a point each): "349 basis points". */
export const basisPointsOf = (points: number, decimals: number | null = null) =>
  `${grouped(Math.abs(points) * 100, decimals ?? 0)} basis points`;

/**
 * Whether a fact's measure is the measure `id` or a figure derived from it ("revenueGrowth",
 * "netIncomeAverage"); another measure of the dictionary that starts with the same letters
 * ("ebitdaMargin" beside "ebitda") is not.
 */
function isOfMeasure(factMeasure: string, id: string): boolean {
  return factMeasure === id || (factMeasure.startsWith(id) && DERIVED_SUFFIXES.has(factMeasure.slice(id.length)));
}

/** The endings the facts engine gives a figure derived from a measure ("revenueGrowth", "netIncomeAverage"). */
const DERIVED_SUFFIXES: ReadonlySet<string> = new Set(["Growth", "Cagr", "Change", "Average", "Total", "YearEnd"]);

/** The rounding a fact of `measure` is written in: its own decimals when asked apart, none when asked of another. */
function roundingOf(measure: string, asked: PlannedRounding): PlannedRounding {
  const entries = Object.entries(asked.byMeasure ?? {});
  // "EPS to two decimals, and its CAGR to one": the figure derived has decimals of its own.
  const own = entries.find(([id]) => id === measure) ?? entries.find(([id]) => isOfMeasure(measure, id));
  if (own) return { ...asked, decimals: own[1] };
  return asked.only && !isOfMeasure(measure, asked.only) ? { ...asked, decimals: null } : asked;
}

/** A fact's value in words, honouring the rounding asked. */
export function factValue(fact: Fact, asked: PlannedRounding): string {
  if (typeof fact.value === "string") return fact.value;
  // Decimals asked for one measure leave the others as they are written by default.
  const rounding = roundingOf(fact.measure, asked);
  const value = fact.value;
  const decimals = rounding.decimals;
  switch (fact.unit) {
    case "usd":
      return money(value, rounding);
    case "percent":
      return `${value.toFixed(decimals ?? 1)}%`;
    case "points":
      return rounding.basisPoints
        ? `${value >= 0 ? "+" : "−"}${basisPointsOf(value, decimals)}`
        : `${value >= 0 ? "+" : "−"}${Math.abs(value).toFixed(decimals ?? 1)} percentage points`;
    case "ratio":
      return `${value.toFixed(decimals ?? 2)}x`;
    case "days":
      return `${value.toFixed(decimals ?? 1)} days`;
    case "perShare":
      return `$${grouped(value, decimals ?? 2)}`;
    case "count": {
      if (!rounding.scale) return grouped(Math.round(value), 0);
      const { text, scale } = scaled(value, rounding, 0);
      return `${text} ${scale}`;
    }
    case "shares": {
      // Share counts read in millions or billions, or in the scale asked ("in millions").
      const scale = rounding.scale ?? (value >= 1e9 ? "billion" : "million");
      const inScale = value / SCALES[scale];
      return `${grouped(inScale, decimals ?? (rounding.scale ? (inScale >= 1000 ? 0 : 1) : 2))} ${scale} shares`;
    }
    default:
      return String(value);
  }
}

/** "FY2024" → "fiscal 2024"; "FY2021–FY2023" → "fiscal 2021 to fiscal 2023"; a price span as dates. */
export function periodWords(period: string): string {
  if (period === "TTM") return "the trailing twelve months";
  const span = period.split(/–|\.\./);
  // A part of a year ("H1 FY2024", "9M to Sep 2024") is named as asked.
  const one = (part: string) =>
    yearPartWords(part) ??
    (/^FY\d{4}$/.test(part)
      ? `fiscal ${part.slice(2)}`
      : /^CY\d{4}$/.test(part)
        ? `calendar ${part.slice(2)}`
        : /^Q\d FY\d{4}$/.test(part)
          ? part.replace(" FY", " of fiscal ")
          : part);
  return span.length === 2 ? `${one(span[0] as string)} to ${one(span[1] as string)}` : one(period);
}

export const sentence = (
  text: string,
  factIds: ReadonlyArray<string> = [],
  block: DraftSentence["block"] = "paragraph",
): DraftSentence => ({
  text,
  factIds,
  quoteIds: [],
  block,
});

/** A difference written with its sign: "+$2.80 billion", "-$2.80 billion". */
export const signed = (written: string, value: Fact["value"]) =>
  typeof value === "number" && value > 0 && !written.startsWith("+") ? `+${written}` : written;

/** "Apple's", "Walgreens'", and a name that is already possessive as it is ("McDonald's"). */
export const possessive = (name: string) =>
  /['’]s$/.test(name) ? name : name.endsWith("s") ? `${name}'` : `${name}'s`;

/** The facts the answer leads with: for each company, the asked measure's headline fact. */
export function headline(table: FactsTable, symbol: string, measureId: string): Fact | undefined {
  const ofMeasure = table.facts.filter((fact) => fact.symbol === symbol);
  const kind = table.plan.operation.kind;
  const derived =
    kind === "growth" || kind === "cagr"
      ? ofMeasure.find((fact) => fact.measure === `${measureId}Growth` || fact.measure === `${measureId}Cagr`)
      : kind === "total"
        ? ofMeasure.find((fact) => fact.measure === `${measureId}Total`)
        : kind === "average"
          ? ofMeasure.find((fact) => fact.measure === `${measureId}Average`)
          : undefined;
  if (derived) return derived;
  return ofMeasure.filter((fact) => fact.measure === measureId).at(-1);
}

export function nameOf(table: FactsTable, symbol: string): string {
  return shortName(table.names[symbol] ?? symbol);
}

/** A company's name as an answer writes it, without its legal suffix. */
export function shortName(name: string): string {
  // A legal suffix goes whole, with the "and" or "&" that joins it: "Eli Lilly and Company" is
  // "Eli Lilly" (never "Eli Lilly and"), "JPMorgan Chase & Co." is "JPMorgan Chase".
  return name
    .replace(
      /,?\s+(?:(?:and|&)\s+(?:Company|Co\.?)|Inc\.?|Incorporated|Corporation|Company|Co\.|plc|S\.A\.|N\.V\.|SE|AG|Ltd\.?|Limited)$/i,
      "",
    )
    .replace(/^The /, "");
}
