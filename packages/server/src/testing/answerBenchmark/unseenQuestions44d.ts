// Issue 44's sixth set, unseen: 60 investor questions written from the sample data without
// reading the answering code, after the five earlier sets had been used for tuning, to measure a
// first-sight score. Asked the way people ask on research terminals: shorthand, tickers, typos,
// plain questions and long analyst briefs (a measure defined, its rounding and unit, the lines to
// use, a role, several periods at once); follow-ups (one switches company, one points back with
// "that", one changes only the year, one asks "why", one asks "and per share?"); two-part
// questions (one with a part the data lacks); yes/no judgements the data decides (a threshold,
// "every year since", more than another company's); trends, rankings over named companies and
// over every covered company, growth, CAGR, averages, per-share, share-of, one balance line over
// another, a difference between two companies, days and turns; calendar against fiscal years for
// off-calendar filers, a quarter named by its month, a half year, nine months, "since 2022",
// "as of" a date, a return between two dates and a 52-week range; and 20 the data cannot answer,
// over twenty kinds of gap none of the fifth set's, each checked against the data. Every figure
// and verdict is computed from the sample data when it runs. A measurement: it never fails on a miss.
import type { Expectation } from "./answerGrading";
import type { BenchQuestion } from "./benchmarkRunner";
import { calendarYearSum, daysOutstanding, mainValue, perShare, quarterEnding, verdictFor } from "./freshFigures";
import { anyWord, leaderWhereKnown, turnoverOn } from "./heldOut44Figures";
import {
  annual,
  annuals,
  cagr,
  fiscalYears,
  leaderOf,
  leaderOfGrowth,
  type MeasureKey,
  priceChange,
  SAMPLE_SYMBOLS,
  total,
  yearGrowth,
  yearRange,
  yearsFrom,
} from "./sampleFigures";
import { balanceFigure, decidingYears, latestOfEach } from "./unseen44bFigures";
import {
  aboveEveryYear,
  balanceAmount,
  balanceRatio,
  closeAt,
  companyGap,
  decidingYearAbove,
  nopat,
  returnOnInvestedCapital,
} from "./unseen44dFigures";
import { fiscalYearToDate, meanOf, roseEveryYear } from "./unseen44Figures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type Unseen44dKind =
  | "lookup"
  | "trend"
  | "growth"
  | "average"
  | "perShare"
  | "shareOf"
  | "ratio"
  | "difference"
  | "daysOf"
  | "turnover"
  | "calendarPeriod"
  | "quarter"
  | "partYear"
  | "sinceYear"
  | "asOf"
  | "price"
  | "ranking"
  | "comparison"
  | "yesNo"
  | "definedMeasure"
  | "multiPeriod"
  | "followUp"
  | "twoPart";

/** How the question is put. */
export type Unseen44dRegister = "terse" | "typo" | "ticker" | "plain" | "brief" | "role";

/** What the data lacks for a question it cannot answer. */
export type Unseen44dLack =
  | "executivePay"
  | "priceBeforeRange"
  | "quarterLine"
  | "yearAfter"
  | "quarterBefore"
  | "operatingKpi"
  | "storeCount"
  | "patents"
  | "buybackAuthorization"
  | "exchangeRates"
  | "macro"
  | "pricePrediction"
  | "advice"
  | "customerConcentration"
  | "supplierNames"
  | "dealTerms"
  | "productPricing"
  | "litigationReserve"
  | "drugPipeline"
  | "auditor";

export type Unseen44dAnswerable = BenchQuestion & {
  readonly kind: Unseen44dKind;
  readonly style: Unseen44dRegister;
  readonly expect: () => Expectation;
};

export type Unseen44dUnanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: Unseen44dLack;
  readonly lacking: RegExp;
};

export type Unseen44dQuestion = Unseen44dAnswerable | Unseen44dUnanswerable;

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });

/** A ranking's expectation: the leader named first, and every ranked company's figure. */
function ranked(entries: ReadonlyArray<readonly [string, string]>, measure: MeasureKey): Expectation {
  return {
    figures: entries.map(([symbol, year]) => annual(symbol, measure, year)),
    leader: leaderOf(entries, measure),
  };
}

const inYear = (symbols: ReadonlyArray<string>, year: string) => symbols.map((symbol) => [symbol, year] as const);

/** The latest fiscal year the data holds for a company. */
const latest = (symbol: string) => fiscalYears(symbol).at(-1) ?? "";

// The words that state a yes/no question's claim, stated or negated.
const CLEARED = /\b(?:clear(?:ed|s)?|above|over|more than|exceed(?:ed|s)?|topp?(?:ed|s)?|surpass(?:ed|es)?)\b/i;
const RAISED = /\b(?:rais(?:ed|es|e)|increased?|rose|risen|grew|grown|went up|gone up|higher|every year)\b/i;
const MORE = /\b(?:more|higher|greater|larger|bigger|exceed(?:ed|s)?|out-?earn(?:ed|s)?|above)\b/i;
const STAYED_ABOVE = /\b(?:stayed above|above|over|more than|at least|exceed(?:ed|s)?)\b/i;

const ANSWERABLE: ReadonlyArray<Unseen44dAnswerable> = [
  // Lookups in shorthand, tickers and typos.
  {
    question: "$NKE total current liabilities at the FY23 close",
    about: ["NKE"],
    kind: "lookup",
    style: "ticker",
    expect: () => figures(balanceFigure("NKE", "totalCurrentLiabilities", "2023")),
  },
  {
    question: "metas pretax incme for 2022?",
    about: ["META"],
    kind: "lookup",
    style: "typo",
    expect: () => figures(annual("META", "pretaxIncome", "2022")),
  },
  // Trends, growth, averages.
  {
    question: "nflx yr-end cash balance 2020 → 2024, every year",
    about: ["NFLX"],
    kind: "trend",
    style: "terse",
    expect: () => figures(...annuals("NFLX", "cash", ["2020", "2021", "2022", "2023", "2024"])),
  },
  {
    question: "How did UnitedHealth's cash from operations develop from 2020 through 2024?",
    about: ["UNH"],
    kind: "trend",
    style: "plain",
    expect: () => figures(...annuals("UNH", "operatingCashFlow", ["2020", "2021", "2022", "2023", "2024"])),
  },
  {
    question: "$V diluted EPS growth FY23→FY24",
    about: ["V"],
    kind: "growth",
    style: "ticker",
    expect: () => figures(yearGrowth("V", "eps", "2024")),
  },
  {
    question: "mastercard net incme compund annual growth 2020-2024?",
    about: ["MA"],
    kind: "growth",
    style: "typo",
    expect: () => figures(cagr("MA", "netIncome", "2020", "2024")),
  },
  {
    question: "What was Adobe's gross margin on average across fiscal 2022, 2023 and 2024?",
    about: ["ADBE"],
    kind: "average",
    style: "plain",
    expect: () => figures(meanOf("ADBE", "grossMargin", ["2022", "2023", "2024"])),
  },
  // Operators on a line: per share, share of, one line over another, a gap between two companies, days, turns.
  {
    question: "How much operating income did Caterpillar make per diluted share in 2024?",
    about: ["CAT"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(perShare("CAT", "operatingIncome", "2024")),
  },
  {
    question: "amzn cash + ST investments as % of total assets, 2023",
    about: ["AMZN"],
    kind: "shareOf",
    style: "terse",
    expect: () => figures(balanceRatio("AMZN", "cashAndShortTermInvestments", "totalAssets", "2023", "percent")),
  },
  {
    question:
      "What was JPMorgan's equity multiplier — total assets divided by shareholders' equity — at the end of 2024?",
    about: ["JPM"],
    kind: "ratio",
    style: "plain",
    expect: () => figures(balanceRatio("JPM", "totalAssets", "totalEquity", "2024", "ratio")),
  },
  {
    question: "how much more revnue did walmart bring in than costco in there latest fiscal yrs",
    about: ["WMT", "COST"],
    kind: "difference",
    style: "typo",
    expect: () => figures(companyGap(["WMT", latest("WMT")], ["COST", latest("COST")], "revenue")),
  },
  {
    question: "KO DSO FY2024 using year-end receivables",
    about: ["KO"],
    kind: "daysOf",
    style: "ticker",
    expect: () => figures(daysOutstanding("KO", "receivables", "2024", "yearEnd")),
  },
  {
    question:
      "What was Procter & Gamble's equity turnover in fiscal 2024, meaning sales over average shareholders' equity?",
    about: ["PG"],
    kind: "turnover",
    style: "plain",
    expect: () => figures(turnoverOn("PG", "revenue", "totalEquity", "2024")),
  },
  // Calendar against fiscal periods, a quarter by its month, parts of a year, since, as of, prices.
  {
    question:
      "What operating income did Disney make over calendar 2023, the quarters ending April through December 2023, rather than its fiscal year?",
    about: ["DIS"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("DIS", "2023", "operatingIncome")),
  },
  {
    question: "hd net income CY2024 (not fiscal)",
    about: ["HD"],
    kind: "calendarPeriod",
    style: "terse",
    expect: () => figures(calendarYearSum("HD", "2024", "netIncome")),
  },
  {
    question: "What was Visa's net income in the quarter that ended in March 2024?",
    about: ["V"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(quarterEnding("V", "2024-03", "netIncome")),
  },
  {
    question: "$MSFT revenue, first half of fy25 (two quarters)",
    about: ["MSFT"],
    kind: "partYear",
    style: "ticker",
    expect: () => figures(fiscalYearToDate("MSFT", "2025", 2, "revenue")),
  },
  {
    question: "How much net income did Nvidia earn in the first nine months of fiscal 2025?",
    about: ["NVDA"],
    kind: "partYear",
    style: "plain",
    expect: () => figures(fiscalYearToDate("NVDA", "2025", 3, "netIncome")),
  },
  {
    question: "How much has Apple spent on buybacks in total since 2022?",
    about: ["AAPL"],
    kind: "sinceYear",
    style: "plain",
    // "Since 2022" read with 2022 in (the usual reading) or from the year after it: either total is right.
    expect: () =>
      figures({
        kind: "anyOf",
        label: "AAPL buybacks since 2022",
        options: [
          total("AAPL", "buybacks", yearsFrom("AAPL", "2022")),
          total("AAPL", "buybacks", yearsFrom("AAPL", "2023")),
        ],
      }),
  },
  {
    question: "As of 30 September 2024, what was Home Depot's closing share price?",
    about: ["HD"],
    kind: "asOf",
    style: "plain",
    expect: () => figures(closeAt("HD", "2024-09-30")),
  },
  {
    question: "lly stock return 6/30/23 to 6/28/24",
    about: ["LLY"],
    kind: "price",
    style: "terse",
    expect: () => figures(priceChange("LLY", "2023-06-30", "2024-06-28")),
  },
  {
    question: "$KO 52wk hi/lo",
    about: ["KO"],
    kind: "price",
    style: "ticker",
    expect: () => figures(...yearRange("KO")),
  },
  // Rankings and comparisons: the leader is read from the data.
  {
    question: "Which company in your coverage paid the highest effective tax rate in its latest fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol, year } = leaderWhereKnown(latestOfEach(), "taxRate");
      return { figures: [annual(symbol, "taxRate", year)], leader: symbol };
    },
  },
  {
    question: "MA, JPM, V — rank by (divs + buybacks) / net income, FY2024",
    about: ["MA", "JPM", "V"],
    kind: "ranking",
    style: "ticker",
    expect: () => ranked(inYear(["MA", "JPM", "V"], "2024"), "totalPayout"),
  },
  {
    question: "Disney or Netflix: whose revenue grew faster in 2024?",
    about: ["DIS", "NFLX"],
    kind: "comparison",
    style: "plain",
    expect: () => ({
      figures: [yearGrowth("DIS", "revenue", "2024"), yearGrowth("NFLX", "revenue", "2024")],
      leader: leaderOfGrowth(
        [
          ["DIS", "2023", "2024"],
          ["NFLX", "2023", "2024"],
        ],
        "revenue",
      ),
    }),
  },
  // Yes/no judgements: the verdict is read from the data.
  {
    question: "Did Exxon's 2024 net income clear $30 billion?",
    about: ["XOM"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("XOM", "netIncome", "2024")],
      verdict: verdictFor(mainValue(annual("XOM", "netIncome", "2024")) > 30e9),
      claim: CLEARED,
    }),
  },
  {
    question: "msft dividends paid up every fy since 2020?",
    about: ["MSFT"],
    kind: "yesNo",
    style: "terse",
    expect: () => ({
      figures: decidingYears("MSFT", "dividends", "2020"),
      verdict: verdictFor(roseEveryYear("MSFT", "dividends", "2020")),
      claim: RAISED,
    }),
  },
  {
    question: "Was Mastercard's 2024 net income more than Visa's for fiscal 2024?",
    about: ["MA", "V"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("MA", "netIncome", "2024"), annual("V", "netIncome", "2024")],
      verdict: verdictFor(mainValue(annual("MA", "netIncome", "2024")) > mainValue(annual("V", "netIncome", "2024"))),
      claim: MORE,
    }),
  },
  {
    question: "has home depots interest coverage stayed above 10x every year since fy2021",
    about: ["HD"],
    kind: "yesNo",
    style: "typo",
    expect: () => ({
      figures: [decidingYearAbove("HD", "interestCoverage", "2021", 10)],
      verdict: verdictFor(aboveEveryYear("HD", "interestCoverage", "2021", 10)),
      claim: STAYED_ABOVE,
    }),
  },
  // Briefs: a measure defined, its rounding and unit, the lines, a role, several periods.
  {
    question:
      "Define NOPAT as operating income multiplied by one minus the effective tax rate, where the tax rate is income tax expense over pre-tax income, all from the income statement. Work it out for Apple for fiscal 2023 and fiscal 2024, in $bn to one decimal.",
    about: ["AAPL"],
    kind: "definedMeasure",
    style: "brief",
    expect: () => figures(...["2023", "2024"].map((year) => nopat("AAPL", year, { decimals: 1, scale: "billion" }))),
  },
  {
    question:
      "Speaking as a quality-compounder PM: I take ROIC as NOPAT — operating income times (1 − income tax ÷ pre-tax income) — divided by year-end total debt plus total equity from the balance sheet. Give PepsiCo's for 2023 and 2024 as percentages to one decimal.",
    about: ["PEP"],
    kind: "definedMeasure",
    style: "role",
    expect: () => figures(...["2023", "2024"].map((year) => returnOnInvestedCapital("PEP", year, { decimals: 1 }))),
  },
  {
    question:
      "Liquidity screen: compute Alphabet's cash ratio, i.e. cash, cash equivalents and short-term investments divided by total current liabilities, both from the balance sheet, at the end of 2022, 2023 and 2024, as multiples rounded to two decimals.",
    about: ["GOOGL"],
    kind: "multiPeriod",
    style: "brief",
    expect: () =>
      figures(
        ...["2022", "2023", "2024"].map((year) =>
          balanceRatio("GOOGL", "cashAndShortTermInvestments", "totalCurrentLiabilities", year, "ratio", {
            decimals: 2,
          }),
        ),
      ),
  },
  {
    question:
      "I'm an insurance analyst sizing the liability side: give Berkshire Hathaway's total liabilities (total assets less total equity on the balance sheet) at year-end 2022, 2023 and 2024, each in billions of dollars to one decimal.",
    about: ["BRK.B"],
    kind: "multiPeriod",
    style: "role",
    expect: () =>
      figures(
        ...["2022", "2023", "2024"].map((year) =>
          balanceAmount("BRK.B", "totalLiabilities", year, { decimals: 1, scale: "billion" }),
        ),
      ),
  },
  // Follow-ups: one switches company (same year), one points back with "that", one changes only
  // the year, one asks why, one asks for the figure per share.
  {
    earlier: ["eli lilly 2024 operating income pls"],
    question: "swap in j&j, same year",
    about: ["LLY", "JNJ"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("JNJ", "operatingIncome", "2024")),
  },
  {
    earlier: ["What did UnitedHealth earn in net income in 2024?"],
    question: "is that down from the prior year, and by what percent?",
    about: ["UNH"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(yearGrowth("UNH", "netIncome", "2024")),
  },
  {
    earlier: ["mcd dividends paid fy2024"],
    question: "same thing, fy2021",
    about: ["MCD"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("MCD", "dividends", "2021")),
  },
  {
    earlier: ["Disney's fiscal 2024 net profit margin, please?"],
    question: "why was it so much higher than the year before?",
    about: ["DIS"],
    kind: "followUp",
    style: "plain",
    // The why is in the data: net income about doubled while revenue barely grew.
    expect: () => figures(...annuals("DIS", "netIncome", ["2023", "2024"])),
  },
  {
    earlier: ["How much free cash flow did Adobe throw off in fiscal 2024?"],
    question: "and per diluted share, then?",
    about: ["ADBE"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(perShare("ADBE", "freeCashFlow", "2024")),
  },
  // Two-part questions: one with a part the data lacks.
  {
    question: "googl 2024 revenue, and how many searches a day does google handle?",
    about: ["GOOGL"],
    kind: "twoPart",
    style: "terse",
    expect: () =>
      figures(annual("GOOGL", "revenue", "2024"), anyWord("the search volume named", ["searches", "queries"])),
  },
  {
    question: "Costco fiscal 2024: what did stock-based compensation come to, and how much went on buybacks?",
    about: ["COST"],
    kind: "twoPart",
    style: "plain",
    expect: () => figures(annual("COST", "stockCompensation", "2024"), annual("COST", "buybacks", "2024")),
  },
];

// The words an honest first line uses for each gap.
const UNANSWERABLE: ReadonlyArray<Unseen44dUnanswerable> = [
  {
    question: "what was dimon's total comp for 2024 per the proxy?",
    about: ["JPM"],
    kind: "unanswerable",
    style: "executivePay",
    lacking: /\b(?:compensation|comp|pay|paid|salary|proxy|DEF 14A)\b/i,
  },
  {
    question: "amzn close on 7/1/2022",
    about: ["AMZN"],
    kind: "unanswerable",
    style: "priceBeforeRange",
    lacking: /\b(?:2022|price history|prices? (?:start|begin|run)|earliest|(?:March|Mar\.?) 2023|2023-03-31)\b/i,
  },
  {
    question: "How much did Meta spend on R&D in the quarter that ended September 2024?",
    about: ["META"],
    kind: "unanswerable",
    style: "quarterLine",
    lacking: /\b(?:R&D|research|quarterly (?:statements?|figures|data|lines?)|by quarter|annual(?:ly)? only)/i,
  },
  {
    question: "Microsoft full-year revenue for fiscal 2025, the year ending June 2025?",
    about: ["MSFT"],
    kind: "unanswerable",
    style: "yearAfter",
    lacking: /\b(?:fiscal 2025|FY ?2025|(?:June|Jun\.?) 2025|not (?:yet )?(?:over|ended|finished|reported|filed))\b/i,
  },
  {
    question: "P&G net sales for the quarter ended September 2022?",
    about: ["PG"],
    kind: "unanswerable",
    style: "quarterBefore",
    lacking:
      /\b(?:(?:September|Sept?\.?) 2022|2022|quarterly (?:data|figures|statements) (?:start|begin)|earliest quarter|(?:March|Mar\.?) 2023)\b/i,
  },
  {
    question: "What gross dollar volume did Mastercard's network process in 2024?",
    about: ["MA"],
    kind: "unanswerable",
    style: "operatingKpi",
    lacking: /\b(?:gross dollar volume|GDV|payment volumes?|volumes?|operating (?:metrics|statistics|data))\b/i,
  },
  {
    question: "how many warehouses does costco operate rn",
    about: ["COST"],
    kind: "unanswerable",
    style: "storeCount",
    lacking: /\b(?:warehouses?|locations?|stores?|club count|number of (?:sites|clubs))\b/i,
  },
  {
    question: "How many patents does Adobe hold?",
    about: ["ADBE"],
    kind: "unanswerable",
    style: "patents",
    lacking: /\b(?:patents?|intellectual property|IP portfolio)\b/i,
  },
  {
    question: "$HD remaining share repurchase authorization?",
    about: ["HD"],
    kind: "unanswerable",
    style: "buybackAuthorization",
    lacking: /\b(?:authori[sz](?:ation|ations|ed)|remaining|left|programs?)\b/i,
  },
  {
    question: "Give me Coca-Cola's 2024 revenue converted into euros.",
    about: ["KO"],
    kind: "unanswerable",
    style: "exchangeRates",
    lacking: /\b(?:euros?|EUR|exchange rates?|currenc(?:y|ies)|conver\w*|FX)\b/i,
  },
  {
    question: "where's the 10-year treasury yield trading today?",
    about: [],
    kind: "unanswerable",
    style: "macro",
    lacking: /\b(?:treasury|treasuries|bond yields?|yields?|macro\w*|interest rates?|rates)\b/i,
  },
  {
    question: "will disney stock be higher by this time next year?",
    about: ["DIS"],
    kind: "unanswerable",
    style: "pricePrediction",
    lacking: /\b(?:predict\w*|forecasts?|future|next year|a year from now|ahead|foresee)\b/i,
  },
  {
    question: "Should I dump my Nike position now?",
    about: ["NKE"],
    kind: "unanswerable",
    style: "advice",
    lacking: /\b(?:advice|advise|recommend\w*|buy|sell|dump)\b/i,
  },
  {
    question: "nvda: what % of revenue came from its single largest customer in fy25?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "customerConcentration",
    lacking: /\b(?:customers?|concentration|by customer)\b/i,
  },
  {
    question: "Who are Apple's biggest contract manufacturers?",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "supplierNames",
    lacking: /\b(?:suppliers?|manufacturers?|assemblers?|partners?|supply chain)\b/i,
  },
  {
    question: "How much did Exxon pay for Pioneer Natural Resources?",
    about: ["XOM"],
    kind: "unanswerable",
    style: "dealTerms",
    lacking: /\b(?:Pioneer|acquisition|deal|purchase price|price paid|terms)\b/i,
  },
  {
    question: "what does netflix charge for its standard plan in the US?",
    about: ["NFLX"],
    kind: "unanswerable",
    style: "productPricing",
    lacking: /\b(?:plans?|pricing|prices? (?:of|for) (?:its|the) plans?|subscription prices?|charges?|tiers?)\b/i,
  },
  {
    question: "How much has J&J reserved for the talc lawsuits?",
    about: ["JNJ"],
    kind: "unanswerable",
    style: "litigationReserve",
    lacking: /\b(?:talc|reserves?|reserved|settlements?|litigation|lawsuits?|accru\w*|set aside)\b/i,
  },
  {
    question: "When does Lilly expect phase 3 results for orforglipron?",
    about: ["LLY"],
    kind: "unanswerable",
    style: "drugPipeline",
    lacking: /\b(?:orforglipron|pipeline|trials?|phase 3|readouts?|clinical)\b/i,
  },
  {
    question: "Who is Walmart's independent auditor?",
    about: ["WMT"],
    kind: "unanswerable",
    style: "auditor",
    lacking: /\b(?:auditors?|audit\w*|accounting firm)\b/i,
  },
];

export const UNSEEN_QUESTIONS_44D: ReadonlyArray<Unseen44dQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
