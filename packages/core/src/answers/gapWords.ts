// What a gap says, by what follows it (issue 43): "here are the figures the data holds" only when
// figures do follow; with none, the gap says the data holds none, never a lead-in to nothing.
import type { AnswerPlan, Gap } from "./answerTypes";
import { DATA_HELD, LACKING_CONCEPTS } from "./plan/lexicon/lackingConcepts";
import { textWords, wordMatches } from "./sentences";

export const FORECAST_REFUSAL = "Moatwise does not forecast";

/** The forecast refusal, leading in to the figures when there are some. */
export function forecastGapText(figuresFollow: boolean): string {
  return figuresFollow
    ? `${FORECAST_REFUSAL}; here are the figures the data holds.`
    : `${FORECAST_REFUSAL}, and the data holds no figures on what was asked.`;
}

/** A gap as said before the answer: a forecast refusal by whether figures follow, any other as written. */
export function gapSaid(gap: Gap, figuresFollow: boolean): string {
  return gap.kind === "forecast" ? forecastGapText(figuresFollow) : gap.text;
}

/** Quoted and joined: “tangible”, “organic” and “core”. */
const quotedList = (words: ReadonlyArray<string>) => {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
};

/**
 * Said before the figures when words of the question were not read (issue 44): the figures that
 * follow answer the question without them, and the reader is told so instead of trusting them.
 */
export function unreadWordsText(words: ReadonlyArray<string>): string {
  const them = words.length === 1 ? "it" : "them";
  return `I could not read ${quotedList(words)} in your question, so the figures below do not take ${them} into account.`;
}

/**
 * What a kind of data the app lacks is told as (issue 44): what the data does not include, named
 * as the question asked it, and what it has instead, by the lacking concept's row when one names it.
 */
export function absentGapText(named: string, lacks: string | undefined): string {
  const instead = LACKING_CONCEPTS.find((concept) => concept.lacks === lacks)?.instead ?? DATA_HELD;
  return `The data here does not include ${named}: it has ${instead}.`;
}

/** Whether the plan's refusals already say the data lacks past head counts, so the engine says it once. */
export const refusesHeadCountHistory = (plan: AnswerPlan) =>
  plan.refusals.some((refusal) =>
    LACKING_CONCEPTS.some((concept) => concept.id === "headCountHistory" && concept.lacks === refusal.lacks),
  );

/**
 * Said before quoted passages when none of them holds any word of the question no reader read
 * ("What WACC would you use for Home Depot?"): the passages are about the company, not about what
 * was asked, so the answer first says the data does not hold it. Null when a passage speaks of it.
 */
export function unquotedWordsGap(unread: ReadonlyArray<string> | undefined, quoted: string): string | null {
  if (!unread || unread.length === 0) return null;
  const said = new Set(textWords(quoted));
  const spoken = unread.some((word) =>
    textWords(word).every((part) => [...said].some((each) => wordMatches(each, part))),
  );
  return spoken ? null : absentGapText(unread.join(" "), undefined);
}
