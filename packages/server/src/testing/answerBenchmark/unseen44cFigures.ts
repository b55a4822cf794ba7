// Figures issue 44's fifth unseen set asks that the other figure files do not hold: a measure the
// question defines as some lines added and others taken away (owner earnings as net income plus
// D&A minus capex), the share of earnings kept (one minus the payout), and a verdict that a
// measure fell between two years. All computed from the sample data when the benchmark runs,
// never typed.
import { mainValue } from "./freshFigures";
import { derived } from "./heldOutFigures";
import { annual, type Figure, type MeasureKey, type Scale } from "./sampleFigures";

interface Asked {
  readonly decimals?: number;
  readonly scale?: Scale;
}

/** A dollar measure the question defines: the `plus` lines added, the `minus` lines taken away, in one year. */
export function definedSum(
  symbol: string,
  plus: ReadonlyArray<MeasureKey>,
  minus: ReadonlyArray<MeasureKey>,
  year: string,
  asked?: Asked,
): Figure {
  const label = `${symbol} ${plus.join(" + ")}${minus.map((measure) => ` − ${measure}`).join("")} FY${year}`;
  return derived(
    label,
    "usd",
    [...plus, ...minus].map((measure) => annual(symbol, measure, year)),
    (...values) => values.reduce((sum, value, index) => (index < plus.length ? sum + value : sum - value), 0),
    asked,
  );
}

/** The share of a year's net income not paid out as dividends, in percent (100 − the payout ratio). */
export const retentionRatio = (symbol: string, year: string, asked?: Asked): Figure =>
  derived(
    `${symbol} retention ratio (1 − dividends / net income) FY${year}`,
    "percent",
    [annual(symbol, "dividends", year), annual(symbol, "netIncome", year)],
    (dividends, netIncome) => (1 - dividends / netIncome) * 100,
    asked,
  );

/** Whether a measure was lower in one fiscal year than in an earlier one. */
export const fellBetween = (symbol: string, measure: MeasureKey, from: string, to: string): boolean =>
  mainValue(annual(symbol, measure, to)) < mainValue(annual(symbol, measure, from));
