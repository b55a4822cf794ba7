import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { explainInvalid } from "../schemaIssues";
import { HttpUrl, IsoDateTime, Ticker } from "./common";
import { DcfRequest } from "./financials";
import { HIGHLIGHT_OFFSET_MAX, NewHighlight } from "./highlights";
import { CalendarDate } from "./portfolio";

describe("shared field rules", () => {
  it.each(["AAPL", "BRK.B", "RDS-A", "7203", "a"])("accepts the ticker %s", (ticker) => {
    expect(explainInvalid(Ticker, ticker)).toBeNull();
  });

  it.each(["", "TOOLONGTICKER", "$AAPL", "AA PL", ".A"])("refuses the ticker %j", (ticker) => {
    expect(explainInvalid(Ticker, ticker)).toBe("must be a ticker symbol such as AAPL or BRK.B");
  });

  it("accepts every ISO instant JavaScript writes", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1970-01-01"), max: new Date("2999-12-31"), noInvalidDate: true }),
        (date) => {
          expect(explainInvalid(IsoDateTime, date.toISOString())).toBeNull();
        },
      ),
    );
  });

  it("takes only http and https addresses as URLs", () => {
    expect(explainInvalid(HttpUrl, "https://www.sec.gov/Archives/x.htm")).toBeNull();
    expect(explainInvalid(HttpUrl, "javascript:alert(1)")).toBe("must be an http or https address");
  });
});

describe("request bodies", () => {
  it("refuses a highlight whose end is not after its start", () => {
    const highlight = { documentId: "d1", startOffset: 10, endOffset: 10, highlightedText: "x", color: "yellow" };
    expect(explainInvalid(NewHighlight, highlight)).toBe("endOffset must be after startOffset");
    expect(explainInvalid(NewHighlight, { ...highlight, endOffset: 11 })).toBeNull();
  });

  it("bounds highlight offsets to what the database keeps (a 32-bit integer)", () => {
    const highlight = { documentId: "d", highlightedText: "abc", color: "yellow" };
    const at = (startOffset: number) => ({ ...highlight, startOffset, endOffset: startOffset + 3 });
    expect(explainInvalid(NewHighlight, at(HIGHLIGHT_OFFSET_MAX - 3))).toBeNull();
    expect(explainInvalid(NewHighlight, at(HIGHLIGHT_OFFSET_MAX))).toBe(
      `endOffset: must be at most ${HIGHLIGHT_OFFSET_MAX}`,
    );
    expect(explainInvalid(NewHighlight, at(2 ** 40))).toMatch(/startOffset: must be at most/);
  });

  it("takes a DCF request with no assumptions, and names a bad one", () => {
    expect(Schema.decodeUnknownSync(DcfRequest)({ symbol: "AAPL" })).toEqual({ symbol: "AAPL" });
    expect(explainInvalid(DcfRequest, { symbol: "AAPL", assumptions: { years: 2.5 } })).toBe(
      "assumptions.years: must be a whole number",
    );
  });
});

describe("a calendar date", () => {
  const explain = (text: string) => explainInvalid(CalendarDate, text);
  it("takes real dates, leap days included", () => {
    expect(explain("2024-02-29")).toBeNull();
    expect(explain("1999-12-31")).toBeNull();
  });
  it("refuses dates that are not on the calendar, naming why", () => {
    expect(explain("2023-02-29")).toBe("must be a date on the calendar, from 1900");
    expect(explain("5766-68-17")).toBe("must be a date on the calendar, from 1900");
    expect(explain("1850-01-01")).toBe("must be a date on the calendar, from 1900");
    expect(explain("01/02/2024")).toBe("must be a date written YYYY-MM-DD");
  });
});
