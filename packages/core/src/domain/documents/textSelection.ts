// A selection in a text, as the selection tools use it (spec §2, §5): its whitespace trimmed off
// both ends, and nothing under 3 characters, so a stray click offers no tools.
import { HIGHLIGHT_MIN_CHARS } from "../constants";

/** A range of a text by character offsets, with the text it covers. */
export interface TextRange {
  readonly startOffset: number;
  readonly endOffset: number;
  readonly highlightedText: string;
}

/** The selection from `start` to `end` of `text`, trimmed; null when under 3 characters remain. */
export function trimmedSelection(text: string, start: number, end: number): TextRange | null {
  let from = Math.max(0, Math.min(start, end));
  let to = Math.min(text.length, Math.max(start, end));
  while (from < to && /\s/.test(text.charAt(from))) from++;
  while (to > from && /\s/.test(text.charAt(to - 1))) to--;
  if (to - from < HIGHLIGHT_MIN_CHARS) return null;
  return { startOffset: from, endOffset: to, highlightedText: text.slice(from, to) };
}

/** The highlight that covers all of `range`, if one does (the selection can then remove it). */
export function highlightCovering<H extends Omit<TextRange, "highlightedText">>(
  highlights: ReadonlyArray<H>,
  range: Omit<TextRange, "highlightedText">,
): H | undefined {
  return highlights.find((mark) => mark.startOffset <= range.startOffset && mark.endOffset >= range.endOffset);
}
