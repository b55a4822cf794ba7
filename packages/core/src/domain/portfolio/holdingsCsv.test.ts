import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Holding } from "../schemas/portfolio";
import { HOLDINGS_CSV_MAX_BYTES, holdingsCsv, parseHoldingsCsv, readHoldingsCsv, rowProblemLines } from "./holdingsCsv";

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
        "Row 2: Shares must not be negative.",
        "Row 3: Opened must be a date on the calendar, from 1900.",
        "Row 4: KO is already on row 3.",
        "Row 5: Symbol must be a ticker symbol such as AAPL or BRK.B.",
        'Row 6: Shares "many" is not a number.',
      ],
    });
  });

  it("numbers rows as a spreadsheet does: blank lines count, a quoted comma stays in its cell", () => {
    const text = '\nsymbol,shares,thesis\nAAPL,1,"cheap, growing"\n\n,,\nMSFT,-1,';
    expect(parseHoldingsCsv(text)).toEqual({ ok: false, problems: ["Row 6: Shares must not be negative."] });
  });

  it("names every bad row, whatever its place, by the row a spreadsheet shows", () => {
    const badCell = fc.constantFrom(
      { shares: "-2", says: "Shares must not be negative." },
      { shares: "lots", says: 'Shares "lots" is not a number.' },
      { shares: "1", symbol: "$$", says: "Symbol must be a ticker symbol such as AAPL or BRK.B." },
    );
    const line = fc.oneof(
      fc.constant(null),
      badCell.map((bad) => ({ ...bad })),
      fc.constant("blank" as const),
    );
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 40 }), (lines) => {
        const text = [
          "Symbol,Shares",
          ...lines.map((kind, index) => {
            if (kind === "blank") return "";
            if (kind === null) return `G${index},${index}`;
            return `${kind.symbol ?? `B${index}`},${kind.shares}`;
          }),
        ].join("\n");
        const expected = lines.flatMap((kind, index) =>
          kind !== null && kind !== "blank" ? [`Row ${index + 2}: ${kind.says}`] : [],
        );
        const read = parseHoldingsCsv(text);
        const holdings = lines.filter((kind) => kind === null).length;
        if (expected.length > 0) expect(read).toEqual({ ok: false, problems: expected });
        else if (holdings > 0) expect(read.ok && read.holdings.length).toBe(holdings);
      }),
    );
  });

  it("gives the rows of good holdings and the symbols of bad ones, so the server can check their companies", () => {
    const reading = readHoldingsCsv("symbol,shares\nAAPL,1\nZZZZ,-1\n@@,2");
    expect(reading).toEqual({
      ok: true,
      rows: [{ row: 2, holding: { symbol: "AAPL", shares: 1 } }],
      problems: [
        { row: 3, problem: "Shares must not be negative." },
        { row: 4, problem: "Symbol must be a ticker symbol such as AAPL or BRK.B." },
      ],
      symbols: [
        { row: 2, symbol: "AAPL" },
        { row: 3, symbol: "ZZZZ" },
      ],
    });
    expect(
      rowProblemLines([
        { row: 3, problem: "B." },
        { row: 2, problem: "A." },
        { row: 3, problem: "C." },
      ]),
    ).toEqual(["Row 2: A.", "Row 3: B. C."]);
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
      problems: ["Row 2: Thesis must not contain a NUL character."],
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
