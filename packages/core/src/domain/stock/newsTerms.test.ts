import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NEWS_SEARCH_TERM_MAX_LENGTH, NEWS_SEARCH_TERMS_MAX } from "../constants";
import { mentions, searchTermsFrom, searchTermsLine } from "./newsTerms";

const term = fc
  .string({ minLength: 1, maxLength: 30 })
  .map((text) => text.replaceAll(",", " ").replace(/\s+/g, " ").trim())
  .filter((text) => text !== "");

describe("news search terms", () => {
  it("reads a typed line as trimmed terms without blanks or repeats", () => {
    expect(searchTermsFrom(" iPhone,  App   Store ,, iphone ,Vision Pro")).toEqual([
      "iPhone",
      "App Store",
      "Vision Pro",
    ]);
    expect(searchTermsFrom("   ")).toEqual([]);
  });

  it("keeps every term within the stored limits", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (line) => {
        const terms = searchTermsFrom(line);
        expect(terms.length).toBeLessThanOrEqual(NEWS_SEARCH_TERMS_MAX);
        for (const found of terms) {
          expect(found.length).toBeGreaterThan(0);
          expect(found.length).toBeLessThanOrEqual(NEWS_SEARCH_TERM_MAX_LENGTH);
          expect(found).toBe(found.trim());
          expect(found).not.toContain(",");
        }
        expect(new Set(terms.map((found) => found.toLowerCase())).size).toBe(terms.length);
      }),
    );
  });

  it("reads back the line it writes", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(term, { maxLength: NEWS_SEARCH_TERMS_MAX, selector: (t) => t.toLowerCase() }),
        (terms) => {
          expect(searchTermsFrom(searchTermsLine(terms))).toEqual(terms);
        },
      ),
    );
  });

  it("finds a term in a title or text in any case", () => {
    const item = { title: "Apple files its annual report", text: "Revenue was $391.0 billion." };
    expect(mentions(item, "ANNUAL")).toBe(true);
    expect(mentions(item, "revenue")).toBe(true);
    expect(mentions(item, "iPhone")).toBe(false);
  });
});
