// The rules a yes/no verdict is decided by (issue 44, item 3; issue 45, item 3), pure: a figure
// against a threshold, and a judgement's figures against theirs. A judgement is decided only when
// every figure it rests on is there: a verdict from half its inputs is no verdict.
import type { Judgement, Threshold } from "./answerTypes";

/** Whether a value meets a threshold, in the threshold's unit. */
export const meetsThreshold = (value: number, { comparator, value: limit }: Threshold): boolean =>
  comparator === "above"
    ? value > limit
    : comparator === "below"
      ? value < limit
      : comparator === "atLeast"
        ? value >= limit
        : value <= limit;

export type JudgementOutcome =
  /** The measures of the tests whose figure is missing: nothing is decided. */
  | { readonly kind: "missing"; readonly missing: ReadonlyArray<string> }
  /** Whether the judgement holds, and whether each test (in order) met its threshold. */
  | { readonly kind: "verdict"; readonly holds: boolean; readonly met: ReadonlyArray<boolean> };

/**
 * A judgement decided from its tests' figures (`values[i]` is test i's figure in its threshold's
 * unit, or null when the filing or the data lacks it). Any figure missing: no verdict, the missing
 * measures named. Else it holds when any test meets its threshold ("any") or every test does.
 */
export function judgementOutcome(judgement: Judgement, values: ReadonlyArray<number | null>): JudgementOutcome {
  const missing = judgement.tests.flatMap((test, at) => {
    const value = values[at];
    return value === null || value === undefined || !Number.isFinite(value) ? [test.measureId] : [];
  });
  if (missing.length > 0 || judgement.tests.length === 0) return { kind: "missing", missing };
  const met = judgement.tests.map((test, at) => meetsThreshold(values[at] as number, test.threshold));
  const holds = judgement.holdsWhen === "any" ? met.some(Boolean) : met.every(Boolean);
  return { kind: "verdict", holds, met };
}
