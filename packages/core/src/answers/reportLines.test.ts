// A margin's path over every year and net debt with its parts, as a report states them: plain
// words, and every figure of the sentence found in the lines its source states.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { claimStanding } from "./claimCheck";
import { marginTrend, netDebtLine } from "./reportLines";

const years = (values: ReadonlyArray<number>) =>
  values.map((value, index) => ({ year: `fiscal ${2024 - index}`, value }));

describe("marginTrend", () => {
  it("reads the margin from its first year to its last in plain words, with the years between", () => {
    const trend = marginTrend("gross margin", years([0.462, 0.441, 0.433, 0.418, 0.382]));
    expect(trend?.text).toBe(
      "Gross margin rose from 38.2% in fiscal 2020 to 46.2% in fiscal 2024, up 8.0 percentage points; in between it was 41.8% in fiscal 2021, 43.3% in fiscal 2022 and 44.1% in fiscal 2023.",
    );
    expect(trend?.text).not.toMatch(/percentage points\)|change in|[+−]\d/);
  });

  it("says a fall as a fall, and two years without an 'in between'", () => {
    expect(marginTrend("net margin", years([0.1, 0.125]))?.text).toBe(
      "Net margin fell from 12.5% in fiscal 2023 to 10.0% in fiscal 2024, down 2.5 percentage points.",
    );
  });

  it("needs two years", () => {
    expect(marginTrend("net margin", years([0.1]))).toBeNull();
    expect(marginTrend("net margin", [])).toBeNull();
  });

  it("names every year it is given, and every figure is checked against its own source lines", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.5, max: 0.95, noNaN: true }), { minLength: 2, maxLength: 12 }),
        (values) => {
          const trend = marginTrend("operating margin", years(values));
          expect(trend).not.toBeNull();
          for (const year of years(values)) expect(trend?.text).toContain(year.year);
          expect(trend?.text).toMatch(/^Operating margin (rose|fell|held) from /);
          expect(claimStanding(trend?.text ?? "", trend?.sourceLines ?? [])).toBe("checked");
        },
      ),
    );
  });

  it("counts the points between the percentages as written, so a reader's subtraction agrees", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        fc.double({ min: 0, max: 0.9, noNaN: true }),
        (first, last) => {
          const text = marginTrend("gross margin", years([last, first]))?.text ?? "";
          const [, from, to, way, change] =
            text.match(/from (\d+\.\d)% .* to (\d+\.\d)% .*, (?:(up|down) (\d+\.\d) percentage points|unchanged)/) ??
            [];
          const written = way ? Number(change) * (way === "down" ? -1 : 1) : 0;
          expect(written).toBeCloseTo(Number(to) - Number(from), 6);
        },
      ),
    );
  });
});

describe("netDebtLine", () => {
  const apple = { year: "fiscal 2024", totalDebt: 106.6e9, cash: 29.94e9, shortTermInvestments: 35.23e9 };

  it("sets debt against cash and short-term investments, and names both parts", () => {
    const line = netDebtLine("Apple Inc.", { ...apple, cashAndShortTermInvestments: 65.17e9 });
    expect(line?.text).toBe(
      "At the end of fiscal 2024 Apple Inc. had $106.6B of total debt against $65.2B of cash and short-term investments ($29.9B of cash and equivalents plus $35.2B of short-term investments): net debt of $41.4B.",
    );
    expect(claimStanding(line?.text ?? "", line?.sourceLines ?? [])).toBe("checked");
  });

  it("uses cash alone only when the data shows no short-term investments, and says so", () => {
    for (const shortTermInvestments of [null, 0]) {
      const line = netDebtLine("Apple Inc.", { ...apple, shortTermInvestments, cashAndShortTermInvestments: 29.94e9 });
      expect(line?.text).toContain("the data shows no short-term investments, so cash alone is set against the debt");
      expect(line?.text).toMatch(/net debt of \$76\.7B\.$/);
    }
  });

  it("says net cash when the liquid assets exceed the debt, and nothing without the debt or any cash", () => {
    const line = netDebtLine("Alphabet Inc.", {
      year: "fiscal 2024",
      totalDebt: 10.9e9,
      cash: 23.5e9,
      shortTermInvestments: 72.2e9,
      cashAndShortTermInvestments: null,
    });
    expect(line?.text).toMatch(/: net cash of \$84\.8B\.$/);
    expect(netDebtLine("X", { ...apple, totalDebt: null, cashAndShortTermInvestments: null })).toBeNull();
    expect(
      netDebtLine("X", { ...apple, cash: null, shortTermInvestments: null, cashAndShortTermInvestments: null }),
    ).toBeNull();
  });

  it("states every figure its source lines state, whatever the amounts", () => {
    const amount = fc.double({ min: 0, max: 5e11, noNaN: true });
    fc.assert(
      fc.property(amount, fc.option(amount), fc.option(amount), (totalDebt, cash, shortTermInvestments) => {
        const line = netDebtLine("Some Co", {
          year: "fiscal 2023",
          totalDebt,
          cash,
          shortTermInvestments,
          cashAndShortTermInvestments: cash === null ? shortTermInvestments : null,
        });
        if (cash === null && shortTermInvestments === null) {
          expect(line).toBeNull();
        } else {
          expect(line?.text).toMatch(/: net (debt|cash) of /);
          expect(claimStanding(line?.text ?? "", line?.sourceLines ?? [])).toBe("checked");
        }
      }),
    );
  });
});
