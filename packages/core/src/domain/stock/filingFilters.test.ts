// The filings filters: "All forms" and a cleared date send nothing (the server refused an empty
// form_type), a new filter starts at the first page, and every result is a query the server takes.
import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FilingsQuery } from "../schemas/company";
import { changeFilingFilters, type FilingFilterChange, type FilingFilters } from "./filingFilters";

/** Whether the client can send the filters: they encode as the call's query. */
const encodesAsQuery = (filters: FilingFilters) =>
  Schema.encodeUnknownExit(FilingsQuery)({ symbol: "AAPL", ...filters })._tag === "Success";

describe("changeFilingFilters", () => {
  it("removes the form filter when 'All forms' is chosen after a form", () => {
    const tenK = changeFilingFilters({ page: 0 }, { form_type: "10-K" });
    expect(tenK).toEqual({ page: 0, form_type: "10-K" });
    const all = changeFilingFilters(tenK, { form_type: "" });
    expect(all).toEqual({ page: 0 });
    expect("form_type" in all).toBe(false);
  });

  it("keeps the other filters, and goes back to the first page unless the page changes", () => {
    const filtered = changeFilingFilters({ page: 3, form_type: "8-K" }, { from_date: "2025-01-01" });
    expect(filtered).toEqual({ page: 0, form_type: "8-K", from_date: "2025-01-01" });
    expect(changeFilingFilters(filtered, { page: 1 })).toEqual({ ...filtered, page: 1 });
    expect(changeFilingFilters(filtered, { from_date: "" })).toEqual({ page: 0, form_type: "8-K" });
  });

  it("never holds an empty or missing value, and always encodes as the filings query", () => {
    const form = fc.constantFrom("", "10-K", "10-Q", "8-K");
    const date = fc.constantFrom("", "2024-02-29", "2025-12-31");
    const change: fc.Arbitrary<FilingFilterChange> = fc.oneof(
      form.map((form_type) => ({ form_type })),
      date.map((from_date) => ({ from_date })),
      date.map((to_date) => ({ to_date })),
      fc.nat(50).map((page) => ({ page })),
    );
    fc.assert(
      fc.property(fc.array(change, { maxLength: 12 }), (changes) => {
        const filters = changes.reduce(changeFilingFilters, { page: 0 });
        for (const value of Object.values(filters)) expect(value === "" || value === undefined).toBe(false);
        expect(encodesAsQuery(filters)).toBe(true);
      }),
    );
  });
});
