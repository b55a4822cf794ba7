// Which measures mean nothing for a kind of company (issue 44, item 5): a bank, an insurer or a
// card network has no cost of sales, so no gross profit or gross margin; a company with no
// inventory has no inventory turnover or days of inventory. Said with why and what the data has
// instead, never as "not in the data".
import type { PlannedMeasure } from "./answerTypes";
import { formulaTerms, MEASURE_BY_ID, type MeasureFormula } from "./measures";

/** The statement lines a measure rests on, through its formula's terms. */
function linesOf(formula: MeasureFormula, seen: Set<string> = new Set()): Set<string> {
  const lines = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const measure = MEASURE_BY_ID.get(id);
    if (measure) for (const line of linesOf(measure.formula, seen)) lines.add(line);
  };
  if (formula.kind === "line") lines.add(formula.field);
  for (const term of formulaTerms(formula)) visit(term.id);
  return lines;
}

/** The lines of each formula, found once: the dictionary's formulas are fixed. */
const LINES = new WeakMap<MeasureFormula, Set<string>>();
function linesOfFormula(formula: MeasureFormula): Set<string> {
  let lines = LINES.get(formula);
  if (!lines) {
    lines = linesOf(formula);
    LINES.set(formula, lines);
  }
  return lines;
}

/** What a financial company is called, by its industry as the profile names it. */
function financialKind(industry: string | null): string {
  const text = (industry ?? "").toLowerCase();
  if (text.includes("bank")) return "a bank";
  if (text.includes("insurance")) return "an insurer";
  if (text.includes("credit services")) return "a card network";
  if (text.includes("asset management") || text.includes("capital markets")) return "an asset manager";
  return "a financial company";
}

const COST_OF_SALES_LINES = new Set(["costOfRevenue", "grossProfit"]);
const INVENTORY_LINES = new Set(["inventory"]);
const CURRENT_LINES = new Set(["totalCurrentAssets", "totalCurrentLiabilities"]);

/** A company as the applicability rule needs it: its profile's sector and industry, and whether it reports inventory. */
export interface CompanyKind {
  readonly sector: string | null;
  readonly industry: string | null;
  /** False when its balance sheets report no inventory (null or zero in every year). */
  readonly holdsInventory: boolean;
  /**
   * True when its balance sheet is unclassified: total assets without current assets or current
   * liabilities, as a bank, an insurer or a real estate trust prints it (issue 45, item 3).
   */
  readonly unclassifiedBalanceSheet?: boolean;
}

/**
 * Why a measure means nothing for this company, with what the data has instead, or null when it
 * applies. Decided by the lines the measure rests on, so a measure the question defines from cost
 * of sales is judged as the dictionary's gross margin is.
 */
export function notMeaningfulFor(measure: PlannedMeasure, company: CompanyKind): string | null {
  const lines = linesOfFormula(measure.formula);
  const usesCostOfSales = [...lines].some((line) => COST_OF_SALES_LINES.has(line));
  const usesInventory = [...lines].some((line) => INVENTORY_LINES.has(line));
  if (usesCostOfSales && company.sector === "Financial Services") {
    return `${capitalised(measure.label)} is not a meaningful measure for ${financialKind(company.industry)}: it has no cost of sales. The data has its revenue, operating income and net margin instead.`;
  }
  if (company.unclassifiedBalanceSheet && [...lines].some((line) => CURRENT_LINES.has(line))) {
    return `${capitalised(measure.label)} does not fit this company: its balance sheet is unclassified (it does not split assets and liabilities into current and non-current, as a bank's, an insurer's or a real estate trust's does), so there are no current assets or current liabilities to set against each other.`;
  }
  if (usesInventory && !company.holdsInventory) {
    return `${capitalised(measure.label)} does not apply: the company reports no inventory. The data has its revenue, operating margin and cash flows instead.`;
  }
  return null;
}

const capitalised = (text: string) => (text ? `${text[0]?.toUpperCase()}${text.slice(1)}` : text);
