// A filing's reading is refused past its bounds: more facts than a filing holds, or more text than
// the PDF itself may (long labels multiplied by many columns), and kept whenever it is within them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_FILING_FACTS, MAX_FILING_READING_CHARS } from "../domain/constants";
import { FILING_SYMBOL, type FilingFact, type FilingReading } from "./filingFacts";
import { filingReadingChars, filingReadingProblem } from "./filingReadingBounds";

function fact(label: string, period: string, index: number): FilingFact {
  const measure = `line:${label.toLowerCase()}`;
  return {
    id: `${FILING_SYMBOL}/${measure}/${period}/${index}`,
    symbol: FILING_SYMBOL,
    measure,
    label,
    period,
    value: index,
    unit: "usd",
    sourceId: "page:1",
    derivedFrom: [],
  };
}

const readingOf = (facts: FilingFact[], title: string | null = null): FilingReading => ({
  pages: [{ pageNumber: 1, pageClass: "incomeStatement", title }],
  facts,
});

describe("filingReadingProblem", () => {
  it("counts every text a fact carries, and the pages' titles", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.string(), fc.string()), { maxLength: 30 }),
        fc.option(fc.string()),
        (lines, title) => {
          const facts = lines.map(([label, period], index) => fact(label, period, index));
          const expected =
            (title?.length ?? 0) +
            facts.reduce(
              (sum, f) => sum + f.id.length + f.measure.length + f.label.length + f.period.length + f.sourceId.length,
              0,
            );
          expect(filingReadingChars(readingOf(facts, title))).toBe(expected);
        },
      ),
    );
  });

  it("keeps a reading within both bounds and refuses one past either", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_FILING_FACTS + 50 }), fc.nat({ max: 400 }), (count, labelLength) => {
        const label = "L".repeat(labelLength);
        const reading = readingOf(Array.from({ length: count }, (_, index) => fact(label, "FY2023", index)));
        const chars = filingReadingChars(reading);
        const expected =
          count > MAX_FILING_FACTS ? "too_many_facts" : chars > MAX_FILING_READING_CHARS ? "too_much_text" : null;
        expect(filingReadingProblem(reading)).toBe(expected);
      }),
      { numRuns: 30 },
    );
  });

  it("refuses a few facts whose labels are longer than a filing's text budget allows", () => {
    const label = "Revenue ".repeat(MAX_FILING_READING_CHARS / 8 / 4 + 1);
    const reading = readingOf(Array.from({ length: 4 }, (_, index) => fact(label, "FY2023", index)));
    expect(filingReadingProblem(reading)).toBe("too_much_text");
    expect(filingReadingProblem(readingOf([fact("Revenue", "FY2023", 0)]))).toBeNull();
  });
});
