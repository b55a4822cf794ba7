// The stock page's tab in its address: read back as written, other parameters kept, Overview as
// the bare page, anything unknown as Overview; the arrow keys wrap.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STOCK_SECTIONS, stockSectionAddress, stockSectionAfter, stockSectionFrom } from "./stockSections";

const section = fc.constantFrom(...STOCK_SECTIONS.map((entry) => entry.id));

describe("stock sections in the address", () => {
  it("reads back the section written, keeping every other parameter", () => {
    fc.assert(
      fc.property(
        section,
        section,
        fc.dictionary(fc.constantFrom("q", "range", "x"), fc.string()),
        (from, to, rest) => {
          const start = stockSectionAddress("/stock/AAPL", new URLSearchParams(rest).toString(), from);
          const search = start.includes("?") ? start.slice(start.indexOf("?")) : "";
          const moved = stockSectionAddress("/stock/AAPL", search, to);
          const movedSearch = moved.includes("?") ? moved.slice(moved.indexOf("?")) : "";
          expect(stockSectionFrom(movedSearch)).toBe(to);
          const params = new URLSearchParams(movedSearch);
          for (const [key, value] of Object.entries(rest)) expect(params.get(key)).toBe(value);
        },
      ),
    );
  });

  it("writes Overview as the bare page and reads anything unknown as Overview", () => {
    expect(stockSectionAddress("/stock/AAPL", "?section=news", "overview")).toBe("/stock/AAPL");
    expect(stockSectionAddress("/stock/AAPL", "", "valuation")).toBe("/stock/AAPL?section=valuation");
    expect(stockSectionFrom("?section=nonsense")).toBe("overview");
    expect(stockSectionFrom("")).toBe("overview");
  });

  it("moves with the arrow keys, wrapping at both ends", () => {
    expect(stockSectionAfter("overview", -1)).toBe("notes");
    expect(stockSectionAfter("notes", 1)).toBe("overview");
    expect(stockSectionAfter("financials", 1)).toBe("valuation");
  });
});
