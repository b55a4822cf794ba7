// Issue 44's ninth set, unseen: 60 investor questions written from the sample data without
// reading the answering code, after the eight earlier issue-44 sets had been used for tuning, to
// measure a first-sight score. Asked the way people ask on research terminals, chat tools and
// forums: ticker shorthand with typos, plain retail questions and long analyst briefs (a measure
// defined with its formula in the statements' own words, its rounding and unit, a role, several
// periods at once); follow-ups (one points back at "that", one switches company, one steps three
// years back, one averages two earlier turns); two-part questions (one with a part the data
// lacks); yes/no judgements the data decides clearly (a margin against its own five-year average,
// capital spending funded from operations every year, a share price doubling). New to this set: a
// median over years, the spread between a measure's best and worst year, how many years one line
// beat another, one growth rate less another in points, a company's share of the whole coverage,
// money per dollar of assets, the years of free cash flow that pay off debt, incremental margin
// and operating leverage, a quarter against the one before and against its fiscal year, the back
// half of a fiscal year, the years to double at a compound rate, a free-cash-flow yield and a
// price-to-sales multiple on the market value, an average quarter, and the average close and the
// days closed above a price; and 20 the data cannot answer, over twenty kinds of gap none of the
// eleven earlier sets', each checked against the data. Every figure and verdict is computed from
// the sample data when it runs. A measurement: it never fails on a miss.
import type { Expectation } from "./answerGrading";
import type { BenchQuestion } from "./benchmarkRunner";
import { calendarYearSum, fiscalQuarter, mainValue, perShare, verdictFor } from "./freshFigures";
import { anyWord } from "./heldOut44Figures";
import { percentOfMeasure, sumOverYears } from "./heldOutFigures";
import {
  annual,
  annuals,
  cagr,
  leaderOf,
  type MeasureKey,
  priceChange,
  SAMPLE_SYMBOLS,
  yearGrowth,
} from "./sampleFigures";
import { latestOfEach } from "./unseen44bFigures";
import { balanceAmount, closeAt } from "./unseen44dFigures";
import { meanOf, quotient } from "./unseen44Figures";
import { firstBy } from "./unseen44fFigures";
import {
  averageClose,
  countOfYearsAbove,
  daysClosedAbove,
  dollarsPerDollar,
  doublingYears,
  growthGap,
  incrementalMargin,
  marketValueOver,
  medianOf,
  operatingLeverage,
  quarterlyAverage,
  quarterShareOfYear,
  secondHalf,
  sequentialGrowth,
  shareOfCoverage,
  spreadOf,
  yearsThrough,
  yearsWhereAbove,
  yieldOnMarketValue,
} from "./unseen44gFigures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type Unseen44gKind =
  | "lookup"
  | "trend"
  | "median"
  | "spread"
  | "countOfYears"
  | "growthGap"
  | "shareOfCoverage"
  | "perDollar"
  | "payback"
  | "incrementalMargin"
  | "operatingLeverage"
  | "sequential"
  | "seasonality"
  | "doubling"
  | "marketMultiple"
  | "averageQuarter"
  | "perShare"
  | "calendarPeriod"
  | "quarter"
  | "partYear"
  | "priceAverage"
  | "priceDays"
  | "ranking"
  | "comparison"
  | "yesNo"
  | "definedMeasure"
  | "multiPeriod"
  | "followUp"
  | "twoPart";

/** How the question is put. */
export type Unseen44gRegister = "terse" | "typo" | "ticker" | "plain" | "brief" | "role";

/** What the data lacks for a question it cannot answer. */
export type Unseen44gLack =
  | "basicEps"
  | "noncontrollingInterests"
  | "comprehensiveIncome"
  | "goodwillSplit"
  | "paidInCapital"
  | "nonMarketableSecurities"
  | "chiefFinancialOfficer"
  | "averageWage"
  | "marketBeta"
  | "brandValuation"
  | "annualMeeting"
  | "currencyHedging"
  | "purchaseObligations"
  | "inventoryComposition"
  | "employeeStockPurchasePlan"
  | "internalControls"
  | "freeFloat"
  | "advertisingSpend"
  | "relatedParties"
  | "philanthropy";

export type Unseen44gAnswerable = BenchQuestion & {
  readonly kind: Unseen44gKind;
  readonly style: Unseen44gRegister;
  readonly expect: () => Expectation;
};

export type Unseen44gUnanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: Unseen44gLack;
  readonly lacking: RegExp;
};

export type Unseen44gQuestion = Unseen44gAnswerable | Unseen44gUnanswerable;

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });
const value = (symbol: string, measure: MeasureKey, year: string) => mainValue(annual(symbol, measure, year));

// The first and last days of the daily prices the data holds for a company (two years of them).
export const PRICES_FROM = "2023-03-31";
export const PRICES_TO = "2025-03-31";

/** The five fiscal years the data holds for a calendar-year filer. */
const FIVE_YEARS = ["2020", "2021", "2022", "2023", "2024"];

/** The close the price-days question counts Nvidia's 2024 closes above, in dollars. */
export const NVIDIA_LEVEL = 140;

// The words that state a yes/no question's claim, stated or negated.
const BEAT = /\b(?:beat|above|higher than|exceed(?:ed|s)?|topped|better than|ahead of)\b/i;
const FUNDED = /\b(?:fund(?:ed|s)?|cover(?:ed|s)?|paid for|exceed(?:ed|s)?|more than|enough)\b/i;
const DOUBLED = /\b(?:doubled?|twice|2x|more than double)\b/i;

const ANSWERABLE: ReadonlyArray<Unseen44gAnswerable> = [
  // A lookup and a trend: a balance-sheet line asked with typos, a margin every year.
  {
    question: "whats disneys total current liabilites at the end of fiscal 2024",
    about: ["DIS"],
    kind: "lookup",
    style: "typo",
    expect: () => figures(balanceAmount("DIS", "totalCurrentLiabilities", "2024")),
  },
  {
    question: "lly net margin every yr 2020-24",
    about: ["LLY"],
    kind: "trend",
    style: "terse",
    expect: () => figures(...annuals("LLY", "netMargin", FIVE_YEARS)),
  },
  // A median, a spread between best and worst year, a count of years.
  {
    question: "What was Microsoft's median operating margin over fiscal 2020 through fiscal 2024?",
    about: ["MSFT"],
    kind: "median",
    style: "plain",
    expect: () => figures(medianOf("MSFT", "operatingMargin", FIVE_YEARS)),
  },
  {
    question:
      "Over fiscal 2020 to 2024, how wide was the gap between Nike's best and worst gross margin year, in percentage points?",
    about: ["NKE"],
    kind: "spread",
    style: "plain",
    expect: () => figures(spreadOf("NKE", "grossMargin", FIVE_YEARS)),
  },
  {
    question: "In how many of the five fiscal years you hold did Apple's free cash flow come in above its net income?",
    about: ["AAPL"],
    kind: "countOfYears",
    style: "plain",
    expect: () => figures(countOfYearsAbove("AAPL", "freeCashFlow", "netIncome", FIVE_YEARS)),
  },
  // One growth rate less another; a share of the whole coverage.
  {
    question: "By how many percentage points did Eli Lilly's 2024 revenue growth beat Johnson & Johnson's?",
    about: ["LLY", "JNJ"],
    kind: "growthGap",
    style: "plain",
    expect: () =>
      figures(
        yearGrowth("LLY", "revenue", "2024"),
        yearGrowth("JNJ", "revenue", "2024"),
        growthGap("LLY", "JNJ", "revenue", "2024"),
      ),
  },
  {
    question:
      "If you add up the latest fiscal-year revenue of every company you cover, what share of that total is Amazon's?",
    about: SAMPLE_SYMBOLS,
    kind: "shareOfCoverage",
    style: "plain",
    expect: () => figures(shareOfCoverage("AMZN", latestOfEach(), "revenue")),
  },
  // Per dollar of assets, years of cash to repay debt.
  {
    question:
      "For every dollar of total assets on its balance sheet at the end of fiscal 2024, how many dollars of revenue did Costco bring in?",
    about: ["COST"],
    kind: "perDollar",
    style: "plain",
    expect: () => figures(dollarsPerDollar("COST", "revenue", "totalAssets", "2024")),
  },
  {
    question:
      "How many years of its fiscal 2024 free cash flow would Disney need to pay off the total debt it carried at that year end? One decimal is fine.",
    about: ["DIS"],
    kind: "payback",
    style: "plain",
    expect: () => figures(quotient("DIS", "totalDebt", "freeCashFlow", "2024", { decimals: 1 })),
  },
  // Incremental margin and operating leverage, asked as briefs.
  {
    question:
      "For Meta, compute incremental operating margin — the change in operating income divided by the change in revenue, both from the income statement — from 2022 to 2023 and from 2023 to 2024. Give each as a percentage rounded to one decimal place.",
    about: ["META"],
    kind: "incrementalMargin",
    style: "brief",
    expect: () =>
      figures(
        incrementalMargin("META", "2022", "2023", { decimals: 1 }),
        incrementalMargin("META", "2023", "2024", { decimals: 1 }),
      ),
  },
  {
    question:
      "As a growth-equity analyst I measure operating leverage as the year-on-year percentage growth in operating income divided by the year-on-year percentage growth in revenue. Give me Netflix's for 2023 and for 2024, each as a multiple to two decimals.",
    about: ["NFLX"],
    kind: "operatingLeverage",
    style: "role",
    expect: () =>
      figures(operatingLeverage("NFLX", "2023", { decimals: 2 }), operatingLeverage("NFLX", "2024", { decimals: 2 })),
  },
  // Quarters: against the one before, against the fiscal year, the back half, calendar and dates.
  {
    question: "nflx rev q4'24 vs q3'24, % q/q",
    about: ["NFLX"],
    kind: "sequential",
    style: "terse",
    expect: () => figures(sequentialGrowth("NFLX", ["Q4", "2024"], ["Q3", "2024"], "revenue")),
  },
  {
    question: "What share of Apple's fiscal 2024 revenue came in the December quarter, its fiscal first quarter?",
    about: ["AAPL"],
    kind: "seasonality",
    style: "plain",
    expect: () => figures(quarterShareOfYear("AAPL", "Q1", "2024", "revenue")),
  },
  {
    question: "how much net incom did nvidia make in the back half of fiscal 2025 (q3 + q4)?",
    about: ["NVDA"],
    kind: "partYear",
    style: "typo",
    expect: () => figures(secondHalf("NVDA", "2025", "netIncome")),
  },
  {
    question: "$DIS CY2024 revenue — the four qtrs ending in 2024, not the Sept FY",
    about: ["DIS"],
    kind: "calendarPeriod",
    style: "ticker",
    expect: () => figures(calendarYearSum("DIS", "2024", "revenue")),
  },
  {
    question: "What net income did Home Depot report for the three months ended October 27, 2024?",
    about: ["HD"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(fiscalQuarter("HD", "Q3", "2024", "netIncome")),
  },
  {
    question: "ko avg quarterly revenue in 2024?",
    about: ["KO"],
    kind: "averageQuarter",
    style: "terse",
    expect: () => figures(quarterlyAverage("KO", "2024", "revenue")),
  },
  // Compounding: the years to double.
  {
    question:
      "If Costco's revenue kept growing at its fiscal 2020–2024 compound annual rate, how many years would it take to double? One decimal.",
    about: ["COST"],
    kind: "doubling",
    style: "plain",
    expect: () =>
      figures(
        cagr("COST", "revenue", "2020", "2024"),
        doublingYears("COST", "revenue", "2020", "2024", { decimals: 1 }),
      ),
  },
  // Multiples and yields on the market value at the last close.
  {
    question: "$META FCF yield on FY24 free cash flow at the last close?",
    about: ["META"],
    kind: "marketMultiple",
    style: "ticker",
    expect: () => figures(yieldOnMarketValue("META", "freeCashFlow", "2024")),
  },
  {
    question: "nvda price/sales on fy25 revenue",
    about: ["NVDA"],
    kind: "marketMultiple",
    style: "terse",
    expect: () => figures(marketValueOver("NVDA", "revenue", "2025")),
  },
  // Per share, defined in the question.
  {
    question:
      "Net cash per share for Alphabet at the end of 2024 — cash plus short-term investments minus total debt, over diluted shares?",
    about: ["GOOGL"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(perShare("GOOGL", "netCash", "2024")),
  },
  // Prices: an average close over a month, the days closed above a price.
  {
    question: "What was Microsoft's average daily closing price in December 2024?",
    about: ["MSFT"],
    kind: "priceAverage",
    style: "plain",
    expect: () => figures(averageClose("MSFT", "2024-12-01", "2024-12-31")),
  },
  {
    question: `On how many trading days in 2024 did Nvidia's stock close above $${NVIDIA_LEVEL}?`,
    about: ["NVDA"],
    kind: "priceDays",
    style: "plain",
    expect: () => figures(daysClosedAbove("NVDA", "2024-01-01", "2024-12-31", NVIDIA_LEVEL)),
  },
  // Comparisons: a price race, a conversion of earnings into cash.
  {
    question: "Costco shares or Walmart shares — which gained more over calendar 2024, and by how much each?",
    about: ["COST", "WMT"],
    kind: "comparison",
    style: "plain",
    expect: () => {
      const changes = ["COST", "WMT"].map((symbol) => priceChange(symbol, "2023-12-31", "2024-12-31"));
      const [costco = 0, walmart = 0] = changes.map(mainValue);
      return { figures: changes, leader: walmart > costco ? "WMT" : "COST" };
    },
  },
  {
    question: "Visa vs Mastercard: who converted more of its fiscal 2024 net income into free cash flow?",
    about: ["V", "MA"],
    kind: "comparison",
    style: "plain",
    expect: () => {
      const entries = [
        ["V", "2024"],
        ["MA", "2024"],
      ] as const;
      return {
        figures: entries.map(([symbol, year]) => annual(symbol, "fcfConversion", year)),
        leader: leaderOf(entries, "fcfConversion"),
      };
    },
  },
  // Rankings over every covered company.
  {
    question: "Across all the companies you cover, which grew diluted EPS the fastest in its latest fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol, year } = firstBy(latestOfEach(), (company, fiscal) =>
        mainValue(yearGrowth(company, "eps", fiscal)),
      );
      return { figures: [yearGrowth(symbol, "eps", year)], leader: symbol };
    },
  },
  {
    question:
      "Which company in your data spent the biggest share of its operating cash flow on share buybacks in its most recent fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      // A negative operating cash flow (a bank's) makes the share meaningless: it is not ranked.
      const { symbol, year } = firstBy(latestOfEach(), (company, fiscal) =>
        value(company, "operatingCashFlow", fiscal) > 0 ? value(company, "buybacksToCashFlow", fiscal) : Number.NaN,
      );
      return { figures: [annual(symbol, "buybacksToCashFlow", year)], leader: symbol };
    },
  },
  // Yes/no judgements the data decides: against its own average, every year, a doubling.
  {
    question: "Did Eli Lilly's net margin in 2024 beat its own five-year average for 2020 through 2024?",
    about: ["LLY"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("LLY", "netMargin", "2024"), meanOf("LLY", "netMargin", FIVE_YEARS)],
      verdict: verdictFor(value("LLY", "netMargin", "2024") > mainValue(meanOf("LLY", "netMargin", FIVE_YEARS))),
      claim: BEAT,
    }),
  },
  {
    question: "Did Amazon's operating cash flow cover its capital expenditure in every year from 2020 to 2024?",
    about: ["AMZN"],
    kind: "yesNo",
    style: "plain",
    expect: () => {
      const years = yearsThrough("AMZN", "2020", "2024");
      const covered = yearsWhereAbove("AMZN", "operatingCashFlow", "capex", years);
      const deciding = years.find((year) => !covered.includes(year)) ?? years.at(-1) ?? "2024";
      return {
        figures: [annual("AMZN", "operatingCashFlow", deciding), annual("AMZN", "capex", deciding)],
        verdict: verdictFor(covered.length === years.length),
        claim: FUNDED,
      };
    },
  },
  {
    question: "did wmt stock more than double across the 2 yrs of prices u have?",
    about: ["WMT"],
    kind: "yesNo",
    style: "terse",
    expect: () => {
      const [first, last] = [closeAt("WMT", PRICES_FROM), closeAt("WMT", PRICES_TO)];
      return { figures: [first, last], verdict: verdictFor(mainValue(last) > 2 * mainValue(first)), claim: DOUBLED };
    },
  },
  // Briefs: a ratio between two statements defined in words, an inverse of a known ratio, a median.
  {
    question:
      "For a credit screen on Procter & Gamble, define cash flow to debt as net cash from operating activities (cash flow statement) divided by total debt at fiscal year end (balance sheet). Give fiscal 2023 and fiscal 2024, each as a percentage to one decimal.",
    about: ["PG"],
    kind: "definedMeasure",
    style: "brief",
    expect: () =>
      figures(
        ...["2023", "2024"].map((year) =>
          percentOfMeasure("PG", "operatingCashFlow", "totalDebt", year, { decimals: 1 }),
        ),
      ),
  },
  {
    question:
      "Wearing my energy-analyst hat: I define capex coverage as operating cash flow divided by capital expenditure, both from the cash flow statement. Show it for Exxon Mobil in 2022, 2023 and 2024, each as a multiple rounded to one decimal.",
    about: ["XOM"],
    kind: "definedMeasure",
    style: "role",
    expect: () =>
      figures(
        ...["2022", "2023", "2024"].map((year) => quotient("XOM", "operatingCashFlow", "capex", year, { decimals: 1 })),
      ),
  },
  {
    question:
      "I cover restaurants for a long-only fund. For McDonald's, give operating margin (operating income over revenue) for 2020, 2022 and 2024 in percent to one decimal, and then the median operating margin across all five years 2020 to 2024, also to one decimal.",
    about: ["MCD"],
    kind: "multiPeriod",
    style: "role",
    expect: () =>
      figures(
        ...annuals("MCD", "operatingMargin", ["2020", "2022", "2024"], { decimals: 1 }),
        medianOf("MCD", "operatingMargin", FIVE_YEARS, { decimals: 1 }),
      ),
  },
  // Follow-ups: "that" pointed back at, a switch of company, three years back, an average of two turns.
  {
    earlier: ["What was Procter & Gamble's operating income in fiscal 2024?"],
    question: "how many times over did that cover its interest expense?",
    about: ["PG"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("PG", "interestCoverage", "2024")),
  },
  {
    earlier: ["How much did Home Depot spend on capital expenditure in fiscal 2024?"],
    question: "ok and walmart, its most recent year?",
    about: ["HD", "WMT"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("WMT", "capex", "2025")),
  },
  {
    earlier: ["mastercard net profit margin, 2024"],
    question: "and three years before that?",
    about: ["MA"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("MA", "netMargin", "2021")),
  },
  {
    earlier: ["nike revenue fiscal 2023", "and fiscal 2024?"],
    question: "whats the avg of those two?",
    about: ["NKE"],
    kind: "followUp",
    style: "typo",
    expect: () => figures(meanOf("NKE", "revenue", ["2023", "2024"])),
  },
  // Two-part questions: one the data answers whole, one with a part it lacks.
  {
    question: "What did Berkshire Hathaway earn in 2024, and how much of its own stock did it buy back that year?",
    about: ["BRK.B"],
    kind: "twoPart",
    style: "plain",
    expect: () => figures(annual("BRK.B", "netIncome", "2024"), annual("BRK.B", "buybacks", "2024")),
  },
  {
    question: "adbe fy24 revenue + how many creative cloud subscribers?",
    about: ["ADBE"],
    kind: "twoPart",
    style: "terse",
    expect: () =>
      figures(
        annual("ADBE", "revenue", "2024"),
        anyWord("the subscriber count named", ["subscribers", "subscriber count", "Creative Cloud"]),
      ),
  },
  {
    question: "PEP total divs paid FY22-FY24, $bn 2dp, each yr + the 3yr sum",
    about: ["PEP"],
    kind: "multiPeriod",
    style: "ticker",
    expect: () =>
      figures(
        ...annuals("PEP", "dividends", ["2022", "2023", "2024"], { decimals: 2, scale: "billion" }),
        sumOverYears("PEP", ["dividends"], ["2022", "2023", "2024"], { decimals: 2, scale: "billion" }),
      ),
  },
];

// The words an honest first line uses for each gap.
const UNANSWERABLE: ReadonlyArray<Unseen44gUnanswerable> = [
  {
    question: "What was Apple's basic EPS, not the diluted figure, for fiscal 2024?",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "basicEps",
    lacking: /\bbasic\b/i,
  },
  {
    question: "How much of Exxon Mobil's equity belongs to noncontrolling interests?",
    about: ["XOM"],
    kind: "unanswerable",
    style: "noncontrollingInterests",
    lacking: /\b(?:non-?controlling|minority)\b/i,
  },
  {
    question: "What was JPMorgan's accumulated other comprehensive loss at the end of 2024?",
    about: ["JPM"],
    kind: "unanswerable",
    style: "comprehensiveIncome",
    lacking: /\b(?:AOCI|(?:accumulated )?other comprehensive|unrealized (?:losses|gains))\b/i,
  },
  {
    question: "Split Adobe's goodwill from its other intangible assets — how much is each?",
    about: ["ADBE"],
    kind: "unanswerable",
    style: "goodwillSplit",
    lacking: /\b(?:goodwill|intangibles?|intangible assets)\b/i,
  },
  {
    question: "nke additional paid-in capital on the balance sheet?",
    about: ["NKE"],
    kind: "unanswerable",
    style: "paidInCapital",
    lacking: /\b(?:paid-in capital|APIC|capital in excess of par|common stock)\b/i,
  },
  {
    question: "How much does Alphabet carry in non-marketable equity securities?",
    about: ["GOOGL"],
    kind: "unanswerable",
    style: "nonMarketableSecurities",
    lacking: /\b(?:non-?marketable|equity securities|long-term investments|investment holdings)\b/i,
  },
  {
    question: "who is mastercard's cfo these days, the chief financial officer?",
    about: ["MA"],
    kind: "unanswerable",
    style: "chiefFinancialOfficer",
    lacking: /\b(?:CFO|chief financial officer|finance chief)\b/i,
  },
  {
    question: "What's the average hourly wage Walmart pays its US store associates?",
    about: ["WMT"],
    kind: "unanswerable",
    style: "averageWage",
    lacking: /\b(?:wages?|hourly|pay rates?|salar(?:y|ies))\b/i,
  },
  {
    question: "whats home depot's beta vs the S&P 500",
    about: ["HD"],
    kind: "unanswerable",
    style: "marketBeta",
    lacking: /\b(?:beta|S&P 500|index (?:prices|returns|data)|benchmark)\b/i,
  },
  {
    question: "How much is the Coca-Cola brand itself worth in Interbrand's ranking?",
    about: ["KO"],
    kind: "unanswerable",
    style: "brandValuation",
    lacking: /\b(?:brand\w*|Interbrand|Kantar)\b/i,
  },
  {
    question: "When and where is Costco's next annual shareholders' meeting?",
    about: ["COST"],
    kind: "unanswerable",
    style: "annualMeeting",
    lacking: /\b(?:annual (?:shareholders'? |stockholders'? |general )?meeting|shareholder meeting|AGM|proxy)\b/i,
  },
  {
    question: "How much of P&G's foreign-currency exposure is hedged with derivatives?",
    about: ["PG"],
    kind: "unanswerable",
    style: "currencyHedging",
    lacking: /\b(?:hedg\w*|derivatives?)\b/i,
  },
  {
    question: "How much has Nvidia committed to suppliers under its outstanding purchase obligations?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "purchaseObligations",
    lacking: /\b(?:purchase (?:obligations?|commitments?)|supply (?:agreements?|commitments?)|commitments?)\b/i,
  },
  {
    question: "How much of Caterpillar's inventory is raw materials versus finished goods?",
    about: ["CAT"],
    kind: "unanswerable",
    style: "inventoryComposition",
    lacking:
      /\b(?:raw materials|work[- ]in[- ](?:process|progress)|finished goods|inventory (?:breakdown|composition|mix|categories|split))\b/i,
  },
  {
    question: "what discount do msft employees get on the employee stock purchase plan",
    about: ["MSFT"],
    kind: "unanswerable",
    style: "employeeStockPurchasePlan",
    lacking: /\b(?:ESPP|employee stock purchase|stock purchase plan)\b/i,
  },
  {
    question: "Did UnitedHealth's auditor flag any material weakness in internal control over financial reporting?",
    about: ["UNH"],
    kind: "unanswerable",
    style: "internalControls",
    lacking: /\b(?:material weakness(?:es)?|internal control\w*|audit(?:or)?'?s? (?:opinion|report))\b/i,
  },
  {
    question: "What percentage of Visa's shares are free float?",
    about: ["V"],
    kind: "unanswerable",
    style: "freeFloat",
    lacking: /\b(?:free[- ]?float|public float|float|closely held)\b/i,
  },
  {
    question: "How much did PepsiCo spend on advertising and marketing in 2024?",
    about: ["PEP"],
    kind: "unanswerable",
    style: "advertisingSpend",
    lacking: /\b(?:advertising|marketing|promotion\w*|ad spend)\b/i,
  },
  {
    question: "brk related-party transactions disclosed for 2024?",
    about: ["BRK.B"],
    kind: "unanswerable",
    style: "relatedParties",
    lacking: /\brelated[- ]part(?:y|ies)\b/i,
  },
  {
    question: "How much did Eli Lilly give to charity in 2024, its foundation included?",
    about: ["LLY"],
    kind: "unanswerable",
    style: "philanthropy",
    lacking: /\b(?:charit\w*|philanthrop\w*|donat\w*|giving|foundation)\b/i,
  },
];

export const UNSEEN_QUESTIONS_44G: ReadonlyArray<Unseen44gQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
