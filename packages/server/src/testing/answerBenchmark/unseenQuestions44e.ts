// Issue 44's seventh set, unseen: 60 investor questions written from the sample data without
// reading the answering code, after the six earlier sets had been used for tuning, to measure a
// first-sight score. Asked the way people ask on research terminals and chat tools: shorthand,
// tickers, typos, plain questions and long analyst briefs (a measure defined with its formula, its
// rounding and unit, the lines to use, a role, several periods at once); follow-ups (one switches
// company, one asks a year earlier, one asks a share of the figure before, one after two turns asks
// the jump); two-part questions (one with a part the data lacks); yes/no judgements the data
// decides (a doubling, "each year from ... through", out-earning another company, under a ceiling);
// trends, rankings over named companies and over every covered company, growth, CAGR, averages,
// per share, share of, ratios, revenue per employee, a difference between two companies, days and
// turns; calendar against fiscal years for off-calendar filers, a quarter named by its month, nine
// months, a first half, "since", "as of", a return over a calendar year and a year's highest close;
// and 20 the data cannot answer, over twenty kinds of gap none of the six earlier sets', each
// checked against the data. Every figure and verdict is computed from the sample data when it
// runs. A measurement: it never fails on a miss.
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
import { anyWord, leaderWhereKnown } from "./heldOut44Figures";
import { multipleBetween, percentOfMeasure, sumOverYears } from "./heldOutFigures";
import {
  annual,
  annuals,
  cagr,
  growth,
  leaderOf,
  type MeasureKey,
  priceChange,
  SAMPLE_SYMBOLS,
  shareOfTotal,
  yearsFrom,
} from "./sampleFigures";
import { decidingYears, latestOfEach } from "./unseen44bFigures";
import { closeAt, companyGap } from "./unseen44dFigures";
import { below, eitherOf, highestClose, netDebtOnCashToEbitda, revenuePerEmployee } from "./unseen44eFigures";
import { fiscalYearToDate, meanOf, roseEveryYear } from "./unseen44Figures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type Unseen44eKind =
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
export type Unseen44eRegister = "terse" | "typo" | "ticker" | "plain" | "brief" | "role";

/** What the data lacks for a question it cannot answer. */
export type Unseen44eLack =
  | "otherShareClass"
  | "currentReport"
  | "cashTaxesPaid"
  | "provedReserves"
  | "indexWeight"
  | "dividendWithholding"
  | "proxyContest"
  | "portfolioHoldings"
  | "endorsementContracts"
  | "unionization"
  | "impairments"
  | "restructuring"
  | "costOfCapital"
  | "webTraffic"
  | "socialSentiment"
  | "customerSatisfaction"
  | "lobbying"
  | "dividendStreak"
  | "cdsSpread"
  | "ipoPrice";

export type Unseen44eAnswerable = BenchQuestion & {
  readonly kind: Unseen44eKind;
  readonly style: Unseen44eRegister;
  readonly expect: () => Expectation;
};

export type Unseen44eUnanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: Unseen44eLack;
  readonly lacking: RegExp;
};

export type Unseen44eQuestion = Unseen44eAnswerable | Unseen44eUnanswerable;

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
const DOUBLED = /\b(?:doubled|more than doubled|more than twice|over twice|2x|two-fold|twofold)\b/i;
const EACH_YEAR = /\b(?:each year|every year|rose|risen|grew|grown|increased|climbed|higher)\b/i;
const OUT_EARNED = /\b(?:out-?earn(?:ed|s)?|more|higher|greater|larger|bigger|exceed(?:ed|s)?|above)\b/i;
const UNDER = /\b(?:under|below|less than|lower than|beneath)\b/i;

const ANSWERABLE: ReadonlyArray<Unseen44eAnswerable> = [
  // Lookups with an analyst's synonym and a typo.
  {
    question: "What was UnitedHealth's provision for income taxes in 2024?",
    about: ["UNH"],
    kind: "lookup",
    style: "plain",
    expect: () => figures(annual("UNH", "incomeTax", "2024")),
  },
  {
    question: "whats berkshires total sharehoders equity at the end of 2024",
    about: ["BRK.B"],
    kind: "lookup",
    style: "typo",
    expect: () => figures(annual("BRK.B", "equity", "2024")),
  },
  // A trend, a CAGR, an average.
  {
    question: "nvda gross margin trajectory fy21-fy25",
    about: ["NVDA"],
    kind: "trend",
    style: "terse",
    expect: () => figures(...annuals("NVDA", "grossMargin", ["2021", "2022", "2023", "2024", "2025"])),
  },
  {
    question: "At what compound annual rate did Home Depot grow diluted EPS between fiscal 2020 and fiscal 2024?",
    about: ["HD"],
    kind: "growth",
    style: "plain",
    expect: () => figures(cagr("HD", "eps", "2020", "2024")),
  },
  {
    question: "avg effective tax rate for pepsi over 2022-2024?",
    about: ["PEP"],
    kind: "average",
    style: "terse",
    expect: () => figures(meanOf("PEP", "taxRate", ["2022", "2023", "2024"])),
  },
  // Operators: per share, share of, ratios, a gap between two companies, days, turns.
  {
    question: "$WMT FCF/share fy2025",
    about: ["WMT"],
    kind: "perShare",
    style: "ticker",
    expect: () => figures(perShare("WMT", "freeCashFlow", "2025")),
  },
  {
    question: "What portion of Netflix's 2024 operating cash flow went to capital spending?",
    about: ["NFLX"],
    kind: "shareOf",
    style: "plain",
    expect: () => figures(annual("NFLX", "capexToCashFlow", "2024")),
  },
  {
    question: "V's slice of combined V + MA revenue, FY24 each?",
    about: ["V", "MA"],
    kind: "shareOf",
    style: "ticker",
    expect: () => figures(shareOfTotal("V", ["V", "MA"], "revenue", "2024")),
  },
  {
    question: "What was Procter & Gamble's current ratio at the close of fiscal 2024?",
    about: ["PG"],
    kind: "ratio",
    style: "plain",
    expect: () => figures(annual("PG", "currentRatio", "2024")),
  },
  {
    question: "nvidia revenue per employee, fy2025",
    about: ["NVDA"],
    kind: "ratio",
    style: "terse",
    expect: () => figures(revenuePerEmployee("NVDA", "2025")),
  },
  {
    question: "How far ahead of Meta was Alphabet on operating income in 2024, in dollars?",
    about: ["GOOGL", "META"],
    kind: "difference",
    style: "plain",
    expect: () => figures(companyGap(["GOOGL", "2024"], ["META", "2024"], "operatingIncome")),
  },
  {
    question:
      "How many days of inventory did Walmart carry in fiscal 2025, on the average of opening and closing inventory against cost of sales?",
    about: ["WMT"],
    kind: "daysOf",
    style: "plain",
    expect: () => figures(daysOutstanding("WMT", "inventory", "2025", "average")),
  },
  {
    question: "how many times did home depot turn over its inventroy in fy 2024, cogs over avg inventory",
    about: ["HD"],
    kind: "turnover",
    style: "typo",
    expect: () => figures(turnover("HD", "costOfRevenue", "inventory", "2024")),
  },
  // Calendar against fiscal periods, a quarter by its month, parts of a year, since, as of, prices.
  {
    question: "nike sales for calendar year 2024 (jan-dec, not their may fiscal year)",
    about: ["NKE"],
    kind: "calendarPeriod",
    style: "terse",
    expect: () => figures(calendarYearSum("NKE", "2024", "revenue")),
  },
  {
    question:
      "What net income did Apple earn in calendar 2024, January to December, as opposed to its September fiscal year?",
    about: ["AAPL"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("AAPL", "2024", "netIncome")),
  },
  {
    question: "aapl sept-quarter 2024 revenue?",
    about: ["AAPL"],
    kind: "quarter",
    style: "terse",
    expect: () => figures(quarterEnding("AAPL", "2024-09", "revenue")),
  },
  {
    question: "What revenue did Adobe book over the first nine months of fiscal 2024 (Q1 through Q3 together)?",
    about: ["ADBE"],
    kind: "partYear",
    style: "plain",
    expect: () => figures(fiscalYearToDate("ADBE", "2024", 3, "revenue")),
  },
  {
    question: "$WMT net income for h1 fy25, q1+q2 summed",
    about: ["WMT"],
    kind: "partYear",
    style: "ticker",
    expect: () => figures(fiscalYearToDate("WMT", "2025", 2, "netIncome")),
  },
  {
    question: "How much has Mastercard handed back through buybacks and dividends combined since 2021?",
    about: ["MA"],
    kind: "sinceYear",
    style: "plain",
    // "Since 2021" read with 2021 in (the usual reading) or from the year after it: either sum is right.
    expect: () =>
      figures(
        eitherOf(
          "MA buybacks + dividends since 2021",
          sumOverYears("MA", ["buybacks", "dividends"], yearsFrom("MA", "2021")),
          sumOverYears("MA", ["buybacks", "dividends"], yearsFrom("MA", "2022")),
        ),
      ),
  },
  {
    question: "msft revenue growth since fy2020, in percent",
    about: ["MSFT"],
    kind: "sinceYear",
    style: "terse",
    expect: () => figures(growth("MSFT", "revenue", "2020", "2024")),
  },
  {
    question: "As of the end of 2023, where did J&J stock close?",
    about: ["JNJ"],
    kind: "asOf",
    style: "plain",
    expect: () => figures(closeAt("JNJ", "2023-12-31")),
  },
  {
    question:
      "How much did Netflix stock gain over calendar 2024, from the last close of 2023 to the last close of 2024?",
    about: ["NFLX"],
    kind: "price",
    style: "plain",
    expect: () => figures(priceChange("NFLX", "2023-12-31", "2024-12-31")),
  },
  {
    question: "highest close nvda hit during 2024?",
    about: ["NVDA"],
    kind: "price",
    style: "terse",
    expect: () => figures(highestClose("NVDA", "2024-01-01", "2024-12-31")),
  },
  // Rankings and a comparison: the leader is read from the data.
  {
    question: "Across every company you cover, who had the largest R&D budget in its most recent fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol, year } = leaderWhereKnown(latestOfEach(), "researchAndDevelopment");
      return { figures: [annual(symbol, "researchAndDevelopment", year)], leader: symbol };
    },
  },
  {
    question: "rank KO PEP MCD on op margin, FY24",
    about: ["KO", "PEP", "MCD"],
    kind: "ranking",
    style: "ticker",
    expect: () => ranked(inYear(["KO", "PEP", "MCD"], "2024"), "operatingMargin"),
  },
  {
    question: "J&J or Lilly — which one put a bigger share of its 2024 sales into R&D?",
    about: ["JNJ", "LLY"],
    kind: "comparison",
    style: "plain",
    expect: () => ranked(inYear(["JNJ", "LLY"], "2024"), "researchShare"),
  },
  // Yes/no judgements: the verdict is read from the data.
  {
    question: "Is it true Nvidia's top line more than doubled in fiscal 2025?",
    about: ["NVDA"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("NVDA", "revenue", "2024"), annual("NVDA", "revenue", "2025")],
      verdict: verdictFor(mainValue(multipleBetween("NVDA", "revenue", "2024", "2025")) > 2),
      claim: DOUBLED,
    }),
  },
  {
    question: "Was Walmart's operating income higher each year from FY2021 through FY2025?",
    about: ["WMT"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: decidingYears("WMT", "operatingIncome", "2021"),
      verdict: verdictFor(roseEveryYear("WMT", "operatingIncome", "2021")),
      claim: EACH_YEAR,
    }),
  },
  {
    question: "did pepsi out-earn coke on net income in 2024",
    about: ["PEP", "KO"],
    kind: "yesNo",
    style: "terse",
    expect: () => ({
      figures: [annual("PEP", "netIncome", "2024"), annual("KO", "netIncome", "2024")],
      verdict: verdictFor(mainValue(annual("PEP", "netIncome", "2024")) > mainValue(annual("KO", "netIncome", "2024"))),
      claim: OUT_EARNED,
    }),
  },
  {
    question: "BRK debt/equity under 0.3x at YE2024?",
    about: ["BRK.B"],
    kind: "yesNo",
    style: "ticker",
    expect: () => ({
      figures: [annual("BRK.B", "debtToEquity", "2024")],
      verdict: verdictFor(below("BRK.B", "debtToEquity", "2024", 0.3)),
      claim: UNDER,
    }),
  },
  // Briefs: a measure defined, its rounding and unit, the lines, a role, several periods.
  {
    question:
      "Compute Microsoft's cash return on capital, defined as free cash flow divided by the sum of year-end total debt and total equity (cash flow statement over balance sheet), for fiscal 2023 and fiscal 2024. Express each as a percentage rounded to one decimal place.",
    about: ["MSFT"],
    kind: "definedMeasure",
    style: "brief",
    expect: () =>
      figures(
        ...["2023", "2024"].map((year) =>
          percentOfMeasure("MSFT", "freeCashFlow", ["totalDebt", "equity"], year, { decimals: 1 }),
        ),
      ),
  },
  {
    question:
      "Wearing my credit-analyst hat: I define net leverage as (total debt minus cash and cash equivalents) divided by EBITDA, with EBITDA = operating income + depreciation and amortization. Run it for Caterpillar at FY2023 and FY2024 and show the multiples to two decimals.",
    about: ["CAT"],
    kind: "definedMeasure",
    style: "role",
    expect: () => figures(...["2023", "2024"].map((year) => netDebtOnCashToEbitda("CAT", year, { decimals: 2 }))),
  },
  {
    question:
      "Pull Disney's EBITDA margin for fiscal 2022, fiscal 2023 and fiscal 2024, where EBITDA is operating income plus D&A from the income statement and the margin is EBITDA over revenue; give each in percent with one decimal.",
    about: ["DIS"],
    kind: "multiPeriod",
    style: "brief",
    expect: () =>
      figures(
        ...["2022", "2023", "2024"].map((year) => percentOfMeasure("DIS", "ebitda", "revenue", year, { decimals: 1 })),
      ),
  },
  {
    question:
      "I run a consumer-staples book and need Procter & Gamble's gross profit straight off the income statement for fiscal 2022, 2023 and 2024 — each year in billions of dollars, two decimals please.",
    about: ["PG"],
    kind: "multiPeriod",
    style: "role",
    expect: () => figures(...annuals("PG", "grossProfit", ["2022", "2023", "2024"], { decimals: 2, scale: "billion" })),
  },
  // Follow-ups: one switches company (same year), one asks a year earlier, one asks a share of the
  // figure before, one after two turns asks the jump between them.
  {
    earlier: ["What did Visa earn from operations in fiscal 2024?"],
    question: "ok now mastercard, same measure",
    about: ["V", "MA"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("MA", "operatingIncome", "2024")),
  },
  {
    earlier: ["How much total debt did Alphabet carry at the end of 2024?"],
    question: "and a year before?",
    about: ["GOOGL"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("GOOGL", "totalDebt", "2023")),
  },
  {
    earlier: ["How much did Adobe spend repurchasing its own stock in fiscal 2023?"],
    question: "What share of its free cash flow was that?",
    about: ["ADBE"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(percentOfMeasure("ADBE", "buybacks", "freeCashFlow", "2023")),
  },
  {
    earlier: ["lilly's bottom line in 2024", "and in 2023?"],
    question: "so whats the % jump",
    about: ["LLY"],
    kind: "followUp",
    style: "typo",
    expect: () => figures(growth("LLY", "netIncome", "2023", "2024")),
  },
  // Two-part questions: one with a part the data lacks.
  {
    question: "mcd revenue 2024 + how many big macs did they sell?",
    about: ["MCD"],
    kind: "twoPart",
    style: "terse",
    expect: () =>
      figures(
        annual("MCD", "revenue", "2024"),
        anyWord("the Big Mac count named", ["Big Mac", "Big Macs", "burgers", "units"]),
      ),
  },
  {
    question: "Meta in 2024: what was capex, and what was it as a percentage of revenue?",
    about: ["META"],
    kind: "twoPart",
    style: "plain",
    expect: () => figures(annual("META", "capex", "2024"), annual("META", "capexShare", "2024")),
  },
];

// The words an honest first line uses for each gap.
const UNANSWERABLE: ReadonlyArray<Unseen44eUnanswerable> = [
  {
    question: "brk.a last price?",
    about: ["BRK.B"],
    kind: "unanswerable",
    style: "otherShareClass",
    lacking: /\b(?:BRK[.-]A|Class A|A shares?|share class(?:es)?)\b/i,
  },
  {
    question: "What did Apple disclose in its most recent 8-K?",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "currentReport",
    lacking: /\b(?:8-K|current reports?|only (?:10-Ks?|annual and quarterly))\b/i,
  },
  {
    question: "How much did Nvidia actually pay in cash taxes in fiscal 2025, not the tax expense on the P&L?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "cashTaxesPaid",
    lacking: /\b(?:cash (?:taxes|tax)|(?:income )?taxes (?:actually )?paid|tax(?:es)? payments?|supplemental)\b/i,
  },
  {
    question: "exxon proved reserves at YE24, in barrels of oil equivalent",
    about: ["XOM"],
    kind: "unanswerable",
    style: "provedReserves",
    lacking: /\b(?:reserves?|barrels?|boe|oil equivalent)\b/i,
  },
  {
    question: "What's MSFT's weighting in the S&P 500 right now?",
    about: ["MSFT"],
    kind: "unanswerable",
    style: "indexWeight",
    lacking: /\b(?:S&P 500|index(?:es)?|weight(?:ing)?s?|constituents?)\b/i,
  },
  {
    question: "i hold KO in a canadian account — how much withholding tax comes off each dividend?",
    about: ["KO"],
    kind: "unanswerable",
    style: "dividendWithholding",
    lacking: /\b(?:withholding|withheld|tax (?:treatment|rules|treaty|advice)|treaty)\b/i,
  },
  {
    question: "How did Nelson Peltz's proxy fight with Disney end?",
    about: ["DIS"],
    kind: "unanswerable",
    style: "proxyContest",
    lacking:
      /\b(?:proxy (?:fight|contest|battle)|Peltz|Trian|activis\w*|shareholder votes?|board (?:seats|votes?|elections?))\b/i,
  },
  {
    question: "top 5 positions in berkshire's 13F?",
    about: ["BRK.B"],
    kind: "unanswerable",
    style: "portfolioHoldings",
    lacking: /\b(?:13F|holdings|positions|stakes?|equity portfolio|stock portfolio)\b/i,
  },
  {
    question: "How much does Nike owe under its athlete endorsement contracts?",
    about: ["NKE"],
    kind: "unanswerable",
    style: "endorsementContracts",
    lacking: /\b(?:endorsements?|sponsorships?|athletes?|contractual (?:obligations|commitments)|commitments?)\b/i,
  },
  {
    question: "how many of caterpillar's hourly workers are UAW members",
    about: ["CAT"],
    kind: "unanswerable",
    style: "unionization",
    lacking: /\b(?:UAW|unions?|unioni[sz]ed|represented|collective bargaining|labou?r (?:relations|agreements?))\b/i,
  },
  {
    question: "Did PepsiCo write down any of its brands in 2024, and how big was the impairment charge?",
    about: ["PEP"],
    kind: "unanswerable",
    style: "impairments",
    lacking: /\b(?:impairments?|impaired|write-?downs?|written down|write-?offs?)\b/i,
  },
  {
    question: "what did meta's 2023 layoffs cost in severance?",
    about: ["META"],
    kind: "unanswerable",
    style: "restructuring",
    lacking: /\b(?:severance|restructuring|layoffs?|job cuts|head ?count reductions?)\b/i,
  },
  {
    question: "What WACC would you use for Home Depot?",
    about: ["HD"],
    kind: "unanswerable",
    style: "costOfCapital",
    lacking: /\b(?:WACC|cost of (?:capital|equity|debt)|beta|discount rates?)\b/i,
  },
  {
    question: "How many monthly visits does amazon.com get?",
    about: ["AMZN"],
    kind: "unanswerable",
    style: "webTraffic",
    lacking: /\b(?:visits?|visitors|traffic|page ?views)\b/i,
  },
  {
    question: "what's reddit and stocktwits saying about lly this week",
    about: ["LLY"],
    kind: "unanswerable",
    style: "socialSentiment",
    lacking: /\b(?:sentiment|social(?: media)?|Reddit|Stocktwits|chatter|posts?|forums?)\b/i,
  },
  {
    question: "What net promoter score does Costco get from its members?",
    about: ["COST"],
    kind: "unanswerable",
    style: "customerSatisfaction",
    lacking: /\b(?:NPS|net promoter|(?:customer|member) satisfaction|satisfaction|surveys?)\b/i,
  },
  {
    question: "How much did Alphabet spend on federal lobbying last year?",
    about: ["GOOGL"],
    kind: "unanswerable",
    style: "lobbying",
    lacking: /\b(?:lobbying|lobby|political (?:spending|contributions|donations))\b/i,
  },
  {
    question: "how many consecutive years has p&g raised its dividend?",
    about: ["PG"],
    kind: "unanswerable",
    style: "dividendStreak",
    lacking:
      /\b(?:consecutive|straight|streak|dividend history|per-share dividends?|dividends? per share|(?:fiscal )?20(?:19|20)|five (?:fiscal )?years)\b/i,
  },
  {
    question: "where are JPM 5y CDS quoted today?",
    about: ["JPM"],
    kind: "unanswerable",
    style: "cdsSpread",
    lacking: /\b(?:CDS|credit default swaps?|credit spreads?|spreads?)\b/i,
  },
  {
    question: "What was Netflix's IPO price per share back in 2002?",
    about: ["NFLX"],
    kind: "unanswerable",
    style: "ipoPrice",
    lacking:
      /\b(?:IPO|initial public offering|offering price|listing price|2002|price (?:history|data) (?:starts|begins)|(?:March|Mar\.?) 31, 2023|2023-03-31)\b/i,
  },
];

export const UNSEEN_QUESTIONS_44E: ReadonlyArray<Unseen44eQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
