// Issue 44's second held-out set: 60 investor questions that measure the reader at the end of the
// session, written without reading the answering code and apart from the first fresh set (other
// shapes, mostly other companies for each form). Terse shorthand, tickers and typos; analyst briefs
// that define a measure, its rounding and unit and the statement it comes from, take a role and ask
// several periods at once; fiscal against calendar years; quarters by the month they end;
// follow-ups; two-part questions (one with a part the data lacks); yes/no judgements whose verdict
// the data decides; rankings; measures built by operators on any line (per share, as a share of,
// one over another, days, turnover, growth, CAGR, averages); a person named for a company; and 20
// the data cannot answer (unknown qualifiers, products, people, kinds of company a measure does not
// fit, periods and companies outside the data). Every figure and verdict is computed from the
// sample data when it runs. A measurement: it never fails on a miss.
import type { Expectation } from "./answerGrading";
import type { BenchQuestion } from "./benchmarkRunner";
import { calendarYearSum, daysOutstanding, mainValue, perShare, quarterEnding, verdictFor } from "./freshFigures";
import { anyWord, fellEveryYear, leaderWhereKnown, multipleOf, tangibleEquity, turnoverOn } from "./heldOut44Figures";
import { meanOverYears, percentOfMeasure } from "./heldOutFigures";
import {
  annual,
  annuals,
  cagr,
  ceo,
  growth,
  lastYears,
  latestYear,
  leaderOf,
  SAMPLE_SYMBOLS,
  yearGrowth,
} from "./sampleFigures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type HeldOut44Kind =
  | "lookup"
  | "definedMeasure"
  | "multiPeriod"
  | "fiscalPeriod"
  | "calendarPeriod"
  | "quarter"
  | "followUp"
  | "twoPart"
  | "yesNo"
  | "ranking"
  | "perShare"
  | "shareOf"
  | "ratio"
  | "daysOf"
  | "turnover"
  | "growth"
  | "person";

/** How the question is put. */
export type HeldOut44Register = "terse" | "typo" | "ticker" | "brief" | "role" | "plain";

/** What the data lacks for a question it cannot answer. */
export type HeldOut44Lack =
  | "ownership"
  | "letter"
  | "compensation"
  | "productRevenue"
  | "productUnits"
  | "adjusted"
  | "organic"
  | "normalized"
  | "segment"
  | "yearBefore"
  | "quarterBefore"
  | "otherCompany"
  | "meaningless"
  | "advice"
  | "headCountHistory"
  | "channel"
  | "shortInterest"
  | "creditRating";

export type HeldOut44Answerable = BenchQuestion & {
  readonly kind: HeldOut44Kind;
  readonly style: HeldOut44Register;
  readonly expect: () => Expectation;
};

export type HeldOut44Unanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: HeldOut44Lack;
  readonly lacking: RegExp;
};

export type HeldOut44Question = HeldOut44Answerable | HeldOut44Unanswerable;

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });

/** Each company in its own latest fiscal year. */
const latestYears = (symbols: ReadonlyArray<string>) => symbols.map((symbol) => [symbol, latestYear(symbol)] as const);

const ANSWERABLE: ReadonlyArray<HeldOut44Answerable> = [
  // Terse shorthand, tickers, typos.
  {
    question: "msft ocf fy23",
    about: ["MSFT"],
    kind: "lookup",
    style: "terse",
    expect: () => figures(annual("MSFT", "operatingCashFlow", "2023")),
  },
  {
    question: "lly r&d spend yoy chg 2024",
    about: ["LLY"],
    kind: "growth",
    style: "terse",
    expect: () => figures(yearGrowth("LLY", "researchAndDevelopment", "2024")),
  },
  {
    question: "AMZN stock comp as % of revenue, 2024",
    about: ["AMZN"],
    kind: "shareOf",
    style: "ticker",
    expect: () => figures(annual("AMZN", "stockCompensationShare", "2024")),
  },
  {
    question: "UNH return on assets fy23?",
    about: ["UNH"],
    kind: "ratio",
    style: "ticker",
    expect: () => figures(annual("UNH", "roa", "2023")),
  },
  {
    question: "whta was pepsicos efective tax rate in 2023",
    about: ["PEP"],
    kind: "ratio",
    style: "typo",
    expect: () => figures(annual("PEP", "taxRate", "2023")),
  },
  {
    question: "caterpiller free cashflow 2024 pls",
    about: ["CAT"],
    kind: "lookup",
    style: "typo",
    expect: () => figures(annual("CAT", "freeCashFlow", "2024")),
  },
  // Briefs: a measure defined, its rounding and unit, the statement named, a role, several periods.
  {
    question:
      "I run a quality-growth fund and screen for capital-light businesses. For Visa, define cash conversion as net cash from operating activities (cash flow statement) divided by net income (income statement). Give fiscal 2022, 2023 and 2024, each as a percentage rounded to the nearest whole percent.",
    about: ["V"],
    kind: "definedMeasure",
    style: "role",
    expect: () => figures(...annuals("V", "cashConversion", ["2022", "2023", "2024"], { decimals: 0 })),
  },
  {
    question:
      "Please compute Disney's tangible equity at the end of fiscal 2024, defined as total equity less goodwill and intangible assets, both taken from the balance sheet. State it in billions of US dollars with one decimal.",
    about: ["DIS"],
    kind: "definedMeasure",
    style: "brief",
    expect: () => figures(tangibleEquity("DIS", "2024", { decimals: 1, scale: "billion" })),
  },
  {
    question:
      "Wearing my fixed-income hat: what was Home Depot's current ratio, i.e. total current assets over total current liabilities from the balance sheet, at the end of fiscal 2023 and fiscal 2024? Two decimals each, please.",
    about: ["HD"],
    kind: "definedMeasure",
    style: "role",
    expect: () => figures(...annuals("HD", "currentRatio", ["2023", "2024"], { decimals: 2 })),
  },
  {
    question:
      "For a cash-generation chart I need Netflix's free cash flow margin, meaning free cash flow divided by revenue, for every year from 2020 to 2024 inclusive, as percentages with one decimal place.",
    about: ["NFLX"],
    kind: "multiPeriod",
    style: "brief",
    expect: () => figures(...annuals("NFLX", "fcfMargin", ["2020", "2021", "2022", "2023", "2024"], { decimals: 1 })),
  },
  {
    question:
      "As an analyst tracking shareholder dilution across payment networks, I'd like Mastercard's share-based compensation expense for 2024 from the cash flow statement, expressed in millions of dollars with no decimals.",
    about: ["MA"],
    kind: "lookup",
    style: "role",
    expect: () => figures(annual("MA", "stockCompensation", "2024", { decimals: 0, scale: "million" })),
  },
  // Operators on any line: per share, as a share of, one over another, days, turnover, growth.
  {
    question: "What was Coca-Cola's operating cash flow per diluted share in 2024?",
    about: ["KO"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(perShare("KO", "operatingCashFlow", "2024")),
  },
  {
    question: "How much of McDonald's 2024 operating income went to interest expense, in percent?",
    about: ["MCD"],
    kind: "shareOf",
    style: "plain",
    expect: () => figures(percentOfMeasure("MCD", "interestExpense", "operatingIncome", "2024")),
  },
  {
    question: "Apple fiscal 2023: share repurchases divided by free cash flow?",
    about: ["AAPL"],
    kind: "ratio",
    style: "plain",
    expect: () => figures(multipleOf("AAPL", "buybacks", "freeCashFlow", "2023")),
  },
  {
    question:
      "How many days of inventory was Nike carrying at the end of fiscal 2024, taking year-end inventory over cost of sales times 365?",
    about: ["NKE"],
    kind: "daysOf",
    style: "plain",
    expect: () => figures(daysOutstanding("NKE", "inventory", "2024", "yearEnd")),
  },
  {
    question: "What was Johnson & Johnson's receivables turnover in 2024, using average net receivables?",
    about: ["JNJ"],
    kind: "turnover",
    style: "plain",
    expect: () => figures(turnoverOn("JNJ", "revenue", "netReceivables", "2024")),
  },
  {
    question: "At what compound annual rate did Alphabet's revenue grow from 2020 to 2024?",
    about: ["GOOGL"],
    kind: "growth",
    style: "plain",
    expect: () => figures(cagr("GOOGL", "revenue", "2020", "2024")),
  },
  {
    question: "What has Exxon's operating margin averaged over the last three years?",
    about: ["XOM"],
    kind: "growth",
    style: "plain",
    expect: () => figures(meanOverYears("XOM", "operatingMargin", lastYears("XOM", 3))),
  },
  {
    question: "By what percentage did Meta's diluted share count shrink between 2020 and 2024?",
    about: ["META"],
    kind: "growth",
    style: "plain",
    expect: () => figures(growth("META", "dilutedShares", "2020", "2024")),
  },
  // Fiscal against calendar years, quarters by the month they end.
  {
    question:
      "Procter & Gamble operating income for calendar 2024, i.e. the quarters ending March through December 2024?",
    about: ["PG"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("PG", "2024", "operatingIncome")),
  },
  {
    question: "For Visa, what was net income in calendar year 2023 as opposed to its September fiscal year?",
    about: ["V"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("V", "2023", "netIncome")),
  },
  {
    question: "Home Depot's sales in fiscal 2024, the 53-week year that ended in early February 2025?",
    about: ["HD"],
    kind: "fiscalPeriod",
    style: "plain",
    expect: () => figures(annual("HD", "revenue", "2024")),
  },
  {
    question: "How much did Apple earn in the December 2024 quarter?",
    about: ["AAPL"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(quarterEnding("AAPL", "2024-12", "netIncome")),
  },
  {
    question: "pepsico net revenue for its quarter ended june 2024",
    about: ["PEP"],
    kind: "quarter",
    style: "terse",
    expect: () => figures(quarterEnding("PEP", "2024-06", "revenue")),
  },
  // Follow-ups: the second turn leans on the first.
  {
    earlier: ["What did Caterpillar earn in 2024?"],
    question: "And as a share of its revenue?",
    about: ["CAT"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(annual("CAT", "netMargin", "2024")),
  },
  {
    earlier: ["How much did Walmart spend buying back its own shares in fiscal 2025?"],
    question: "and on dividends?",
    about: ["WMT"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("WMT", "dividends", "2025")),
  },
  {
    earlier: ["Amazon capital expenditure 2024"],
    question: "What multiple of its depreciation and amortization is that?",
    about: ["AMZN"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(multipleOf("AMZN", "capex", "depreciation", "2024")),
  },
  {
    earlier: ["What was Alphabet's operating margin in 2024?"],
    question: "what about meta's, same year?",
    about: ["GOOGL", "META"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("META", "operatingMargin", "2024")),
  },
  // Two-part questions, one with a part the data does not hold.
  {
    question: "How much cash did Netflix hold at the end of 2024, and how much total debt did it carry?",
    about: ["NFLX"],
    kind: "twoPart",
    style: "plain",
    expect: () => figures(annual("NFLX", "cash", "2024"), annual("NFLX", "totalDebt", "2024")),
  },
  {
    question: "Who is Adobe's chief executive, and what net margin did the company earn in fiscal 2024?",
    about: ["ADBE"],
    kind: "twoPart",
    style: "plain",
    expect: () => figures(ceo("ADBE"), annual("ADBE", "netMargin", "2024")),
  },
  {
    question:
      "What was McDonald's total revenue in 2024, and how much of it came from franchised restaurants as opposed to company-operated ones?",
    about: ["MCD"],
    kind: "twoPart",
    style: "plain",
    expect: () =>
      figures(annual("MCD", "revenue", "2024"), anyWord("the franchised part named", ["franchised", "franchise"])),
  },
  // A person named for the company.
  {
    question: "What did the bank Jamie Dimon runs make in net income in 2024?",
    about: ["JPM"],
    kind: "person",
    style: "plain",
    expect: () => figures(annual("JPM", "netIncome", "2024")),
  },
  // Yes/no judgements: the verdict is read from the data.
  {
    question: "Has Apple's diluted share count gone down every single year since fiscal 2020?",
    about: ["AAPL"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: annuals("AAPL", "dilutedShares", ["2020", "2024"]),
      verdict: verdictFor(fellEveryYear("AAPL", "dilutedShares", "2020")),
      claim: /\b(?:gone down|went down|fell|declined|decreased|shrank|dropped|reduced)\b/i,
    }),
  },
  {
    question: "Is Microsoft's debt-to-equity ratio under 0.25 at the end of fiscal 2024?",
    about: ["MSFT"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("MSFT", "debtToEquity", "2024")],
      verdict: verdictFor(mainValue(annual("MSFT", "debtToEquity", "2024")) < 0.25),
      claim: /\b(?:under|below|less than|lower than)\b/i,
    }),
  },
  {
    question: "Did Home Depot's operating margin contract between fiscal 2022 and fiscal 2024?",
    about: ["HD"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: annuals("HD", "operatingMargin", ["2022", "2024"]),
      verdict: verdictFor(
        mainValue(annual("HD", "operatingMargin", "2024")) < mainValue(annual("HD", "operatingMargin", "2022")),
      ),
      claim: /\b(?:contracted|shrank|narrowed|fell|declined|decreased|dropped)\b/i,
    }),
  },
  {
    question: "Did Disney more than triple its net income from fiscal 2023 to fiscal 2024?",
    about: ["DIS"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: annuals("DIS", "netIncome", ["2023", "2024"]),
      verdict: verdictFor(
        mainValue(annual("DIS", "netIncome", "2024")) > 3 * mainValue(annual("DIS", "netIncome", "2023")),
      ),
      claim: /\btripled\b/i,
    }),
  },
  {
    question: "Is J&J growing its revenue faster than Eli Lilly? Compare 2024 growth.",
    about: ["JNJ", "LLY"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [yearGrowth("JNJ", "revenue", "2024"), yearGrowth("LLY", "revenue", "2024")],
      verdict: verdictFor(
        mainValue(yearGrowth("JNJ", "revenue", "2024")) > mainValue(yearGrowth("LLY", "revenue", "2024")),
      ),
      claim: /\b(?:J&J|Johnson (?:&|and) Johnson)\b[^.]*\b(?:faster|outpac\w*|more quickly)\b/i,
    }),
  },
  // Rankings: across every covered company, or a few named.
  {
    question:
      "Across every company in your data, who spends the most on R&D relative to revenue, in each one's latest fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol, year } = leaderWhereKnown(latestYears(SAMPLE_SYMBOLS), "researchShare");
      return { figures: [annual(symbol, "researchShare", year)], leader: symbol };
    },
  },
  {
    question: "Rank Microsoft, Alphabet and Apple by free cash flow, latest fiscal year for each.",
    about: ["MSFT", "GOOGL", "AAPL"],
    kind: "ranking",
    style: "plain",
    expect: () => {
      const symbols = ["MSFT", "GOOGL", "AAPL"];
      const leader = leaderOf(latestYears(symbols), "freeCashFlow");
      return {
        figures: symbols.map((symbol) => annual(symbol, "freeCashFlow", latestYear(symbol))),
        leader,
      };
    },
  },
  {
    question: "Of Visa, JPMorgan and Mastercard, which earned the best return on equity in 2024?",
    about: ["V", "JPM", "MA"],
    kind: "ranking",
    style: "plain",
    expect: () => {
      const leader = leaderOf(
        ["V", "JPM", "MA"].map((symbol) => [symbol, "2024"] as const),
        "roe",
      );
      return { figures: [annual(leader, "roe", "2024")], leader };
    },
  },
];

const UNANSWERABLE: ReadonlyArray<HeldOut44Unanswerable> = [
  // Ownership, people, products.
  {
    question: "What percentage of Nvidia does Vanguard own?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "ownership",
    lacking: /\b(?:holders?|holdings?|own\w*|stakes?|Vanguard|institution\w*|shareholders?)\b/i,
  },
  {
    question: "What did Jamie Dimon write about interest rates in his latest shareholder letter?",
    about: ["JPM"],
    kind: "unanswerable",
    style: "letter",
    lacking: /\b(?:letters?|wr(?:ite|ote|itten)|said|says|remarks|comments?|commentary|views?)\b/i,
  },
  {
    question: "How much was Sundar Pichai paid in total compensation for 2024?",
    about: ["GOOGL"],
    kind: "unanswerable",
    style: "compensation",
    lacking: /\b(?:compensation|pay|paid|salary|salaries|proxy|executives?)\b/i,
  },
  {
    question: "How much revenue did Zepbound bring in for Eli Lilly in 2024?",
    about: ["LLY"],
    kind: "unanswerable",
    style: "productRevenue",
    lacking: /\b(?:products?|Zepbound|drugs?|brands?|broken out|break(?:s|down)?)\b/i,
  },
  {
    question: "How many iPhones did Apple sell in fiscal 2024?",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "productUnits",
    lacking: /\b(?:units?|iPhones?|products?|volumes?|shipments?|sold)\b/i,
  },
  // Qualifiers the statements do not carry.
  {
    question: "disney adjusted ebitda fy24",
    about: ["DIS"],
    kind: "unanswerable",
    style: "adjusted",
    lacking: /\b(?:adjust\w*|non-GAAP)\b/i,
  },
  {
    question: "What was Coca-Cola's organic revenue growth in 2024?",
    about: ["KO"],
    kind: "unanswerable",
    style: "organic",
    lacking: /\b(?:organic|currenc\w*|acquisitions?|divestitures?|structural)\b/i,
  },
  {
    question: "What were Exxon's normalized earnings in 2023, stripping out one-offs?",
    about: ["XOM"],
    kind: "unanswerable",
    style: "normalized",
    lacking: /\b(?:normali[sz]\w*|one-offs?|one-time|adjust\w*|special items?)\b/i,
  },
  {
    question: "UnitedHealth Optum segment revenue 2024?",
    about: ["UNH"],
    kind: "unanswerable",
    style: "segment",
    lacking: /\b(?:segments?|Optum|broken out|break(?:s|down)?|divisions?|business lines?)\b/i,
  },
  // Periods and companies outside the data.
  {
    question: "Give me Mastercard's net income for 2017.",
    about: ["MA"],
    kind: "unanswerable",
    style: "yearBefore",
    lacking: /\b(?:2017|years?|before|starts?|begins?|earliest|range)\b/i,
  },
  {
    question: "What was Nike's revenue in the quarter ending August 2022?",
    about: ["NKE"],
    kind: "unanswerable",
    style: "quarterBefore",
    lacking: /\b(?:August 2022|quarters?|before|starts?|begins?|earliest|range)\b/i,
  },
  {
    earlier: ["Home Depot revenue fiscal 2024"],
    question: "ok now do the same for lowe's",
    about: ["HD"],
    kind: "unanswerable",
    style: "otherCompany",
    lacking: /\b[Ll]owe['’]?s\b|\bLOWE['’]?S\b|\bLOW\b/,
  },
  {
    question: "AVGO fcf 2024",
    about: [],
    kind: "unanswerable",
    style: "otherCompany",
    lacking: /\bAVGO\b|\bBroadcom\b/i,
  },
  // Measures that mean nothing for the kind of company.
  {
    question: "What gross margin did Berkshire Hathaway run at in 2024?",
    about: ["BRK.B"],
    kind: "unanswerable",
    style: "meaningless",
    lacking:
      /\b(?:gross (?:margin|profit)|cost of (?:revenue|sales|goods)|insur\w*|conglomerate|appl(?:y|ies)|meaningful|report)\b/i,
  },
  {
    question: "How many days of inventory does Meta hold?",
    about: ["META"],
    kind: "unanswerable",
    style: "meaningless",
    lacking: /\b(?:inventor(?:y|ies)|appl(?:y|ies)|meaningful|advertising|services?)\b/i,
  },
  // Judgements and facts the data does not hold.
  {
    question: "Should I buy Costco stock at today's price?",
    about: ["COST"],
    kind: "unanswerable",
    style: "advice",
    lacking: /\b(?:advice|advise|recommend\w*|buy|sell|decisions?)\b/i,
  },
  {
    question: "How many people did Amazon employ at the end of 2021?",
    about: ["AMZN"],
    kind: "unanswerable",
    style: "headCountHistory",
    lacking: /\b(?:employ\w*|head ?counts?|staff|workforce|2021|history|past years?|over time)\b/i,
  },
  {
    question: "How fast did Walmart's e-commerce sales grow in fiscal 2025?",
    about: ["WMT"],
    kind: "unanswerable",
    style: "channel",
    lacking: /\b(?:e-?commerce|online|digital|channels?|segments?|broken out|break(?:s|down)?)\b/i,
  },
  {
    question: "what's the short interest on netflix right now",
    about: ["NFLX"],
    kind: "unanswerable",
    style: "shortInterest",
    lacking: /\bshort(?:ed)? (?:interest|sales?|selling|positions?)\b/i,
  },
  {
    question: "What credit rating do S&P and Moody's give Caterpillar's debt?",
    about: ["CAT"],
    kind: "unanswerable",
    style: "creditRating",
    lacking: /\b(?:credit ratings?|ratings?|rated|S&P|Moody['’]?s)\b/i,
  },
];

export const HELD_OUT_QUESTIONS_44: ReadonlyArray<HeldOut44Question> = [...ANSWERABLE, ...UNANSWERABLE];
