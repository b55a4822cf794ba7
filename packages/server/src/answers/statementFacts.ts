// Figures computed from the annual statements, for research reports (issue 22) and the offline
// assistant (issue 23): growth, margins, cash generation, reinvestment, shareholder returns and
// the balance sheet, each as one sentence with the statement lines it comes from, the inputs and
// the result written out, so a reader (and the figure check) finds every number of the sentence in
// its source. Revenue carries its yearly values, margins every year's the data holds, newest
// first, for trends.
import {
  type BalanceSheet,
  type CashFlowStatement,
  formatMoney,
  formatPercent,
  type IncomeStatement,
  netDebtLine,
  type ResearchSource,
} from "@moatwise/core";
import type { MarketFacts } from "./ports";

/** The figures a report computes from the annual statements, in the order it gives them. */
export type FactTopic =
  | "revenue"
  | "grossMargin"
  | "operatingMargin"
  | "netMargin"
  | "freeCashFlow"
  | "reinvestment"
  | "research"
  | "shareholderReturns"
  | "balanceSheet";

export interface FigureFact {
  readonly topic: FactTopic;
  /** Words a question about this figure would use. */
  readonly keywords: ReadonlyArray<string>;
  readonly text: string;
  readonly source: ResearchSource;
  /** The figure per fiscal year, newest first (revenue in dollars, a margin as a share). */
  readonly series?: ReadonlyArray<{ readonly year: string; readonly value: number }>;
}

/** The years a report compares: the latest and the ones before it. */
const YEARS_COMPARED = 3;

const ratio = (part: number | null, whole: number | null) =>
  part === null || whole === null || whole === 0 ? null : part / whole;
const fy = (row: { fiscalYear: string }) => `fiscal ${row.fiscalYear}`;

function statementSource(symbol: string, id: string, title: string, lines: ReadonlyArray<string>): ResearchSource {
  return {
    id: `statement:${symbol}:${id}`,
    kind: "statement",
    title: `${symbol} ${title}`,
    url: `/stock/${encodeURIComponent(symbol)}?section=financials`,
    excerpt: lines.join(" "),
  };
}

interface Statements {
  readonly income: ReadonlyArray<IncomeStatement>;
  readonly cash: ReadonlyArray<CashFlowStatement>;
  readonly balance: ReadonlyArray<BalanceSheet>;
}

function revenueFact(symbol: string, { income }: Statements): FigureFact[] {
  const [latest, earlier] = income;
  if (!latest?.revenue) return [];
  const oldest = income[Math.min(income.length, YEARS_COMPARED) - 1] ?? latest;
  const growth = earlier?.revenue ? ratio(latest.revenue - earlier.revenue, earlier.revenue) : null;
  const lines = income
    .slice(0, YEARS_COMPARED)
    .map((row) => `${fy(row)}: revenue ${formatMoney(row.revenue)}.`)
    .concat(
      growth === null ? [] : [`Change in ${fy(latest)}: ${formatPercent(growth)} (revenue ÷ prior revenue − 1).`],
    );
  const change =
    growth === null || !earlier
      ? ""
      : `, ${growth >= 0 ? "up" : "down"} ${formatPercent(Math.abs(growth))} from ${formatMoney(earlier.revenue)} in ${fy(earlier)}`;
  const since = oldest !== latest && oldest !== earlier ? ` (${formatMoney(oldest.revenue)} in ${fy(oldest)})` : "";
  return [
    {
      topic: "revenue",
      keywords: ["revenue", "sales", "growth", "grow", "grew", "top", "line", "demand"],
      text: `Revenue was ${formatMoney(latest.revenue)} in ${fy(latest)}${change}${since}.`,
      source: statementSource(symbol, "revenue", "income statement: revenue", lines),
      series: income
        .slice(0, YEARS_COMPARED)
        .flatMap((row) => (row.revenue === null ? [] : [{ year: fy(row), value: row.revenue }])),
    },
  ];
}

function marginFact(
  symbol: string,
  income: ReadonlyArray<IncomeStatement>,
  topic: FactTopic,
  name: string,
  part: (row: IncomeStatement) => number | null,
  partName: string,
  keywords: ReadonlyArray<string>,
): FigureFact[] {
  const everyYear = income.filter((row) => ratio(part(row), row.revenue) !== null);
  const rows = everyYear.slice(0, YEARS_COMPARED);
  const [latest, ...before] = rows;
  if (!latest) return [];
  const margin = (row: IncomeStatement) => formatPercent(ratio(part(row), row.revenue));
  const lines = rows.map(
    (row) =>
      `${fy(row)}: ${partName} ${formatMoney(part(row))}; revenue ${formatMoney(row.revenue)}; ${name} ${margin(row)} (${partName} ÷ revenue).`,
  );
  const history =
    before.length > 0 ? `, against ${before.map((row) => `${margin(row)} in ${fy(row)}`).join(" and ")}` : "";
  const capitalised = name.charAt(0).toUpperCase() + name.slice(1);
  return [
    {
      topic,
      keywords,
      text: `${capitalised} was ${margin(latest)} in ${fy(latest)} (${partName} ${formatMoney(part(latest))} on revenue ${formatMoney(latest.revenue)})${history}.`,
      source: statementSource(symbol, topic, `income statement: ${name}`, lines),
      // Every year the data holds: a margin's path ("fastest-moving") is read over all of them.
      series: everyYear.map((row) => ({ year: fy(row), value: ratio(part(row), row.revenue) as number })),
    },
  ];
}

function cashFacts(symbol: string, { income, cash }: Statements): FigureFact[] {
  const [latest] = cash;
  const revenue = income.find((row) => row.fiscalYear === latest?.fiscalYear)?.revenue ?? null;
  if (!latest) return [];
  const facts: FigureFact[] = [];
  const free = latest.freeCashFlow ?? (latest.operatingCashFlow ?? 0) + (latest.capitalExpenditure ?? 0);
  if (latest.operatingCashFlow !== null && revenue) {
    facts.push({
      topic: "freeCashFlow",
      keywords: ["cash", "free", "flow", "conversion", "generate", "generates", "fcf"],
      text: `Free cash flow was ${formatMoney(free)} in ${fy(latest)}, ${formatPercent(ratio(free, revenue))} of revenue.`,
      source: statementSource(symbol, "free-cash-flow", "cash flow statement: free cash flow", [
        `${fy(latest)}: operating cash flow ${formatMoney(latest.operatingCashFlow)}; capital expenditure ${formatMoney(latest.capitalExpenditure)}; free cash flow ${formatMoney(free)}; revenue ${formatMoney(revenue)}; free cash flow ÷ revenue ${formatPercent(ratio(free, revenue))}.`,
      ]),
    });
  }
  const capex = latest.capitalExpenditure === null ? null : Math.abs(latest.capitalExpenditure);
  if (capex !== null && revenue) {
    facts.push({
      topic: "reinvestment",
      keywords: ["capital", "expenditure", "capex", "invest", "investment", "reinvest", "reinvestment", "growth"],
      text: `Capital expenditure was ${formatMoney(capex)} in ${fy(latest)}, ${formatPercent(ratio(capex, revenue))} of revenue.`,
      source: statementSource(symbol, "capex", "cash flow statement: capital expenditure", [
        `${fy(latest)}: capital expenditure ${formatMoney(capex)}; revenue ${formatMoney(revenue)}; capital expenditure ÷ revenue ${formatPercent(ratio(capex, revenue))}.`,
      ]),
    });
  }
  const buybacks = Math.abs(latest.commonStockRepurchased ?? 0);
  const dividends = Math.abs(latest.commonDividendsPaid ?? 0);
  if (buybacks + dividends > 0) {
    facts.push({
      topic: "shareholderReturns",
      keywords: [
        "buyback",
        "buybacks",
        "dividend",
        "dividends",
        "repurchase",
        "shareholders",
        "return",
        "capital",
        "allocation",
        "cash",
      ],
      text: `In ${fy(latest)} the company spent ${formatMoney(buybacks)} on buybacks and ${formatMoney(dividends)} on dividends.`,
      source: statementSource(symbol, "shareholder-returns", "cash flow statement: buybacks and dividends", [
        `${fy(latest)}: common stock repurchased ${formatMoney(buybacks)}; common dividends paid ${formatMoney(dividends)}.`,
      ]),
    });
  }
  return facts;
}

function researchFact(symbol: string, { income }: Statements): FigureFact[] {
  const [latest] = income;
  const share = latest ? ratio(latest.researchAndDevelopmentExpenses, latest.revenue) : null;
  if (!latest || share === null || share === 0) return [];
  return [
    {
      topic: "research",
      keywords: ["research", "development", "r&d", "innovation", "invest", "investment", "product", "products"],
      text: `Research and development took ${formatPercent(share)} of revenue in ${fy(latest)}, ${formatMoney(latest.researchAndDevelopmentExpenses)}.`,
      source: statementSource(symbol, "research", "income statement: research and development", [
        `${fy(latest)}: research and development ${formatMoney(latest.researchAndDevelopmentExpenses)}; revenue ${formatMoney(latest.revenue)}; research and development ÷ revenue ${formatPercent(share)}.`,
      ]),
    },
  ];
}

function balanceFact(symbol: string, { balance }: Statements): FigureFact[] {
  const [latest] = balance;
  // Net debt sets cash and short-term investments against debt, and says which parts it used.
  const line = latest
    ? netDebtLine(symbol, {
        year: fy(latest),
        totalDebt: latest.totalDebt,
        cash: latest.cashAndCashEquivalents,
        shortTermInvestments: latest.shortTermInvestments,
        cashAndShortTermInvestments: latest.cashAndShortTermInvestments,
      })
    : null;
  if (!line) return [];
  return [
    {
      topic: "balanceSheet",
      keywords: ["debt", "cash", "balance", "sheet", "leverage", "liquidity", "borrowing", "fund", "funding"],
      text: line.text,
      source: statementSource(symbol, "balance-sheet", "balance sheet: debt, cash and short-term investments", [
        ...line.sourceLines,
      ]),
    },
  ];
}

/** The figure facts of a company's annual statements, newest year first; none when it has no statements. */
export async function annualFacts(market: MarketFacts, symbol: string): Promise<FigureFact[]> {
  const [income, cash, balance] = await Promise.all([
    market.statements(symbol, "income", "annual"),
    market.statements(symbol, "cashFlow", "annual").catch(() => ({ data: [] })),
    market.statements(symbol, "balance", "annual").catch(() => ({ data: [] })),
  ]);
  const statements: Statements = { income: income.data, cash: cash.data, balance: balance.data };
  const rows = statements.income;
  return [
    ...revenueFact(symbol, statements),
    ...marginFact(symbol, rows, "grossMargin", "gross margin", (row) => row.grossProfit, "gross profit", [
      "gross",
      "margin",
      "margins",
      "pricing",
      "profitability",
    ]),
    ...marginFact(
      symbol,
      rows,
      "operatingMargin",
      "operating margin",
      (row) => row.operatingIncome,
      "operating income",
      ["operating", "margin", "margins", "profitability", "costs", "efficiency"],
    ),
    ...marginFact(symbol, rows, "netMargin", "net margin", (row) => row.netIncome, "net income", [
      "net",
      "income",
      "earnings",
      "profit",
      "profits",
      "margin",
    ]),
    ...cashFacts(symbol, statements),
    ...researchFact(symbol, statements),
    ...balanceFact(symbol, statements),
  ];
}
