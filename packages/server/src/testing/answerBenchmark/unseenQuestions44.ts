// Issue 44's third set, unseen: 60 investor questions written without reading the answering code
// and after the two earlier unseen sets had been used for tuning, to measure whether the assistant
// reads the whole question. Asked the way people ask on research terminals: shorthand, tickers,
// typos, plain questions, and analyst briefs that define a measure, its rounding and unit and the
// statement it comes from, take a role and ask several periods at once; follow-ups (one that
// switches company and names its own period, one that points back with "that"); two-part
// questions (one part the data lacks); yes/no judgements the data decides (thresholds, an "every
// year since"); trends, rankings, comparisons, growth, averages, per-share and share-of measures,
// days and turns; fiscal against calendar years, a quarter named by its month, a half and nine
// months; the risks, moat, multiple, news and filings of a company; and 20 the data cannot answer,
// over twenty kinds of gap. Every figure and verdict is computed from the sample data when it runs.
// A measurement: it never fails on a miss.
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
import { anyWord, multipleOf } from "./heldOut44Figures";
import { cashHoldings, percentOfMeasure, sumOfMeasures } from "./heldOutFigures";
import {
  annual,
  annuals,
  cagr,
  lastYears,
  latestYear,
  leaderOf,
  leaderOfGrowth,
  SAMPLE_SYMBOLS,
  yearGrowth,
} from "./sampleFigures";
import {
  difference,
  earningsMultiple,
  fiscalYearToDate,
  latestFiling,
  latestPriceMove,
  meanOf,
  quotient,
  roseEveryYear,
} from "./unseen44Figures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type Unseen44Kind =
  | "lookup"
  | "trend"
  | "growth"
  | "average"
  | "perShare"
  | "shareOf"
  | "ratio"
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
export type Unseen44Register = "terse" | "typo" | "ticker" | "plain" | "brief" | "role";

/** What the data lacks for a question it cannot answer. */
export type Unseen44Lack =
  | "ownership"
  | "callRemarks"
  | "comparableSales"
  | "segment"
  | "productRevenue"
  | "unitCounts"
  | "guidance"
  | "priceTarget"
  | "headCountHistory"
  | "adjusted"
  | "intraday"
  | "yearBefore"
  | "otherCompany"
  | "meaningless"
  | "unknownQualifier"
  | "esg"
  | "insider"
  | "options"
  | "subscribers"
  | "geography";

export type Unseen44Answerable = BenchQuestion & {
  readonly kind: Unseen44Kind;
  readonly style: Unseen44Register;
  readonly expect: () => Expectation;
};

export type Unseen44Unanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: Unseen44Lack;
  readonly lacking: RegExp;
};

export type Unseen44Question = Unseen44Answerable | Unseen44Unanswerable;

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });

/** A ranking's expectation: the leader named first, and every ranked company's figure. */
function ranked(entries: ReadonlyArray<readonly [string, string]>, measure: Parameters<typeof annual>[1]): Expectation {
  return {
    figures: entries.map(([symbol, year]) => annual(symbol, measure, year)),
    leader: leaderOf(entries, measure),
  };
}

// The words that answer a yes/no question's claim, stated or negated.
const ABOVE = /\b(?:above|over|exceed\w*|more than|higher than|greater than|topped)\b/i;
const UNDER = /\b(?:under|below|less than|lower than|beneath)\b/i;
const RAISED = /\b(?:raised|rose|risen|grew|grown|increased|went up|climbed)\b/i;
const SHRANK = /\b(?:shr[au]nk|shrink|fell|fall|declined?|decreased?|dropped?|contracted)\b/i;

const ANSWERABLE: ReadonlyArray<Unseen44Answerable> = [
  // Lookups in shorthand, tickers and typos.
  {
    question: "xom d&a 2022",
    about: ["XOM"],
    kind: "lookup",
    style: "terse",
    expect: () => figures(annual("XOM", "depreciation", "2022")),
  },
  {
    question: "how much cash was berkshire hathway sitting on at the end of 2024",
    about: ["BRK.B"],
    kind: "lookup",
    style: "typo",
    expect: () => figures(cashHoldings("BRK.B", "2024")),
  },
  {
    question: "$UNH total debt at FY22 year end",
    about: ["UNH"],
    kind: "lookup",
    style: "ticker",
    expect: () => figures(annual("UNH", "totalDebt", "2022")),
  },
  // Trends, growth, averages.
  {
    question: "How has Nvidia's gross margin moved over its last four fiscal years?",
    about: ["NVDA"],
    kind: "trend",
    style: "plain",
    expect: () => figures(...annuals("NVDA", "grossMargin", lastYears("NVDA", 4))),
  },
  {
    question: "COST 4-yr revenue CAGR through FY24",
    about: ["COST"],
    kind: "growth",
    style: "ticker",
    expect: () => figures(cagr("COST", "revenue", "2020", "2024")),
  },
  {
    question: "On average, what did Walmart spend each year on capital expenditure over fiscal 2023 to 2025?",
    about: ["WMT"],
    kind: "average",
    style: "plain",
    expect: () => figures(meanOf("WMT", "capex", ["2023", "2024", "2025"])),
  },
  // Operators on a line: per share, as a share of revenue, one over another, days, turns.
  {
    question: "What were Home Depot's sales per diluted share in fiscal 2023?",
    about: ["HD"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(perShare("HD", "revenue", "2023")),
  },
  {
    question: "What fraction of Netflix's 2024 revenue was eaten up by cost of revenues?",
    about: ["NFLX"],
    kind: "shareOf",
    style: "plain",
    expect: () => figures(percentOfMeasure("NFLX", "costOfRevenue", "revenue", "2024")),
  },
  {
    question: "How big was Meta's stock-based compensation relative to its net income in 2024?",
    about: ["META"],
    kind: "ratio",
    style: "plain",
    expect: () => figures(multipleOf("META", "stockCompensation", "netIncome", "2024")),
  },
  {
    question: "How many days of sales were sitting in Microsoft's receivables at the end of fiscal 2024?",
    about: ["MSFT"],
    kind: "daysOf",
    style: "plain",
    expect: () => figures(daysOutstanding("MSFT", "receivables", "2024", "yearEnd")),
  },
  {
    question: "how many tims did apple turn its inventroy in fiscal 2024 (cost of sales / avg inventory)",
    about: ["AAPL"],
    kind: "turnover",
    style: "typo",
    expect: () => figures(turnover("AAPL", "costOfRevenue", "inventory", "2024")),
  },
  // Fiscal against calendar years; a quarter by its month; parts of a year.
  {
    question:
      "Nvidia's fiscal 2025 ended in January 2025. What revenue did it book in that fiscal year, and what do its quarters that ended in calendar 2024 add up to?",
    about: ["NVDA"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(annual("NVDA", "revenue", "2025"), calendarYearSum("NVDA", "2024", "revenue")),
  },
  {
    question: "costco net income cal 2024, not fiscal",
    about: ["COST"],
    kind: "calendarPeriod",
    style: "terse",
    expect: () => figures(calendarYearSum("COST", "2024", "netIncome")),
  },
  {
    question: "What operating income did Microsoft report for the quarter that ended in September 2024?",
    about: ["MSFT"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(quarterEnding("MSFT", "2024-09", "operatingIncome")),
  },
  {
    question: "What was Caterpillar's revenue in the first half of 2024?",
    about: ["CAT"],
    kind: "partYear",
    style: "plain",
    expect: () => figures(fiscalYearToDate("CAT", "2024", 2, "revenue")),
  },
  {
    question: "How much did Nike earn over the first nine months of its fiscal 2024?",
    about: ["NKE"],
    kind: "partYear",
    style: "plain",
    expect: () => figures(fiscalYearToDate("NKE", "2024", 3, "netIncome")),
  },
  // Rankings and comparisons: the leader is read from the data.
  {
    question:
      "Of Exxon, Caterpillar and Home Depot, which turned the most of its net income into free cash flow in fiscal 2024?",
    about: ["XOM", "CAT", "HD"],
    kind: "ranking",
    style: "plain",
    expect: () =>
      ranked(
        ["XOM", "CAT", "HD"].map((symbol) => [symbol, "2024"] as const),
        "fcfConversion",
      ),
  },
  {
    question: "Of the companies you cover, which grew revenue fastest in its latest fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const leader = leaderOfGrowth(
        SAMPLE_SYMBOLS.map((symbol) => {
          const [before = "", latest = ""] = lastYears(symbol, 2);
          return [symbol, before, latest] as const;
        }),
        "revenue",
      );
      return { figures: [yearGrowth(leader, "revenue", latestYear(leader))], leader };
    },
  },
  {
    question: "Rank Visa, Mastercard, JPMorgan and Berkshire by net income for 2024.",
    about: ["V", "MA", "JPM", "BRK.B"],
    kind: "ranking",
    style: "plain",
    expect: () =>
      ranked(
        ["V", "MA", "JPM", "BRK.B"].map((symbol) => [symbol, "2024"] as const),
        "netIncome",
      ),
  },
  {
    question: "Who carries more debt relative to equity, Coke or Pepsi, at the end of 2024?",
    about: ["KO", "PEP"],
    kind: "comparison",
    style: "plain",
    expect: () =>
      ranked(
        ["KO", "PEP"].map((symbol) => [symbol, "2024"] as const),
        "debtToEquity",
      ),
  },
  {
    question: "AAPL vs MSFT: R&D as a % of revenue, FY2024",
    about: ["AAPL", "MSFT"],
    kind: "comparison",
    style: "ticker",
    expect: () =>
      ranked(
        ["AAPL", "MSFT"].map((symbol) => [symbol, "2024"] as const),
        "researchShare",
      ),
  },
  // Yes/no judgements: the verdict is read from the data.
  {
    question: "Was Visa's net margin above 50% in fiscal 2024?",
    about: ["V"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("V", "netMargin", "2024")],
      verdict: verdictFor(mainValue(annual("V", "netMargin", "2024")) > 50),
      claim: ABOVE,
    }),
  },
  {
    question: "Was Nike's debt-to-equity under 0.5x at the end of fiscal 2024?",
    about: ["NKE"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("NKE", "debtToEquity", "2024")],
      verdict: verdictFor(mainValue(annual("NKE", "debtToEquity", "2024")) < 0.5),
      claim: UNDER,
    }),
  },
  {
    question: "Has Eli Lilly raised its R&D budget every year since 2020?",
    about: ["LLY"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: annuals("LLY", "researchAndDevelopment", ["2020", latestYear("LLY")]),
      verdict: verdictFor(roseEveryYear("LLY", "researchAndDevelopment", "2020")),
      claim: RAISED,
    }),
  },
  {
    question: "Did Disney's revenue shrink in fiscal 2024?",
    about: ["DIS"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: annuals("DIS", "revenue", ["2023", "2024"]),
      verdict: verdictFor(mainValue(annual("DIS", "revenue", "2024")) < mainValue(annual("DIS", "revenue", "2023"))),
      claim: SHRANK,
    }),
  },
  // Briefs: a measure defined, its rounding and unit, the statement, a role, several periods.
  {
    question:
      "I cover internet platforms for a long-only fund. For Alphabet, compute gross margin as gross profit divided by revenue, both from the income statement, for 2022, 2023 and 2024, as percentages to one decimal place.",
    about: ["GOOGL"],
    kind: "definedMeasure",
    style: "role",
    expect: () => figures(...annuals("GOOGL", "grossMargin", ["2022", "2023", "2024"], { decimals: 1 })),
  },
  {
    question:
      "For a leverage table, take UnitedHealth's total debt and subtract cash and cash equivalents only (no investments), both from the balance sheet, at the end of 2023 and of 2024. Billions of dollars, one decimal.",
    about: ["UNH"],
    kind: "definedMeasure",
    style: "brief",
    expect: () =>
      figures(
        ...["2023", "2024"].map((year) =>
          difference("UNH", "totalDebt", "cash", year, { decimals: 1, scale: "billion" }),
        ),
      ),
  },
  {
    question:
      "Capital-returns screen: for each of Apple's fiscal years 2022, 2023 and 2024, add dividends paid to share repurchases from the cash flow statement and give the total in billions of dollars with no decimals.",
    about: ["AAPL"],
    kind: "multiPeriod",
    style: "brief",
    expect: () =>
      figures(
        ...["2022", "2023", "2024"].map((year) =>
          sumOfMeasures("AAPL", ["dividends", "buybacks"], year, { decimals: 0, scale: "billion" }),
        ),
      ),
  },
  {
    question:
      "Acting as a forensic accountant, set Netflix's operating cash flow against its net income for 2022, 2023 and 2024: show operating cash flow divided by net income as a multiple with two decimals for each year.",
    about: ["NFLX"],
    kind: "definedMeasure",
    style: "role",
    expect: () =>
      figures(
        ...["2022", "2023", "2024"].map((year) =>
          quotient("NFLX", "operatingCashFlow", "netIncome", year, { decimals: 2 }),
        ),
      ),
  },
  // Follow-ups: one switches company and names its own period, one points back with "that".
  {
    earlier: ["alphabet net income 2022"],
    question: "ok, and Microsoft's in its latest fiscal year?",
    about: ["GOOGL", "MSFT"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("MSFT", "netIncome", latestYear("MSFT"))),
  },
  {
    earlier: ["How much did Johnson & Johnson spend on research and development in 2023?"],
    question: "What percentage of revenue was that?",
    about: ["JNJ"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(annual("JNJ", "researchShare", "2023")),
  },
  {
    earlier: ["Disney free cash flow fiscal 2024"],
    question: "what about a year earlier",
    about: ["DIS"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("DIS", "freeCashFlow", "2023")),
  },
  // Two-part questions: one with a part the data lacks.
  {
    question: "What was Costco's net income in fiscal 2024, and how much of its revenue came from membership fees?",
    about: ["COST"],
    kind: "twoPart",
    style: "plain",
    expect: () => figures(annual("COST", "netIncome", "2024"), anyWord("the membership fees named", ["membership"])),
  },
  {
    question: "Give me Berkshire's 2024 net income, and its total assets at that year end.",
    about: ["BRK.B"],
    kind: "twoPart",
    style: "plain",
    expect: () => figures(annual("BRK.B", "netIncome", "2024"), annual("BRK.B", "totalAssets", "2024")),
  },
  // What is not a figure: risks, moat, multiple, news, filings.
  {
    question: "What are the main risks Nvidia calls out in its 10-K?",
    about: ["NVDA"],
    kind: "risks",
    style: "plain",
    expect: () => ({
      figures: [anyWord("export controls", ["export controls"]), anyWord("its foundry", ["TSMC"])],
      citesSourceOf: "NVDA",
    }),
  },
  {
    question: "what legal and business risks does johnson & johnson disclose",
    about: ["JNJ"],
    kind: "risks",
    style: "terse",
    expect: () => ({
      figures: [anyWord("the talc lawsuits", ["talc"]), anyWord("patents and Stelara", ["patent", "Stelara"])],
      citesSourceOf: "JNJ",
    }),
  },
  {
    question: "Where does Coca-Cola's moat come from?",
    about: ["KO"],
    kind: "moat",
    style: "plain",
    expect: () => ({
      figures: [anyWord("its brands", ["brand", "brands"]), anyWord("its bottlers", ["bottlers", "concentrate"])],
      citesSourceOf: "KO",
    }),
  },
  {
    question: "What earnings multiple does Nike stock trade at?",
    about: ["NKE"],
    kind: "valuation",
    style: "plain",
    expect: () => figures(earningsMultiple("NKE")),
  },
  {
    question: "Anything in the news on Disney lately?",
    about: ["DIS"],
    kind: "news",
    style: "plain",
    expect: () => ({ figures: [latestPriceMove("DIS")], citesSourceOf: "DIS" }),
  },
  {
    question: "What did Adobe most recently file with the SEC, and what did it report?",
    about: ["ADBE"],
    kind: "filings",
    style: "plain",
    expect: () => latestFiling("ADBE"),
  },
];

// The words an honest first line uses for each gap.
const UNANSWERABLE: ReadonlyArray<Unseen44Unanswerable> = [
  {
    question: "which funds hold the biggest positions in home depot stock?",
    about: ["HD"],
    kind: "unanswerable",
    style: "ownership",
    lacking: /\b(?:funds?|holders?|holdings?|positions?|own\w*|institution\w*|shareholders?|13F)\b/i,
  },
  {
    question: "What did Andy Jassy tell analysts about AWS margins on the fourth-quarter 2024 call?",
    about: ["AMZN"],
    kind: "unanswerable",
    style: "callRemarks",
    lacking: /\b(?:calls?|transcripts?|said|says|told|remarks|comments?|commentary|Jassy)\b/i,
  },
  {
    question: "mcd global comparable sales growth 2024",
    about: ["MCD"],
    kind: "unanswerable",
    style: "comparableSales",
    lacking: /\b(?:comparable|same[- ]store|comps?|like-for-like)\b/i,
  },
  {
    question: "How much did Microsoft's Intelligent Cloud segment bring in during fiscal 2024?",
    about: ["MSFT"],
    kind: "unanswerable",
    style: "segment",
    lacking: /\b(?:segments?|Intelligent Cloud|divisions?|business lines?)\b/i,
  },
  {
    question: "What did Stelara sell for Johnson & Johnson in 2024?",
    about: ["JNJ"],
    kind: "unanswerable",
    style: "productRevenue",
    lacking: /\b(?:products?|Stelara|drugs?|brands?|medicines?)\b/i,
  },
  {
    question: "How many GPUs did Nvidia ship in fiscal 2025?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "unitCounts",
    lacking: /\b(?:units?|GPUs?|shipments?|shipped|volumes?)\b/i,
  },
  {
    question: "What EPS range has Mastercard guided to for 2025?",
    about: ["MA"],
    kind: "unanswerable",
    style: "guidance",
    lacking: /\b(?:guid\w*|outlook|forecasts?|projections?)\b/i,
  },
  {
    question: "Where is the Street's average 12-month price target for Adobe?",
    about: ["ADBE"],
    kind: "unanswerable",
    style: "priceTarget",
    lacking: /\b(?:price targets?|targets?|analysts?|consensus|Street)\b/i,
  },
  {
    question: "What was Netflix's headcount back in 2021?",
    about: ["NFLX"],
    kind: "unanswerable",
    style: "headCountHistory",
    lacking: /\b(?:head ?counts?|employ\w*|staff|workforce|2021|history|past years?)\b/i,
  },
  {
    question: "meta non-gaap opex 2024",
    about: ["META"],
    kind: "unanswerable",
    style: "adjusted",
    lacking: /\b(?:non-GAAP|adjust\w*)\b/i,
  },
  {
    question: "Where was Apple trading at 11am today?",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "intraday",
    lacking: /\b(?:intraday|live|real-time|11 ?am|minute|hour(?:ly)?)\b/i,
  },
  {
    question: "pepsico free cash flow 2019",
    about: ["PEP"],
    kind: "unanswerable",
    style: "yearBefore",
    lacking: /\b(?:2019|starts?|begins?|earliest|first year|before)\b/i,
  },
  {
    question: "How did Chipotle's operating margin change in 2024?",
    about: [],
    kind: "unanswerable",
    style: "otherCompany",
    lacking: /\bChipotle\b|\bCMG\b/i,
  },
  {
    question: "how fat is unitedhealth's gross margin these days",
    about: ["UNH"],
    kind: "unanswerable",
    style: "meaningless",
    lacking:
      /\b(?:gross (?:margin|profit)|cost of (?:revenue|sales|goods)|insur\w*|premiums|appl(?:y|ies)|meaningful)\b/i,
  },
  {
    question: "What was Walmart's cash-adjusted operating income in fiscal 2025?",
    about: ["WMT"],
    kind: "unanswerable",
    style: "unknownQualifier",
    lacking: /\bcash[- ]adjusted\b/i,
  },
  {
    question: "What's Exxon's ESG risk score?",
    about: ["XOM"],
    kind: "unanswerable",
    style: "esg",
    lacking: /\b(?:ESG|sustainability|environmental)\b/i,
  },
  {
    question: "Has Jamie Dimon sold any JPMorgan stock in the last six months?",
    about: ["JPM"],
    kind: "unanswerable",
    style: "insider",
    lacking: /\b(?:insiders?|Form 4|trades?|transactions?|sales by|Dimon)\b/i,
  },
  {
    question: "what's the implied vol on googl options right now",
    about: ["GOOGL"],
    kind: "unanswerable",
    style: "options",
    lacking: /\b(?:implied vol\w*|options?|volatility)\b/i,
  },
  {
    question: "How many Disney+ subscribers were there at the end of fiscal 2024?",
    about: ["DIS"],
    kind: "unanswerable",
    style: "subscribers",
    lacking: /\b(?:subscribers?|subscriptions?|Disney\+|memberships?|operating metrics?)\b/i,
  },
  {
    question: "How much of Procter & Gamble's fiscal 2024 sales came from Greater China?",
    about: ["PG"],
    kind: "unanswerable",
    style: "geography",
    lacking: /\b(?:geograph\w*|countr(?:y|ies)|regions?|regional|Greater China|China)\b/i,
  },
];

export const UNSEEN_QUESTIONS_44: ReadonlyArray<Unseen44Question> = [...ANSWERABLE, ...UNANSWERABLE];
