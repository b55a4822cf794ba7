// The selection tools' rules: whitespace trimmed off a selection, nothing under 3 characters.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HIGHLIGHT_MIN_CHARS } from "../constants";
import { trimmedSelection } from "./textSelection";

describe("trimmedSelection", () => {
  it("trims the selection and gives the offsets of what remains", () => {
    const text = "Revenue grew 8%.\n\n  Margins held.";
    expect(trimmedSelection(text, 16, 34)).toEqual({
      startOffset: 20,
      endOffset: 33,
      highlightedText: "Margins held.",
    });
  });

  it("offers nothing for fewer than 3 characters once trimmed", () => {
    expect(trimmedSelection("a  8%  b", 1, 7)).toBeNull();
    expect(trimmedSelection("a  8.5%  b", 1, 9)).toEqual({ startOffset: 3, endOffset: 7, highlightedText: "8.5%" });
  });

  it("accepts a selection made backwards or past the end", () => {
    expect(trimmedSelection("gross margin", 12, 6)?.highlightedText).toBe("margin");
    expect(trimmedSelection("gross margin", 6, 99)?.highlightedText).toBe("margin");
  });

  it("always covers exactly the trimmed selected text", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.nat(), (text, a, b) => {
        const range = trimmedSelection(text, a, b);
        const selected = text.slice(Math.min(a, b), Math.max(a, b)).trim();
        if (selected.length < HIGHLIGHT_MIN_CHARS) {
          expect(range).toBeNull();
          return;
        }
        expect(range?.highlightedText).toBe(selected);
        expect(text.slice(range?.startOffset, range?.endOffset)).toBe(selected);
      }),
    );
  });
});
