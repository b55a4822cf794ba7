// SEC XBRL company facts (`api/xbrl/companyfacts/CIK##########.json`) read into statement lines.
// Each line has us-gaap concepts in order of preference; the first with a value for the period
// is used. A fiscal year is a 10-K duration of about twelve months; its label is the `fy` of the
// first filing that reported it (later filings repeat it as a comparative). Quarters are the
// differences of the year-to-date figures 10-Qs report (cash flows are only reported that way),
// and the fourth quarter is the year less the first nine months. Values are the latest filed,
// so restatements win.
import type { BalanceLine, CashLine, IncomeLine, QuarterLines, YearLines } from "../statementLines";
import { minus } from "../statementRows";

export interface XbrlFact {
  readonly start?: string;
  readonly end: string;
  readonly val: number;
  readonly fy: number | null;
  readonly fp: string | null;
  readonly form: string;
  readonly filed: string;
}

export interface CompanyFacts {
  readonly cik: number;
  readonly entityName: string;
  readonly facts: {
    readonly "us-gaap"?: Readonly<
      Record<string, { readonly units: Readonly<Record<string, ReadonlyArray<XbrlFact>>> }>
    >;
  };
}

type Figure = number | null;

const CONCEPTS = {
  revenue: [
    "Revenues",
    "RevenueFromContractWithCustomerExcludingAssessedTax",
    "SalesRevenueNet",
    "RevenuesNetOfInterestExpense",
  ],
  costOfRevenue: ["CostOfRevenue", "CostOfGoodsAndServicesSold", "CostOfGoodsSold"],
  research: ["ResearchAndDevelopmentExpense"],
  sellingAndAdmin: ["SellingGeneralAndAdministrativeExpense"],
  operatingIncome: ["OperatingIncomeLoss"],
  interestExpense: ["InterestExpense", "InterestExpenseNonoperating"],
  incomeBeforeTax: [
    "IncomeLossFromContinuingOperationsBeforeIncomeTaxesExtraordinaryItemsNoncontrollingInterest",
    "IncomeLossFromContinuingOperationsBeforeIncomeTaxesMinorityInterestAndIncomeLossFromEquityMethodInvestments",
  ],
  incomeTax: ["IncomeTaxExpenseBenefit"],
  netIncome: ["NetIncomeLoss", "ProfitLoss"],
  dilutedShares: ["WeightedAverageNumberOfDilutedSharesOutstanding"],
  depreciation: [
    "DepreciationDepletionAndAmortization",
    "DepreciationAndAmortization",
    "DepreciationAmortizationAndAccretionNet",
  ],
  cash: ["CashAndCashEquivalentsAtCarryingValue"],
  shortTermInvestments: [
    "MarketableSecuritiesCurrent",
    "ShortTermInvestments",
    "AvailableForSaleSecuritiesDebtSecuritiesCurrent",
  ],
  receivables: ["AccountsReceivableNetCurrent"],
  inventory: ["InventoryNet"],
  currentAssets: ["AssetsCurrent"],
  plant: ["PropertyPlantAndEquipmentNet"],
  goodwill: ["Goodwill"],
  intangibles: ["IntangibleAssetsNetExcludingGoodwill"],
  totalAssets: ["Assets"],
  currentLiabilities: ["LiabilitiesCurrent"],
  longTermDebt: ["LongTermDebtNoncurrent"],
  currentDebt: ["LongTermDebtCurrent"],
  commercialPaper: ["CommercialPaper", "ShortTermBorrowings"],
  equity: ["StockholdersEquity", "StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest"],
  operatingCash: ["NetCashProvidedByUsedInOperatingActivities"],
  capex: ["PaymentsToAcquirePropertyPlantAndEquipment", "PaymentsToAcquireProductiveAssets"],
  buybacks: ["PaymentsForRepurchaseOfCommonStock"],
  dividends: ["PaymentsOfDividends", "PaymentsOfDividendsCommonStock"],
  stockComp: ["ShareBasedCompensation", "AllocatedShareBasedCompensationExpense"],
} as const;

type Line = keyof typeof CONCEPTS;

const DAY_MS = 86_400_000;
const MILLION = 1_000_000;
const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / DAY_MS;
const dayAfter = (date: string) => new Date(Date.parse(date) + DAY_MS).toISOString().slice(0, 10);
const isYear = (fact: XbrlFact) => fact.start !== undefined && Math.abs(daysBetween(fact.start, fact.end) - 364) <= 20;
const millions = (value: Figure) => (value === null ? null : value / MILLION);

function factsOf(companyFacts: CompanyFacts, concept: string): ReadonlyArray<XbrlFact> {
  const units = companyFacts.facts["us-gaap"]?.[concept]?.units ?? {};
  return units.USD ?? units.shares ?? [];
}

/** The latest filed value among `facts`, or null. */
function latestFiled(facts: ReadonlyArray<XbrlFact>): Figure {
  const [latest] = [...facts].sort((a, b) => b.filed.localeCompare(a.filed));
  return latest?.val ?? null;
}

function reader(companyFacts: CompanyFacts) {
  const duration = (line: Line, start: string, end: string): Figure => {
    for (const concept of CONCEPTS[line]) {
      const value = latestFiled(factsOf(companyFacts, concept).filter((f) => f.start === start && f.end === end));
      if (value !== null) return value;
    }
    return null;
  };
  const instant = (line: Line, end: string): Figure => {
    for (const concept of CONCEPTS[line]) {
      const value = latestFiled(factsOf(companyFacts, concept).filter((f) => f.start === undefined && f.end === end));
      if (value !== null) return value;
    }
    return null;
  };
  return { duration, instant };
}

interface FiscalYear {
  readonly start: string;
  readonly end: string;
  readonly label: string;
  readonly filed: string;
}

/** The fiscal years the 10-Ks report, oldest first, each labelled by the filing that first reported it. */
function fiscalYears(companyFacts: CompanyFacts): FiscalYear[] {
  const yearFacts = CONCEPTS.netIncome
    .flatMap((concept) => factsOf(companyFacts, concept))
    .filter((fact) => fact.form.startsWith("10-K") && isYear(fact));
  const byEnd = new Map<string, XbrlFact>();
  for (const fact of yearFacts) {
    const known = byEnd.get(fact.end);
    if (!known || fact.filed < known.filed) byEnd.set(fact.end, fact);
  }
  return [...byEnd.values()]
    .map((fact) => ({
      start: fact.start as string,
      end: fact.end,
      label: String(fact.fy ?? fact.end.slice(0, 4)),
      filed: fact.filed,
    }))
    .sort((a, b) => a.end.localeCompare(b.end));
}

function debtAt(read: ReturnType<typeof reader>, end: string): Figure {
  const parts = [
    read.instant("longTermDebt", end),
    read.instant("currentDebt", end),
    read.instant("commercialPaper", end),
  ];
  return parts.every((part) => part === null) ? null : parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
}

function yearLines(read: ReturnType<typeof reader>, year: FiscalYear): YearLines | null {
  const flow = (line: Line) => millions(read.duration(line, year.start, year.end));
  const at = (line: Line) => millions(read.instant(line, year.end));
  const revenue = flow("revenue");
  const netIncome = flow("netIncome");
  const totalAssets = at("totalAssets");
  const equity = at("equity");
  if (revenue === null || netIncome === null || totalAssets === null || equity === null) return null;
  const goodwill = at("goodwill");
  const intangibles = at("intangibles");
  const income: IncomeLine = [
    revenue,
    flow("costOfRevenue"),
    flow("research"),
    flow("sellingAndAdmin"),
    flow("operatingIncome"),
    flow("interestExpense"),
    flow("incomeBeforeTax"),
    flow("incomeTax"),
    netIncome,
    flow("dilutedShares"),
    flow("depreciation"),
  ];
  const balance: BalanceLine = [
    at("cash"),
    at("shortTermInvestments"),
    at("receivables"),
    at("inventory"),
    at("currentAssets"),
    at("plant"),
    goodwill === null && intangibles === null ? null : (goodwill ?? 0) + (intangibles ?? 0),
    totalAssets,
    at("currentLiabilities"),
    millions(debtAt(read, year.end)),
    equity,
  ];
  const cash: CashLine = [flow("operatingCash"), flow("capex"), flow("buybacks"), flow("dividends"), flow("stockComp")];
  return { end: year.end, fiscalYear: year.label, filed: year.filed, income, balance, cash };
}

/** A fiscal year with its quarters; the year still in progress has no end yet. */
type QuarteredYear = Omit<FiscalYear, "end" | "filed"> & { readonly end: string | null };

/** The year-to-date facts 10-Qs report for a fiscal year: its first three quarters. */
function yearToDateFacts(companyFacts: CompanyFacts, year: QuarteredYear): XbrlFact[] {
  return CONCEPTS.netIncome
    .flatMap((concept) => factsOf(companyFacts, concept))
    .filter(
      (fact) =>
        fact.start === year.start &&
        (year.end === null || fact.end < year.end) &&
        daysBetween(year.start, fact.end) > 60 &&
        daysBetween(year.start, fact.end) < 300,
    );
}

/** The year after the last 10-K, while its 10-Qs come in; labelled by its first 10-Q. */
function yearInProgress(companyFacts: CompanyFacts, last: FiscalYear | undefined): QuarteredYear | null {
  if (!last) return null;
  const year = { start: dayAfter(last.end), end: null, label: "" };
  const [first] = yearToDateFacts(companyFacts, year).sort((a, b) => a.filed.localeCompare(b.filed));
  return first ? { ...year, label: String(first.fy ?? Number(last.label) + 1) } : null;
}

function quartersOf(companyFacts: CompanyFacts, read: ReturnType<typeof reader>, year: QuarteredYear): QuarterLines[] {
  const toDate = [...new Set(yearToDateFacts(companyFacts, year).map((fact) => fact.end))].sort().slice(0, 3);
  const ends = year.end === null ? toDate : [...toDate, year.end];
  if (year.end !== null && ends.length !== 4) return [];
  return ends.flatMap((end, index) => {
    const previousEnd = ends[index - 1];
    const start = previousEnd ? dayAfter(previousEnd) : year.start;
    /** The quarter's flow: the year to date less the year to the previous quarter. */
    const flow = (line: Line): Figure => {
      const direct = read.duration(line, start, end);
      if (direct !== null) return millions(direct);
      const toDate = read.duration(line, year.start, end);
      return millions(previousEnd ? minus(toDate, read.duration(line, year.start, previousEnd)) : toDate);
    };
    const at = (line: Line) => millions(read.instant(line, end));
    const revenue = flow("revenue");
    const netIncome = flow("netIncome");
    const totalAssets = at("totalAssets");
    const equity = at("equity");
    if (revenue === null || netIncome === null || totalAssets === null || equity === null) return [];
    return [
      {
        end,
        fiscalYear: year.label,
        quarter: (index + 1) as 1 | 2 | 3 | 4,
        income: [
          revenue,
          flow("costOfRevenue"),
          flow("operatingIncome"),
          netIncome,
          millions(read.duration("dilutedShares", start, end)),
        ],
        balance: [at("cash"), totalAssets, millions(debtAt(read, end)), equity],
        cash: [flow("operatingCash"), flow("capex")],
      },
    ];
  });
}

/** Fiscal years and quarters read from the facts, oldest first; `years` and `quarters` the most kept. */
export function statementLinesFromFacts(companyFacts: CompanyFacts, limits = { years: 5, quarters: 8 }) {
  const read = reader(companyFacts);
  const years = fiscalYears(companyFacts);
  const current = yearInProgress(companyFacts, years.at(-1));
  const quartered: QuarteredYear[] = current ? [...years, current] : years;
  return {
    years: years.flatMap((year) => yearLines(read, year) ?? []).slice(-limits.years),
    quarters: quartered.flatMap((year) => quartersOf(companyFacts, read, year)).slice(-limits.quarters),
  };
}
