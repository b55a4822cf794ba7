// Where a period's revenue went (GET /financials/financial-flow, issue 6), as nodes and links for
// a flow diagram: revenue → cost of revenue and gross profit → operating costs and operating
// income → tax, interest and other, and net income → operating cash → capital spending and free
// cash flow. Only positive flows are drawn; a loss leaves the later stages out.
import type { CashFlowStatement, FinancialFlow, IncomeStatement } from "@moatwise/core";

type Node = FinancialFlow["nodes"][number];
type Link = FinancialFlow["links"][number];

const positive = (value: number | null): value is number => value !== null && value > 0;

export function flowOf(
  income: IncomeStatement,
  cash: CashFlowStatement | undefined,
): Pick<FinancialFlow, "nodes" | "links"> {
  const nodes: Node[] = [];
  const links: Link[] = [];
  const add = (id: string, label: string, value: number, kind: Node["kind"], from?: string) => {
    nodes.push({ id, label, value, kind });
    if (from) links.push({ source: from, target: id, value });
  };
  const revenue = income.revenue ?? 0;
  add("revenue", "Revenue", revenue, "revenue");

  // Without a cost of revenue (banks, insurers, payment networks) every cost is an operating cost.
  let profitNode = "revenue";
  if (positive(income.costOfRevenue) && positive(income.grossProfit)) {
    add("costOfRevenue", "Cost of revenue", income.costOfRevenue, "cost", "revenue");
    add("grossProfit", "Gross profit", income.grossProfit, "profit", "revenue");
    profitNode = "grossProfit";
  }
  if (!positive(income.operatingIncome)) return { nodes, links };
  const costs: Array<[string, string, number | null]> = [
    ["researchAndDevelopment", "R&D", income.researchAndDevelopmentExpenses],
    ["sellingGeneralAndAdministrative", "SG&A", income.sellingGeneralAndAdministrativeExpenses],
    ["otherOperatingExpenses", "Other operating costs", income.otherExpenses],
  ];
  for (const [id, label, value] of costs) if (positive(value)) add(id, label, value, "cost", profitNode);
  add("operatingIncome", "Operating income", income.operatingIncome, "profit", profitNode);

  if (!positive(income.netIncome) || income.netIncome > income.operatingIncome) return { nodes, links };
  if (positive(income.incomeTaxExpense)) add("tax", "Income tax", income.incomeTaxExpense, "tax", "operatingIncome");
  const otherItems = income.operatingIncome - income.netIncome - Math.max(income.incomeTaxExpense ?? 0, 0);
  if (otherItems > 0) add("otherItems", "Interest and other", otherItems, "other", "operatingIncome");
  add("netIncome", "Net income", income.netIncome, "profit", "operatingIncome");

  const operatingCash = cash?.operatingCashFlow ?? null;
  const capex =
    cash?.capitalExpenditure === null || cash?.capitalExpenditure === undefined
      ? null
      : Math.abs(cash.capitalExpenditure);
  if (!positive(operatingCash) || capex === null || operatingCash <= capex) return { nodes, links };
  const nonCash = operatingCash - income.netIncome;
  if (nonCash > 0) add("nonCash", "Non-cash items", nonCash, "other");
  nodes.push({ id: "operatingCashFlow", label: "Operating cash flow", value: operatingCash, kind: "profit" });
  links.push({ source: "netIncome", target: "operatingCashFlow", value: Math.min(operatingCash, income.netIncome) });
  if (nonCash > 0) links.push({ source: "nonCash", target: "operatingCashFlow", value: nonCash });
  if (capex > 0) add("capitalExpenditure", "Capital spending", capex, "cost", "operatingCashFlow");
  add("freeCashFlow", "Free cash flow", operatingCash - capex, "profit", "operatingCashFlow");
  return { nodes, links };
}
