// A yes/no question that sets a figure against a number (issue 44, item 3): "was Visa's net
// margin above 50%?", "is its debt to equity under 0.5x?", "did revenue exceed $100 billion?".
// The comparison phrase and the number are read from the lexicon; the verdict is the writer's.
import type { Threshold } from "../answerTypes";
import type { Word } from "../questionWords";
import { SIGN_FOLLOWERS, SIGN_WORDS, SPAN_WORDS, THRESHOLD_PHRASES, THRESHOLD_UNITS } from "./lexicon/formWords";

const USD_SCALE_NAMES: Readonly<Record<number, string>> = {
  1e3: "thousand",
  1e6: "million",
  1e9: "billion",
  1e12: "trillion",
};

/** The number a word holds ("50%", "0.5", "1,200"), or null. */
function numberOf(word: Word): number | null {
  if (!word.number || word.raw.startsWith("'")) return null;
  const value = Number(word.raw.replace(/[,%]/g, ""));
  return Number.isFinite(value) ? value : null;
}

/** A whole number that reads as a year ("over 2020"), not an amount. */
const isYear = (word: Word, value: number) =>
  Number.isInteger(value) && value >= 1900 && value <= 2100 && !word.raw.endsWith("%");

/** The unit and scale written with the number at `at` ("50%", "0.5x", "10 billion"), and how many words they take. */
function unitAt(words: ReadonlyArray<Word>, at: number) {
  const word = words[at] as Word;
  if (word.raw.endsWith("%") || word.after === "%") return { unit: "percent" as const, scale: 1, taken: 0 };
  const named = THRESHOLD_UNITS[words[at + 1]?.lower ?? ""];
  return named ? { ...named, taken: 1 } : { unit: null, scale: 1, taken: 0 };
}

/** "Positive", "negative": a threshold at zero in the figure's own unit. */
function signAt(words: ReadonlyArray<Word>): { threshold: Threshold; at: number[] } | null {
  // "Was free cash flow negative in 2022?": the sign is said of the figure, not of a noun after it ("negative risks").
  const at = words.findIndex((word, index) => {
    const next = words[index + 1];
    return SIGN_WORDS[word.lower] !== undefined && (next === undefined || SIGN_FOLLOWERS.has(next.lower));
  });
  const comparator = SIGN_WORDS[words[at]?.lower ?? ""];
  if (comparator === undefined) return null;
  return { threshold: { comparator, value: 0, unit: null, written: "zero" }, at: [at] };
}

/** The threshold the words set, with the indexes of its words; null when they set none. */
export function thresholdOf(words: ReadonlyArray<Word>): { threshold: Threshold; at: number[] } | null {
  return numberThresholdOf(words) ?? signAt(words);
}

/** A comparison phrase and the number after it ("above 50%", "under 0.5x"). */
function numberThresholdOf(words: ReadonlyArray<Word>): { threshold: Threshold; at: number[] } | null {
  for (let index = 0; index < words.length; index++) {
    const found = THRESHOLD_PHRASES.find(([phrase]) =>
      phrase.every((text, offset) => words[index + offset]?.lower === text),
    );
    if (!found) continue;
    const [phrase, comparator] = found;
    const numberAt = index + phrase.length;
    const word = words[numberAt];
    const value = word ? numberOf(word) : null;
    if (!word || value === null || isYear(word, value)) continue;
    const { unit, scale, taken } = unitAt(words, numberAt);
    if (unit === null && SPAN_WORDS.has(words[numberAt + 1]?.lower ?? "")) continue;
    const unitWord = taken > 0 ? (words[numberAt + 1] as Word).raw : "";
    const written =
      unit === "percent"
        ? `${value}%`
        : unit === "ratio"
          ? `${value}x`
          : unit === "usd"
            ? `$${value} ${USD_SCALE_NAMES[scale] ?? unitWord}`
            : `${value}`;
    const at = [...phrase.map((_, offset) => index + offset), numberAt, ...(taken > 0 ? [numberAt + 1] : [])];
    return { threshold: { comparator, value: value * scale, unit, written }, at };
  }
  return null;
}
