// Issue 44's fifth set, unseen: 60 investor questions written from the sample data without
// reading the answering code, after the four earlier sets had been used for tuning, to measure a
// first-sight score. Asked the way people ask on research terminals: shorthand, tickers, typos,
// plain questions and long analyst briefs (a measure defined, its rounding and unit, the lines to
// use, a role, several periods at once); follow-ups (one switches company, one points back with
// "it", one changes only the year); two-part questions (one with a part the data lacks); yes/no
// judgements the data decides; trends, rankings over named companies and over every covered
// company, growth, CAGR, averages, per-share, share-of, one measure over another, differences,
// days and turns; calendar against fiscal years for off-calendar filers, a quarter named by its
// month, a half year, "since 2021", "as of"; and 20 the data cannot answer, over twenty kinds of
// gap, each checked against the data. Every figure and verdict is computed from the sample data
// when it runs. A measurement: it never fails on a miss.
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
import { anyWord, leaderWhereKnown, turnoverOn } from "./heldOut44Figures";
import { changeBetween, percentOfMeasure } from "./heldOutFigures";
import {
  annual,
  annuals,
  cagr,
  lastYears,
  leaderOf,
  type MeasureKey,
  marketCap,
  SAMPLE_SYMBOLS,
  total,
  yearGrowth,
  yearsFrom,
} from "./sampleFigures";
import { balanceFigure, decidingYears, latestOfEach } from "./unseen44bFigures";
import { definedSum, fellBetween, retentionRatio } from "./unseen44cFigures";
import { difference, fiscalYearToDate, meanOf, roseEveryYear } from "./unseen44Figures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type Unseen44cKind =
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
  | "ranking"
  | "comparison"
  | "yesNo"
  | "definedMeasure"
  | "multiPeriod"
  | "followUp"
  | "twoPart";

/** How the question is put. */
export type Unseen44cRegister = "terse" | "typo" | "ticker" | "plain" | "brief" | "role";

/** What the data lacks for a question it cannot answer. */
export type Unseen44cLack =
  | "geography"
  | "productRevenue"
  | "guidance"
  | "consensus"
  | "insiderTrades"
  | "institutionalHolders"
  | "shortInterest"
  | "impliedVolatility"
  | "esg"
  | "callRemarks"
  | "creditRating"
  | "yearBefore"
  | "quarterAfter"
  | "otherCompany"
  | "backlog"
  | "sameStoreSales"
  | "dividendDates"
  | "mergerRumours"
  | "bankMetric"
  | "insuranceMetric";

export type Unseen44cAnswerable = BenchQuestion & {
  readonly kind: Unseen44cKind;
  readonly style: Unseen44cRegister;
  readonly expect: () => Expectation;
};

export type Unseen44cUnanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: Unseen44cLack;
  readonly lacking: RegExp;
};

export type Unseen44cQuestion = Unseen44cAnswerable | Unseen44cUnanswerable;

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });

/** A ranking's expectation: the leader named first, and every ranked company's figure. */
function ranked(entries: ReadonlyArray<readonly [string, string]>, measure: MeasureKey): Expectation {
  return {
    figures: entries.map(([symbol, year]) => annual(symbol, measure, year)),
    leader: leaderOf(entries, measure),
  };
}

const inYear = (symbols: ReadonlyArray<string>, year: string) => symbols.map((symbol) => [symbol, year] as const);

// The words that state a yes/no question's claim, stated or negated.
const UNDER = /\b(?:under|below|less than|lower than|short of)\b/i;
const FELL = /\b(?:fell|fallen|fall|declined?|dropped|decreased?|shrank|shrunk|lower|reduced)\b/i;
const INCREASED = /\b(?:increased?|rose|risen|grew|grown|went up|gone up|higher|climbed)\b/i;

const ANSWERABLE: ReadonlyArray<Unseen44cAnswerable> = [
  // Lookups in shorthand, tickers and typos.
  {
    question: "$AMZN net PP&E fy23",
    about: ["AMZN"],
    kind: "lookup",
    style: "ticker",
    expect: () => figures(balanceFigure("AMZN", "propertyPlantEquipmentNet", "2023")),
  },
  {
    question: "berkshre total shareholders equity end of 2022??",
    about: ["BRK.B"],
    kind: "lookup",
    style: "typo",
    expect: () => figures(annual("BRK.B", "equity", "2022")),
  },
  // Trends, growth, averages.
  {
    question: "GOOGL r&d spend FY20 thru FY24",
    about: ["GOOGL"],
    kind: "trend",
    style: "ticker",
    expect: () => figures(...annuals("GOOGL", "researchAndDevelopment", ["2020", "2021", "2022", "2023", "2024"])),
  },
  {
    question: "Talk me through how Eli Lilly's gross margin has shifted across its four most recent fiscal years.",
    about: ["LLY"],
    kind: "trend",
    style: "plain",
    expect: () => figures(...annuals("LLY", "grossMargin", lastYears("LLY", 4))),
  },
  {
    question: "mastercard top line growth y/y 2024",
    about: ["MA"],
    kind: "growth",
    style: "terse",
    expect: () => figures(yearGrowth("MA", "revenue", "2024")),
  },
  {
    question: "What was Costco's compound annual revenue growth between fiscal 2020 and fiscal 2024?",
    about: ["COST"],
    kind: "growth",
    style: "plain",
    expect: () => figures(cagr("COST", "revenue", "2020", "2024")),
  },
  {
    question: "By how many dollars did Netflix's free cash flow change from 2022 to 2024?",
    about: ["NFLX"],
    kind: "difference",
    style: "plain",
    expect: () => figures(changeBetween("NFLX", "freeCashFlow", "2022", "2024")),
  },
  {
    question: "msft mean annual share repurchases fy22-fy24",
    about: ["MSFT"],
    kind: "average",
    style: "terse",
    expect: () => figures(meanOf("MSFT", "buybacks", ["2022", "2023", "2024"])),
  },
  // Operators on a line: per share, share of, one over another, days, turns.
  {
    question: "$KO cash dividends paid / diluted shares, 2024",
    about: ["KO"],
    kind: "perShare",
    style: "ticker",
    expect: () => figures(perShare("KO", "dividends", "2024")),
  },
  {
    question: "opertaing cash flow per shr for home depot in fiscal 23",
    about: ["HD"],
    kind: "perShare",
    style: "typo",
    expect: () => figures(perShare("HD", "operatingCashFlow", "2023")),
  },
  {
    question: "What fraction of Meta's operating cash flow went to share buybacks in 2024?",
    about: ["META"],
    kind: "shareOf",
    style: "plain",
    expect: () => figures(annual("META", "buybacksToCashFlow", "2024")),
  },
  {
    question: "adbe stock comp as % of revenue fy24",
    about: ["ADBE"],
    kind: "shareOf",
    style: "terse",
    expect: () => figures(annual("ADBE", "stockCompensationShare", "2024")),
  },
  {
    question: "How leveraged is UnitedHealth on a book basis — total debt over equity at year-end 2024?",
    about: ["UNH"],
    kind: "ratio",
    style: "plain",
    expect: () => figures(annual("UNH", "debtToEquity", "2024")),
  },
  {
    question: "wmt fixed-asset turnover fy2025, i.e. sales over average net PP&E",
    about: ["WMT"],
    kind: "turnover",
    style: "terse",
    expect: () => figures(turnoverOn("WMT", "revenue", "propertyPlantEquipmentNet", "2025")),
  },
  {
    question: "How many times did Costcos inventory turn over in fiscal 2024 (cost of sales over average inventory)?",
    about: ["COST"],
    kind: "turnover",
    style: "typo",
    expect: () => figures(turnover("COST", "costOfRevenue", "inventory", "2024")),
  },
  {
    question: "visa recievable days fy24, using avg receivables",
    about: ["V"],
    kind: "daysOf",
    style: "typo",
    expect: () => figures(daysOutstanding("V", "receivables", "2024", "average")),
  },
  {
    question:
      "How many days of inventory was Caterpillar carrying at the end of 2023 — year-end inventory over cost of sales, times 365?",
    about: ["CAT"],
    kind: "daysOf",
    style: "plain",
    expect: () => figures(daysOutstanding("CAT", "inventory", "2023", "yearEnd")),
  },
  // Calendar against fiscal periods, a quarter by its month, part of a year, since, as of.
  {
    question: "Nike sales for calendar year 2024, not the fiscal year: add up the quarters that ended in 2024.",
    about: ["NKE"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("NKE", "2024", "revenue")),
  },
  {
    question: "P&G net earnings, Jan–Dec 2024 (calendar basis)",
    about: ["PG"],
    kind: "calendarPeriod",
    style: "terse",
    expect: () => figures(calendarYearSum("PG", "2024", "netIncome")),
  },
  {
    question: "What revenue did Adobe report for the quarter ending in August 2024?",
    about: ["ADBE"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(quarterEnding("ADBE", "2024-08", "revenue")),
  },
  {
    question: "walmart net income h1 fy2025",
    about: ["WMT"],
    kind: "partYear",
    style: "terse",
    expect: () => figures(fiscalYearToDate("WMT", "2025", 2, "netIncome")),
  },
  {
    question: "How much has McDonald's paid out in dividends altogether since 2021?",
    about: ["MCD"],
    kind: "sinceYear",
    style: "plain",
    // "Since 2021" read with 2021 in (the usual reading) or from the year after it: either total is right.
    expect: () =>
      figures({
        kind: "anyOf",
        label: "MCD dividends paid since 2021",
        options: [
          total("MCD", "dividends", yearsFrom("MCD", "2021")),
          total("MCD", "dividends", yearsFrom("MCD", "2022")),
        ],
      }),
  },
  {
    question: "What was Nvidia worth in the market as of the latest close you have?",
    about: ["NVDA"],
    kind: "asOf",
    style: "plain",
    expect: () => figures(marketCap("NVDA")),
  },
  // Rankings and comparisons: the leader is read from the data.
  {
    question:
      "Of all the companies you cover, which is the most levered on total debt to EBITDA, each in its latest fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol, year } = leaderWhereKnown(latestOfEach(), "debtToEbitda");
      return { figures: [annual(symbol, "debtToEbitda", year)], leader: symbol };
    },
  },
  {
    question: "$JNJ $UNH $LLY — order them by ROE, FY2024",
    about: ["JNJ", "UNH", "LLY"],
    kind: "ranking",
    style: "ticker",
    expect: () => ranked(inYear(["JNJ", "UNH", "LLY"], "2024"), "roe"),
  },
  {
    question: "KO vs PEP capex intensity (capex/sales) in 2024 — who's heavier?",
    about: ["KO", "PEP"],
    kind: "comparison",
    style: "ticker",
    expect: () => ranked(inYear(["KO", "PEP"], "2024"), "capexShare"),
  },
  {
    question:
      "Walmart or Home Depot: which converts more of its sales into free cash flow, latest fiscal year for each?",
    about: ["WMT", "HD"],
    kind: "comparison",
    style: "plain",
    expect: () => ranked(latestOfEach(["WMT", "HD"]), "fcfMargin"),
  },
  // Yes/no judgements: the verdict is read from the data.
  {
    question: "Was Disney's interest coverage under 8 times in fiscal 2024?",
    about: ["DIS"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("DIS", "interestCoverage", "2024")],
      verdict: verdictFor(mainValue(annual("DIS", "interestCoverage", "2024")) < 8),
      claim: UNDER,
    }),
  },
  {
    question: "did nvda's diluted share count shrink between fy2021 and fy2025? y/n",
    about: ["NVDA"],
    kind: "yesNo",
    style: "terse",
    expect: () => ({
      figures: annuals("NVDA", "dilutedShares", ["2021", "2025"]),
      verdict: verdictFor(fellBetween("NVDA", "dilutedShares", "2021", "2025")),
      claim: FELL,
    }),
  },
  {
    question: "Has UnitedHealth's revenue increased in each year since 2021?",
    about: ["UNH"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: decidingYears("UNH", "revenue", "2021"),
      verdict: verdictFor(roseEveryYear("UNH", "revenue", "2021")),
      claim: INCREASED,
    }),
  },
  // Briefs: a measure defined, its rounding and unit, the lines, a role, several periods.
  {
    question:
      "Wearing my value-investor hat: define owner earnings as net income plus depreciation and amortisation minus capital expenditure. Work it out for Coca-Cola for fiscal 2023 and fiscal 2024, in $bn to one decimal.",
    about: ["KO"],
    kind: "definedMeasure",
    style: "role",
    expect: () =>
      figures(
        ...["2023", "2024"].map((year) =>
          definedSum("KO", ["netIncome", "depreciation"], ["capex"], year, { decimals: 1, scale: "billion" }),
        ),
      ),
  },
  {
    question:
      "Define EBITDA margin as operating income plus D&A, divided by revenue, all from the income statement. I need Mastercard's for 2022, 2023 and 2024, each as a percentage rounded to one decimal place.",
    about: ["MA"],
    kind: "definedMeasure",
    style: "brief",
    expect: () =>
      figures(
        ...["2022", "2023", "2024"].map((year) => percentOfMeasure("MA", "ebitda", "revenue", year, { decimals: 1 })),
      ),
  },
  {
    question:
      "Acting as a credit analyst building a leverage table: take PepsiCo's total debt less cash and cash equivalents from the balance sheet at fiscal year-end 2022, 2023 and 2024, and show each in billions of dollars to one decimal.",
    about: ["PEP"],
    kind: "multiPeriod",
    style: "role",
    expect: () =>
      figures(
        ...["2022", "2023", "2024"].map((year) =>
          difference("PEP", "totalDebt", "cash", year, { decimals: 1, scale: "billion" }),
        ),
      ),
  },
  {
    question:
      "Earnings retention check on Johnson & Johnson: retention ratio = 1 minus (common dividends paid ÷ net income), dividends from the cash flow statement. Give FY2022, FY2023 and FY2024 as percentages with one decimal.",
    about: ["JNJ"],
    kind: "multiPeriod",
    style: "brief",
    expect: () => figures(...["2022", "2023", "2024"].map((year) => retentionRatio("JNJ", year, { decimals: 1 }))),
  },
  {
    question:
      "For Nike, express selling, general and administrative expense as a percentage of gross profit (both income-statement lines) for fiscal 2022, fiscal 2023 and fiscal 2024, rounded to one decimal place, so I can see how much of gross profit overhead eats.",
    about: ["NKE"],
    kind: "definedMeasure",
    style: "brief",
    expect: () =>
      figures(
        ...["2022", "2023", "2024"].map((year) => percentOfMeasure("NKE", "sga", "grossProfit", year, { decimals: 1 })),
      ),
  },
  // Follow-ups: one switches company (same period), one points back with "it", one changes only the year.
  {
    earlier: ["$META operating income fy2023"],
    question: "now do disney",
    about: ["META", "DIS"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("DIS", "operatingIncome", "2023")),
  },
  {
    earlier: ["how much free cash did Caterpillar generate in 2024"],
    question: "what was it the year before?",
    about: ["CAT"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("CAT", "freeCashFlow", "2023")),
  },
  {
    earlier: ["Visa's net profit margin for fiscal 2024, please"],
    question: "ok, same for fiscal 2022",
    about: ["V"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("V", "netMargin", "2022")),
  },
  // Two-part questions: one with a part the data lacks.
  {
    question: "Exxon 2024: how much did it spend on capex, and what was its oil and gas production in barrels per day?",
    about: ["XOM"],
    kind: "twoPart",
    style: "plain",
    expect: () =>
      figures(
        annual("XOM", "capex", "2024"),
        anyWord("the production volumes named", ["production", "barrels", "volumes"]),
      ),
  },
  {
    question: "googl cash & equivalents and total debt at 12/31/24",
    about: ["GOOGL"],
    kind: "twoPart",
    style: "ticker",
    expect: () => figures(annual("GOOGL", "cash", "2024"), annual("GOOGL", "totalDebt", "2024")),
  },
];

// The words an honest first line uses for each gap.
const UNANSWERABLE: ReadonlyArray<Unseen44cUnanswerable> = [
  {
    question: "What share of Caterpillar's 2024 sales came from outside North America?",
    about: ["CAT"],
    kind: "unanswerable",
    style: "geography",
    lacking: /\b(?:geograph\w*|regions?|regional|North America|outside|international|segments?)\b/i,
  },
  {
    question: "aapl iphone rev fy24",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "productRevenue",
    lacking: /\b(?:iPhone|products?|product lines?|breakdown|broken out|segments?)\b/i,
  },
  {
    question: "What operating margin is McDonald's guiding to for 2025?",
    about: ["MCD"],
    kind: "unanswerable",
    style: "guidance",
    lacking: /\b(?:guidance|guid\w*|outlook|forecasts?|2025)\b/i,
  },
  {
    question: "street consensus EPS for $MSFT next qtr",
    about: ["MSFT"],
    kind: "unanswerable",
    style: "consensus",
    lacking: /\b(?:consensus|estimates?|analysts?|street)\b/i,
  },
  {
    question: "any insider selling at nvidia in the last 90 days?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "insiderTrades",
    lacking: /\b(?:insiders?|Form 4|trades|transactions|selling)\b/i,
  },
  {
    question: "Who are the largest institutional holders of Coca-Cola stock?",
    about: ["KO"],
    kind: "unanswerable",
    style: "institutionalHolders",
    lacking: /\b(?:institutional|holders?|13F|owners?|ownership|shareholders?)\b/i,
  },
  {
    question: "$NFLX short interest as % of float",
    about: ["NFLX"],
    kind: "unanswerable",
    style: "shortInterest",
    lacking: /\b(?:short interest|float|short)\b/i,
  },
  {
    question: "amzn 30-day implied vol?",
    about: ["AMZN"],
    kind: "unanswerable",
    style: "impliedVolatility",
    lacking: /\b(?:implied vol\w*|options?|IV|volatility)\b/i,
  },
  {
    question: "does exxon have an esg score from sustainalytics or msci?",
    about: ["XOM"],
    kind: "unanswerable",
    style: "esg",
    lacking: /\b(?:ESG|sustainab\w*|MSCI)\b/i,
  },
  {
    question: "what did Jassy say about AWS margins on the Q4 call",
    about: ["AMZN"],
    kind: "unanswerable",
    style: "callRemarks",
    lacking: /\b(?:calls?|transcripts?|remarks|said|says|commentary|management comments?)\b/i,
  },
  {
    question: "JNJ credit rating at S&P and Moody's?",
    about: ["JNJ"],
    kind: "unanswerable",
    style: "creditRating",
    lacking: /\b(?:credit ratings?|ratings?|S&P|Moody['’]?s|AAA)\b/i,
  },
  {
    question: "costcos revenue in fiscal 2018",
    about: ["COST"],
    kind: "unanswerable",
    style: "yearBefore",
    lacking: /\b(?:2018|earliest|starts?|begins?|fiscal 2020|FY ?2020|first year)\b/i,
  },
  {
    question: "How much revenue did Eli Lilly book in Q1 2025?",
    about: ["LLY"],
    kind: "unanswerable",
    style: "quarterAfter",
    lacking: /\b(?:Q1 2025|2025|cut-off|latest quarter|most recent quarter|(?:ends|stops|runs) (?:at|with|in))\b/i,
  },
  {
    question: "Broadcom gross margin FY2024 pls",
    about: [],
    kind: "unanswerable",
    style: "otherCompany",
    lacking: /\bBroadcom\b|\bAVGO\b/i,
  },
  {
    question: "How big was Caterpillar's order backlog at the end of 2024?",
    about: ["CAT"],
    kind: "unanswerable",
    style: "backlog",
    lacking: /\b(?:backlog|orders?)\b/i,
  },
  {
    question: "hd comp sales growth fiscal 2024",
    about: ["HD"],
    kind: "unanswerable",
    style: "sameStoreSales",
    lacking: /\b(?:comparable|comp(?:s|arable)? sales|same[- ]store)\b/i,
  },
  {
    question: "P&G — next ex-div date and the record date?",
    about: ["PG"],
    kind: "unanswerable",
    style: "dividendDates",
    lacking: /\b(?:ex-dividend|dividend dates?|record dates?|payment dates?|dates?)\b/i,
  },
  {
    question: "any takeover chatter around disney lately?",
    about: ["DIS"],
    kind: "unanswerable",
    style: "mergerRumours",
    lacking: /\b(?:takeover|M&A|rumou?rs?|acquisitions?|deals?|mergers?|chatter)\b/i,
  },
  {
    question: "jpmorgan net interest margin trend 2022-2024",
    about: ["JPM"],
    kind: "unanswerable",
    style: "bankMetric",
    lacking: /\b(?:net interest margin|NIM|interest income)\b/i,
  },
  {
    question: "What were Berkshire's unpaid loss and loss-adjustment reserves at year-end 2024?",
    about: ["BRK.B"],
    kind: "unanswerable",
    style: "insuranceMetric",
    lacking: /\b(?:loss reserves?|reserves?|loss-adjustment|insurance|claims?)\b/i,
  },
];

export const UNSEEN_QUESTIONS_44C: ReadonlyArray<Unseen44cQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
