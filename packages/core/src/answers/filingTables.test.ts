// The table reader's text rules: figures as filings print them, the unit a heading states, and a
// column's period from its headings; then a table from positioned runs, as a PDF gives them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFigure, readStatementTables, type TextRun } from "./filingTables";
import { periodOfHeading, unitOfHeading } from "./tableHeadings";

const withSeparators = (value: number) => value.toLocaleString("en-US");

describe("parseFigure", () => {
  it("reads any whole figure with separators, a dollar sign, and parentheses for a negative", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), fc.boolean(), fc.boolean(), (value, negative, dollar) => {
        const printed = `${dollar ? "$" : ""}${withSeparators(value)}`;
        expect(parseFigure(negative ? `(${printed})` : printed)?.value).toBe(negative && value !== 0 ? -value : value);
      }),
    );
  });

  it("reads decimals, dashes as nothing, a percent, and refuses words", () => {
    expect(parseFigure("6.11")?.value).toBe(6.11);
    expect(parseFigure("(0.25)")?.value).toBe(-0.25);
    expect(parseFigure("\u2014")).toEqual({ value: 0, percent: false });
    expect(parseFigure("-")).toEqual({ value: 0, percent: false });
    expect(parseFigure("12.5%")).toEqual({ value: 12.5, percent: true });
    expect(parseFigure("Products")).toBeNull();
    expect(parseFigure("1,23")).toBeNull();
  });
});

describe("unitOfHeading", () => {
  const words = fc.array(fc.constantFrom("Apple", "Inc.", "CONSOLIDATED", "BALANCE", "SHEETS", "Unaudited"), {
    maxLength: 5,
  });
  const casing = fc.constantFrom(
    (text: string) => text,
    (text: string) => text.toUpperCase(),
  );
  it("finds the scale anywhere in the heading, in any case", () => {
    fc.assert(
      fc.property(
        words,
        words,
        casing,
        fc.constantFrom(["millions", 1e6], ["thousands", 1e3], ["billions", 1e9]),
        (before, after, cased, [word, scale]) => {
          const heading = cased(`${before.join(" ")} (In ${word}, except per share amounts) ${after.join(" ")}`);
          expect(unitOfHeading(heading)).toEqual({ scale, shareScale: scale });
        },
      ),
    );
  });

  it("reads shares kept in another scale, and no unit where none is stated", () => {
    expect(
      unitOfHeading("(In millions, except number of shares which are reflected in thousands and per share amounts)"),
    ).toEqual({ scale: 1e6, shareScale: 1e3 });
    expect(unitOfHeading("CONSOLIDATED STATEMENTS OF OPERATIONS")).toBeNull();
  });
});

describe("periodOfHeading", () => {
  const annual = { quarterly: false };
  const year = fc.integer({ min: 1995, max: 2040 });
  it("writes fiscal years, quarters and other spans as the answers do", () => {
    fc.assert(
      fc.property(year, fc.constantFrom("Years ended September 24,", "Fiscal Year", "Year Ended", ""), (y, words) => {
        expect(periodOfHeading(`${words} ${y}`, annual)).toBe(`FY${y}`);
      }),
    );
    fc.assert(
      fc.property(year, fc.integer({ min: 1, max: 4 }), (y, quarter) => {
        expect(periodOfHeading(`Q${quarter} ${y}`, annual)).toBe(`Q${quarter} FY${y}`);
      }),
    );
    expect(periodOfHeading("Three Months Ended July 1, 2023", annual)).toBe("three months ended July 1, 2023");
    expect(periodOfHeading("Six Months Ended July 1, 2023", annual)).toBe("six months ended July 1, 2023");
    expect(periodOfHeading("Second Quarter 2023", annual)).toBe("Q2 FY2023");
  });

  it("reads a quarter's heading ('Quarters Ended June 30, 2023') as its three months, on any date", () => {
    fc.assert(
      fc.property(
        year,
        fc.constantFrom("January", "March", "June", "September", "December"),
        fc.integer({ min: 1, max: 28 }),
        fc.constantFrom("Quarter Ended", "Quarters Ended", "QUARTERS ENDED", "Quarter ended"),
        (y, month, day, words) => {
          expect(periodOfHeading(`${words} ${month} ${day}, ${y}`, annual)).toBe(
            `three months ended ${month} ${day}, ${y}`,
          );
        },
      ),
    );
    // A numbered quarter stays the fiscal quarter it names.
    expect(periodOfHeading("Fourth Quarter Ended 2023", annual)).toBe("Q4 FY2023");
  });

  it("dates a quarterly balance sheet's latest column by its day, and skips change columns", () => {
    expect(periodOfHeading("July 1, 2023", { quarterly: true }, true)).toBe("July 1, 2023");
    expect(periodOfHeading("September 24, 2022", { quarterly: true }, false)).toBe("FY2022");
    expect(periodOfHeading("September 24, 2022", annual, true)).toBe("FY2022");
    expect(periodOfHeading("% Change", annual)).toBeNull();
    expect(periodOfHeading("2023 vs. 2022", annual)).toBeNull();
  });
});

/** Runs of a small table: labels at x 50, figures right-aligned at 300 and 360 (6 points a character). */
function tableRuns(rows: ReadonlyArray<readonly [string, ...string[]]>, heading: ReadonlyArray<string>): TextRun[] {
  const runs: TextRun[] = heading.map((text, index) => ({
    text,
    x: 150,
    y: 700 - index * 12,
    width: text.length * 5,
    size: 9,
  }));
  runs.push({ text: "2023", x: 276, y: 660, width: 20, size: 8 }, { text: "2022", x: 336, y: 660, width: 20, size: 8 });
  rows.forEach(([label, ...values], index) => {
    const y = 640 - index * 12;
    runs.push({ text: label, x: 50, y, width: label.length * 5, size: 9 });
    values.forEach((value, column) => {
      const right = column === 0 ? 300 : 360;
      runs.push({ text: value, x: right - value.length * 6, y, width: value.length * 6, size: 9 });
    });
  });
  return runs;
}

describe("readStatementTables", () => {
  it("reads any figures into their year's column, scaled by the heading's unit", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -99_999, max: 99_999 }), fc.integer({ min: -99_999, max: 99_999 })), {
          minLength: 2,
          maxLength: 8,
        }),
        (values) => {
          const print = (value: number) => (value < 0 ? `(${withSeparators(-value)})` : withSeparators(value));
          const rows = values.map(([a, b], index) => [`Line ${"abcdefgh"[index]}`, print(a), print(b)] as const);
          const { facts } = readStatementTables(tableRuns(rows, ["BALANCE SHEETS", "(In thousands)"]), 3, {
            quarterly: false,
          });
          values.forEach(([a, b], index) => {
            const mine = facts.filter((fact) => fact.label === `Line ${"abcdefgh"[index]}`);
            expect(mine.map((fact) => [fact.period, fact.value])).toEqual([
              ["FY2023", a * 1000],
              ["FY2022", b * 1000],
            ]);
          });
        },
      ),
    );
  });
});

/** An earnings release's statement: its span named at the labels' margin, the years over the columns. */
function releaseRuns(span: string, rows: ReadonlyArray<readonly [string, string, string, string, string]>): TextRun[] {
  const runs: TextRun[] = [
    { text: "CONDENSED CONSOLIDATED STATEMENT OF INCOME (UNAUDITED)", x: 136, y: 727, width: 320, size: 9 },
    { text: "Dollars and shares in millions, except per share data", x: 30, y: 698, width: 200, size: 8 },
    { text: span, x: 30, y: 682, width: span.length * 5, size: 8 },
    { text: "2023", x: 391, y: 682, width: 20, size: 8 },
    { text: "2022", x: 450, y: 682, width: 20, size: 8 },
    { text: "Inc/ (Dec)", x: 514, y: 682, width: 40, size: 8 },
  ];
  rows.forEach(([label, ...cells], index) => {
    const y = 660 - index * 12;
    runs.push({ text: label, x: 30, y, width: label.length * 5, size: 9 });
    cells.forEach((cell, column) => {
      const right = [411, 470, 530, 585][column] as number;
      runs.push({ text: cell, x: right - cell.length * 6, y, width: cell.length * 6, size: 9 });
    });
  });
  return runs;
}

describe("readStatementTables on an earnings release", () => {
  const print = (value: number) => (value < 0 ? `(${(-value).toFixed(1)})` : value.toFixed(1));
  it("reads every line into the span its margin heading names, a change column marked 'n/m' or not", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          ["Quarters Ended June 30,", "three months ended June 30"],
          ["Six Months Ended June 30,", "six months ended June 30"],
        ),
        fc.array(
          fc.tuple(
            fc.integer({ min: -99_999, max: 99_999 }),
            fc.integer({ min: -99_999, max: 99_999 }),
            fc.constantFrom("n/m", "N/A", "nm", "12"),
          ),
          { minLength: 2, maxLength: 6 },
        ),
        ([span, period], values) => {
          const rows = values.map(
            ([a, b, percent], index) =>
              [`Line ${"abcdef"[index]}`, print(a / 10), print(b / 10), print((a - b) / 10), percent] as const,
          );
          const { facts } = readStatementTables(releaseRuns(span, rows), 5, { quarterly: true });
          values.forEach(([a, b], index) => {
            const mine = facts.filter((fact) => fact.label === `Line ${"abcdef"[index]}`);
            expect(mine.map((fact) => [fact.period, fact.value])).toEqual([
              [`${period}, 2023`, Math.round(a * 1e5)],
              [`${period}, 2022`, Math.round(b * 1e5)],
            ]);
          });
        },
      ),
    );
  });
});
