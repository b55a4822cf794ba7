// The extremes of a share's daily closes (issue 44): "Nike's lowest close in 2024", "the highest
// and lowest closing prices you hold for Walmart". A word of height beside a close asks the
// extreme over the span, not the last close; both words ask both.
import type { PlannedMeasure } from "../answerTypes";
import { fromDictionary } from "./formulas";
import { HIGH_EXTREME_WORDS, LOW_EXTREME_WORDS } from "./lexicon/measureWords";
import type { Reading } from "./reading";
import { has } from "./words";

const EXTREMES = new Set(["highestClose", "lowestClose"]);
const CLOSE_IDS = new Set(["close", ...EXTREMES]);
/** The 52-week high and low are their own measures: their words ask them, not a span's extremes. */
const YEAR_RANGE = new Set(["yearHigh", "yearLow"]);

/**
 * The measures with a close read as the extremes the question's words ask: the highest close
 * where a word of height is written, the lowest where a word of depth is, in place of the close.
 * A ranking of companies by their close keeps its "highest" for the ranking.
 */
export function withCloseExtremes(
  asked: ReadonlyArray<PlannedMeasure>,
  now: Reading,
  ranking: boolean,
): PlannedMeasure[] {
  // "The drawdown in Adobe's share price": the price names what falls, not a close asked beside it.
  const measures = asked.some((measure) => measure.id === "drawdown")
    ? asked.filter((measure) => measure.id !== "close")
    : [...asked];
  // "Which of them has the highest close?": the superlative ranks the companies by their close.
  if (ranking && measures.some((measure) => EXTREMES.has(measure.id))) {
    const others = measures.filter((measure) => !CLOSE_IDS.has(measure.id));
    return [...others, fromDictionary("close")];
  }
  const closes = measures.filter((measure) => CLOSE_IDS.has(measure.id));
  if (ranking || closes.length === 0 || measures.some((measure) => YEAR_RANGE.has(measure.id))) return measures;
  const ids = new Set(closes.map((measure) => measure.id));
  if (has(now.lowerSet, ...HIGH_EXTREME_WORDS)) ids.add("highestClose");
  if (has(now.lowerSet, ...LOW_EXTREME_WORDS)) ids.add("lowestClose");
  if (![...ids].some((id) => EXTREMES.has(id))) return measures;
  const others = measures.filter((measure) => !CLOSE_IDS.has(measure.id));
  const extremes = ["highestClose", "lowestClose"].filter((id) => ids.has(id)).map(fromDictionary);
  return [...others, ...extremes];
}
