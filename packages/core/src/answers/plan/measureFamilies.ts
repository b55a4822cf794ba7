// A word that names a family of measures (issue 44): "margins" alone asks for the gross, operating
// and net margins, read from the lexicon's families, when the question names no measure itself.
import type { PlannedMeasure } from "../answerTypes";
import { fromDictionary } from "./formulas";
import { MEASURE_FAMILIES } from "./lexicon/measureWords";

/** The measures of the first family the words name, with the index of the word that named it. */
export function familyAsked(lowers: ReadonlyArray<string>): { measures: PlannedMeasure[]; at: number } | null {
  for (const family of MEASURE_FAMILIES) {
    const at = lowers.findIndex((word) => family.words.has(word));
    if (at >= 0) return { measures: family.measures.map(fromDictionary), at };
  }
  return null;
}
