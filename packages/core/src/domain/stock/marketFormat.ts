// How market figures read on screen: money in compact units ($391.0B), prices to the cent,
// percentages with a sign for changes, multiples with an ×; a missing figure is an em dash.

export const MISSING = "—";

type Figure = number | null | undefined;

const known = (value: Figure): value is number => value !== null && value !== undefined && Number.isFinite(value);

const UNITS: ReadonlyArray<[number, string]> = [
  [1e12, "T"],
  [1e9, "B"],
  [1e6, "M"],
  [1e3, "K"],
];

/** $391.0B, −$2.7B, $950.0M; values below a thousand in full dollars. */
export function formatMoney(value: Figure): string {
  if (!known(value)) return MISSING;
  const sign = value < 0 ? "−" : "";
  const size = Math.abs(value);
  const unit = UNITS.find(([threshold]) => size >= threshold);
  if (!unit) return `${sign}$${size.toFixed(2)}`;
  return `${sign}$${(size / unit[0]).toFixed(1)}${unit[1]}`;
}

/** A count in compact units: 1.6M, 166.0K. */
export function formatCount(value: Figure): string {
  if (!known(value)) return MISSING;
  const unit = UNITS.find(([threshold]) => Math.abs(value) >= threshold);
  return unit ? `${(value / unit[0]).toFixed(1)}${unit[1]}` : `${Math.round(value)}`;
}

/** A count of shares in compact units: 15.2B shares. */
export function formatShares(value: Figure): string {
  return known(value) ? `${formatCount(value)} shares` : MISSING;
}

/** A whole number in full, with thousands separators: 164,000. */
export function formatWhole(value: Figure): string {
  return known(value) ? Math.round(value).toLocaleString("en-US") : MISSING;
}

/** A plain number to `digits` decimals, as a beta reads: 1.24, −0.30. */
export function formatDecimal(value: Figure, digits = 2): string {
  if (!known(value)) return MISSING;
  return `${value < 0 ? "−" : ""}${Math.abs(value).toFixed(digits)}`;
}

const DOLLARS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Dollars to the cent, with thousands separators, as a price or a portfolio's value reads: $222.13, $12,345.68. */
export function formatPrice(value: Figure): string {
  if (!known(value)) return MISSING;
  return `${value < 0 ? "−" : ""}$${DOLLARS.format(Math.abs(value))}`;
}

/** A ratio as a percentage: 0.305 → 30.5%. */
export function formatPercent(value: Figure, digits = 1): string {
  if (!known(value)) return MISSING;
  return `${value < 0 ? "−" : ""}${Math.abs(value * 100).toFixed(digits)}%`;
}

/** A change with its sign: +1.25%, −0.40%; `value` is already in percent. */
export function formatSignedPercent(percent: Figure): string {
  if (!known(percent)) return MISSING;
  return `${percent > 0 ? "+" : percent < 0 ? "−" : ""}${Math.abs(percent).toFixed(2)}%`;
}

/** A ratio as a signed change: 0.125 → +12.50% (an upside, a return). */
export function formatSignedRatio(ratio: Figure): string {
  return known(ratio) ? formatSignedPercent(ratio * 100) : MISSING;
}

/** A day's or a year's price range as the quote gives it ("169.21-260.10"): $169.21 – $260.10. */
export function formatPriceRange(range: string | null | undefined): string {
  const [low, high] = (range ?? "").split("-").map((part) => (part.trim() === "" ? Number.NaN : Number(part)));
  return known(low) && known(high) && low > 0 && high > 0 ? `${formatPrice(low)} – ${formatPrice(high)}` : MISSING;
}

/** How percentage points are written: short on a page ("pts"), in words in a sentence. */
export type PointsWord = "pts" | "percentage points";

/**
 * A change in a ratio kept as a fraction, in percentage points, signed unless told:
 * 0.352 → +35.2 pts. The one place such a change is scaled by 100: every page and sentence that
 * prints one comes here, so a fraction is never printed as if it were already in points.
 */
export function formatPoints(change: Figure, signed = true, word: PointsWord = "pts", digits = 1): string {
  if (!known(change)) return MISSING;
  const points = Math.abs(change * 100).toFixed(digits);
  const zero = Number(points) === 0;
  const sign = !signed || zero ? (change < 0 && !zero ? "−" : "") : change > 0 ? "+" : "−";
  return `${sign}${points} ${word}`;
}

/** A change in dollars with its sign: +$1.20, −$0.45, +$1,234.50. */
export function formatSignedPrice(value: Figure): string {
  if (!known(value)) return MISSING;
  return `${value > 0 ? "+" : ""}${formatPrice(value)}`;
}

/** A multiple: 35.3×. Negative multiples (a loss) read as not meaningful. */
export function formatMultiple(value: Figure): string {
  if (!known(value)) return MISSING;
  return value < 0 ? "n/m" : `${value.toFixed(1)}×`;
}

/** Whether a change reads as up, down or flat, for colour. */
export function direction(value: Figure): "up" | "down" | "flat" {
  if (!known(value) || value === 0) return "flat";
  return value > 0 ? "up" : "down";
}
