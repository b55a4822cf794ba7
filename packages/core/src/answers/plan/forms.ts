// The answer forms a question asks for beyond a value (issue 44, item 3): a yes/no question about
// a change ("has Apple reduced its share count since 2021?", "did revenue more than double?") or
// about two companies ("is Costco growing faster than Walmart?"). The words are data; the verdict
// is decided from the facts by the writer, never by the reader.
import type { PlannedPeriod, YesNoClaim } from "../answerTypes";
import type { Word } from "../questionWords";
import { yearWritten } from "./dates";
import {
  DOWN_WORDS,
  EVERY_COVERED_PHRASES,
  EVERY_STEP_PHRASES,
  FACTOR_WORDS,
  FIGURE_POINTERS,
  LESS_WORDS,
  MORE_WORDS,
  OUT_VERBS,
  QUESTION_OPENERS,
  RANK_WORDS,
  UP_WORDS,
  YES_NO_NAMED,
  YES_NO_OPENERS,
} from "./lexicon/formWords";
import { thresholdOf } from "./thresholds";
import { hasPhrase } from "./words";

/** Whether the question opens as a yes/no question does ("Did …", "Has …", "Is …"), or asks "whether". */
function opensYesNo(lowers: ReadonlyArray<string>): boolean {
  return (
    YES_NO_OPENERS.has(lowers[0] ?? "") ||
    lowers.includes("whether") ||
    // Terse: "msft dividends up every fy since 2020?", "revenue above $100bn? y/n".
    lowers.some((word) => YES_NO_NAMED.has(word)) ||
    (!QUESTION_OPENERS.has(lowers[0] ?? "") &&
      EVERY_STEP_PHRASES.some((phrase) => hasPhrase(lowers, phrase.join(" ")))) ||
    asksYesNoAfter(lowers)
  );
}

/**
 * "What was its effective tax rate in 2020, and did it rise?": a second question, of yes or no,
 * about the figure the first asked ("and" and a yes/no opener before the figure's pronoun).
 */
const asksYesNoAfter = (lowers: ReadonlyArray<string>) =>
  lowers.some(
    (word, at) =>
      at > 0 && lowers[at - 1] === "and" && YES_NO_OPENERS.has(word) && FIGURE_POINTERS.has(lowers[at + 1] ?? ""),
  );

/** "out-earn", "outsold", "outgrew": a verb of doing more than another (the "out" and a verb of the lexicon). */
const isOutVerb = (word: string) => {
  const verb = /^out-?(\w{3,})$/.exec(word)?.[1];
  return verb !== undefined && OUT_VERBS.has(verb);
};

/** The direction a set of words claims, or null. */
function directionOf(lowers: ReadonlyArray<string>, up: ReadonlySet<string>, down: ReadonlySet<string>) {
  for (const word of lowers) {
    if (up.has(word)) return "up" as const;
    if (down.has(word)) return "down" as const;
  }
  return null;
}

/**
 * The claim a yes/no question makes, or null when the question is not one: its direction (up or
 * down), a factor ("more than double": 2), and whether it sets one thing against another ("than").
 * With "than", the comparative decides ("is A growing slower than B": down), and years set against
 * each other are read in the order written ("higher in 2023 than in 2024" claims a fall).
 * Linear in the words.
 */
export function yesNoClaimOf(words: ReadonlyArray<Word>): YesNoClaim | null {
  const lowers = words.map((word) => word.lower);
  // "Was its net margin above 50%?": the figure set against a number, whatever else the words claim.
  const threshold = thresholdOf(words);
  // "BRK debt/equity under 0.3x at YE2024?": a figure set against a number with no question word is a check.
  const terseCheck = threshold !== null && !lowers.some((word) => QUESTION_OPENERS.has(word));
  if (!opensYesNo(lowers) && !terseCheck) return null;
  if (threshold) return { direction: "up", factor: null, against: false, threshold: threshold.threshold };
  // "Did PepsiCo out-earn Coca-Cola?": a verb of beating the other is "more than" it.
  const outdoes = lowers.some(isOutVerb);
  const thanAt = outdoes ? lowers.findIndex(isOutVerb) : lowers.indexOf("than");
  const everyStep = EVERY_STEP_PHRASES.some((phrase) => hasPhrase(lowers, phrase.join(" ")));
  let direction = outdoes
    ? ("up" as const)
    : // "Was it higher each year from 2021 through 2025?": a comparative claims each step against the last.
      ((thanAt !== -1 || everyStep ? directionOf(lowers, MORE_WORDS, LESS_WORDS) : null) ??
      directionOf(lowers, UP_WORDS, DOWN_WORDS));
  if (direction === null) return null;
  const yearBefore = lowers
    .slice(0, Math.max(0, thanAt))
    .map(yearWritten)
    .filter((year) => year !== null)
    .at(-1);
  const yearAfter =
    thanAt === -1
      ? undefined
      : lowers
          .slice(thanAt + 1)
          .map(yearWritten)
          .find((year) => year !== null);
  if (yearBefore != null && yearAfter != null && yearBefore < yearAfter) direction = direction === "up" ? "down" : "up";
  const factor = lowers.map((word) => FACTOR_WORDS[word]).find((each) => each !== undefined) ?? null;
  return {
    direction,
    factor: direction === "up" ? factor : null,
    against: thanAt !== -1,
    ...(everyStep && thanAt === -1 ? { everyStep: true as const } : {}),
  };
}

/** Whether the question ranks every covered company: a scope phrase and a ranking word. */
export function asksOfEveryCovered(lowers: ReadonlyArray<string>): boolean {
  if (!lowers.some((word) => RANK_WORDS.has(word))) return false;
  return lowers.some((_, index) =>
    EVERY_COVERED_PHRASES.some((phrase) => phrase.every((word, offset) => lowers[index + offset] === word)),
  );
}

/**
 * The period a claim about a change is decided over: a single year asked is compared with the one
 * before it; no year asked, the last two; a span asked stays as asked.
 */
export function claimPeriod(period: PlannedPeriod | null): PlannedPeriod {
  if (period?.kind === "years" && period.years.length === 1 && period.ended === undefined) {
    const year = period.years[0] as number;
    return { kind: "years", years: [year - 1, year] };
  }
  if (period === null || period.kind === "latest") return { kind: "lastYears", count: 2 };
  return period;
}
