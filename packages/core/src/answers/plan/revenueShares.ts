// A flow as a share of revenue, asked by a word after its name (issue 44): "capex intensity",
// "operating cash flow margin", "stock comp intensity". Any flow in money the dictionary holds, not
// only those with a margin of their own; a measure the dictionary names ("gross margin") is read
// whole by its phrase before this reader sees it.
import type { PlannedMeasure } from "../answerTypes";
import { MEASURE_BY_ID } from "../measures";
import { fromDictionary } from "./formulas";
import { REVENUE_SHARE_REACH, REVENUE_SHARE_WORDS } from "./lexicon/revenueShareWords";
import { derivedQuotient, quotientOperand } from "./quotients";
import type { Reading } from "./reading";

/** The measures with each flow named just before a share word put as a share of revenue. */
export function withRevenueShares(measures: PlannedMeasure[], now: Reading): PlannedMeasure[] {
  const shareAt = now.lowers.flatMap((word, index) => (REVENUE_SHARE_WORDS.has(word) ? [index] : []));
  if (shareAt.length === 0) return measures;
  const at = (measure: PlannedMeasure) => now.positions.get(measure.id) ?? -1;
  return measures.map((measure) => {
    const flow = quotientOperand(measure) && MEASURE_BY_ID.get(measure.id)?.flow === true && measure.id !== "revenue";
    // The share word follows this flow's name, with no other measure between them.
    const follows = shareAt.some(
      (index) =>
        at(measure) !== -1 &&
        index > at(measure) &&
        index - at(measure) <= REVENUE_SHARE_REACH &&
        !measures.some((other) => other !== measure && at(other) > at(measure) && at(other) < index),
    );
    return flow && follows ? derivedQuotient(measure, fromDictionary("revenue"), "percent") : measure;
  });
}
