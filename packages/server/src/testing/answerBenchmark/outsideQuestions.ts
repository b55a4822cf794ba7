// The outside benchmark (issue 33): questions written from the sample data the way investors and
// equity analysts ask, by someone who had not read the answering rules or the other two sets. Long
// briefs that define their measure, asked units and roundings, a named statement, several periods,
// two- and three-company comparisons, follow-ups, typos, every sample company, and about a fifth
// the data cannot answer. Every expected figure is computed from the sample data when it runs.
import type { Expectation } from "./answerGrading";
import type { BenchQuestion } from "./benchmarkRunner";
import { derived, multipleBetween, netDebtToEbitda, percentOfMeasure, sumOfMeasures } from "./heldOutFigures";
import {
  annual,
  annuals,
  cagr,
  ceo,
  dividendYield,
  employees,
  evToEbitda,
  fiscalYears,
  growth,
  headquarters,
  industry,
  lastClose,
  lastYears,
  latestQuarter,
  latestQuarterYearOnYear,
  latestYear,
  leaderOf,
  leaderOfGrowth,
  type MeasureKey,
  marketCap,
  pastYearChange,
  priceChange,
  priceToEarnings,
  sector,
  total,
  trailingTwelveMonths,
  yearGrowth,
  yearRange,
  yearsFrom,
} from "./sampleFigures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type OutsideKind =
  | "definedMeasure"
  | "roundingUnit"
  | "statementNamed"
  | "multiPeriod"
  | "growth"
  | "ratio"
  | "comparison"
  | "followUp"
  | "typo"
  | "profile"
  | "market"
  | "quarter";

/** How the question is put: a long brief, a role taken, terse shorthand, everyday talk. */
export type Register = "brief" | "role" | "terse" | "plain";

/** What the data lacks for a question it cannot answer. */
export type Lack =
  | "otherCompany"
  | "yearOutside"
  | "priceHistory"
  | "segment"
  | "guidance"
  | "forecast"
  | "advice"
  | "priceTarget"
  | "notBrokenOut"
  | "bankMetric"
  | "operatingMetric"
  | "geography"
  | "realTime"
  | "insider"
  | "esg"
  | "creditRating"
  | "pay"
  | "options"
  | "marketShare";

export type OutsideAnswerable = BenchQuestion & {
  readonly kind: OutsideKind;
  readonly style: Register;
  readonly expect: () => Expectation;
};
export type OutsideUnanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: Lack;
  /** For a measure the data does not break out: the company, measure and year it lacks. */
  readonly absent?: readonly [string, MeasureKey, string];
  /** What an honest first line names. */
  readonly lacking: RegExp;
};
export type OutsideQuestion = OutsideAnswerable | OutsideUnanswerable;

const YEARS_HELD =
  /\b(?:covers?|holds?|starts?|begins?|runs?)\b[^.;]*\b(?:19|20)\d\d\b|\b(?:19|20)\d\d\b[^.;]*\bnot (?:in|held|covered)\b/i;
const NO_FORECAST = /\b(?:forecasts?|projections?|predict\w*|guidance|outlook|estimates?|expectations?)\b/i;
const either = (...patterns: RegExp[]) => new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join("|"), "i");

/** The words an honest first line uses for each kind of gap (an outside company is named by its own words). */
const LACKING: Readonly<Record<Lack, RegExp>> = {
  otherCompany: /\bnot (?:in|part of|covered)\b/i,
  yearOutside: YEARS_HELD,
  priceHistory:
    /\b(?:prices?|closes?|quotes?)\b[^.;]*\b(?:from|since|start\w*|begin\w*|cover\w*|back to|only)\b|\b2023\b/i,
  segment: /\bsegments?\b|\bbreak(?:s|down)? ?(?:it )?(?:out|down)\b|\bby (?:product|business|division)\b/i,
  guidance: NO_FORECAST,
  forecast: either(NO_FORECAST, YEARS_HELD),
  advice: /\b(?:advice|recommend\w*|buy or sell|advis[eo]r)\b/i,
  priceTarget: either(NO_FORECAST, /\b(?:price targets?|consensus|analysts?)\b/i),
  notBrokenOut: /\bnot (?:reported|broken out|disclosed|available)\b|\b(?:does not|doesn't) (?:report|break)\b/i,
  bankMetric: /\bnet interest margin\b|\bNIM\b/i,
  operatingMetric: /\b(?:subscri\w*|members\w*|renewal|comparable|same-store|comps?)\b/i,
  geography: /\b(?:geograph\w*|regions?|regional|countr\w*|international|domestic|outside the (?:US|United States))\b/i,
  realTime: /\b(?:live|real-time|realtime|intraday|daily closes?|latest close)\b/i,
  insider: /\b(?:insiders?|Form 4|share sales|trades?|trading by)\b/i,
  esg: /\b(?:emissions?|scope [123]|ESG|carbon|greenhouse)\b/i,
  creditRating: /\b(?:credit )?ratings?\b/i,
  pay: /\b(?:pay|paid|compensation|salary|remuneration)\b/i,
  options: /\b(?:implied volatility|options?)\b/i,
  marketShare: /\bmarket shares?\b|\bshare of the\b[^.;]*\bmarket\b/i,
};

const oneDecimalBillions = { decimals: 1, scale: "billion" } as const;
const wholeMillions = { decimals: 0, scale: "million" } as const;

const ask = (
  kind: OutsideKind,
  style: Register,
  about: ReadonlyArray<string>,
  question: string,
  expect: () => Expectation,
  earlier?: ReadonlyArray<string>,
): OutsideAnswerable => ({ kind, style, about, question, expect, ...(earlier ? { earlier } : {}) });

const gap = (
  style: Lack,
  about: ReadonlyArray<string>,
  question: string,
  context: {
    readonly earlier?: ReadonlyArray<string>;
    readonly absent?: readonly [string, MeasureKey, string];
    /** The words that name what is missing when the kind's words are too broad: an outside company, a measure. */
    readonly names?: RegExp;
  } = {},
): OutsideUnanswerable => {
  const { names, ...rest } = context;
  return { kind: "unanswerable", style, about, question, lacking: names ?? LACKING[style], ...rest };
};

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });

/** Free cash flow as the question defines it: operating cash flow less capital expenditure. */
const cashFlowLessCapex = (symbol: string, year: string, asked?: { decimals: number; scale: "million" | "billion" }) =>
  derived(
    `${symbol} OCF − capex FY${year}`,
    "usd",
    [annual(symbol, "operatingCashFlow", year), annual(symbol, "capex", year)],
    (ocf, capex) => ocf - capex,
    asked,
  );

const DEFINED: ReadonlyArray<OutsideQuestion> = [
  ask(
    "definedMeasure",
    "brief",
    ["AAPL"],
    "Define EBITDA as operating income plus depreciation and amortisation. What was Apple's EBITDA in fiscal 2023, in $ billions rounded to one decimal?",
    () => figures(annual("AAPL", "ebitda", "2023", oneDecimalBillions)),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["CAT"],
    "I define owner earnings as operating cash flow minus capex minus stock-based compensation. Compute Caterpillar's owner earnings for FY2022 in billions of dollars to one decimal place.",
    () => figures(annual("CAT", "ownerEarnings", "2022", oneDecimalBillions)),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["HD"],
    "For this exercise net cash means cash plus short-term investments minus total debt. Where did Home Depot stand at the end of fiscal 2024? $bn, one decimal, a negative number is fine.",
    () => figures(annual("HD", "netCash", "2024", oneDecimalBillions)),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["XOM"],
    "Interest coverage = operating income ÷ interest expense. Exxon, FY2021, one decimal, expressed as a multiple.",
    () => figures(annual("XOM", "interestCoverage", "2021", { decimals: 1 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["KO"],
    "Take cash conversion to mean operating cash flow divided by net income. What was Coca-Cola's cash conversion in 2023, as a whole percentage?",
    () => figures(annual("KO", "cashConversion", "2023", { decimals: 0 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["NKE"],
    "Capex intensity here is capital expenditure over revenue. What was Nike's capex intensity in fiscal 2024, in percent to two decimals?",
    () => figures(annual("NKE", "capexShare", "2024", { decimals: 2 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["MCD"],
    "Shareholder payout = (dividends paid + share repurchases) / net income. Work it out for McDonald's in FY2022, percent, one decimal.",
    () => figures(annual("MCD", "totalPayout", "2022", { decimals: 1 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["ADBE"],
    "Treat operating expenses as SG&A plus research and development. How much were Adobe's operating expenses in fiscal 2024? Billions, 1 dp.",
    () => figures(sumOfMeasures("ADBE", ["sga", "researchAndDevelopment"], "2024", oneDecimalBillions)),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["META"],
    "Let's say R&D intensity is research and development spending as a share of revenue. What was it for Meta in 2022, to one decimal?",
    () => figures(annual("META", "researchShare", "2022", { decimals: 1 })),
  ),
  ask(
    "definedMeasure",
    "role",
    ["UNH"],
    "As an equity analyst I compute return on equity simply as net income over year-end shareholders' equity, no averaging. UnitedHealth 2024, in percent to one decimal?",
    () => figures(percentOfMeasure("UNH", "netIncome", "equity", "2024", { decimals: 1 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["PEP"],
    "Working capital = current assets − current liabilities. PepsiCo at the FY2023 year-end, $ billions, 1 decimal place.",
    () => figures(annual("PEP", "workingCapital", "2023", oneDecimalBillions)),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["LLY"],
    "Effective tax rate, i.e. income tax expense divided by pre-tax income: what was it at Eli Lilly in fiscal 2021, percent with one decimal?",
    () => figures(annual("LLY", "taxRate", "2021", { decimals: 1 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["NFLX"],
    "Defining free cash flow as operating cash flow less capital expenditures, how much did Netflix generate in 2022? Answer in $ millions with no decimals.",
    () => figures(cashFlowLessCapex("NFLX", "2022", wholeMillions)),
  ),
  ask(
    "definedMeasure",
    "role",
    ["DIS"],
    "Wearing my credit hat: leverage is net debt over EBITDA, with net debt = total debt − cash and EBITDA = operating income + D&A. What was Disney's leverage for fiscal 2023, one decimal?",
    () => figures(netDebtToEbitda("DIS", "2023", { decimals: 1 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["COST"],
    "Stock comp as a percentage of sales, meaning stock-based compensation divided by revenue, for Costco in FY2024 — two decimals please.",
    () => figures(annual("COST", "stockCompensationShare", "2024", { decimals: 2 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["MA"],
    "Define FCF margin as free cash flow over net revenue. Mastercard, fiscal 2023, as a percentage rounded to one decimal.",
    () => figures(annual("MA", "fcfMargin", "2023", { decimals: 1 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["GOOGL"],
    "By buyback intensity I mean repurchases of common stock divided by cash from operations. What was it at Alphabet in 2024 (whole percent)?",
    () => figures(annual("GOOGL", "buybacksToCashFlow", "2024", { decimals: 0 })),
  ),
  ask(
    "definedMeasure",
    "role",
    ["JNJ"],
    "For a bond memo: gross leverage is total debt divided by EBITDA (operating income plus D&A). Johnson & Johnson in 2020, to two decimals.",
    () => figures(annual("JNJ", "debtToEbitda", "2020", { decimals: 2 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["V"],
    "Take diluted EPS as net income divided by the diluted weighted-average share count. Visa's fiscal 2024 number, to the cent?",
    () => figures(annual("V", "eps", "2024", { decimals: 2 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["WMT"],
    "Gross margin meaning gross profit over revenue: Walmart's fiscal 2025 (the year that ended January 2025), percent to one decimal.",
    () => figures(annual("WMT", "grossMargin", "2025", { decimals: 1 })),
  ),
  ask(
    "definedMeasure",
    "brief",
    ["AMZN"],
    "Think of reinvestment rate as capex as a share of operating cash flow. Amazon in 2023, rounded to a whole percent.",
    () => figures(annual("AMZN", "capexToCashFlow", "2023", { decimals: 0 })),
  ),
];

const ROUNDING: ReadonlyArray<OutsideQuestion> = [
  ask("roundingUnit", "plain", ["MSFT"], "Microsoft revenue for FY2022 in millions of dollars, as reported.", () =>
    figures(annual("MSFT", "revenue", "2022", wholeMillions)),
  ),
  ask("roundingUnit", "terse", ["NVDA"], "nvidia net income fiscal 2025 — nearest billion", () =>
    figures(annual("NVDA", "netIncome", "2025", { decimals: 0, scale: "billion" })),
  ),
  ask(
    "roundingUnit",
    "plain",
    ["JPM"],
    "How big was JPMorgan's balance sheet at the end of 2024? Total assets in trillions of dollars, two decimals.",
    () => figures(annual("JPM", "totalAssets", "2024", { decimals: 2, scale: "trillion" })),
  ),
  ask("roundingUnit", "plain", ["PG"], "Procter & Gamble net sales in fiscal 2024, in $bn with two decimals.", () =>
    figures(annual("PG", "revenue", "2024", { decimals: 2, scale: "billion" })),
  ),
  ask(
    "roundingUnit",
    "plain",
    ["LLY"],
    "What was Lilly's operating margin in 2024? One decimal place, as a percentage.",
    () => figures(annual("LLY", "operatingMargin", "2024", { decimals: 1 })),
  ),
  ask(
    "roundingUnit",
    "plain",
    ["KO"],
    "Coca-Cola's diluted share count in 2022, in millions of shares, no decimals.",
    () => figures(annual("KO", "dilutedShares", "2022", wholeMillions)),
  ),
  ask("roundingUnit", "plain", ["BRK.B"], "Berkshire's net earnings for 2023 in billions to one decimal please", () =>
    figures(annual("BRK.B", "netIncome", "2023", oneDecimalBillions)),
  ),
  ask("roundingUnit", "terse", ["XOM"], "ExxonMobil total debt FY2024, $ millions", () =>
    figures(annual("XOM", "totalDebt", "2024", wholeMillions)),
  ),
  ask("roundingUnit", "terse", ["ADBE"], "Adobe revenue FY23, $B, 1dp", () =>
    figures(annual("ADBE", "revenue", "2023", oneDecimalBillions)),
  ),
  ask(
    "roundingUnit",
    "plain",
    ["COST"],
    "Costco's fiscal 2021 net income, expressed in billions to two decimal places.",
    () => figures(annual("COST", "netIncome", "2021", { decimals: 2, scale: "billion" })),
  ),
  ask("roundingUnit", "plain", ["HD"], "Home Depot's diluted earnings per share for fiscal 2023, two decimals.", () =>
    figures(annual("HD", "eps", "2023", { decimals: 2 })),
  ),
  ask("roundingUnit", "plain", ["NFLX"], "Netflix gross margin in 2024, rounded to the nearest whole percent?", () =>
    figures(annual("NFLX", "grossMargin", "2024", { decimals: 0 })),
  ),
  ask("roundingUnit", "plain", ["UNH"], "UnitedHealth's revenues for 2022 in USD billions (1 decimal).", () =>
    figures(annual("UNH", "revenue", "2022", oneDecimalBillions)),
  ),
  ask(
    "roundingUnit",
    "plain",
    ["DIS"],
    "How much cash and cash equivalents did Disney hold at the end of fiscal 2024? Millions of dollars, no decimals.",
    () => figures(annual("DIS", "cash", "2024", wholeMillions)),
  ),
  ask("roundingUnit", "plain", ["V"], "Give me Visa's fiscal 2021 net revenue in $ millions.", () =>
    figures(annual("V", "revenue", "2021", wholeMillions)),
  ),
];

const STATEMENTS: ReadonlyArray<OutsideQuestion> = [
  ask(
    "statementNamed",
    "plain",
    ["AAPL"],
    "From Apple's cash flow statement, how much did it spend repurchasing its own shares in FY2022?",
    () => figures(annual("AAPL", "buybacks", "2022")),
  ),
  ask(
    "statementNamed",
    "plain",
    ["CAT"],
    "On Caterpillar's balance sheet, what was total debt at the end of 2023?",
    () => figures(annual("CAT", "totalDebt", "2023")),
  ),
  ask(
    "statementNamed",
    "plain",
    ["JNJ"],
    "Looking only at J&J's income statement, what was research and development expense in 2022?",
    () => figures(annual("JNJ", "researchAndDevelopment", "2022")),
  ),
  ask("statementNamed", "terse", ["WMT"], "Walmart cash flow statement FY2024: capital expenditures?", () =>
    figures(annual("WMT", "capex", "2024")),
  ),
  ask(
    "statementNamed",
    "plain",
    ["PEP"],
    "In the income statement of PepsiCo's 2021 annual report, what is the provision for income taxes?",
    () => figures(annual("PEP", "incomeTax", "2021")),
  ),
  ask(
    "statementNamed",
    "plain",
    ["MA"],
    "Per the statement of cash flows, what dividends did Mastercard pay to common shareholders in 2024?",
    () => figures(annual("MA", "dividends", "2024")),
  ),
  ask(
    "statementNamed",
    "terse",
    ["META"],
    "balance sheet check: Meta's total stockholders' equity as of December 2023",
    () => figures(annual("META", "equity", "2023")),
  ),
  ask(
    "statementNamed",
    "plain",
    ["NVDA"],
    "On the cash flow statement for fiscal 2024, how much stock-based compensation did Nvidia add back?",
    () => figures(annual("NVDA", "stockCompensation", "2024")),
  ),
  ask("statementNamed", "terse", ["GOOGL"], "Alphabet income statement, FY2021 — interest expense line", () =>
    figures(annual("GOOGL", "interestExpense", "2021")),
  ),
  ask(
    "statementNamed",
    "plain",
    ["AMZN"],
    "What inventories did Amazon carry on its balance sheet at year-end 2022?",
    () => figures(annual("AMZN", "inventory", "2022")),
  ),
  ask(
    "statementNamed",
    "plain",
    ["MCD"],
    "McDonald's net cash provided by operating activities in 2020, from the cash flow statement?",
    () => figures(annual("MCD", "operatingCashFlow", "2020")),
  ),
];

const MULTI_PERIOD: ReadonlyArray<OutsideQuestion> = [
  ask(
    "multiPeriod",
    "plain",
    ["MSFT"],
    "Give me Microsoft's net income for each fiscal year from 2020 through 2024.",
    () => figures(...annuals("MSFT", "netIncome", yearsFrom("MSFT", "2020", "2024"))),
  ),
  ask("multiPeriod", "plain", ["KO"], "Coca-Cola revenue since 2021, year by year", () =>
    figures(...annuals("KO", "revenue", yearsFrom("KO", "2021"))),
  ),
  ask(
    "multiPeriod",
    "plain",
    ["NVDA"],
    "What was Nvidia's free cash flow in each of the last three fiscal years?",
    () => figures(...annuals("NVDA", "freeCashFlow", lastYears("NVDA", 3))),
  ),
  ask("multiPeriod", "plain", ["UNH"], "UnitedHealth operating margin in 2020 and in 2024, side by side.", () =>
    figures(...annuals("UNH", "operatingMargin", ["2020", "2024"])),
  ),
  ask("multiPeriod", "plain", ["JPM"], "Show JPMorgan's net income over the five years you have.", () =>
    figures(...annuals("JPM", "netIncome", fiscalYears("JPM"))),
  ),
  ask("multiPeriod", "terse", ["HD"], "Home Depot dividends paid FY2021, FY2022 and FY2023", () =>
    figures(...annuals("HD", "dividends", ["2021", "2022", "2023"])),
  ),
  ask("multiPeriod", "plain", ["COST"], "How has Costco's gross margin moved over 2020–2024? List each year.", () =>
    figures(...annuals("COST", "grossMargin", yearsFrom("COST", "2020", "2024"))),
  ),
  ask(
    "multiPeriod",
    "plain",
    ["ADBE"],
    "Adobe's total debt at the start and the end of the period you cover: 2020 versus 2024.",
    () => figures(...annuals("ADBE", "totalDebt", ["2020", "2024"])),
  ),
  ask("multiPeriod", "terse", ["XOM"], "exxon capex, last 4 yrs please", () =>
    figures(...annuals("XOM", "capex", lastYears("XOM", 4))),
  ),
  ask(
    "multiPeriod",
    "plain",
    ["DIS"],
    "Total revenue at Disney across fiscal 2022 to 2024, and the sum of the three years?",
    () =>
      figures(
        ...annuals("DIS", "revenue", ["2022", "2023", "2024"]),
        total("DIS", "revenue", ["2022", "2023", "2024"]),
      ),
  ),
  ask("multiPeriod", "plain", ["LLY"], "Cumulatively, how much stock did Eli Lilly buy back from 2020 to 2024?", () =>
    figures(total("LLY", "buybacks", yearsFrom("LLY", "2020", "2024"))),
  ),
  ask("multiPeriod", "plain", ["V"], "Visa's operating cash flow for fiscal 2020, 2022 and 2024?", () =>
    figures(...annuals("V", "operatingCashFlow", ["2020", "2022", "2024"])),
  ),
  ask("multiPeriod", "plain", ["PG"], "What's the trend in P&G's net margin over the past five years?", () =>
    figures(...annuals("PG", "netMargin", lastYears("PG", 5))),
  ),
];

const GROWTH: ReadonlyArray<OutsideQuestion> = [
  ask("growth", "plain", ["ADBE"], "What was Adobe's revenue CAGR from FY2020 to FY2024?", () =>
    figures(cagr("ADBE", "revenue", "2020", "2024")),
  ),
  ask(
    "growth",
    "plain",
    ["NVDA"],
    "By what percentage did Nvidia's revenue grow in fiscal 2024 versus fiscal 2023?",
    () => figures(growth("NVDA", "revenue", "2023", "2024")),
  ),
  ask("growth", "terse", ["MCD"], "McDonald's net income growth 2020 to 2024, total % change", () =>
    figures(growth("MCD", "netIncome", "2020", "2024")),
  ),
  ask("growth", "plain", ["WMT"], "Walmart's year-over-year revenue growth in fiscal 2025, to one decimal?", () =>
    figures(yearGrowth("WMT", "revenue", "2025", { decimals: 1 })),
  ),
  ask("growth", "plain", ["META"], "Compounded annual growth of Meta's operating income over 2021–2024?", () =>
    figures(cagr("META", "operatingIncome", "2021", "2024")),
  ),
  ask("growth", "plain", ["AMZN"], "How fast did Amazon's free cash flow grow in 2024 compared with 2023?", () =>
    figures(growth("AMZN", "freeCashFlow", "2023", "2024")),
  ),
  ask(
    "growth",
    "role",
    ["PEP"],
    "As a consumer staples analyst, what's PepsiCo's three-year revenue CAGR ending FY2024?",
    () => figures(cagr("PEP", "revenue", "2021", "2024")),
  ),
  ask("growth", "terse", ["NFLX"], "how much did NFLX diluted EPS rise over 2024", () =>
    figures(yearGrowth("NFLX", "eps", "2024")),
  ),
  ask("growth", "plain", ["CAT"], "Caterpillar: percent change in operating income between FY2022 and FY2023.", () =>
    figures(growth("CAT", "operatingIncome", "2022", "2023")),
  ),
  ask(
    "growth",
    "role",
    ["JNJ"],
    "I'm an income investor. At what compound annual rate did Johnson & Johnson grow the dividends it paid from 2020 to 2024?",
    () => figures(cagr("JNJ", "dividends", "2020", "2024")),
  ),
  ask("growth", "plain", ["HD"], "Did Home Depot's revenue shrink in fiscal 2023? By how much?", () =>
    figures(yearGrowth("HD", "revenue", "2023")),
  ),
  ask("growth", "plain", ["GOOGL"], "By how many times did Alphabet's net income multiply between 2020 and 2024?", () =>
    figures(multipleBetween("GOOGL", "netIncome", "2020", "2024")),
  ),
  ask(
    "growth",
    "plain",
    ["BRK.B"],
    "How much did Berkshire Hathaway's total revenues rise from 2022 to 2023, in percent?",
    () => figures(growth("BRK.B", "revenue", "2022", "2023")),
  ),
];

const RATIOS: ReadonlyArray<OutsideQuestion> = [
  ask(
    "ratio",
    "role",
    ["DIS"],
    "As a credit analyst I care about leverage: what was Disney's debt-to-equity at the end of fiscal 2024?",
    () => figures(annual("DIS", "debtToEquity", "2024")),
  ),
  ask(
    "ratio",
    "role",
    ["CAT"],
    "Credit view on Caterpillar — how many times did operating profit cover interest expense in FY2024?",
    () => figures(annual("CAT", "interestCoverage", "2024")),
  ),
  ask("ratio", "plain", ["AAPL"], "Apple's current ratio in FY2023?", () =>
    figures(annual("AAPL", "currentRatio", "2023")),
  ),
  ask("ratio", "plain", ["MSFT"], "Microsoft's FCF conversion (free cash flow ÷ net income) in fiscal 2024?", () =>
    figures(annual("MSFT", "fcfConversion", "2024")),
  ),
  ask("ratio", "plain", ["KO"], "What share of its earnings did Coca-Cola pay out as dividends in 2024?", () =>
    figures(annual("KO", "payoutRatio", "2024")),
  ),
  ask("ratio", "plain", ["XOM"], "Exxon capex as a percent of revenue in 2022", () =>
    figures(annual("XOM", "capexShare", "2022")),
  ),
  ask("ratio", "terse", ["LLY"], "lly roe 2023", () => figures(annual("LLY", "roe", "2023"))),
  ask("ratio", "role", ["JPM"], "I cover banks. What return on assets did JPMorgan Chase earn in 2024?", () =>
    figures(annual("JPM", "roa", "2024")),
  ),
  ask(
    "ratio",
    "role",
    ["NKE"],
    "As a buy-side analyst screening for balance-sheet risk, what's Nike's total debt to EBITDA for FY2024?",
    () => figures(annual("NKE", "debtToEbitda", "2024")),
  ),
  ask("ratio", "plain", ["COST"], "What was Costco's return on equity in its last fiscal year?", () =>
    figures(annual("COST", "roe", latestYear("COST"))),
  ),
  ask("ratio", "plain", ["MA"], "Mastercard's effective tax rate for 2022?", () =>
    figures(annual("MA", "taxRate", "2022")),
  ),
  ask(
    "ratio",
    "plain",
    ["UNH"],
    "How much of UnitedHealth's operating cash flow went into capex in 2023, as a share?",
    () => figures(annual("UNH", "capexToCashFlow", "2023")),
  ),
  ask(
    "ratio",
    "role",
    ["PEP"],
    "I'm a dividend-focused portfolio manager: Pepsi's payout ratio in FY2023, dividends over net income?",
    () => figures(annual("PEP", "payoutRatio", "2023")),
  ),
  ask("ratio", "plain", ["WMT"], "Walmart's net debt at the end of fiscal 2024?", () =>
    figures(annual("WMT", "netDebt", "2024")),
  ),
  ask("ratio", "plain", ["NFLX"], "How large was Netflix's stock-based compensation relative to revenue in 2023?", () =>
    figures(annual("NFLX", "stockCompensationShare", "2023")),
  ),
];

/** The figures of a comparison, each company in its year, and the company the measure puts first. */
const compared = (entries: ReadonlyArray<readonly [string, string]>, measure: MeasureKey) =>
  ({
    figures: entries.map(([symbol, year]) => annual(symbol, measure, year)),
    leader: leaderOf(entries, measure),
  }) satisfies Expectation;

const grewFaster = (entries: ReadonlyArray<readonly [string, string, string]>, measure: MeasureKey) =>
  ({
    figures: entries.map(([symbol, from, to]) =>
      Number(to) - Number(from) > 1 ? cagr(symbol, measure, from, to) : growth(symbol, measure, from, to),
    ),
    leader: leaderOfGrowth(entries, measure),
  }) satisfies Expectation;

const COMPARISONS: ReadonlyArray<OutsideQuestion> = [
  ask("comparison", "plain", ["PEP", "KO"], "Pepsi or Coke: which had the higher operating margin in 2024?", () =>
    compared(
      [
        ["PEP", "2024"],
        ["KO", "2024"],
      ],
      "operatingMargin",
    ),
  ),
  ask(
    "comparison",
    "plain",
    ["MA", "V"],
    "Mastercard vs Visa, net margin FY2024 — who converts more of revenue into profit?",
    () =>
      compared(
        [
          ["MA", "2024"],
          ["V", "2024"],
        ],
        "netMargin",
      ),
  ),
  ask(
    "comparison",
    "plain",
    ["HD", "COST"],
    "In their latest fiscal years, did Home Depot or Costco grow revenue faster?",
    () =>
      grewFaster(
        [
          ["HD", "2023", "2024"],
          ["COST", "2023", "2024"],
        ],
        "revenue",
      ),
  ),
  ask(
    "comparison",
    "plain",
    ["AAPL", "MSFT", "GOOGL"],
    "Rank Apple, Microsoft and Alphabet by net income in fiscal 2024.",
    () =>
      compared(
        [
          ["AAPL", "2024"],
          ["MSFT", "2024"],
          ["GOOGL", "2024"],
        ],
        "netIncome",
      ),
  ),
  ask(
    "comparison",
    "role",
    ["JNJ", "UNH", "LLY"],
    "As a healthcare PM, which of J&J, UnitedHealth and Lilly compounded revenue fastest between 2020 and 2024?",
    () =>
      grewFaster(
        [
          ["JNJ", "2020", "2024"],
          ["UNH", "2020", "2024"],
          ["LLY", "2020", "2024"],
        ],
        "revenue",
      ),
  ),
  ask("comparison", "plain", ["NKE", "MCD"], "Free cash flow margin in 2023: Nike against McDonald's?", () =>
    compared(
      [
        ["NKE", "2023"],
        ["MCD", "2023"],
      ],
      "fcfMargin",
    ),
  ),
  ask(
    "comparison",
    "plain",
    ["DIS", "NFLX"],
    "Is Disney or Netflix more profitable at the operating line in 2024?",
    () =>
      compared(
        [
          ["DIS", "2024"],
          ["NFLX", "2024"],
        ],
        "operatingMargin",
      ),
  ),
  ask("comparison", "plain", ["XOM", "CAT"], "Return on equity, 2024: ExxonMobil compared to Caterpillar.", () =>
    compared(
      [
        ["XOM", "2024"],
        ["CAT", "2024"],
      ],
      "roe",
    ),
  ),
  ask(
    "comparison",
    "plain",
    ["META", "GOOGL"],
    "Who spent more on R&D in 2023, Meta or Alphabet, and how much each?",
    () =>
      compared(
        [
          ["META", "2023"],
          ["GOOGL", "2023"],
        ],
        "researchAndDevelopment",
      ),
  ),
  ask("comparison", "plain", ["JPM", "BRK.B"], "JPMorgan versus Berkshire: which earned more net income in 2024?", () =>
    compared(
      [
        ["JPM", "2024"],
        ["BRK.B", "2024"],
      ],
      "netIncome",
    ),
  ),
  ask("comparison", "plain", ["MSFT", "ADBE"], "Microsoft and Adobe gross margins for FY2024 — which is higher?", () =>
    compared(
      [
        ["MSFT", "2024"],
        ["ADBE", "2024"],
      ],
      "grossMargin",
    ),
  ),
  ask(
    "comparison",
    "plain",
    ["WMT", "AMZN"],
    "Capital spending in the most recent fiscal year: Walmart vs Amazon?",
    () =>
      compared(
        [
          ["WMT", latestYear("WMT")],
          ["AMZN", latestYear("AMZN")],
        ],
        "capex",
      ),
  ),
  ask(
    "comparison",
    "plain",
    ["AMZN", "MSFT", "NVDA"],
    "Of Amazon, Microsoft and Nvidia, whose revenue grew the most in its latest fiscal year?",
    () =>
      grewFaster(
        [
          ["AMZN", "2023", "2024"],
          ["MSFT", "2023", "2024"],
          ["NVDA", "2024", "2025"],
        ],
        "revenue",
      ),
  ),
  ask(
    "comparison",
    "plain",
    ["KO", "PEP", "PG"],
    "Between Coca-Cola, PepsiCo and Procter & Gamble, who paid the most in dividends in 2024?",
    () =>
      compared(
        [
          ["KO", "2024"],
          ["PEP", "2024"],
          ["PG", "2024"],
        ],
        "dividends",
      ),
  ),
  ask(
    "comparison",
    "role",
    ["CAT", "HD"],
    "Credit analyst here — Caterpillar or Home Depot, which is more leveraged on debt-to-equity at FY2024?",
    () =>
      compared(
        [
          ["CAT", "2024"],
          ["HD", "2024"],
        ],
        "debtToEquity",
      ),
  ),
];

/** The difference between two companies' percentages, in percentage points. */
const pointsApart = (first: string, second: string, measure: MeasureKey, year: string) =>
  derived(
    `${first} − ${second} ${measure} FY${year}`,
    "percent",
    [annual(first, measure, year), annual(second, measure, year)],
    (a, b) => a - b,
  );

const FOLLOW_UPS: ReadonlyArray<OutsideQuestion> = [
  ask("followUp", "plain", ["COST"], "And the year after?", () => figures(annual("COST", "revenue", "2024")), [
    "What was Costco's revenue in fiscal 2023?",
  ]),
  ask(
    "followUp",
    "plain",
    ["CAT"],
    "How does that compare with its net income that year, as a conversion rate?",
    () => figures(annual("CAT", "fcfConversion", "2024")),
    ["Tell me about Caterpillar's free cash flow in 2024."],
  ),
  ask(
    "followUp",
    "terse",
    ["NFLX"],
    "what about 2024, and the growth between the two",
    () => figures(annual("NFLX", "operatingIncome", "2024"), growth("NFLX", "operatingIncome", "2022", "2024")),
    ["Netflix operating income FY2022"],
  ),
  ask("followUp", "plain", ["V", "MA"], "Same for Mastercard.", () => figures(annual("MA", "netIncome", "2023")), [
    "Pull up Visa's net income for 2023.",
  ]),
  ask(
    "followUp",
    "plain",
    ["HD"],
    "And its equity? Give me the ratio of the two as well.",
    () => figures(annual("HD", "equity", "2024"), annual("HD", "debtToEquity", "2024")),
    ["How much debt does Home Depot carry? Use FY2024."],
  ),
  ask(
    "followUp",
    "plain",
    ["LLY"],
    "What did they spend on R&D in 2024?",
    () => figures(annual("LLY", "researchAndDevelopment", "2024")),
    ["Let's look at Eli Lilly."],
  ),
  ask("followUp", "plain", ["DIS"], "How many people work there?", () => figures(employees("DIS")), [
    "Who runs Disney?",
  ]),
  ask(
    "followUp",
    "plain",
    ["PEP", "KO"],
    "Which of the two grew its revenue faster the following year?",
    () =>
      grewFaster(
        [
          ["PEP", "2022", "2023"],
          ["KO", "2022", "2023"],
        ],
        "revenue",
      ),
    ["Compare Pepsi and Coke revenue in 2022."],
  ),
  ask(
    "followUp",
    "plain",
    ["AAPL", "MSFT"],
    "Now the gap between the two in percentage points.",
    () => figures(pointsApart("MSFT", "AAPL", "grossMargin", "2024")),
    ["Apple gross margin FY2024", "and Microsoft's?"],
  ),
  ask(
    "followUp",
    "plain",
    ["NKE"],
    "What's the CAGR over that span?",
    () => figures(cagr("NKE", "revenue", "2020", "2024")),
    ["Nike revenue fiscal 2020 through 2024"],
  ),
  ask(
    "followUp",
    "plain",
    ["JPM"],
    "and the return on equity for that same year?",
    () => figures(annual("JPM", "roe", latestYear("JPM"))),
    ["What's JPMorgan's latest annual net income?"],
  ),
  ask(
    "followUp",
    "plain",
    ["XOM"],
    "ok — and how much cash did it have then?",
    () => figures(annual("XOM", "cash", "2022")),
    ["Exxon: total debt at the end of 2022"],
  ),
  ask(
    "followUp",
    "plain",
    ["WMT"],
    "Express it as a margin.",
    () => figures(annual("WMT", "operatingMargin", "2023")),
    ["Walmart operating income in fiscal 2023"],
  ),
];

const TYPOS: ReadonlyArray<OutsideQuestion> = [
  ask("typo", "terse", ["MSFT"], "micorsoft operating margin fy24", () =>
    figures(annual("MSFT", "operatingMargin", "2024")),
  ),
  ask("typo", "terse", ["MA"], "whats mastercrad's net income 2021", () => figures(annual("MA", "netIncome", "2021"))),
  ask("typo", "terse", ["BRK.B"], "berkshre hathaway total assets at end-2022", () =>
    figures(annual("BRK.B", "totalAssets", "2022")),
  ),
  ask("typo", "terse", ["NVDA"], "nvdia rev fy23", () => figures(annual("NVDA", "revenue", "2023"))),
  ask("typo", "terse", ["JNJ"], "jnj fcf 2021", () => figures(annual("JNJ", "freeCashFlow", "2021"))),
  ask("typo", "terse", ["UNH"], "Unitedhealh EPS for 2023?", () => figures(annual("UNH", "eps", "2023"))),
  ask("typo", "terse", ["KO"], "cocacola divs paid fy22", () => figures(annual("KO", "dividends", "2022"))),
  ask("typo", "terse", ["MCD"], "mcdonalds capex 2024 pls", () => figures(annual("MCD", "capex", "2024"))),
  ask("typo", "terse", ["ADBE"], "Addobe net income in fy2022?", () => figures(annual("ADBE", "netIncome", "2022"))),
  ask("typo", "terse", ["PG"], "proctor and gamble op income 2023", () =>
    figures(annual("PG", "operatingIncome", "2023")),
  ),
  ask("typo", "terse", ["CAT"], "$cat rev 2021", () => figures(annual("CAT", "revenue", "2021"))),
  ask("typo", "terse", ["WMT"], "walmrt gross profit fy2023", () => figures(annual("WMT", "grossProfit", "2023"))),
];

const PROFILES: ReadonlyArray<OutsideQuestion> = [
  ask("profile", "plain", ["UNH"], "Who currently leads UnitedHealth Group as chief executive?", () =>
    figures(ceo("UNH")),
  ),
  ask("profile", "terse", ["ADBE"], "headcount at Adobe?", () => figures(employees("ADBE"))),
  ask("profile", "plain", ["CAT"], "Where is Caterpillar headquartered these days?", () =>
    figures(headquarters("CAT")),
  ),
  ask("profile", "plain", ["V"], "What sector is Visa classified in, and which industry?", () =>
    figures(sector("V"), industry("V")),
  ),
  ask("profile", "plain", ["XOM"], "Roughly how many full-time employees does Exxon Mobil have?", () =>
    figures(employees("XOM")),
  ),
  ask("profile", "plain", ["NFLX"], "Who's in charge at Netflix?", () => figures(ceo("NFLX"))),
];

const MARKET: ReadonlyArray<OutsideQuestion> = [
  ask("market", "plain", ["HD"], "What did Home Depot stock close at most recently?", () => figures(lastClose("HD"))),
  ask("market", "plain", ["LLY"], "What range has Lilly stock traded in over the last 52 weeks, high and low?", () =>
    figures(...yearRange("LLY")),
  ),
  ask("market", "plain", ["NVDA"], "How much has Nvidia's share price moved over the past year?", () =>
    figures(pastYearChange("NVDA")),
  ),
  ask("market", "plain", ["COST"], "How much is Costco worth on the stock market at the last close?", () =>
    figures(marketCap("COST")),
  ),
  ask("market", "role", ["JPM"], "For my income screen: JPMorgan's dividend yield?", () =>
    figures(dividendYield("JPM")),
  ),
  ask("market", "plain", ["MSFT"], "Microsoft's P/E on fiscal 2024 earnings?", () =>
    figures(priceToEarnings("MSFT", "2024")),
  ),
  ask(
    "market",
    "plain",
    ["META"],
    "How did Meta's stock perform from the end of March 2023 to the end of March 2025?",
    () => figures(priceChange("META", "2023-03-31", "2025-03-31")),
  ),
  ask("market", "role", ["DIS"], "Valuation check on Disney: EV to EBITDA?", () => figures(evToEbitda("DIS"))),
];

const QUARTERS: ReadonlyArray<OutsideQuestion> = [
  ask("quarter", "plain", ["AAPL"], "Apple's revenue in its most recent quarter?", () =>
    figures(latestQuarter("AAPL", "revenue")),
  ),
  ask("quarter", "plain", ["WMT"], "Trailing twelve-month net income for Walmart", () =>
    figures(trailingTwelveMonths("WMT", "netIncome")),
  ),
  ask(
    "quarter",
    "plain",
    ["ADBE"],
    "Adobe's latest quarter: revenue growth against the same quarter a year earlier?",
    () => figures(latestQuarterYearOnYear("ADBE", "revenue")),
  ),
  ask("quarter", "plain", ["PG"], "P&G's latest quarterly diluted EPS", () => figures(latestQuarter("PG", "eps"))),
  ask("quarter", "plain", ["NKE"], "Nike operating margin in its latest reported quarter?", () =>
    figures(latestQuarter("NKE", "operatingMargin")),
  ),
];

const GAPS: ReadonlyArray<OutsideQuestion> = [
  gap("otherCompany", [], "What was Tesla's automotive gross margin in 2023?", { names: /\bTesla\b/i }),
  gap("otherCompany", [], "Compare Ford and General Motors on free cash flow in 2024.", {
    names: /\bFord\b.*\bGeneral Motors\b|\bGeneral Motors\b.*\bFord\b/i,
  }),
  gap("otherCompany", [], "oracle revenue cagr 2020-2024", { names: /\bOracle\b/i }),
  gap("otherCompany", [], "Is Intel's balance sheet more leveraged than AMD's?", {
    names: /\bIntel\b.*\bAMD\b|\bAMD\b.*\bIntel\b/i,
  }),
  gap("otherCompany", [], "How has Salesforce's operating margin trended since 2021?", { names: /\bSalesforce\b/i }),
  gap("otherCompany", ["LLY"], "How does Pfizer's R&D spend compare with Eli Lilly's in 2023?", {
    names: /\bPfizer\b/i,
  }),
  gap("otherCompany", [], "shopify net income 2024", { names: /\bShopify\b/i }),
  gap("yearOutside", ["AAPL"], "Apple sales back in fiscal 2015, how much?"),
  gap("yearOutside", ["MSFT"], "Microsoft's net income in FY2019, please."),
  gap("yearOutside", ["KO"], "Coca-Cola revenue for every year from 2010 to 2020"),
  gap("forecast", ["COST"], "What will Costco earn in fiscal 2026?"),
  gap("priceHistory", ["NKE"], "What was Nike's share price at the end of 2021?"),
  gap("priceHistory", ["AMZN"], "Amazon stock price on 2 January 2020?"),
  gap("segment", ["AMZN"], "How much revenue did AWS bring Amazon in 2024?"),
  gap("segment", ["AAPL"], "What share of Apple's FY2023 sales came from the iPhone?"),
  gap("segment", ["DIS"], "Operating income of Disney's parks and experiences segment in 2024?"),
  gap("segment", ["GOOGL"], "YouTube ad revenue at Alphabet in 2023"),
  gap("guidance", ["NVDA"], "What revenue guidance did Nvidia give for next quarter?"),
  gap("guidance", ["WMT"], "What's Walmart's EPS outlook for fiscal 2026?"),
  gap("forecast", ["META"], "Where will Meta's stock be a year from now?"),
  gap("forecast", ["MCD"], "Project McDonald's revenue for 2027."),
  gap("advice", ["V", "MA"], "Should I buy Visa or Mastercard right now?"),
  gap("advice", ["BRK.B"], "Would you put money into Berkshire at today's price?"),
  gap("priceTarget", ["CAT"], "What's the consensus analyst price target for Caterpillar?"),
  gap("priceTarget", ["JNJ"], "What do Wall Street analysts expect J&J to earn next year?"),
  gap("notBrokenOut", ["BRK.B"], "Berkshire Hathaway's gross margin in 2024?", {
    absent: ["BRK.B", "grossMargin", "2024"],
    names: /\bgross margin\b[^.;]*\bnot\b/i,
  }),
  gap("notBrokenOut", ["JPM"], "How much free cash flow did JPMorgan generate in 2023?", {
    absent: ["JPM", "freeCashFlow", "2023"],
    names: /\bfree cash flow\b[^.;]*\bnot\b/i,
  }),
  gap("notBrokenOut", ["V"], "Visa's research and development spending in 2022?", {
    absent: ["V", "researchAndDevelopment", "2022"],
    names: /\b(?:R&D|research)\b[^.;]*\bnot\b/i,
  }),
  gap("bankMetric", ["JPM"], "What was JPMorgan's net interest margin in 2024?"),
  gap("operatingMetric", ["NFLX"], "How many paid subscribers did Netflix have at the end of 2024?"),
  gap("operatingMetric", ["COST"], "What is Costco's membership renewal rate?"),
  gap("operatingMetric", ["HD"], "Home Depot comparable-store sales growth in fiscal 2023?"),
  gap("geography", ["XOM"], "What share of Exxon's revenue comes from outside the United States?"),
  gap("realTime", ["AAPL"], "What's Apple trading at this minute?"),
  gap("insider", ["NVDA"], "Has Jensen Huang been selling Nvidia shares lately?"),
  gap("esg", ["PG"], "What are Procter & Gamble's scope 1 emissions?"),
  gap("creditRating", ["UNH"], "What credit rating does Moody's give UnitedHealth?"),
  gap("pay", ["ADBE"], "How much was Adobe's CEO paid in 2024?"),
  gap("options", ["KO"], "What's the implied volatility on Coca-Cola options?"),
  gap("marketShare", ["PEP"], "What is PepsiCo's share of the US salty snacks market?"),
  gap("forecast", ["HD"], "and where will it be in 2026?", { earlier: ["Home Depot revenue FY2024"] }),
  gap("otherCompany", ["NKE"], "What about Under Armour's, same year?", {
    earlier: ["Tell me about Nike's operating margin in 2023"],
    names: /\bUnder Armour\b/i,
  }),
];

export const OUTSIDE_QUESTIONS: ReadonlyArray<OutsideQuestion> = [
  ...DEFINED,
  ...ROUNDING,
  ...STATEMENTS,
  ...MULTI_PERIOD,
  ...GROWTH,
  ...RATIOS,
  ...COMPARISONS,
  ...FOLLOW_UPS,
  ...TYPOS,
  ...PROFILES,
  ...MARKET,
  ...QUARTERS,
  ...GAPS,
];
