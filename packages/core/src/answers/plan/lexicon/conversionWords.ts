// Words of a conversion (issue 44): one figure turned into another ("turned its net income into
// free cash flow", "converts earnings to cash flow", "kept more of its revenue as net profit"). The figure after the link word is the part,
// the one before it the whole: the answer is the part as a share of the whole.

/** Verbs of turning one figure into another. */
export const CONVERSION_VERBS = new Set([
  "turn",
  "turns",
  "turned",
  "turning",
  "convert",
  "converts",
  "converted",
  "converting",
  "conversion",
  "translate",
  "translates",
  "translated",
  "translating",
  // "Which kept more of its revenue as net profit": what stayed of the first figure as the second.
  "keep",
  "keeps",
  "kept",
  "keeping",
  "retain",
  "retains",
  "retained",
  "retaining",
]);

/** Words that link the figure converted to what it became ("into", "to", "kept … as"). */
export const CONVERSION_LINKS = new Set(["into", "to", "as"]);

/** Words that name an operation, not a figure: a definition named by one ("the ratio of A to B") is named by its terms. */
export const OPERATOR_NAMES = new Set(["ratio", "proportion", "quotient", "multiple"]);
