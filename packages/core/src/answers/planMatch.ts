// Whether an answer's facts are the ones its question's plan asks for (issue 34): each fact for a
// company the plan names, a measure it asks for (or one that measure is computed from) and a
// period inside the one it asks about. A report question is planned once, here, by the writer,
// the benchmark and the tests alike, so they judge the plan the answer was written from.
import type { AnswerPlan, PlannedMeasure } from "./answerTypes";
import type { CompanyDirectory } from "./companyDirectory";
import { formulaTerms, MEASURE_BY_ID, type MeasureFormula } from "./measures";
import { anchoredYears } from "./periodLabels";
import { planQuestion } from "./plan";

/**
 * A report question's plan. "as a discount stores company" places the question in the company's
 * industry; it names no figure, so it is not read.
 */
export const planReportQuestion = (text: string, directory: CompanyDirectory, symbol: string): AnswerPlan =>
  planQuestion(text.replace(/ as an? [^,?]+ company/, ""), [], directory, symbol);

/** The fact ids a claim's sources cite: a facts engine source's id is `facts:` and its fact ids. */
export const citedFactIds = (sources: ReadonlyArray<{ readonly id: string }>): string[] =>
  sources.flatMap((source) => (source.id.startsWith("facts:") ? source.id.slice(6).split(",") : []));

/** What the engine writes after a measure's id for a value computed over several periods. */
const SPAN_SUFFIX = /(Growth|Cagr|Change|Average|Total)$/;

/** The market figures a valuation is computed from, beside the statement lines of its formula. */
const MARKET_INPUTS: Readonly<Record<string, ReadonlyArray<string>>> = {
  pe: ["close", "eps"],
  marketCap: ["close", "dilutedShares"],
  enterpriseValue: ["marketCap", "totalDebt", "cashAndInvestments"],
  evToEbitda: ["enterpriseValue", "ebitda"],
  priceToSales: ["marketCap", "revenue"],
  priceToBook: ["marketCap", "equity"],
  dividendYield: ["close", "dividends", "marketCap"],
};

function inputsOf(id: string, formula: MeasureFormula | undefined): string[] {
  if (!formula) return [];
  switch (formula.kind) {
    case "ratio":
    case "sum":
    case "expression":
      return formulaTerms(formula).map((term) => term.id);
    case "market":
      return [...(MARKET_INPUTS[id] ?? [])];
    default:
      return [];
  }
}

/** The measures a plan's figures may cite: its own, and all they are computed from. */
function measuresOf(measures: ReadonlyArray<PlannedMeasure>): Set<string> {
  const found = new Set<string>();
  const visit = (id: string, formula: MeasureFormula | undefined) => {
    if (found.has(id)) return;
    found.add(id);
    for (const input of inputsOf(id, formula)) visit(input, MEASURE_BY_ID.get(input)?.formula);
  };
  for (const measure of measures) visit(measure.id, measure.formula);
  return found;
}

/** The trend a question without a period is answered over, as the facts engine reads it. */
const DEFAULT_TREND_YEARS = 5;

/** The fiscal years a plan's period covers, as [first, last]; null where the period is no fiscal year. */
function yearWindow(plan: AnswerPlan, latestYear: number): readonly [number, number] | null {
  const { period, operation } = plan;
  const change = operation.kind === "growth" || operation.kind === "cagr";
  switch (period.kind) {
    case "years":
      return [Math.min(...period.years) - (change ? 1 : 0), Math.max(...period.years)];
    case "range":
      return [period.from, period.to];
    case "since":
      return [period.from, latestYear];
    case "lastYears": {
      const anchored = anchoredYears(period, period.count + 1);
      return anchored ? [anchored.from, anchored.to] : [latestYear - period.count, latestYear];
    }
    case "latest": {
      const last = latestYear - (period.back ?? 0);
      if (operation.kind === "cagr") return [Number.NEGATIVE_INFINITY, last];
      return operation.kind === "value" && operation.across !== "rank"
        ? [last, last]
        : [last - DEFAULT_TREND_YEARS, last];
    }
    default:
      return null;
  }
}

/** Whether a fact's period label lies inside the plan's period. */
function periodFits(label: string, plan: AnswerPlan, latestYear: number | null): boolean {
  if (label === "profile") return plan.measures.some((measure) => measure.formula.kind === "profile");
  if (/^\d{4}-\d{2}-\d{2}/.test(label)) return plan.measures.some((measure) => measure.formula.kind === "market");
  if (label === "TTM") return plan.period.kind === "ttm";
  if (/^Q\d/.test(label)) return ["latestQuarter", "ttm", "quarterEnded"].includes(plan.period.kind);
  if (/^CY\d{4}$/.test(label)) return plan.period.kind === "calendarYear";
  const years = [...label.matchAll(/FY(\d{4})/g)].map((match) => Number(match[1]));
  if (years.length === 0) return false;
  const span = latestYear === null ? null : yearWindow(plan, latestYear);
  if (span === null) return plan.period.kind === "latestQuarter" || plan.period.kind === "ttm";
  return years.every((year) => year >= span[0] && year <= span[1]);
}

export interface PlanMismatch {
  readonly factId: string;
  readonly why: "company" | "measure" | "period";
}

/**
 * The cited facts that are not for the plan: another company than those it names (unless it
 * ranks a sector), a measure it does not ask for, or a period outside its own. `latestYear` is
 * the latest fiscal year the data holds for a company, which "latest" and "last N years" count from.
 */
export function factsOffPlan(
  plan: AnswerPlan,
  factIds: ReadonlyArray<string>,
  latestYear: (symbol: string) => number | null,
): PlanMismatch[] {
  const companies = new Set(plan.companies.map((company) => company.symbol));
  const anyCompany = plan.sector !== null || plan.operation.across === "rank";
  const measures = measuresOf(plan.measures);
  return factIds.flatMap((factId): PlanMismatch[] => {
    const [symbol = "", measure = "", ...rest] = factId.split("/");
    const period = rest.join("/");
    if (!anyCompany && !companies.has(symbol)) return [{ factId, why: "company" }];
    if (!measures.has(measure) && !measures.has(measure.replace(SPAN_SUFFIX, ""))) return [{ factId, why: "measure" }];
    if (!periodFits(period, plan, latestYear(symbol))) return [{ factId, why: "period" }];
    return [];
  });
}
