// Words of one named figure taken from another (issue 44): "subtract capex from operating cash
// flow", "deduct interest from operating income", "the difference between revenue and cost of
// revenue". Operators between two figures named in the question, not between companies.

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

/** The word before the figure taken from ("subtract capex from operating cash flow"). */
export const SUBTRACT_FROM = "from";

/** Words asking the gap between two things named after "between". */
export const DIFFERENCE_WORDS = new Set(["difference", "gap", "spread"]);
