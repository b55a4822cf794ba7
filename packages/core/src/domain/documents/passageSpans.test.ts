import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { passageSpans } from "./passageSpans";

const RUNS = [
  "CONSOLIDATED STATEMENTS OF CASH FLOWS",
  "Net income",
  "9,400",
  "Purchases of property, plant",
  "and equipment",
  "(2,310)",
  "Dividends paid (800)",
];

describe("passageSpans", () => {
  it("finds a passage that runs across several runs, whatever their spacing", () => {
    expect(passageSpans(RUNS, "Purchases of property, plant and equipment (2,310)")).toEqual([3, 4, 5]);
    expect(
      passageSpans(["Purchasesof", "property,plant", "andequipment"], "purchases of property, plant and equipment"),
    ).toEqual([0, 1, 2]);
  });

  it("finds a clipped quote, and the sentences of a quote that joins sentences apart on the page", () => {
    const runs = ["Revenue grew 31% to 12.4 billion dollars.", "Margins held.", "Currency moves weigh on our results."];
    expect(passageSpans(runs, "Revenue grew 31% to 12.4 bill…")).toEqual([0]);
    expect(
      passageSpans(runs, "Revenue grew 31% to 12.4 billion dollars. Currency moves weigh on our results."),
    ).toEqual([0, 2]);
  });

  it("finds a quote that joins lines apart on the page, each where it stands", () => {
    const quote = "CONSOLIDATED STATEMENTS OF CASH FLOWS Purchases of property, plant and equipment (2,310)";
    expect(passageSpans(RUNS, quote)).toEqual([0, 3, 4, 5]);
  });

  it("finds nothing on a page that does not hold the passage", () => {
    expect(passageSpans(RUNS, "Goodwill impairment of 40 million")).toEqual([]);
    expect(passageSpans(RUNS, "")).toEqual([]);
  });

  it("finds any stretch of the page's own text, however the runs split it", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9,.()$% ]{1,30}$/), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        (runs, a, b) => {
          const text = runs.join("");
          const from = a % text.length;
          const to = from + 1 + (b % (text.length - from));
          const passage = text.slice(from, to);
          fc.pre(passage.replace(/\s/g, "").length > 0 && !/[.!?]\s/.test(passage));
          const spans = passageSpans(runs, passage);
          expect(spans.length).toBeGreaterThan(0);
          expect(
            spans
              .map((index) => runs[index])
              .join("")
              .replace(/\s/g, "")
              .toLowerCase(),
          ).toContain(passage.replace(/\s/g, "").toLowerCase());
        },
      ),
    );
  });
});
