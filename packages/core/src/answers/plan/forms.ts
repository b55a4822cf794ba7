// The answer forms a question asks for beyond a value (issue 44, item 3): a yes/no question about
// a change ("has Apple reduced its share count since 2021?", "did revenue more than double?") or
// about two companies ("is Costco growing faster than Walmart?"). The words are data; the verdict
// is decided from the facts by the writer, never by the reader.
import type { PlannedPeriod, YesNoClaim } from "../answerTypes";
import type { Word } from "../questionWords";
import { yearWritten } from "./dates";
import {
  ANY_PERIOD_PHRASES,
  ANY_PERIOD_WORDS,
  AVERAGE_NOUNS,
  AVERAGE_REACH,
  CLAIM_VERBS,
  CLAIM_YEAR_REACH,
  COUNT_VERB_REACH,
  COUNTED_NOUN_REACH,
  COUNTED_PERIOD_NOUNS,
  DOWN_WORDS,
  EACH_PERIOD_WORDS,
  EVERY_COVERED_PHRASES,
  EVERY_STEP_PHRASES,
  EXCEED_WORDS,
  FACTOR_WORDS,
  FIGURE_POINTERS,
  LEAST_WORDS,
  LESS_WORDS,
  MORE_WORDS,
  MOST_WORDS,
  NOT_A_FIGURE_AFTER,
  NOT_A_FIGURE_BEFORE,
  NOT_COUNTED_WORDS,
  OTHERS_AVERAGE_WORDS,
  OUT_VERBS,
  OWN_AVERAGE_WORDS,
  OWN_AVERAGE_YEARS,
  QUESTION_OPENERS,
  RANK_WORDS,
  REQUEST_SUBJECTS,
  SPEED_WORDS,
  STREAK_WORDS,
  TRAIL_WORDS,
  UP_WORDS,
  YES_NO_LEADS,
  YES_NO_NAMED,
  YES_NO_OPENERS,
} from "./lexicon/formWords";
import { GROWTH_WORDS } from "./lexicon/operationWords";
import { thresholdOf } from "./thresholds";
import { hasPhrase } from "./words";

/** Whether the question opens as a yes/no question does ("Did …", "Has …", "Is …"), or asks "whether". */
function opensYesNo(lowers: ReadonlyArray<string>): boolean {
  return (
    (YES_NO_OPENERS.has(lowers[0] ?? "") && !isRequest(lowers[1])) ||
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

/**
 * "… for fiscal 2022 to 2024. Then tell me: did coverage improve in each of those years?": a
 * yes/no question opening a later sentence of a longer brief, or what follows a colon, after words
 * that only lead into it.
 */
function asksYesNoLater(words: ReadonlyArray<Word>): boolean {
  let later = false;
  let onlyLeads = false;
  return words.some((word, at) => {
    if (word.sentenceStart || words[at - 1]?.after === ":") {
      later = at > 0;
      onlyLeads = true;
    }
    const opens = later && onlyLeads && YES_NO_OPENERS.has(word.lower) && !isRequest(words[at + 1]?.lower);
    onlyLeads &&= YES_NO_LEADS.has(word.lower);
    return opens;
  });
}

/** "Can you show me …", "could you give …": a request, not a question of yes or no. */
const isRequest = (next: string | undefined) => next !== undefined && REQUEST_SUBJECTS.has(next);

/** "out-earn", "outsold", "outgrew": a verb of doing more than another (the "out" and a verb of the lexicon). */
const isOutVerb = (word: string) => {
  const verb = /^out-?(\w{3,})$/.exec(word)?.[1];
  return verb !== undefined && OUT_VERBS.has(verb);
};

/**
 * Where a word sets one figure against another without "than" ("out-earn", "exceed", "cover",
 * "above", "trail"), and which way it claims; null when none does. "The companies you cover" is
 * about the data, not a figure.
 */
function comparingWordAt(lowers: ReadonlyArray<string>): { at: number; direction: "up" | "down" } | null {
  for (let at = 0; at < lowers.length; at++) {
    const word = lowers[at] as string;
    if (NOT_A_FIGURE_BEFORE.has(lowers[at - 1] ?? "") || NOT_A_FIGURE_AFTER.has(lowers[at + 1] ?? "")) continue;
    // "Is its dividend covered by free cash flow?": the passive sets the second figure above the first.
    const passive = lowers[at + 1] === "by";
    if (isOutVerb(word) || EXCEED_WORDS.has(word)) return { at, direction: passive ? "down" : "up" };
    if (TRAIL_WORDS.has(word)) return { at, direction: passive ? "up" : "down" };
  }
  return null;
}

/**
 * "In how many of the five years did …", "how many years was …": a count of the periods a claim
 * held in. The yes/no verb after the counted noun tells it from "how many years would it take"; a
 * streak ("how many consecutive years") is not a count within the years asked.
 */
function countAsked(lowers: ReadonlyArray<string>): boolean {
  const manyAt = lowers.findIndex((word, at) => word === "many" && lowers[at - 1] === "how");
  if (manyAt === -1 || lowers.some((word) => STREAK_WORDS.has(word) || NOT_COUNTED_WORDS.has(word))) return false;
  const nounAt = lowers.findIndex(
    (word, at) => at > manyAt && at <= manyAt + COUNTED_NOUN_REACH && COUNTED_PERIOD_NOUNS.has(word),
  );
  if (nounAt === -1) return false;
  return lowers.slice(nounAt + 1, nounAt + 1 + COUNT_VERB_REACH).some((word) => YES_NO_OPENERS.has(word));
}

/**
 * "… and say whether fiscal 2024's margin was below 55%": the one year written just before the
 * threshold, in its sentence, that the claim is of; null when none or several are.
 */
function claimYearBefore(words: ReadonlyArray<Word>, thresholdAt: number): number | null {
  const years = new Set<number>();
  for (let at = thresholdAt - 1; at >= Math.max(0, thresholdAt - CLAIM_YEAR_REACH); at--) {
    const year = yearWritten((words[at] as Word).lower);
    if (year !== null) years.add(year);
    if ((words[at] as Word).sentenceStart) break;
  }
  return years.size === 1 ? ([...years][0] as number) : null;
}

/**
 * "Was fiscal 2024's rate the highest of the three?", "was 2023 its lowest of those years?": a
 * superlative set against the periods asked ("of the three", "of those years", "on record"), with
 * the one year it is claimed of; null otherwise.
 */
function extremeClaimOf(words: ReadonlyArray<Word>): { extreme: "highest" | "lowest"; ofYear: number } | null {
  for (let at = 0; at < words.length; at++) {
    const lower = (words[at] as Word).lower;
    const highest = MOST_WORDS.has(lower);
    if ((!highest && !LEAST_WORDS.has(lower)) || lower === "most" || lower === "least") continue;
    const next = words[at + 1]?.lower ?? "";
    const againstPeriods = next === "of" || (next === "on" && words[at + 2]?.lower === "record");
    const ofYear = againstPeriods ? claimYearBefore(words, at) : null;
    if (ofYear !== null) return { extreme: highest ? "highest" : "lowest", ofYear };
  }
  return null;
}

/** "In any of those years", "ever", "at some point": the claim is of some period, not each. */
const claimedOfAny = (lowers: ReadonlyArray<string>) =>
  !lowers.some((word) => EACH_PERIOD_WORDS.has(word)) &&
  (lowers.some((word) => ANY_PERIOD_WORDS.has(word)) || ANY_PERIOD_PHRASES.some((phrase) => hasPhrase(lowers, phrase)));

/** "Above its own five-year average": the figure's own average named soon after the comparing word. */
function averageAfter(lowers: ReadonlyArray<string>, at: number): boolean {
  if (at === -1) return false;
  const reach = lowers.slice(at + 1, at + 1 + AVERAGE_REACH);
  const averageAt = reach.findIndex((word) => AVERAGE_NOUNS.has(word));
  const between = reach.slice(0, averageAt);
  return (
    averageAt !== -1 &&
    !between.some((word) => OTHERS_AVERAGE_WORDS.has(word)) &&
    between.some((word) => OWN_AVERAGE_WORDS.has(word))
  );
}

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
  const counting = countAsked(lowers);
  // How the claim is quantified over the periods asked: counted, or of any one of them.
  const quantified = {
    ...(counting ? { counted: true as const } : {}),
    ...(claimedOfAny(lowers) ? { inAny: true as const } : {}),
  };
  if (!opensYesNo(lowers) && !asksYesNoLater(words) && !terseCheck && !counting) return null;
  if (threshold) {
    const ofYear = claimYearBefore(words, threshold.at[0] ?? 0);
    return {
      direction: "up",
      factor: null,
      against: false,
      threshold: threshold.threshold,
      ...quantified,
      ...(ofYear === null ? {} : { ofYear }),
    };
  }
  // "Was fiscal 2024's rate the highest of the three?": one year's figure against the others asked.
  const extreme = extremeClaimOf(words);
  if (extreme)
    return { direction: extreme.extreme === "highest" ? "up" : "down", factor: null, against: false, ...extreme };
  // "Did PepsiCo out-earn Coca-Cola?", "did its cash flow cover capex?": a verb of beating the other is "more than" it.
  const compared = comparingWordAt(lowers);
  const thanAt = compared?.at ?? lowers.indexOf("than");
  const everyStep = EVERY_STEP_PHRASES.some((phrase) => hasPhrase(lowers, phrase.join(" ")));
  let direction =
    compared?.direction ??
    // "Was it higher each year from 2021 through 2025?": a comparative claims each step against the last.
    (thanAt !== -1 || everyStep ? directionOf(lowers, MORE_WORDS, LESS_WORDS) : null) ??
    directionOf(lowers, UP_WORDS, DOWN_WORDS) ??
    // "Did it take on more debt in 2024?": a comparative beside a verb of holding claims a change
    // on the period before ("can you tell me more about …" claims nothing).
    (lowers.some((word) => CLAIM_VERBS.has(word)) ? directionOf(lowers, MORE_WORDS, LESS_WORDS) : null);
  if (direction === null) return null;
  // "Did its margin beat its own five-year average?": the last figure against the span's average.
  if (averageAfter(lowers, thanAt)) return { direction, factor: null, against: false, againstAverage: true };
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
    ...(compared ? { againstWord: true as const } : {}),
    ...(everyStep && thanAt === -1 ? { everyStep: true as const } : {}),
    ...quantified,
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

/**
 * The span an own average is taken over: as asked when it is a span, else the OWN_AVERAGE_YEARS
 * ending with the one year written ("was its margin in 2019 above its five-year average?", "its
 * 2024 margin against its historical average"), else the last ones: the anchored span of
 * `lastYears`, as "five-year … through 2023" is.
 */
export function ownAverageSpan(period: PlannedPeriod | null, lowers: ReadonlyArray<string>): PlannedPeriod {
  const written = [...new Set(lowers.map(yearWritten).filter((year) => year !== null))];
  if (period === null || period.kind === "latest") return { kind: "lastYears", count: OWN_AVERAGE_YEARS };
  if (period.kind === "years" && period.years.length === 1 && period.ended === undefined) {
    return { kind: "lastYears", count: OWN_AVERAGE_YEARS, endingAt: period.years[0] as number };
  }
  const unanchored = period.kind === "lastYears" && period.endingAt === undefined && period.startingAt === undefined;
  if (unanchored && written.length === 1) return { ...period, endingAt: written[0] as number };
  return period;
}

/**
 * "Did operating income grow faster than revenue?": with a claim set against something and a word
 * of growth, the measure named last before "than" and the first after it (`positions`: where each
 * is last named), whose growths are compared; null when the words do not straddle "than" so.
 */
export function growthComparedOf(
  lowers: ReadonlyArray<string>,
  positions: ReadonlyMap<string, number>,
  measureIds: ReadonlyArray<string>,
): readonly [string, string] | null {
  const thanAt = lowers.lastIndexOf("than");
  if (thanAt === -1) return null;
  const placed = measureIds.map((id) => [id, positions.get(id) ?? -1] as const).filter(([, at]) => at !== -1);
  const before = placed.filter(([, at]) => at < thanAt).sort((a, b) => b[1] - a[1])[0];
  const after = placed.filter(([, at]) => at > thanAt).sort((a, b) => a[1] - b[1])[0];
  if (!before || !after) return null;
  const grows = lowers.slice(before[1], thanAt).some((word) => GROWTH_WORDS.includes(word) || SPEED_WORDS.has(word));
  return grows ? [before[0], after[0]] : null;
}
