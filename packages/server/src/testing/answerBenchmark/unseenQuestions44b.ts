// Issue 44's fourth set, unseen: 60 investor questions written from the sample data without
// reading the answering code, after the three earlier sets had been used for tuning, to measure a
// first-sight score. Asked the way people ask on research terminals: shorthand, tickers, typos,
// plain questions and long analyst briefs (a measure defined, its rounding and unit, the statement
// to use, a role, several periods at once); follow-ups (one switches company and names its own
// period, one points back with "that", one changes only the year); two-part questions (one part the
// data lacks); yes/no judgements the data decides; trends, rankings over named companies and over
// every covered company, growth, CAGR, averages, per-share, share-of, one measure over another,
// "A minus B", days and turns; calendar against fiscal years for off-calendar filers, quarters named
// by month, a half year; risks, moat, multiples, news and filings; and 20 the data cannot answer,
// over twenty kinds of gap, each checked against the data. Every figure and verdict is computed
// from the sample data when it runs. A measurement: it never fails on a miss.
import type { Expectation } from "./answerGrading";
import type { BenchQuestion } from "./benchmarkRunner";
import {
  calendarYearSum,
  daysOutstanding,
  mainValue,
  perShare,
  quarterEnding,
  turnover,
  verdictFor,
} from "./freshFigures";
import { anyWord, leaderWhereKnown, multipleOf } from "./heldOut44Figures";
import { meanOverYears, percentOfMeasure } from "./heldOutFigures";
import {
  annual,
  annuals,
  cagr,
  dividendYield,
  lastYears,
  latestYear,
  leaderOf,
  type MeasureKey,
  SAMPLE_SYMBOLS,
} from "./sampleFigures";
import { balanceFigure, decidingYears, exceeds, latestOfEach } from "./unseen44bFigures";
import { difference, fiscalYearToDate, latestFiling, latestPriceMove, roseEveryYear } from "./unseen44Figures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type Unseen44bKind =
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
  | "ranking"
  | "comparison"
  | "yesNo"
  | "definedMeasure"
  | "multiPeriod"
  | "followUp"
  | "twoPart"
  | "risks"
  | "moat"
  | "valuation"
  | "news"
  | "filings";

/** How the question is put. */
export type Unseen44bRegister = "terse" | "typo" | "ticker" | "plain" | "brief" | "role";

/** What the data lacks for a question it cannot answer. */
export type Unseen44bLack =
  | "payables"
  | "debtMaturity"
  | "retainedEarnings"
  | "deferredRevenue"
  | "quarterBefore"
  | "priceBefore"
  | "yearAfter"
  | "forecast"
  | "otherCompany"
  | "meaningless"
  | "interestIncome"
  | "earningsDate"
  | "analystRatings"
  | "board"
  | "stockSplit"
  | "leases"
  | "pension"
  | "insuranceMetric"
  | "creditLosses"
  | "brandRevenue";

export type Unseen44bAnswerable = BenchQuestion & {
  readonly kind: Unseen44bKind;
  readonly style: Unseen44bRegister;
  readonly expect: () => Expectation;
};

export type Unseen44bUnanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: Unseen44bLack;
  readonly lacking: RegExp;
};

export type Unseen44bQuestion = Unseen44bAnswerable | Unseen44bUnanswerable;

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });

/** A ranking's expectation: the leader named first, and every ranked company's figure. */
function ranked(entries: ReadonlyArray<readonly [string, string]>, measure: MeasureKey): Expectation {
  return {
    figures: entries.map(([symbol, year]) => annual(symbol, measure, year)),
    leader: leaderOf(entries, measure),
  };
}

// The words that state a yes/no question's claim, stated or negated.
const BELOW = /\b(?:below|under|less than|lower than|beneath|short of)\b/i;
const WENT_UP = /\b(?:gone up|went up|rose|risen|increased|improved|expanded|climbed|grew)\b/i;
const EXCEEDED = /\b(?:more|exceed\w*|higher|greater|above|outstripp\w*|larger)\b/i;

const ANSWERABLE: ReadonlyArray<Unseen44bAnswerable> = [
  // Lookups in shorthand, tickers and typos.
  {
    question: "nflx sbc 2022",
    about: ["NFLX"],
    kind: "lookup",
    style: "terse",
    expect: () => figures(annual("NFLX", "stockCompensation", "2022")),
  },
  {
    question: "$PG goodwill + intangibles, FY24 yr end",
    about: ["PG"],
    kind: "lookup",
    style: "ticker",
    expect: () => figures(balanceFigure("PG", "goodwill", "2024")),
  },
  {
    question: "mcdonlds total debt minus cash at the end of 2024?",
    about: ["MCD"],
    kind: "difference",
    style: "typo",
    expect: () => figures(difference("MCD", "totalDebt", "cash", "2024")),
  },
  // Trends, growth, averages.
  {
    question: "Walk me through Costco's operating margin from fiscal 2020 to fiscal 2024, year by year.",
    about: ["COST"],
    kind: "trend",
    style: "plain",
    expect: () => figures(...annuals("COST", "operatingMargin", ["2020", "2021", "2022", "2023", "2024"])),
  },
  {
    question: "meta capex trend, last 3 yrs",
    about: ["META"],
    kind: "trend",
    style: "terse",
    expect: () => figures(...annuals("META", "capex", lastYears("META", 3))),
  },
  {
    question: "LLY net income CAGR FY21→FY24?",
    about: ["LLY"],
    kind: "growth",
    style: "ticker",
    expect: () => figures(cagr("LLY", "netIncome", "2021", "2024")),
  },
  {
    question: "avg effective tax rate googl 2022-2024",
    about: ["GOOGL"],
    kind: "average",
    style: "terse",
    expect: () => figures(meanOverYears("GOOGL", "taxRate", ["2022", "2023", "2024"])),
  },
  // Operators on a line: per share, share of, one over another, A minus B, days, turns.
  {
    question: "PepsiCo book value per share at the end of 2023, equity over diluted shares?",
    about: ["PEP"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(perShare("PEP", "equity", "2023")),
  },
  {
    question: "visa capex per shr fy2024",
    about: ["V"],
    kind: "perShare",
    style: "terse",
    expect: () => figures(perShare("V", "capex", "2024")),
  },
  {
    question: "SG&A as a share of sales at Procter & Gamble, fiscal 2024?",
    about: ["PG"],
    kind: "shareOf",
    style: "plain",
    expect: () => figures(percentOfMeasure("PG", "sga", "revenue", "2024")),
  },
  {
    question: "xom capex to d&a ratio 2024",
    about: ["XOM"],
    kind: "ratio",
    style: "terse",
    expect: () => figures(multipleOf("XOM", "capex", "depreciation", "2024")),
  },
  {
    question: "Apple FY2024: take operating cash flow, subtract capex, then subtract stock-based comp. What's left?",
    about: ["AAPL"],
    kind: "difference",
    style: "plain",
    expect: () => figures(annual("AAPL", "ownerEarnings", "2024")),
  },
  {
    question: "DIO for Nike FY2024 on average inventory",
    about: ["NKE"],
    kind: "daysOf",
    style: "terse",
    expect: () => figures(daysOutstanding("NKE", "inventory", "2024", "average")),
  },
  {
    question:
      "How long does Caterpillar take to collect from its customers? DSO for 2024 on the year-end receivables balance.",
    about: ["CAT"],
    kind: "daysOf",
    style: "plain",
    expect: () => figures(daysOutstanding("CAT", "receivables", "2024", "yearEnd")),
  },
  {
    question: "home depot asset turnover fy2024 (sales / avg total assets)",
    about: ["HD"],
    kind: "turnover",
    style: "terse",
    expect: () => figures(turnover("HD", "revenue", "totalAssets", "2024")),
  },
  // Calendar against fiscal periods, a quarter by its month, a half year.
  {
    question: "Walmart's revenue for calendar 2024 — the four quarters that ended in 2024, not fiscal 2025.",
    about: ["WMT"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("WMT", "2024", "revenue")),
  },
  {
    question: "How much operating income did Microsoft make in calendar 2024?",
    about: ["MSFT"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("MSFT", "2024", "operatingIncome")),
  },
  {
    question: "nvda net income, three months ended oct 2024",
    about: ["NVDA"],
    kind: "quarter",
    style: "terse",
    expect: () => figures(quarterEnding("NVDA", "2024-10", "netIncome")),
  },
  {
    question: "Disney operating income for the first half of fiscal 2024 (Q1 plus Q2)?",
    about: ["DIS"],
    kind: "partYear",
    style: "plain",
    expect: () => figures(fiscalYearToDate("DIS", "2024", 2, "operatingIncome")),
  },
  // Rankings and comparisons: the leader is read from the data.
  {
    question: "Across every company in your dataset, who has the highest FCF margin in their latest fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol, year } = leaderWhereKnown(latestOfEach(), "fcfMargin");
      return { figures: [annual(symbol, "fcfMargin", year)], leader: symbol };
    },
  },
  {
    question: "rank PEP, KO and PG by operating margin, latest FY each",
    about: ["PEP", "KO", "PG"],
    kind: "ranking",
    style: "ticker",
    expect: () => ranked(latestOfEach(["PEP", "KO", "PG"]), "operatingMargin"),
  },
  {
    question: "Netflix or Adobe: which spends more on R&D as a share of revenue (FY2024)?",
    about: ["NFLX", "ADBE"],
    kind: "comparison",
    style: "plain",
    expect: () =>
      ranked(
        ["NFLX", "ADBE"].map((symbol) => [symbol, "2024"] as const),
        "researchShare",
      ),
  },
  {
    question: "UNH vs JNJ — who had the fatter net margin in 2024?",
    about: ["UNH", "JNJ"],
    kind: "comparison",
    style: "ticker",
    expect: () =>
      ranked(
        ["UNH", "JNJ"].map((symbol) => [symbol, "2024"] as const),
        "netMargin",
      ),
  },
  // Yes/no judgements: the verdict is read from the data.
  {
    question: "Is Apple's current ratio below 1 at the end of fiscal 2024?",
    about: ["AAPL"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("AAPL", "currentRatio", "2024")],
      verdict: verdictFor(mainValue(annual("AAPL", "currentRatio", "2024")) < 1),
      claim: BELOW,
    }),
  },
  {
    question: "Has Netflix's operating margin gone up every year since 2021?",
    about: ["NFLX"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: decidingYears("NFLX", "operatingMargin", "2021"),
      verdict: verdictFor(roseEveryYear("NFLX", "operatingMargin", "2021")),
      claim: WENT_UP,
    }),
  },
  {
    question: "Did PepsiCo generate more free cash flow than net income in 2024?",
    about: ["PEP"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("PEP", "freeCashFlow", "2024"), annual("PEP", "netIncome", "2024")],
      verdict: verdictFor(exceeds("PEP", "freeCashFlow", "netIncome", "2024")),
      claim: EXCEEDED,
    }),
  },
  // Briefs: a measure defined, its rounding and unit, the statement, a role, several periods.
  {
    question:
      "I'm a credit analyst on a high-grade desk. For Home Depot, compute interest coverage as operating income divided by interest expense, both from the income statement, for fiscal 2022, 2023 and 2024. Give each as a multiple to one decimal place.",
    about: ["HD"],
    kind: "definedMeasure",
    style: "role",
    expect: () => figures(...annuals("HD", "interestCoverage", ["2022", "2023", "2024"], { decimals: 1 })),
  },
  {
    question:
      "Define cash return on assets as free cash flow (cash flow statement) divided by year-end total assets (balance sheet). Give Microsoft's for fiscal 2023 and fiscal 2024, in percent, one decimal.",
    about: ["MSFT"],
    kind: "definedMeasure",
    style: "brief",
    expect: () =>
      figures(
        ...["2023", "2024"].map((year) =>
          percentOfMeasure("MSFT", "freeCashFlow", "totalAssets", year, { decimals: 1 }),
        ),
      ),
  },
  {
    question:
      "Liquidity table for Caterpillar: working capital, meaning total current assets minus total current liabilities from the balance sheet, at the end of 2022, 2023 and 2024, in billions of dollars with one decimal.",
    about: ["CAT"],
    kind: "multiPeriod",
    style: "brief",
    expect: () =>
      figures(...annuals("CAT", "workingCapital", ["2022", "2023", "2024"], { decimals: 1, scale: "billion" })),
  },
  {
    question:
      "As a PM screening for capital-light businesses, give me Mastercard's capital expenditure as a percentage of revenue for 2022, 2023 and 2024, to two decimal places, from the cash flow and income statements.",
    about: ["MA"],
    kind: "multiPeriod",
    style: "role",
    expect: () => figures(...annuals("MA", "capexShare", ["2022", "2023", "2024"], { decimals: 2 })),
  },
  // Follow-ups: one switches company and names its own period, one points back with "that", one
  // changes only the year.
  {
    earlier: ["coke revenue 2022"],
    question: "and what did walmart bring in, its latest fiscal year?",
    about: ["KO", "WMT"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("WMT", "revenue", latestYear("WMT"))),
  },
  {
    earlier: ["NKE net income FY2024"],
    question: "what was that per diluted share?",
    about: ["NKE"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("NKE", "eps", "2024")),
  },
  {
    earlier: ["ADBE operating margin fy2023"],
    question: "and fy21?",
    about: ["ADBE"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("ADBE", "operatingMargin", "2021")),
  },
  // Two-part questions: one with a part the data lacks.
  {
    question: "Give me UnitedHealth's 2024 net income and its medical loss ratio.",
    about: ["UNH"],
    kind: "twoPart",
    style: "plain",
    expect: () =>
      figures(
        annual("UNH", "netIncome", "2024"),
        anyWord("the medical loss ratio named", ["medical loss ratio", "medical care ratio", "MLR"]),
      ),
  },
  {
    question: "JNJ 2024 — D&A and capex, both pls",
    about: ["JNJ"],
    kind: "twoPart",
    style: "ticker",
    expect: () => figures(annual("JNJ", "depreciation", "2024"), annual("JNJ", "capex", "2024")),
  },
  // What is not a statement figure: risks, moat, multiples, news, filings.
  {
    question: "what could go wrong for walmart according to its 10-K risk factors?",
    // Walmart's own risk factors name Amazon as its rival, so naming it is no stranger.
    about: ["WMT", "AMZN"],
    kind: "risks",
    style: "terse",
    expect: () => ({
      figures: [anyWord("competition", ["competition", "Amazon"]), anyWord("tariffs or wages", ["tariffs", "wages"])],
      citesSourceOf: "WMT",
    }),
  },
  {
    question: "Does Visa have a durable competitive advantage, and where does it come from?",
    about: ["V"],
    kind: "moat",
    style: "plain",
    expect: () => ({
      figures: [anyWord("its network", ["network"]), anyWord("its fees", ["fees", "payment volume"])],
      citesSourceOf: "V",
    }),
  },
  {
    question: "What's the dividend yield on Coca-Cola shares right now?",
    about: ["KO"],
    kind: "valuation",
    style: "plain",
    expect: () => figures(dividendYield("KO")),
  },
  {
    question: "any fresh headlines on lilly?",
    about: ["LLY"],
    kind: "news",
    style: "terse",
    expect: () => ({ figures: [latestPriceMove("LLY")], citesSourceOf: "LLY" }),
  },
  {
    question: "When did Costco file its latest 10-Q, and what revenue did it report for that quarter?",
    about: ["COST"],
    kind: "filings",
    style: "plain",
    expect: () => latestFiling("COST"),
  },
];

// The words an honest first line uses for each gap.
const UNANSWERABLE: ReadonlyArray<Unseen44bUnanswerable> = [
  {
    question: "What's Home Depot's days payable outstanding for fiscal 2024?",
    about: ["HD"],
    kind: "unanswerable",
    style: "payables",
    lacking: /\b(?:payables?|DPO|days payable)\b/i,
  },
  {
    question: "how much of pepsi's debt comes due in the next 12 months",
    about: ["PEP"],
    kind: "unanswerable",
    style: "debtMaturity",
    lacking:
      /\b(?:short[- ]term (?:debt|borrowings)|current portion|maturit\w*|comes? due|due within|next 12 months)\b/i,
  },
  {
    question: "P&G retained earnings at June 30, 2024?",
    about: ["PG"],
    kind: "unanswerable",
    style: "retainedEarnings",
    lacking: /\bretained earnings\b/i,
  },
  {
    question: "adbe deferred revenue end of fy24",
    about: ["ADBE"],
    kind: "unanswerable",
    style: "deferredRevenue",
    lacking: /\b(?:deferred revenue|unearned revenue|remaining performance obligations?|RPO)\b/i,
  },
  {
    question: "What did Microsoft earn in the quarter ended December 2022?",
    about: ["MSFT"],
    kind: "unanswerable",
    style: "quarterBefore",
    lacking: /\b(?:December 2022|2022|earliest|starts?|begins?)\b/i,
  },
  {
    question: "Where did Caterpillar stock close on the last trading day of 2021?",
    about: ["CAT"],
    kind: "unanswerable",
    style: "priceBefore",
    lacking: /\b(?:2021|earliest|starts?|begins?)\b/i,
  },
  {
    question: "Adobe net income fiscal 2025?",
    about: ["ADBE"],
    kind: "unanswerable",
    style: "yearAfter",
    lacking: /\b(?:fiscal 2025|FY ?2025|2025)\b/i,
  },
  {
    question: "Where will Visa's share price be a year from now?",
    about: ["V"],
    kind: "unanswerable",
    style: "forecast",
    lacking: /\b(?:forecast\w*|predict\w*|future|projections?|a year from now)\b/i,
  },
  {
    question: "servicenow fcf per share fy2024",
    about: [],
    kind: "unanswerable",
    style: "otherCompany",
    lacking: /\bServiceNow\b|\bNOW\b/i,
  },
  {
    question: "jpm cogs 2024",
    about: ["JPM"],
    kind: "unanswerable",
    style: "meaningless",
    lacking: /\b(?:cost of (?:revenue|sales|goods(?: sold)?)|COGS|banks?|lender|meaningful|appl(?:y|ies))\b/i,
  },
  {
    question: "How much interest income did Apple earn on its cash pile in fiscal 2024?",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "interestIncome",
    lacking: /\binterest income\b/i,
  },
  {
    question: "when does coca-cola report earnings next?",
    about: ["KO"],
    kind: "unanswerable",
    style: "earningsDate",
    lacking:
      /\b(?:earnings (?:dates?|calendar|releases?|reports?)|report dates?|next (?:report|earnings)|dates?|schedule\w*)\b/i,
  },
  {
    question: "How many analysts rate Amazon a buy right now?",
    about: ["AMZN"],
    kind: "unanswerable",
    style: "analystRatings",
    lacking: /\b(?:analysts?|ratings?|recommendations?)\b/i,
  },
  {
    question: "who sits on alphabet's board of directors",
    about: ["GOOGL"],
    kind: "unanswerable",
    style: "board",
    lacking: /\b(?:board|directors?)\b/i,
  },
  {
    question: "When did Nvidia last split its stock, and at what ratio?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "stockSplit",
    lacking: /\bsplits?\b/i,
  },
  {
    question: "costco operating lease obligations fy24",
    about: ["COST"],
    kind: "unanswerable",
    style: "leases",
    lacking: /\bleases?\b|\bleasing\b/i,
  },
  {
    question: "How underfunded is Exxon's pension plan?",
    about: ["XOM"],
    kind: "unanswerable",
    style: "pension",
    lacking: /\bpensions?\b/i,
  },
  {
    question: "What was Berkshire's insurance combined ratio in 2024?",
    about: ["BRK.B"],
    kind: "unanswerable",
    style: "insuranceMetric",
    lacking: /\b(?:combined ratio|underwriting|loss ratio)\b/i,
  },
  {
    question: "How big were JPMorgan's net charge-offs on its loan book in 2024?",
    about: ["JPM"],
    kind: "unanswerable",
    style: "creditLosses",
    lacking: /\b(?:charge-offs?|credit losses|loan losses|loan book|loans?)\b/i,
  },
  {
    earlier: ["Nike revenue fiscal 2024"],
    question: "how much of that came from Converse?",
    about: ["NKE"],
    kind: "unanswerable",
    style: "brandRevenue",
    lacking: /\b(?:Converse|brands?|segments?|breakdown|broken out)\b/i,
  },
];

export const UNSEEN_QUESTIONS_44B: ReadonlyArray<Unseen44bQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
