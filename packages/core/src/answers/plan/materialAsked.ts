// The material a question asks of a company rather than a figure (its risks, its moat, its
// valuation, its filings, its news, the user's own notes), read from the lexicon's rows.
import type { MaterialAsked } from "../answerTypes";
import {
  COMPANY_TOPIC_WORDS,
  FILING_EVENT_WORDS,
  MATERIAL_BESIDE_FIGURES,
  MATERIAL_ROWS,
  type MaterialRow,
} from "./lexicon/material";
import { hasPhrase, wordSet } from "./words";

/** Each row's words as a set, its phrases and stems as lists: cut once, not per question. */
const ROWS = MATERIAL_ROWS.map((row: MaterialRow) => ({
  material: row.material,
  words: wordSet(row.words),
  phrases: row.phrases?.split("|") ?? [],
  stems: row.stems?.split(" ") ?? [],
  notBefore: wordSet(row.notBefore ?? ""),
}));

/** The first row whose words, phrases or stems the question holds; null when it asks for none. */
export function materialAsked(lowers: ReadonlyArray<string>): Exclude<MaterialAsked, "search"> | null {
  for (const row of ROWS) {
    const named =
      lowers.some(
        (word, at) =>
          (row.words.has(word) && !row.notBefore.has(lowers[at + 1] ?? "")) ||
          row.stems.some((stem) => word.startsWith(stem)),
      ) || row.phrases.some((phrase) => hasPhrase(lowers, phrase));
    if (named) return row.material;
  }
  return null;
}

/** Whether the question asks about a company at all: a material, or a topic such as its growth. */
export const asksAboutCompany = (lowers: ReadonlyArray<string>) =>
  materialAsked(lowers) !== null || lowers.some((word) => COMPANY_TOPIC_WORDS.has(word));

/**
 * Whether the material named is its own part of the answer beside the figures asked: risks and a
 * moat always; a filing when the question asks about it as an event ("when did it file its 10-Q,
 * and what revenue did it report"), not as the figure's source ("revenue in its latest 10-K").
 */
export function materialBesideFigures(material: MaterialAsked | null, lowers: ReadonlyArray<string>): boolean {
  if (material === null) return false;
  if (MATERIAL_BESIDE_FIGURES.has(material)) return true;
  return material === "filings" && lowers.some((word) => FILING_EVENT_WORDS.has(word));
}
