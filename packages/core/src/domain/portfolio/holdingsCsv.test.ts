import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Holding } from "../../api/schemas/portfolio";
import { HOLDINGS_CSV_MAX_BYTES, holdingsCsv, parseHoldingsCsv } from "./holdingsCsv";

const holding = (fields: Partial<Holding> & Pick<Holding, "symbol">): Holding => ({
  id: `id-${fields.symbol}`,
  createdAt: "2026-01-02T00:00:00.000Z",
  shares: null,
  costPerShare: null,
  openedOn: null,
  thesis: null,
  ...fields,
});

describe("reading holdings from CSV", () => {
  it("reads columns in any order and case, with the headings people write", () => {
    const text = '\uFEFFTicker,Cost per share,Quantity,Note\r\naapl,"$1,200.50",10,"Services, and more"\r\nMSFT,,,\r\n';
    expect(parseHoldingsCsv(text)).toEqual({
      ok: true,
      holdings: [
        { symbol: "AAPL", costPerShare: 1200.5, shares: 10, thesis: "Services, and more" },
        { symbol: "MSFT" },
      ],
    });
  });

  it("names every bad row and gives no holdings when any row is bad", () => {
    const text = "symbol,shares,opened_on\nAAPL,-3,\nKO,2,2024-02-30\nKO,1,\n,4,\nPEP,many,";
    expect(parseHoldingsCsv(text)).toEqual({
      ok: false,
      problems: [
        "Row 1: Shares must not be negative.",
        "Row 2: Opened must be a date on the calendar, from 1900.",
        "Row 3: KO is listed twice.",
        "Row 4: Symbol must be a ticker symbol such as AAPL or BRK.B.",
        'Row 5: Shares "many" is not a number.',
      ],
    });
  });

  it("refuses a file without a symbol column, without rows, too long, or holding text no database keeps", () => {
    expect(parseHoldingsCsv("name,shares\nApple,1")).toEqual({
      ok: false,
      problems: ["The first line must name the columns, with a symbol column."],
    });
    expect(parseHoldingsCsv("symbol\n")).toEqual({
      ok: false,
      problems: ["The file has no holdings under its first line."],
    });
    const many = `symbol\n${Array.from({ length: 501 }, (_, i) => `T${i}`).join("\n")}`;
    expect(parseHoldingsCsv(many)).toEqual({
      ok: false,
      problems: ["The file has 501 rows; a portfolio holds at most 500."],
    });
    expect(parseHoldingsCsv("symbol,thesis\nAAPL,a\u0000b")).toEqual({
      ok: false,
      problems: ["Row 1: Thesis must not contain a NUL character."],
    });
    expect(parseHoldingsCsv(`symbol\n${"A".repeat(HOLDINGS_CSV_MAX_BYTES)}`)).toEqual({
      ok: false,
      problems: ["The file is larger than 512 KB."],
    });
  });

  it("reads back what it writes, quotes, commas and formulas included", () => {
    const thesis = fc
      .string({ unit: "grapheme", minLength: 1, maxLength: 80 })
      .map((text) => text.trim())
      .filter((text) => text !== "" && !text.startsWith("'") && !/[\r\n]/.test(text) && !text.includes("\u0000"));
    const oneHolding = fc.record({
      symbol: fc.stringMatching(/^[A-Z][A-Z0-9]{0,4}$/),
      shares: fc.option(fc.double({ min: 0, max: 1e9, noNaN: true }), { nil: null }),
      costPerShare: fc.option(fc.double({ min: 0, max: 1e6, noNaN: true }), { nil: null }),
      thesis: fc.option(thesis, { nil: null }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(oneHolding, { selector: (h) => h.symbol, minLength: 1, maxLength: 20 }), (list) => {
        const read = parseHoldingsCsv(holdingsCsv(list.map(holding)));
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        expect(read.holdings.map((h) => h.symbol)).toEqual(list.map((h) => h.symbol));
        expect(read.holdings.map((h) => h.shares ?? null)).toEqual(list.map((h) => (h.shares === 0 ? 0 : h.shares)));
        expect(read.holdings.map((h) => h.thesis ?? null)).toEqual(list.map((h) => h.thesis));
      }),
    );
  });

  it("writes a thesis that starts like a formula so a spreadsheet shows it as text", () => {
    const csv = holdingsCsv([holding({ symbol: "AAPL", thesis: '=HYPERLINK("x")' })]);
    expect(csv.split("\n")[1]).toBe('AAPL,,,,"\'=HYPERLINK(""x"")"');
  });
});
