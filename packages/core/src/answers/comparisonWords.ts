// How an answer compares figures in words (issue 43): figures equal at the shown precision tie
// ("Costco and Walmart tie on net margin: both 2.9% in fiscal 2024"), every figure names its year
// when the years differ, a plural subject takes "are"/"were", and a change in percentage points
// rises or falls by its size. The writers (templateWriter, the offline intent answers) use these.

import { basisPointsOf } from "./factWords";

/** One company's figure as the sentence shows it. */
export interface ComparedFigure {
  readonly name: string;
  readonly value: number;
  /** The figure as written: "2.9%", "$391.0 billion". */
  readonly shown: string;
  /** Its period in words: "fiscal 2024". */
  readonly period: string;
}

/** "Apple's", "Walgreens'", and a name already possessive as it is ("McDonald's"). */
const possessive = (name: string) => (/['’]s$/.test(name) ? name : name.endsWith("s") ? `${name}'` : `${name}'s`);

const listed = (items: ReadonlyArray<string>) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/**
 * Whether a measure's label names a plural subject: "dividends and buybacks", "capital
 * expenditures", "earnings"; not "gross margin", "number of shares", "change in revenue", "diluted EPS".
 */
export function isPluralSubject(label: string): boolean {
  // What a label explains in brackets is no part of its subject ("tangible book value (equity less …)").
  const head =
    label
      .replace(/\s*\([^)]*\)/g, "")
      .trim()
      .split(/ (?:of|in|on|to|per|over|as|from|for) /)[0] ?? "";
  // "Dividends and buybacks", "cash & equivalents"; the "&" inside "SG&A" or "R&D" joins nothing.
  if (/\band\b|\s&\s/.test(head)) return true;
  const words = head.split(/\s+/);
  // A participle after the noun says what was done with it: "dividends paid", "shares repurchased".
  const participle = words.length > 1 && /^(?:[a-z]+ed|paid|sold|held|spent|bought|owed)$/.test(words.at(-1) ?? "");
  const last = (participle ? words.at(-2) : words.at(-1)) ?? "";
  return /^[a-z]+s$/.test(last) && !/(ss|us|is|ics)$/.test(last);
}

/** "is"/"are", "was"/"were" for a subject. */
export const beVerb = (label: string, tense: "present" | "past") =>
  isPluralSubject(label) ? (tense === "present" ? "are" : "were") : tense === "present" ? "is" : "was";

/** A figure with its year, said once when every figure shares it. */
const withPeriod = (figure: ComparedFigure, shared: boolean) =>
  shared ? figure.shown : `${figure.shown} in ${figure.period}`;

/** Figures level with the first at the shown precision (the first included). */
export function levelWithFirst(ordered: ReadonlyArray<ComparedFigure>): ComparedFigure[] {
  const [first] = ordered;
  return first ? ordered.filter((figure) => figure.shown === first.shown) : [];
}

/**
 * The comparison's headline, the figures ordered best first: the leader and the others, each with
 * its year when the years differ; or, when the leaders are level at the shown precision, a tie.
 */
/** The word a comparison's leader is named with. */
export type ComparisonWord = `${"high" | "low" | "larg" | "small"}${"er" | "est"}`;

export function comparisonSentence(
  label: string,
  ordered: ReadonlyArray<ComparedFigure>,
  word: ComparisonWord,
  gap = "",
): string {
  const [top] = ordered;
  if (!top) return "";
  const shared = new Set(ordered.map((figure) => figure.period)).size === 1;
  const when = shared ? ` in ${top.period}` : "";
  const level = levelWithFirst(ordered);
  const rest = ordered.slice(level.length);
  const against =
    rest.length > 0
      ? `, against ${rest.map((each) => `${possessive(each.name)} ${withPeriod(each, shared)}`).join(", ")}`
      : "";
  if (level.length > 1) {
    const both = level.length === 2 ? "both" : "all";
    const years = shared
      ? `${both} ${top.shown}${when}`
      : `${both} ${top.shown} (${listed(level.map((each) => `${each.name} in ${each.period}`))})`;
    return `${listed(level.map((each) => each.name))} tie on ${label}: ${years}${against}.`;
  }
  return `${possessive(top.name)} ${label} ${beVerb(label, "present")} the ${word}${when}: ${withPeriod(top, shared)}${against}${gap}.`;
}

/** A change in percentage points as a person says it: "rose by 2.9 percentage points", "was unchanged". */
export function pointsChange(change: number, decimals = 1, basisPoints = false): string {
  const size = Math.abs(change).toFixed(decimals);
  if (Number(size) === 0 && (!basisPoints || Math.round(Math.abs(change) * 100) === 0)) return "was unchanged";
  const amount = basisPoints ? basisPointsOf(change, null) : `${size} percentage points`;
  return `${change > 0 ? "rose" : "fell"} by ${amount}`;
}
