// Words of answer forms (issue 44): a yes/no question's opener, the directions a claim names, the
// factors it multiplies by, and the phrases that scope a ranking to every covered company.
import { wordSet } from "../words";

/** Words that open a yes/no question. */
export const YES_NO_OPENERS = wordSet("is are was were has have had did does do can could");

/** Words that claim a figure went up, or down, by any measure. */
export const UP_WORDS = wordSet(
  "improve improved improving increase increased increasing rise rose risen rising grow grew grown growing " +
    "expand expanded expanding climb climbed gain gained widen widened strengthen strengthened up double doubled " +
    "triple tripled quadruple quadrupled accelerate accelerated",
);

export const DOWN_WORDS = wordSet(
  "reduce reduced reducing decrease decreased decreasing decline declined declining fall fell fallen falling " +
    "shrink shrank shrunk shrinking drop dropped contract contracted narrow narrowed weaken weakened deteriorate " +
    "deteriorated worsen worsened down cut slow slowed",
);

/** Comparatives: "higher than", "faster than"; the ones that point down. */
export const MORE_WORDS = wordSet("higher faster more larger bigger better greater stronger wider");

export const LESS_WORDS = wordSet("lower slower less smaller worse weaker narrower fewer");

/** How many times a word says the figure multiplied. */
export const FACTOR_WORDS: Readonly<Record<string, number>> = {
  double: 2,
  doubled: 2,
  triple: 3,
  tripled: 3,
  quadruple: 4,
  quadrupled: 4,
};

/** Phrases that scope a question to every company the data covers. */
export const EVERY_COVERED_PHRASES: ReadonlyArray<ReadonlyArray<string>> = [
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
export const RANK_WORDS = wordSet(
  "highest lowest largest biggest smallest most least top bottom best worst rank ranked ranking leads fastest slowest",
);
