// What a filing's reading may hold to be kept. A statement table's figures multiply its labels (each
// figure is a fact carrying its line's label and its column's period), so a PDF within its text
// budget could still read into far more than it holds: a page of long labels and many columns.
// The reading is refused past these bounds, before it leaves the process that read it.
import { MAX_FILING_FACTS, MAX_FILING_READING_CHARS } from "../domain/constants";
import type { FilingReading } from "./filingFacts";

export type FilingReadingProblem = "too_many_facts" | "too_much_text";

/** The characters the reading carries: its pages' titles and every text of its facts. */
export function filingReadingChars(reading: FilingReading): number {
  let chars = 0;
  for (const page of reading.pages) chars += page.title?.length ?? 0;
  for (const fact of reading.facts) {
    chars += fact.id.length + fact.measure.length + fact.label.length + fact.period.length + fact.sourceId.length;
    if (typeof fact.value === "string") chars += fact.value.length;
    for (const id of fact.derivedFrom) chars += id.length;
  }
  return chars;
}

/** Why the reading is too large to keep, or null when it is within the bounds. */
export function filingReadingProblem(reading: FilingReading): FilingReadingProblem | null {
  if (reading.facts.length > MAX_FILING_FACTS) return "too_many_facts";
  return filingReadingChars(reading) > MAX_FILING_READING_CHARS ? "too_much_text" : null;
}
