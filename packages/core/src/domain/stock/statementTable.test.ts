import { describe, expect, it } from "vitest";
import { IncomeStatement } from "../schemas/financials";
import { statementTable } from "./statementTable";

function income(
  fiscalYear: string,
  period: IncomeStatement["period"],
  revenue: number,
  netIncome: number,
): IncomeStatement {
  // Every figure of the contract null, then the two this test is about.
  const nulls = Object.fromEntries(Object.keys(IncomeStatement.fields).map((key) => [key, null]));
  return {
    ...nulls,
    date: `${fiscalYear}-12-31`,
    symbol: "T",
    reportedCurrency: "USD",
    cik: null,
    filingDate: null,
    acceptedDate: null,
    fiscalYear,
    period,
    revenue,
    netIncome,
  } as IncomeStatement;
}

describe("a statement as the Financials section shows it", () => {
  const newestFirst = [income("2024", "FY", 120, 12), income("2023", "FY", 100, 10), income("2022", "FY", 80, -4)];

  it("puts periods oldest first, and leaves out lines no period reports", () => {
    const table = statementTable("income", newestFirst);
    expect(table.columns.map((column) => column.label)).toEqual(["FY2022", "FY2023", "FY2024"]);
    expect(table.rows.map((row) => row.label)).toEqual([
      "Revenue",
      "Revenue growth",
      "Net income",
      "Net income growth",
      "Net margin",
    ]);
  });

  it("computes growth against the year before and margins against revenue", () => {
    const rows = Object.fromEntries(statementTable("income", newestFirst).rows.map((row) => [row.label, row.values]));
    expect(rows["Revenue growth"]).toEqual([null, 0.25, expect.closeTo(0.2, 9)]);
    expect(rows["Net margin"]).toEqual([-0.05, 0.1, 0.1]);
    // Growth from a loss is not meaningful.
    expect(rows["Net income growth"]).toEqual([null, null, expect.closeTo(0.2, 9)]);
  });

  it("compares a quarter with the same quarter a year before", () => {
    const quarters = ["Q4", "Q3", "Q2", "Q1", "Q4"].map((period, index) =>
      income(index === 0 ? "2024" : "2023", period as IncomeStatement["period"], 110 - index * 5, 1),
    );
    const table = statementTable("income", quarters);
    expect(table.columns.at(-1)?.label).toBe("Q4 FY2024");
    expect(table.rows.find((row) => row.label === "Revenue growth")?.values).toEqual([
      null,
      null,
      null,
      null,
      expect.closeTo(110 / 90 - 1, 9),
    ]);
  });
});
