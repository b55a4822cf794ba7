// Words of one named figure taken from another (issue 44): "subtract capex from operating cash
// flow", "deduct interest from operating income", "the difference between revenue and cost of
// revenue", and a running total said step by step ("take operating cash flow, subtract capex, then
// subtract stock-based comp"). Operators between figures named in the question, not between companies.

/** Verbs taking the first figure named from the one after "from". */
export const SUBTRACT_VERBS = new Set([
  "subtract",
  "subtracting",
  "subtracted",
  "deduct",
  "deducting",
  "deducted",
  "remove",
  "removing",
]);

/** Verbs adding the figure after them to a running total ("take operating cash flow, add back SBC"). */
export const ADD_VERBS = new Set(["add", "adding", "added", "plus"]);

/** The word before the figure taken from ("subtract capex from operating cash flow"). */
export const SUBTRACT_FROM = "from";

/** Words asking the gap between two things named after "between". */
export const DIFFERENCE_WORDS = new Set(["difference", "gap", "spread"]);

/**
 * Phrases asking how far one company's figure is from another's, in its own unit: "by how much",
 * "how far ahead of Meta was Alphabet", "how much smaller".
 */
export const COMPANY_GAP_PHRASES: ReadonlyArray<string> = [
  "how much more",
  "how much less",
  "how much higher",
  "how much lower",
  "how much bigger",
  "how much smaller",
  "how much larger",
  // Of growth: "how much faster did Microsoft grow than Alphabet".
  "how much faster",
  "how much slower",
  "how much quicker",
  "by how much",
  "how far ahead",
  "how far behind",
  "how far above",
  "how far below",
  "how big a lead",
  "how big is the lead",
  "how wide is the gap",
  // A gap asked in its unit: "by how many percentage points", "how many basis points ahead".
  "by how many",
  "how many percentage points",
  "how many points",
  "how many basis points",
  "how many bps",
  "by what margin",
];
