// Figures issue 44's seventh unseen set asks that the other figure files do not hold: revenue per
// employee, net leverage on cash alone, the highest close of a span of dates, a figure right under
// either of two conventions, and whether a measure stayed under a ceiling. All computed from the
// sample data when the benchmark runs, never typed.
import { samplePriceBars } from "../../areas/market/sample/samplePrices";
import { mainValue } from "./freshFigures";
import { derived } from "./heldOutFigures";
import { annual, type Figure, type MeasureKey, profileOf, type Scale } from "./sampleFigures";

interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

/** A fiscal year's revenue over the head count the profile gives (from the latest annual report), in dollars. */
export const revenuePerEmployee = (symbol: string, year: string): Figure =>
  derived(
    `${symbol} revenue per employee FY${year}`,
    "usd",
    [annual(symbol, "revenue", year)],
    (revenue) => revenue / profileOf(symbol).fullTimeEmployees,
  );

/** Total debt less cash and equivalents alone (short-term investments left in), over EBITDA, as a multiple. */
export const netDebtOnCashToEbitda = (symbol: string, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} (total debt − cash) / EBITDA FY${year}`,
    "ratio",
    [annual(symbol, "totalDebt", year), annual(symbol, "cash", year), annual(symbol, "ebitda", year)],
    (debt, cash, ebitda) => (debt - cash) / ebitda,
    asked,
  );

/** The highest daily close between two dates, both included. */
export function highestClose(symbol: string, from: string, to: string): Figure {
  const closes = (samplePriceBars(symbol) ?? [])
    .filter((bar) => bar.date >= from && bar.date <= to)
    .map((bar) => bar.close);
  if (closes.length === 0) throw new Error(`no prices for ${symbol} from ${from} to ${to}`);
  return {
    kind: "number",
    label: `${symbol} highest close ${from}–${to}`,
    value: Math.max(...closes),
    unit: "perShare",
  };
}

/** A figure a question leaves open between conventions (year-end or average balance): either is right. */
export const eitherOf = (label: string, ...options: ReadonlyArray<Figure>): Figure => ({
  kind: "anyOf",
  label,
  options,
});

/** Whether a measure was below a ceiling in a fiscal year. */
export const below = (symbol: string, measure: MeasureKey, year: string, ceiling: number): boolean =>
  mainValue(annual(symbol, measure, year)) < ceiling;
