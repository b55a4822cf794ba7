// The answer forms a question asks for beyond a value (issue 44, item 3): a yes/no question about
// a change ("has Apple reduced its share count since 2021?", "did revenue more than double?") or
// about two companies ("is Costco growing faster than Walmart?"). The words are data; the verdict
// is decided from the facts by the writer, never by the reader.
import type { YesNoClaim } from "./answerTypes";

const wordSet = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Words that open a yes/no question. */
const YES_NO_OPENERS = wordSet("is are was were has have had did does do can could");

/** Words that claim a figure went up, or down, by any measure. */
const UP_WORDS = wordSet(
  "improve improved improving increase increased increasing rise rose risen rising grow grew grown growing " +
    "expand expanded expanding climb climbed gain gained widen widened strengthen strengthened up double doubled " +
    "triple tripled quadruple quadrupled accelerate accelerated",
);
const DOWN_WORDS = wordSet(
  "reduce reduced reducing decrease decreased decreasing decline declined declining fall fell fallen falling " +
    "shrink shrank shrunk shrinking drop dropped contract contracted narrow narrowed weaken weakened deteriorate " +
    "deteriorated worsen worsened down cut slow slowed",
);
/** Comparatives: "higher than", "faster than"; the ones that point down. */
const MORE_WORDS = wordSet("higher faster more larger bigger better greater stronger wider");
const LESS_WORDS = wordSet("lower slower less smaller worse weaker narrower fewer");

/** How many times a word says the figure multiplied. */
const FACTOR_WORDS: Readonly<Record<string, number>> = {
  double: 2,
  doubled: 2,
  triple: 3,
  tripled: 3,
  quadruple: 4,
  quadrupled: 4,
};

/** Where the yes/no question starts: its first word, or the first after a lead-in ending in ":" or ",". */
function opensYesNo(lowers: ReadonlyArray<string>): boolean {
  return YES_NO_OPENERS.has(lowers[0] ?? "");
}

const yearIn = (word: string) => {
  const match = /^(?:fy)?-?((?:19|20)\d{2})$/.exec(word);
  return match ? Number(match[1]) : null;
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
export function yesNoClaimOf(lowers: ReadonlyArray<string>): YesNoClaim | null {
  if (!opensYesNo(lowers)) return null;
  const thanAt = lowers.indexOf("than");
  let direction =
    (thanAt !== -1 ? directionOf(lowers, MORE_WORDS, LESS_WORDS) : null) ?? directionOf(lowers, UP_WORDS, DOWN_WORDS);
  if (direction === null) return null;
  const yearBefore = lowers
    .slice(0, Math.max(0, thanAt))
    .map(yearIn)
    .filter((year) => year !== null)
    .at(-1);
  const yearAfter =
    thanAt === -1
      ? undefined
      : lowers
          .slice(thanAt + 1)
          .map(yearIn)
          .find((year) => year !== null);
  if (yearBefore != null && yearAfter != null && yearBefore < yearAfter) direction = direction === "up" ? "down" : "up";
  const factor = lowers.map((word) => FACTOR_WORDS[word]).find((each) => each !== undefined) ?? null;
  return { direction, factor: direction === "up" ? factor : null, against: thanAt !== -1 };
}

/** Phrases that scope a question to every company the data covers. */
const EVERY_COVERED_PHRASES: ReadonlyArray<ReadonlyArray<string>> = [
  "you cover",
  "you track",
  "you follow",
  "you have data on",
  "in your data",
  "in the data",
  "in your dataset",
  "in the dataset",
  "in your coverage",
  "in your universe",
  "in the sample",
  "covered companies",
  "companies covered",
  "all companies",
  "all the companies",
  "every company",
  "each company",
  "of all the companies",
  "across your coverage",
].map((phrase) => phrase.split(" "));

/** Words that rank. */
const RANK_WORDS = wordSet(
  "highest lowest largest biggest smallest most least top bottom best worst rank ranked ranking leads fastest slowest",
);

/** Whether the question ranks every covered company: a scope phrase and a ranking word. */
export function asksOfEveryCovered(lowers: ReadonlyArray<string>): boolean {
  if (!lowers.some((word) => RANK_WORDS.has(word))) return false;
  return lowers.some((_, index) =>
    EVERY_COVERED_PHRASES.some((phrase) => phrase.every((word, offset) => lowers[index + offset] === word)),
  );
}
