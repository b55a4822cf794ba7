// A filing reading the tests of the filing facts engine build on: a 10-K's statements and a
// note on their pages, the lines as the reader gives them, and a question run over it to a draft.
import {
  type ClassifiedPage,
  companyDirectory,
  draftMarkdown,
  type Fact,
  FILING_SYMBOL,
  type FilingPageClass,
  type FilingReading,
  filingPageSourceId,
  planQuestion,
  writeFilingDraft,
} from "@moatwise/core";
import { runFilingPlan } from "../answers/filingFactsEngine";
import { pageOfSource } from "../answers/filingSources";

export const MILLION = 1e6;

/** A statement line as the reader gives it: whole dollars, on its page. */
export const line = (measure: string, label: string, period: string, millions: number, page: number): Fact => ({
  id: `${FILING_SYMBOL}/${measure}/${period}/p${page}`,
  symbol: FILING_SYMBOL,
  measure,
  label,
  period,
  value: millions * MILLION,
  unit: "usd",
  sourceId: filingPageSourceId(page),
  derivedFrom: [],
});

export const page = (pageNumber: number, pageClass: FilingPageClass, title: string | null = null): ClassifiedPage => ({
  pageNumber,
  pageClass,
  title,
});

/** A 10-K's statements: income statement p. 40, balance sheet p. 41, cash flow p. 43, a note p. 60. */
export const TEN_K: FilingReading = {
  pages: [
    page(40, "incomeStatement", "CONSOLIDATED STATEMENTS OF OPERATIONS"),
    page(41, "balanceSheet", "CONSOLIDATED BALANCE SHEETS"),
    page(43, "cashFlowStatement", "CONSOLIDATED STATEMENTS OF CASH FLOWS"),
    page(60, "note", "Note 6 — Property and Equipment"),
  ],
  facts: [
    line("revenue", "Net sales", "FY2022", 9_000, 40),
    line("revenue", "Net sales", "FY2023", 10_000, 40),
    line("costOfRevenue", "Cost of sales", "FY2022", 5_800, 40),
    line("costOfRevenue", "Cost of sales", "FY2023", 6_000, 40),
    line("operatingIncome", "Operating income", "FY2023", 1_500, 40),
    line("depreciation", "Depreciation and amortization", "FY2023", 310, 40),
    line("inventory", "Inventories", "FY2022", 1_100, 41),
    line("inventory", "Inventories", "FY2023", 1_300, 41),
    line("currentAssets", "Total current assets", "FY2023", 4_200, 41),
    line("currentLiabilities", "Total current liabilities", "FY2023", 2_800, 41),
    line("depreciation", "Depreciation and amortization", "FY2023", 420, 43),
    line("capex", "Purchases of property, plant and equipment", "FY2023", -1_234.5, 43),
    line("operatingCashFlow", "Net cash provided by operating activities", "FY2023", 2_100, 43),
    line("depreciation", "Depreciation expense", "FY2023", 395, 60),
  ],
};

const directory = companyDirectory([], []);
const places = (reading: FilingReading) => (sourceId: string) => {
  const found = reading.pages.find((each) => each.pageNumber === pageOfSource(sourceId));
  return found ? { pageNumber: found.pageNumber, pageClass: found.pageClass, title: found.title } : null;
};

export function ask(question: string, reading: FilingReading = TEN_K) {
  const plan = planQuestion(question, [], directory);
  const table = runFilingPlan(plan, reading, {
    filename: "10-K.pdf",
    pageUrl: (pageNumber) => `/pdf-chat?session=s#page-${pageNumber}`,
  });
  return { plan, table, text: draftMarkdown(writeFilingDraft(table, places(reading))) };
}

/** The fact a table gives for a measure (a computed one: a ratio, a growth, a margin). */
export const factFor = (table: ReturnType<typeof runFilingPlan>, measure: string) =>
  table.facts.find((fact) => fact.measure === measure);

/** A 10-Q's statements: its income statement on p. 3, its balance sheet on p. 4. */
export const TEN_Q_PAGES = [page(3, "incomeStatement"), page(4, "balanceSheet")];
