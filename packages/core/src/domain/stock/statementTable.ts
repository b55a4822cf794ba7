// A statement as the Financials section shows it: periods oldest to newest from left to right,
// the reported lines, and the growth and margin rows under the lines they describe. Lines no
// period reports are left out (a bank has no cost of revenue).
import type { BalanceSheet, CashFlowStatement, IncomeStatement } from "../schemas/financials";

export type StatementTab = "income" | "balance" | "cashFlow";
export type CellFormat = "money" | "percent" | "perShare" | "count";

type Row = IncomeStatement | BalanceSheet | CashFlowStatement;
type Figure = number | null;

interface LineSpec<R> {
  readonly label: string;
  readonly value: (row: R) => Figure;
  readonly format?: CellFormat;
  readonly emphasis?: boolean;
  /** Add a growth row (year over year) or a margin row (share of revenue) beneath. */
  readonly growth?: string;
  readonly margin?: string;
}

const INCOME_LINES: ReadonlyArray<LineSpec<IncomeStatement>> = [
  { label: "Revenue", value: (r) => r.revenue, emphasis: true, growth: "Revenue growth" },
  { label: "Cost of revenue", value: (r) => r.costOfRevenue },
  { label: "Gross profit", value: (r) => r.grossProfit, emphasis: true, margin: "Gross margin" },
  { label: "Research and development", value: (r) => r.researchAndDevelopmentExpenses },
  { label: "Selling, general and administrative", value: (r) => r.sellingGeneralAndAdministrativeExpenses },
  { label: "Operating income", value: (r) => r.operatingIncome, emphasis: true, margin: "Operating margin" },
  { label: "Interest expense", value: (r) => r.interestExpense },
  { label: "Income before tax", value: (r) => r.incomeBeforeTax },
  { label: "Income tax", value: (r) => r.incomeTaxExpense },
  { label: "Net income", value: (r) => r.netIncome, emphasis: true, margin: "Net margin", growth: "Net income growth" },
  { label: "EBITDA", value: (r) => r.ebitda },
  { label: "Diluted EPS", value: (r) => r.epsDiluted, format: "perShare", growth: "EPS growth" },
  { label: "Diluted shares", value: (r) => r.weightedAverageShsOutDil, format: "count" },
];

const sum = (a: Figure, b: Figure): Figure => (a === null && b === null ? null : (a ?? 0) + (b ?? 0));

const BALANCE_LINES: ReadonlyArray<LineSpec<BalanceSheet>> = [
  { label: "Cash and equivalents", value: (r) => r.cashAndCashEquivalents },
  { label: "Short-term investments", value: (r) => r.shortTermInvestments },
  { label: "Receivables", value: (r) => r.netReceivables },
  { label: "Inventory", value: (r) => r.inventory },
  { label: "Total current assets", value: (r) => r.totalCurrentAssets, emphasis: true },
  { label: "Property, plant and equipment", value: (r) => r.propertyPlantEquipmentNet },
  { label: "Goodwill and intangibles", value: (r) => sum(r.goodwill, r.intangibleAssets) },
  { label: "Total assets", value: (r) => r.totalAssets, emphasis: true },
  { label: "Total current liabilities", value: (r) => r.totalCurrentLiabilities },
  { label: "Total debt", value: (r) => r.totalDebt },
  { label: "Total liabilities", value: (r) => r.totalLiabilities, emphasis: true },
  { label: "Shareholders' equity", value: (r) => r.totalStockholdersEquity, emphasis: true },
  { label: "Net debt", value: (r) => r.netDebt },
];

const CASH_FLOW_LINES: ReadonlyArray<LineSpec<CashFlowStatement>> = [
  { label: "Net income", value: (r) => r.netIncome },
  { label: "Depreciation and amortisation", value: (r) => r.depreciationAndAmortization },
  { label: "Stock-based compensation", value: (r) => r.stockBasedCompensation },
  {
    label: "Operating cash flow",
    value: (r) => r.operatingCashFlow,
    emphasis: true,
    growth: "Operating cash flow growth",
  },
  { label: "Capital expenditure", value: (r) => r.capitalExpenditure },
  { label: "Free cash flow", value: (r) => r.freeCashFlow, emphasis: true, growth: "Free cash flow growth" },
  { label: "Share repurchases", value: (r) => r.commonStockRepurchased },
  { label: "Dividends paid", value: (r) => r.commonDividendsPaid },
];

const LINES: Record<StatementTab, ReadonlyArray<LineSpec<never>>> = {
  income: INCOME_LINES,
  balance: BALANCE_LINES,
  cashFlow: CASH_FLOW_LINES,
};

export interface TableColumn {
  readonly date: string;
  /** FY2024, or Q1 FY2025. */
  readonly label: string;
}

export interface TableRow {
  readonly label: string;
  readonly format: CellFormat;
  readonly values: ReadonlyArray<Figure>;
  readonly emphasis: boolean;
  /** A growth or margin row, shown smaller beneath its line. */
  readonly derived: boolean;
}

export interface StatementTable {
  readonly columns: ReadonlyArray<TableColumn>;
  readonly rows: ReadonlyArray<TableRow>;
}

export const columnLabel = (row: Row) =>
  row.period === "FY" ? `FY${row.fiscalYear}` : `${row.period} FY${row.fiscalYear}`;

/** Change against the same period a year before: the previous year, or four quarters back. */
function growthValues(values: ReadonlyArray<Figure>, lag: number): Figure[] {
  return values.map((value, index) => {
    const before = values[index - lag];
    return value === null || before === null || before === undefined || before <= 0 ? null : value / before - 1;
  });
}

/** `statements` newest first, as the server sends them. */
export function statementTable(
  tab: StatementTab,
  statements: ReadonlyArray<Row>,
  revenues?: ReadonlyArray<Figure>,
): StatementTable {
  const oldestFirst = [...statements].reverse();
  const lag = oldestFirst[0]?.period === "FY" ? 1 : 4;
  const incomeRevenues =
    revenues ?? (tab === "income" ? oldestFirst.map((row) => (row as IncomeStatement).revenue) : undefined);
  const rows: TableRow[] = [];
  for (const line of LINES[tab] as ReadonlyArray<LineSpec<Row>>) {
    const values = oldestFirst.map(line.value);
    if (values.every((value) => value === null)) continue;
    rows.push({
      label: line.label,
      format: line.format ?? "money",
      values,
      emphasis: line.emphasis ?? false,
      derived: false,
    });
    if (line.growth) {
      const growth = growthValues(values, lag);
      if (growth.some((value) => value !== null)) {
        rows.push({ label: line.growth, format: "percent", values: growth, emphasis: false, derived: true });
      }
    }
    if (line.margin && incomeRevenues) {
      const margins = values.map((value, index) => {
        const revenue = incomeRevenues[index];
        return value === null || !revenue ? null : value / revenue;
      });
      rows.push({ label: line.margin, format: "percent", values: margins, emphasis: false, derived: true });
    }
  }
  return { columns: oldestFirst.map((row) => ({ date: row.date, label: columnLabel(row) })), rows };
}
