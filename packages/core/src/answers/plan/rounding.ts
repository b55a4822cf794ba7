// The rounding asked: decimals, the scale ("in billions"), percent, and the measure it is for.
import type { PlannedMeasure, PlannedRounding } from "../answerTypes";
import { questionWords } from "../questionWords";
import { CAGR_WORDS, GROWTH_WORDS } from "./lexicon/operationWords";
import { NUMBER_WORDS } from "./lexicon/periodWords";
import { PLACE_DECIMALS, SCALE_NAMES } from "./lexicon/roundingWords";
import { partsOf, phraseMatches } from "./phrases";
import { hasPhrase } from "./words";

export function readRounding(lowers: ReadonlyArray<string>, text: string): PlannedRounding {
  let decimals: number | null = null;
  for (let index = 0; index < lowers.length; index++) {
    const word = lowers[index] as string;
    if (word === "nearest" && PLACE_DECIMALS[lowers[index + 1] ?? ""] !== undefined) {
      decimals = PLACE_DECIMALS[lowers[index + 1] as string] as number;
      continue;
    }
    if (word !== "decimal" && word !== "decimals" && word !== "dp" && word !== "d.p") continue;
    const count = lowers[index - 1] ?? "";
    const value = /^\d$/.test(count)
      ? Number(count)
      : (NUMBER_WORDS[count] ?? (count === "no" || count === "zero" ? 0 : null));
    if (value !== null && value !== undefined) decimals = value === 1 && count === "a" ? 1 : value;
  }
  if (
    decimals === null &&
    (hasPhrase(lowers, "whole number") || hasPhrase(lowers, "nearest whole") || hasPhrase(lowers, "no decimals"))
  )
    decimals = 0;
  const money = String.raw`(?:in|into|as|\() ?(?:\$ ?|us\$ ?|usd ?|u\.s\. dollars in )?`;
  const scaleIs = (names: string) => new RegExp(String.raw`${money}(?:${names})\b`, "i").test(text);
  const scale =
    scaleIs("billions?|bn") || /\$bn\b|\bbillions of dollars\b/i.test(text)
      ? "billion"
      : scaleIs("millions?|mn|mm") || /\$mm?\b|\bmillions of dollars\b/i.test(text)
        ? "million"
        : scaleIs("trillions?")
          ? "trillion"
          : scaleIs("thousands?") || /\bthousands of dollars\b/i.test(text)
            ? "thousand"
            : null;
  // "as a percentage", "in percent", "expressed as a %": the unit, not a share of something named after it.
  const percent =
    /\b(?:as|in|into) (?:an? )?(?:percentages?|percents?|%)(?![\w%])(?! of\b)|\bin %(?! of\b)|\bpercentage terms\b/i.test(
      text,
    );
  // "In bps", "how many basis points": a change of a percentage in hundredths of a point.
  const basisPoints = /\b(?:bps|basis points?)\b/i.test(text);
  return {
    decimals,
    scale,
    ...(percent ? { percent: true as const } : {}),
    ...(basisPoints ? { basisPoints: true as const } : {}),
  };
}

/**
 * Rounding asked by the place rounded to: "to the nearest billion" is whole billions, "to the
 * nearest (whole) percent", "in whole percentage points" is no decimals.
 */
export function withPlaceAsked(rounding: PlannedRounding, lowers: ReadonlyArray<string>): PlannedRounding {
  let asked = rounding;
  for (let index = 0; index < lowers.length; index++) {
    if (lowers[index] !== "nearest" && lowers[index] !== "whole") continue;
    const next = lowers[index + 1] === "whole" ? lowers[index + 2] : lowers[index + 1];
    const scale = SCALE_NAMES[next ?? ""];
    if (lowers[index] === "nearest" && scale) asked = { ...asked, scale, decimals: asked.decimals ?? 0 };
    else if (["percent", "percentage", "percentages", "%", "pct"].includes(next ?? ""))
      asked = { ...asked, decimals: 0 };
  }
  return asked;
}

/**
 * Decimals asked in a clause that names one measure of several ("revenue and net income, net
 * margin to one decimal") are for that measure only.
 */
export function roundingFor(
  rounding: PlannedRounding,
  text: string,
  measures: ReadonlyArray<PlannedMeasure>,
): PlannedRounding {
  if (rounding.decimals === null || measures.length === 0) return rounding;
  const clauses = text
    .split(/[,;?!]|\.(?!\d|p\b)/)
    .filter((each) => /\b(?:decimals?|dp|d\.p|whole number|nearest whole)\b/i.test(each));
  // One measure can still be asked clause by clause: its figures to two decimals, its CAGR to one.
  const byMeasure = decimalsByMeasure(clauses, text, measures);
  if (byMeasure) return { ...rounding, byMeasure };
  if (measures.length < 2) return rounding;
  const clause = clauses[0];
  if (!clause) return rounding;
  const named = new Set(
    phraseMatches(partsOf(questionWords(clause)))
      .filter((match) => !match.phrase.absent)
      .map((match) => match.phrase.id),
  );
  const asked = measures.filter((measure) => named.has(measure.id));
  return asked.length === 1 && named.size === 1 ? { ...rounding, only: (asked[0] as PlannedMeasure).id } : rounding;
}

/**
 * Decimals asked clause by clause, each clause naming one measure ("operating income to two
 * decimals, and the average margin to one decimal"): the first measure named since the clause
 * before. Null unless two or more clauses each give decimals to a measure of their own.
 */
function decimalsByMeasure(
  clauses: ReadonlyArray<string>,
  text: string,
  measures: ReadonlyArray<PlannedMeasure>,
): Record<string, number> | null {
  if (clauses.length < 2) return null;
  const byMeasure: Record<string, number> = {};
  let searchFrom = 0;
  for (const clause of clauses) {
    const at = text.indexOf(clause, searchFrom);
    const before = text.slice(searchFrom, at + clause.length);
    searchFrom = at + clause.length;
    const decimals = readRounding(
      questionWords(clause).map((word) => word.lower),
      clause,
    ).decimals;
    // The first measure of the stretch: those after it in brackets define it ("margin (income over revenue)").
    const measure = namedIn(before, measures)[0];
    const id = measure ? `${measure.id}${changeSuffixOf(clause)}` : null;
    if (decimals === null || !id || byMeasure[id] !== undefined) return null;
    byMeasure[id] = decimals;
  }
  return Object.keys(byMeasure).length >= 2 ? byMeasure : null;
}

/** "…the compound annual growth rate of EPS … to one decimal": decimals for the change a clause names. */
function changeSuffixOf(clause: string): "" | "Cagr" | "Growth" {
  const lowers = questionWords(clause).map((word) => word.lower);
  if (lowers.some((word) => CAGR_WORDS.includes(word))) return "Cagr";
  return lowers.some((word) => GROWTH_WORDS.includes(word)) ? "Growth" : "";
}

/** The plan's measures a stretch of text names, in the order written. */
function namedIn(text: string, measures: ReadonlyArray<PlannedMeasure>): PlannedMeasure[] {
  const matches = phraseMatches(partsOf(questionWords(text))).filter((match) => !match.phrase.absent);
  return matches.flatMap((match) => measures.filter((measure) => measureNamedBy(measure, match.phrase.id)));
}

/** A measure a phrase names: itself, or a defined one built on it ("average operating margin" of the margin's lines). */
const measureNamedBy = (measure: PlannedMeasure, id: string) =>
  measure.id === id || (measure.defined && measure.label.replace(/ /g, "").toLowerCase().includes(id.toLowerCase()));
