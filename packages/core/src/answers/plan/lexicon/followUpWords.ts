// Words of a follow-up that steps from the year the conversation talked about.
import { wordSet } from "../words";

/** Phrases of a follow-up asking the year before the one talked about ("and the year before?"). */
export const YEAR_BEFORE_PHRASES: ReadonlyArray<string> = [
  "the year before",
  "year before that",
  "prior year",
  "previous year",
  "preceding year",
  "year prior",
  "the year earlier",
];

/** Phrases of a follow-up asking the year after the one talked about ("and the year after?"). */
export const YEAR_AFTER_PHRASES: ReadonlyArray<string> = [
  "the year after",
  "year after that",
  "following year",
  "the next year",
  "the year later",
  "a year later",
];

/** The kinds of year a step names without changing it ("the previous fiscal year"). */
export const YEAR_KIND_WORDS = wordSet("fiscal calendar financial reporting");
/** A year written short, standing for "year" in a step ("the prior fy", "previous yr"). */
export const YEAR_NOUN_SHORT = wordSet("fy yr");

/** After "two years", "3 years": the words that step back from the year talked about, or forward. */
export const STEP_BACK_WORDS = wordSet("earlier before prior back previously");
export const STEP_FORWARD_WORDS = wordSet("later after");

/** Words that stand for the figure the conversation last gave ("what share of revenue was that?"). */
export const FIGURE_REFERENCES = wordSet("that this it those these");

/** Phrases that set one figure against another ("relative to", "in relation to"). */
export const RELATIVE_PHRASES = [
  "relative to",
  "in relation to",
  "as a fraction of",
  "measured against",
  "compared to",
  "compared with",
  // "What's that as a % of sales": the unit's phrase sets the earlier figure over the one named.
  "as a % of",
  "as % of",
  "as a percent of",
  "as a percentage of",
  "as a share of",
  "as a proportion of",
];

/** Words pointing back at two figures already talked about: "the avg of those two", "of both". */
export const BOTH_TALKED_ABOUT: ReadonlyArray<string> = [
  "those two",
  "these two",
  "the two",
  "both",
  "those years",
  "them",
  "the pair",
];

/** Words asking one figure over another ("the ratio of the two", "divide the first by the second"). */
export const QUOTIENT_WORDS = wordSet("ratio conversion divided divide dividing quotient proportion");
export const QUOTIENT_PHRASES: ReadonlyArray<string> = [
  "as a share",
  "as a percentage",
  "as a percent",
  "as a margin",
  "as a rate",
  "how many times",
];

/** Phrases pointing at the two figures the conversation named: "the ratio of the first to the second", "of the two". */
export const BOTH_NAMED_PHRASES: ReadonlyArray<string> = [
  "the first",
  "the two",
  "those two",
  "these two",
  "the pair",
  "both figures",
  "the two figures",
];

/** Phrases that set the second figure named over the first: "the second to the first". */
export const SECOND_OVER_FIRST_PHRASES: ReadonlyArray<string> = [
  "second to the first",
  "second over the first",
  "second by the first",
  "second divided by the first",
];
