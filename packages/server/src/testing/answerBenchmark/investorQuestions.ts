// The investor benchmark (issue 33): questions as Koyfin, Fiscal.ai and Perplexity Finance users
// and sell-side analysts ask them, written from the sample data and not from the assistant's
// rules. Each right answer's figures are computed from the data when asked; a question the data
// cannot answer expects an honest first sentence instead.
import type { Expectation } from "./answerGrading";
import {
  annual,
  annuals,
  cagr,
  ceo,
  dividendYield,
  employees,
  enterpriseValue,
  evToEbitda,
  type Figure,
  growth,
  headquarters,
  industry,
  inSector,
  lastClose,
  lastYears,
  latestQuarter,
  latestQuarterYearOnYear,
  latestYear,
  leaderOf,
  leaderOfGrowth,
  marketCap,
  pastYearChange,
  priceChange,
  priceToEarnings,
  sector,
  shareholderYield,
  shareOfTotal,
  total,
  trailingTwelveMonths,
  yearGrowth,
  yearRange,
  yearsFrom,
} from "./sampleFigures";

export type QuestionKind =
  | "value"
  | "trend"
  | "growth"
  | "compare"
  | "rank"
  | "shareOf"
  | "profile"
  | "priceChange"
  | "derived"
  | "unanswerable";

/** What the data lacks, for a question it cannot answer. */
export type GapKind = "company" | "year" | "forecast" | "segment" | "advice" | "intraday" | "absent";

interface QuestionBase {
  readonly question: string;
  /** Earlier user turns of the conversation, oldest first (a follow-up's context). */
  readonly earlier?: ReadonlyArray<string>;
  /** The sample companies the conversation is about: an answer may name these and no other. */
  readonly about: ReadonlyArray<string>;
}

export interface AnswerableQuestion extends QuestionBase {
  readonly kind: Exclude<QuestionKind, "unanswerable">;
  /** What a right answer must contain, computed from the sample data. */
  readonly expect: () => Expectation;
}

export interface UnanswerableQuestion extends QuestionBase {
  readonly kind: "unanswerable";
  readonly lacks: GapKind;
}

export type InvestorQuestion = AnswerableQuestion | UnanswerableQuestion;

type Kind = AnswerableQuestion["kind"];

const list = (about: string | ReadonlyArray<string>) => (typeof about === "string" ? [about] : about);

function ask(
  kind: Kind,
  about: string | ReadonlyArray<string>,
  question: string,
  figures: () => ReadonlyArray<Figure>,
  more: { earlier?: ReadonlyArray<string>; leader?: () => string } = {},
): AnswerableQuestion {
  return {
    kind,
    about: list(about),
    question,
    ...(more.earlier ? { earlier: more.earlier } : {}),
    expect: () => ({ figures: figures(), ...(more.leader ? { leader: more.leader() } : {}) }),
  };
}

function gap(lacks: GapKind, about: string | ReadonlyArray<string>, question: string): UnanswerableQuestion {
  return { kind: "unanswerable", lacks, about: list(about), question };
}

const L = latestYear;
const billionsOneDecimal = { decimals: 1, scale: "billion" } as const;
const oneDecimal = { decimals: 1 } as const;
const twoDecimals = { decimals: 2 } as const;

/** The same fiscal year for several companies, for leaders. */
const each = (symbols: ReadonlyArray<string>, year: (symbol: string) => string) =>
  symbols.map((symbol) => [symbol, year(symbol)] as const);

const APPLE = "AAPL";
const TECH = inSector("Technology");
const HEALTHCARE = inSector("Healthcare");
const STAPLES = inSector("Consumer Defensive");

const ANSWERABLE: ReadonlyArray<AnswerableQuestion> = [
  // Apple
  ask("value", APPLE, "What was Apple's revenue in fiscal 2024?", () => [annual(APPLE, "revenue", "2024")]),
  ask("trend", APPLE, "Show me AAPL net income for the last 5 years", () =>
    annuals(APPLE, "netIncome", lastYears(APPLE, 5)),
  ),
  ask("growth", APPLE, "How much did Apple's revenue grow from 2021 to 2023?", () => [
    growth(APPLE, "revenue", "2021", "2023"),
  ]),
  ask(
    "derived",
    APPLE,
    "As a credit analyst I look at interest coverage, defined as operating income divided by interest expense. What was Apple's interest coverage in fiscal 2023? Round to one decimal.",
    () => [annual(APPLE, "interestCoverage", "2023", oneDecimal)],
  ),
  ask("value", APPLE, "and its operating margin?", () => [annual(APPLE, "operatingMargin", "2024")], {
    earlier: ["What was Apple's gross margin in fiscal 2024?"],
  }),
  ask("value", APPLE, "appel free cash flow 2022", () => [annual(APPLE, "freeCashFlow", "2022")]),
  ask("profile", APPLE, "Who runs Apple?", () => [ceo(APPLE)]),
  ask("priceChange", APPLE, "How did Apple stock do over the past year?", () => [pastYearChange(APPLE)]),
  ask("value", APPLE, "Apple's latest quarter: revenue and net income?", () => [
    latestQuarter(APPLE, "revenue"),
    latestQuarter(APPLE, "netIncome"),
  ]),
  ask("derived", APPLE, "How much did Apple spend on share buybacks in total since 2020?", () => [
    total(APPLE, "buybacks", yearsFrom(APPLE, "2020")),
  ]),
  ask("trend", APPLE, "AAPL diluted EPS FY2020 through FY2024", () => annuals(APPLE, "eps", yearsFrom(APPLE, "2020"))),
  ask("shareOf", APPLE, "What share of Apple's fiscal 2024 revenue went to R&D?", () => [
    annual(APPLE, "researchShare", "2024"),
  ]),
  ask(
    "derived",
    APPLE,
    "For Apple in fiscal 2024, compute shareholder yield as buybacks plus dividends paid, divided by market cap at the last close (latest diluted share count).",
    () => [shareholderYield(APPLE, "2024")],
  ),
  ask("value", APPLE, "What is Apple's current ratio at the end of fiscal 2024?", () => [
    annual(APPLE, "currentRatio", "2024"),
  ]),

  // Microsoft
  ask("trend", "MSFT", "Microsoft operating margin trend since 2020", () =>
    annuals("MSFT", "operatingMargin", yearsFrom("MSFT", "2020")),
  ),
  ask("value", "MSFT", "What's MSFT's debt-to-equity ratio in FY2024?", () => [annual("MSFT", "debtToEquity", "2024")]),
  ask("value", ["MSFT", APPLE], "how about Microsoft?", () => [annual("MSFT", "netMargin", "2024")], {
    earlier: ["What was Apple's net margin in fiscal 2024?"],
  }),
  ask("growth", "MSFT", "Microsoft revenue CAGR from FY2020 to FY2024", () => [
    cagr("MSFT", "revenue", "2020", "2024"),
  ]),
  ask("trend", "MSFT", "msft eps last three years", () => annuals("MSFT", "eps", lastYears("MSFT", 3))),
  ask("profile", "MSFT", "Who is the CEO of Microsoft and how many people does it employ?", () => [
    ceo("MSFT"),
    employees("MSFT"),
  ]),
  ask("value", "MSFT", "Microsoft TTM revenue", () => [trailingTwelveMonths("MSFT", "revenue")]),
  ask("derived", "MSFT", "Microsoft FCF conversion in FY2024, i.e. free cash flow divided by net income", () => [
    annual("MSFT", "fcfConversion", "2024"),
  ]),
  ask(
    "derived",
    "MSFT",
    "Define EBITDA as operating income plus depreciation and amortization from the cash flow statement. What was Microsoft's EBITDA in fiscal 2022, 2023 and 2024, in billions of dollars to one decimal?",
    () => annuals("MSFT", "ebitda", ["2022", "2023", "2024"], billionsOneDecimal),
  ),
  ask("priceChange", "MSFT", "Microsoft share price change from the end of March 2023 to the end of March 2025", () => [
    priceChange("MSFT", "2023-03-31", "2025-03-31"),
  ]),

  // Alphabet
  ask("trend", "GOOGL", "Alphabet net income 2022 vs 2023", () => annuals("GOOGL", "netIncome", ["2022", "2023"])),
  ask("shareOf", "GOOGL", "Google's R&D as a share of revenue in 2024", () => [
    annual("GOOGL", "researchShare", "2024"),
  ]),
  ask("trend", "GOOGL", "googel capex last 3 years", () => annuals("GOOGL", "capex", lastYears("GOOGL", 3))),
  ask("value", "GOOGL", "Alphabet started paying a dividend in 2024. How much did it pay out that year?", () => [
    annual("GOOGL", "dividends", "2024"),
  ]),
  ask("profile", "GOOGL", "Where is Alphabet headquartered?", () => [headquarters("GOOGL")]),
  ask("value", "GOOGL", "GOOGL return on equity 2024", () => [annual("GOOGL", "roe", "2024")]),
  ask(
    "priceChange",
    "GOOGL",
    "What was Alphabet's share price return in calendar 2024, from the last close of 2023 to the last close of 2024?",
    () => [priceChange("GOOGL", "2023-12-29", "2024-12-31")],
  ),
  ask(
    "derived",
    "GOOGL",
    "Effective tax rate (income tax expense / pre-tax income) for Alphabet, 2020 through 2024, one decimal",
    () => annuals("GOOGL", "taxRate", yearsFrom("GOOGL", "2020"), oneDecimal),
  ),
  ask(
    "derived",
    "GOOGL",
    "Define net cash as cash plus short-term investments minus total debt. What was Alphabet's net cash at the end of 2024?",
    () => [annual("GOOGL", "netCash", "2024")],
  ),

  // Amazon
  ask("trend", "AMZN", "Amazon's free cash flow from 2021 to 2023", () =>
    annuals("AMZN", "freeCashFlow", ["2021", "2022", "2023"]),
  ),
  ask("value", "AMZN", "What was Amazon's net income in fiscal 2022?", () => [annual("AMZN", "netIncome", "2022")]),
  ask("value", "AMZN", "Amazon operating margin 2024", () => [annual("AMZN", "operatingMargin", "2024")]),
  ask("profile", "AMZN", "How many employees does Amazon have?", () => [employees("AMZN")]),
  ask("growth", "AMZN", "Amazon revenue growth in 2024", () => [yearGrowth("AMZN", "revenue", "2024")]),
  ask("value", "AMZN", "amazn latest quarter operating income", () => [latestQuarter("AMZN", "operatingIncome")]),
  ask(
    "compare",
    ["AMZN", "WMT"],
    "Who had more revenue in their latest fiscal year, Amazon or Walmart?",
    () => [annual("AMZN", "revenue", L("AMZN")), annual("WMT", "revenue", L("WMT"))],
    { leader: () => leaderOf(each(["AMZN", "WMT"], L), "revenue") },
  ),
  ask("value", "AMZN", "What's Amazon's market cap?", () => [marketCap("AMZN")]),

  // NVIDIA
  ask("value", "NVDA", "Nvidia revenue fiscal 2025", () => [annual("NVDA", "revenue", "2025")]),
  ask("growth", "NVDA", "NVIDIA revenue CAGR over the last 5 fiscal years", () => {
    const years = lastYears("NVDA", 5);
    return [cagr("NVDA", "revenue", years[0] ?? "", years.at(-1) ?? "")];
  }),
  ask("trend", "NVDA", "Nvidia gross margin trend from fiscal 2021 to fiscal 2025", () =>
    annuals("NVDA", "grossMargin", yearsFrom("NVDA", "2021", "2025")),
  ),
  ask("growth", "NVDA", "nvdia net income growth in fiscal 2024", () => [yearGrowth("NVDA", "netIncome", "2024")]),
  ask("priceChange", "NVDA", "How has Nvidia's share price changed since the end of March 2023?", () => [
    priceChange("NVDA", "2023-03-31", "2025-03-31"),
  ]),
  ask("priceChange", "NVDA", "NVDA 52-week high and low", () => yearRange("NVDA")),
  ask("derived", "NVDA", "NVDA P/E using the last close and fiscal 2025 diluted EPS", () => [
    priceToEarnings("NVDA", "2025"),
  ]),
  ask("profile", "NVDA", "Who is the chief executive of Nvidia?", () => [ceo("NVDA")]),
  ask("value", "NVDA", "NVIDIA latest quarter gross margin", () => [latestQuarter("NVDA", "grossMargin")]),

  // Meta
  ask("trend", "META", "Meta's net margin in 2022 and 2024", () => annuals("META", "netMargin", ["2022", "2024"])),
  ask("trend", "META", "Meta Platforms buybacks over the last three years", () =>
    annuals("META", "buybacks", lastYears("META", 3)),
  ),
  ask("value", "META", "meta ROA 2024", () => [annual("META", "roa", "2024")]),
  ask("shareOf", "META", "What share of Meta's 2024 operating cash flow went to capex?", () => [
    annual("META", "capexToCashFlow", "2024"),
  ]),
  ask("profile", "META", "Meta headcount", () => [employees("META")]),
  ask("value", "META", "How much did Meta pay in dividends in 2024?", () => [annual("META", "dividends", "2024")]),
  ask(
    "value",
    "META",
    "and how much of it became net income?",
    () => [
      {
        kind: "anyOf",
        label: "META net income or net margin 2024",
        options: [annual("META", "netIncome", "2024"), annual("META", "netMargin", "2024")],
      },
    ],
    { earlier: ["How much revenue did Meta make in 2024?"] },
  ),
  ask(
    "derived",
    "META",
    "Define owner earnings as operating cash flow minus capital expenditure minus stock-based compensation. What were Meta's owner earnings in 2024?",
    () => [annual("META", "ownerEarnings", "2024")],
  ),
  ask("derived", "META", "R&D intensity (R&D / revenue) for Meta over the last three years", () =>
    annuals("META", "researchShare", lastYears("META", 3)),
  ),

  // Berkshire Hathaway
  ask("value", "BRK.B", "Berkshire net income 2022", () => [annual("BRK.B", "netIncome", "2022")]),
  ask("trend", "BRK.B", "Berkshire Hathaway revenue over the last five years", () =>
    annuals("BRK.B", "revenue", lastYears("BRK.B", 5)),
  ),
  ask("profile", "BRK.B", "Who is Berkshire's CEO?", () => [ceo("BRK.B")]),
  ask("value", "BRK.B", "Berkshire total assets at the end of 2024", () => [annual("BRK.B", "totalAssets", "2024")]),
  ask("priceChange", "BRK.B", "BRK.B price change over the past year", () => [pastYearChange("BRK.B")]),
  ask("growth", "BRK.B", "How much did Berkshire's shareholders' equity grow from 2020 to 2024?", () => [
    growth("BRK.B", "equity", "2020", "2024"),
  ]),
  ask("value", "BRK.B", "berkshre hathaway book value 2023", () => [annual("BRK.B", "equity", "2023")]),
  ask("value", "BRK.B", "Berkshire latest quarter net income", () => [latestQuarter("BRK.B", "netIncome")]),

  // JPMorgan Chase
  ask("value", "JPM", "JPMorgan net income 2024", () => [annual("JPM", "netIncome", "2024")]),
  ask("trend", "JPM", "JPM ROE over the last three years", () => annuals("JPM", "roe", lastYears("JPM", 3))),
  ask("trend", "JPM", "JPMorgan Chase dividends paid since 2020", () =>
    annuals("JPM", "dividends", yearsFrom("JPM", "2020")),
  ),
  ask("profile", "JPM", "How many employees does JPMorgan have?", () => [employees("JPM")]),
  ask("value", "JPM", "JPM total assets 2024", () => [annual("JPM", "totalAssets", "2024")]),
  ask("value", ["JPM", "BRK.B"], "how about Berkshire?", () => [annual("BRK.B", "netIncome", "2024")], {
    earlier: ["JPMorgan net income 2024"],
  }),
  ask("value", "JPM", "jp morgan chase eps 2023", () => [annual("JPM", "eps", "2023")]),

  // Visa
  ask("value", "V", "Visa net margin FY2024", () => [annual("V", "netMargin", "2024")]),
  ask(
    "compare",
    ["V", "MA"],
    "Compare Mastercard and Visa operating margin in 2024",
    () => [annual("V", "operatingMargin", "2024"), annual("MA", "operatingMargin", "2024")],
    {
      leader: () =>
        leaderOf(
          each(["V", "MA"], () => "2024"),
          "operatingMargin",
        ),
    },
  ),
  ask("shareOf", ["V", "MA"], "What share of Visa and Mastercard's combined 2024 revenue did Visa earn?", () => [
    shareOfTotal("V", ["V", "MA"], "revenue", "2024"),
  ]),
  ask("growth", "V", "Visa revenue CAGR 2020-2024", () => [cagr("V", "revenue", "2020", "2024")]),
  ask("profile", "V", "Who is Visa's CEO?", () => [ceo("V")]),
  ask("priceChange", "V", "Visa stock price change over calendar 2024", () => [
    priceChange("V", "2023-12-29", "2024-12-31"),
  ]),
  ask(
    "compare",
    ["V", "MA"],
    "which one has the better net margin?",
    () => [annual("V", "netMargin", "2024"), annual("MA", "netMargin", "2024")],
    {
      earlier: ["Compare Mastercard and Visa revenue in 2024"],
      leader: () =>
        leaderOf(
          each(["V", "MA"], () => "2024"),
          "netMargin",
        ),
    },
  ),
  ask(
    "derived",
    "V",
    "As a PM screening for quality: Visa's return on equity, net margin and FCF margin for fiscal 2024",
    () => [annual("V", "roe", "2024"), annual("V", "netMargin", "2024"), annual("V", "fcfMargin", "2024")],
  ),

  // Mastercard
  ask("value", "MA", "Mastercard free cash flow 2024", () => [annual("MA", "freeCashFlow", "2024")]),
  ask("value", "MA", "MA buybacks 2023", () => [annual("MA", "buybacks", "2023")]),
  ask("profile", "MA", "Where is Mastercard based?", () => [headquarters("MA")]),
  ask("value", "MA", "Mastercard ROE 2024", () => [annual("MA", "roe", "2024")]),
  ask("value", "MA", "mastercrad debt to equity 2024", () => [annual("MA", "debtToEquity", "2024")]),
  ask("priceChange", "MA", "Mastercard stock, past year", () => [pastYearChange("MA")]),

  // Johnson & Johnson
  ask("trend", "JNJ", "Johnson & Johnson revenue over the last 3 years", () =>
    annuals("JNJ", "revenue", lastYears("JNJ", 3)),
  ),
  ask("value", "JNJ", "JNJ net income 2023", () => [annual("JNJ", "netIncome", "2023")]),
  ask("derived", "JNJ", "J&J payout ratio in 2024 (dividends paid / net income)", () => [
    annual("JNJ", "payoutRatio", "2024"),
  ]),
  ask("value", "JNJ", "JNJ current ratio 2024", () => [annual("JNJ", "currentRatio", "2024")]),
  ask("profile", "JNJ", "What sector is Johnson and Johnson in?", () => [sector("JNJ")]),
  ask("priceChange", "JNJ", "JNJ 1-year share price change", () => [pastYearChange("JNJ")]),
  ask("value", "JNJ", "johnson & johnson dividend yield", () => [dividendYield("JNJ")]),

  // Eli Lilly
  ask("growth", "LLY", "Eli Lilly revenue growth in 2024", () => [yearGrowth("LLY", "revenue", "2024")]),
  ask("trend", "LLY", "Lilly R&D spending 2020 to 2024", () =>
    annuals("LLY", "researchAndDevelopment", yearsFrom("LLY", "2020", "2024")),
  ),
  ask("value", "LLY", "LLY net margin 2024", () => [annual("LLY", "netMargin", "2024")]),
  ask("priceChange", "LLY", "How much has Eli Lilly's stock moved since the end of March 2023?", () => [
    priceChange("LLY", "2023-03-31", "2025-03-31"),
  ]),
  ask("profile", "LLY", "Lilly CEO", () => [ceo("LLY")]),
  ask("value", "LLY", "eli lily eps 2024", () => [annual("LLY", "eps", "2024")]),
  ask("growth", "LLY", "what's the growth versus 2023?", () => [yearGrowth("LLY", "revenue", "2024")], {
    earlier: ["Eli Lilly revenue 2024"],
  }),

  // UnitedHealth
  ask("value", "UNH", "UnitedHealth revenue 2024", () => [annual("UNH", "revenue", "2024")]),
  ask("trend", "UNH", "UNH operating margin over the last 5 years", () =>
    annuals("UNH", "operatingMargin", lastYears("UNH", 5)),
  ),
  ask("value", "UNH", "UnitedHealth net debt at the end of 2024", () => [annual("UNH", "netDebt", "2024")]),
  ask("profile", "UNH", "unitedheath employees", () => [employees("UNH")]),
  ask("value", "UNH", "UNH dividends paid in 2024", () => [annual("UNH", "dividends", "2024")]),
  ask("value", "UNH", "UnitedHealth Group latest quarter revenue, and how it compares with a year earlier", () => [
    latestQuarter("UNH", "revenue"),
    latestQuarterYearOnYear("UNH", "revenue"),
  ]),

  // Exxon Mobil
  ask("trend", "XOM", "Exxon net income 2020 to 2024", () =>
    annuals("XOM", "netIncome", yearsFrom("XOM", "2020", "2024")),
  ),
  ask("value", "XOM", "Exxon Mobil capex 2024", () => [annual("XOM", "capex", "2024")]),
  ask("value", "XOM", "XOM free cash flow 2022", () => [annual("XOM", "freeCashFlow", "2022")]),
  ask("profile", "XOM", "Where is ExxonMobil headquartered?", () => [headquarters("XOM")]),
  ask("value", "XOM", "Exxon debt to equity 2024", () => [annual("XOM", "debtToEquity", "2024")]),
  ask("value", "XOM", "What's Exxon's dividend yield?", () => [dividendYield("XOM")]),
  ask("value", "XOM", "and in 2020?", () => [annual("XOM", "netIncome", "2020")], {
    earlier: ["What was Exxon's net income in 2022?"],
  }),

  // Procter & Gamble
  ask("value", "PG", "Procter & Gamble gross margin FY2024", () => [annual("PG", "grossMargin", "2024")]),
  ask("trend", "PG", "P&G dividends over the last 5 years", () => annuals("PG", "dividends", lastYears("PG", 5))),
  ask("derived", "PG", "PG payout ratio FY2024, dividends over net income", () => [
    annual("PG", "payoutRatio", "2024"),
  ]),
  ask("profile", "PG", "Procter and Gamble CEO", () => [ceo("PG")]),
  ask("growth", "PG", "PG revenue CAGR 2020-2024", () => [cagr("PG", "revenue", "2020", "2024")]),
  ask("priceChange", "PG", "Procter & Gamble last close", () => [lastClose("PG")]),

  // Coca-Cola
  ask("value", "KO", "Coca-Cola operating margin 2024", () => [annual("KO", "operatingMargin", "2024")]),
  ask("trend", "KO", "Coke net income since 2021", () => annuals("KO", "netIncome", yearsFrom("KO", "2021"))),
  ask("value", "KO", "KO dividend yield", () => [dividendYield("KO")]),
  ask("derived", "KO", "Coca Cola payout ratio 2024 (dividends / net income)", () => [
    annual("KO", "payoutRatio", "2024"),
  ]),
  ask("profile", "KO", "Where is Coca-Cola headquartered?", () => [headquarters("KO")]),
  ask(
    "derived",
    "KO",
    "Compute Coca-Cola's cash conversion, operating cash flow divided by net income, for 2022 to 2024, as percentages",
    () => annuals("KO", "cashConversion", ["2022", "2023", "2024"]),
  ),

  // PepsiCo
  ask("value", "PEP", "PepsiCo revenue 2024", () => [annual("PEP", "revenue", "2024")]),
  ask(
    "compare",
    ["KO", "PEP"],
    "Compare PepsiCo and Coca-Cola net margin in 2024",
    () => [annual("KO", "netMargin", "2024"), annual("PEP", "netMargin", "2024")],
    {
      leader: () =>
        leaderOf(
          each(["KO", "PEP"], () => "2024"),
          "netMargin",
        ),
    },
  ),
  ask("trend", "PEP", "Pepsi capex 2022-2024", () => annuals("PEP", "capex", ["2022", "2023", "2024"])),
  ask("priceChange", "PEP", "PepsiCo share price change over the past year", () => [pastYearChange("PEP")]),
  ask("value", "PEP", "pepsico current ratio 2024", () => [annual("PEP", "currentRatio", "2024")]),
  ask("value", "PEP", "PEP interest expense 2023", () => [annual("PEP", "interestExpense", "2023")]),

  // Walmart
  ask("value", "WMT", "Walmart revenue fiscal 2025", () => [annual("WMT", "revenue", "2025")]),
  ask("trend", "WMT", "Walmart net income over the last three years", () =>
    annuals("WMT", "netIncome", lastYears("WMT", 3)),
  ),
  ask("profile", "WMT", "WMT employees", () => [employees("WMT")]),
  ask("value", "WMT", "Walmart gross margin fiscal 2025", () => [annual("WMT", "grossMargin", "2025")]),
  ask("priceChange", "WMT", "Walmart stock return over the past year", () => [pastYearChange("WMT")]),
  ask("value", "WMT", "walmrat free cash flow fiscal 2024", () => [annual("WMT", "freeCashFlow", "2024")]),
  ask("growth", "WMT", "and its CAGR since fiscal 2021?", () => [cagr("WMT", "revenue", "2021", "2025")], {
    earlier: ["Walmart revenue fiscal 2025"],
  }),

  // Costco
  ask("growth", "COST", "Costco revenue growth FY2024", () => [yearGrowth("COST", "revenue", "2024")]),
  ask("trend", "COST", "Costco net margin over the last 5 years", () =>
    annuals("COST", "netMargin", lastYears("COST", 5)),
  ),
  ask("value", "COST", "COST market cap", () => [marketCap("COST")]),
  ask("profile", "COST", "Who is Costco's CEO?", () => [ceo("COST")]),
  ask("derived", "COST", "Costco P/E: last close divided by fiscal 2024 diluted EPS", () => [
    priceToEarnings("COST", "2024"),
  ]),
  ask("value", "COST", "Costco inventory at the end of fiscal 2024", () => [annual("COST", "inventory", "2024")]),
  ask("trend", "COST", "and its free cash flow?", () => annuals("COST", "freeCashFlow", lastYears("COST", 3)), {
    earlier: ["Tell me about Costco's net income over the last three years"],
  }),
  ask(
    "derived",
    "COST",
    "Working capital (current assets minus current liabilities) for Costco in fiscal 2023 and 2024",
    () => annuals("COST", "workingCapital", ["2023", "2024"]),
  ),

  // Home Depot
  ask("value", "HD", "Home Depot operating margin 2024", () => [annual("HD", "operatingMargin", "2024")]),
  ask("value", "HD", "HD debt to equity 2024", () => [annual("HD", "debtToEquity", "2024")]),
  ask("trend", "HD", "Home Depot buybacks since 2020", () => annuals("HD", "buybacks", yearsFrom("HD", "2020"))),
  ask("profile", "HD", "Where is Home Depot's headquarters?", () => [headquarters("HD")]),
  ask("growth", "HD", "HD revenue growth in 2023", () => [yearGrowth("HD", "revenue", "2023")]),
  ask(
    "derived",
    "HD",
    "As a credit analyst: for Home Depot's fiscal 2024, give total debt / EBITDA, where EBITDA = operating income + D&A. Two decimals.",
    () => [annual("HD", "debtToEbitda", "2024", twoDecimals)],
  ),

  // McDonald's
  ask("value", "MCD", "McDonald's net income 2024", () => [annual("MCD", "netIncome", "2024")]),
  ask("trend", "MCD", "MCD operating margin trend from 2020 to 2024", () =>
    annuals("MCD", "operatingMargin", yearsFrom("MCD", "2020", "2024")),
  ),
  ask("value", "MCD", "McDonalds dividends 2024", () => [annual("MCD", "dividends", "2024")]),
  ask("profile", "MCD", "McDonald's CEO", () => [ceo("MCD")]),
  ask("priceChange", "MCD", "MCD price change in 2024 (end of 2023 to end of 2024)", () => [
    priceChange("MCD", "2023-12-29", "2024-12-31"),
  ]),
  ask("value", "MCD", "mcdonalds interest expense in 2022", () => [annual("MCD", "interestExpense", "2022")]),

  // Nike
  ask("value", "NKE", "Nike revenue fiscal 2024", () => [annual("NKE", "revenue", "2024")]),
  ask("trend", "NKE", "Nike gross margin over the last three years", () =>
    annuals("NKE", "grossMargin", lastYears("NKE", 3)),
  ),
  ask("value", "NKE", "NKE latest quarter revenue", () => [latestQuarter("NKE", "revenue")]),
  ask("priceChange", "NKE", "Nike share price change over the past year", () => [pastYearChange("NKE")]),
  ask("profile", "NKE", "nkie employees", () => [employees("NKE")]),
  ask("value", "NKE", "Nike ROE 2024", () => [annual("NKE", "roe", "2024")]),
  ask("value", "NKE", "what about fiscal 2022?", () => [annual("NKE", "revenue", "2022")], {
    earlier: ["What was Nike's revenue in fiscal 2024?"],
  }),

  // Caterpillar
  ask("value", "CAT", "Caterpillar revenue 2024", () => [annual("CAT", "revenue", "2024")]),
  ask("trend", "CAT", "CAT operating margin 2020 to 2024", () =>
    annuals("CAT", "operatingMargin", yearsFrom("CAT", "2020", "2024")),
  ),
  ask("value", "CAT", "Caterpillar free cash flow 2024", () => [annual("CAT", "freeCashFlow", "2024")]),
  ask("profile", "CAT", "Where is Caterpillar headquartered?", () => [headquarters("CAT")]),
  ask("value", "CAT", "catepillar net income 2023", () => [annual("CAT", "netIncome", "2023")]),
  ask("derived", "CAT", "Give me Caterpillar's revenue, operating income and net income for FY2022 and FY2024", () => [
    ...annuals("CAT", "revenue", ["2022", "2024"]),
    ...annuals("CAT", "operatingIncome", ["2022", "2024"]),
    ...annuals("CAT", "netIncome", ["2022", "2024"]),
  ]),

  // Disney
  ask("value", "DIS", "Disney revenue 2024", () => [annual("DIS", "revenue", "2024")]),
  ask("trend", "DIS", "Walt Disney net income since 2020", () => annuals("DIS", "netIncome", yearsFrom("DIS", "2020"))),
  ask("value", "DIS", "DIS capex 2024", () => [annual("DIS", "capex", "2024")]),
  ask("profile", "DIS", "Who is the CEO of Disney?", () => [ceo("DIS")]),
  ask("priceChange", "DIS", "Disney stock price change over the past year", () => [pastYearChange("DIS")]),
  ask("value", "DIS", "Disney net debt 2024", () => [annual("DIS", "netDebt", "2024")]),
  ask("profile", "DIS", "How many employees does it have?", () => [employees("DIS")], {
    earlier: ["Who is the CEO of Disney?"],
  }),

  // Netflix
  ask("growth", "NFLX", "Netflix revenue CAGR 2020-2024", () => [cagr("NFLX", "revenue", "2020", "2024")]),
  ask("trend", "NFLX", "NFLX operating margin over the last 3 years", () =>
    annuals("NFLX", "operatingMargin", lastYears("NFLX", 3)),
  ),
  ask("trend", "NFLX", "Netflix free cash flow 2020-2024", () =>
    annuals("NFLX", "freeCashFlow", yearsFrom("NFLX", "2020", "2024")),
  ),
  ask("profile", "NFLX", "Who runs Netflix?", () => [ceo("NFLX")]),
  ask("priceChange", "NFLX", "Netflix price change over the past year", () => [pastYearChange("NFLX")]),
  ask("value", "NFLX", "netflx net income 2024", () => [annual("NFLX", "netIncome", "2024")]),
  ask("priceChange", ["NFLX", "DIS"], "and Disney?", () => [pastYearChange("DIS")], {
    earlier: ["How did Netflix stock do over the past year?"],
  }),

  // Adobe
  ask("value", "ADBE", "Adobe revenue FY2024", () => [annual("ADBE", "revenue", "2024")]),
  ask("value", "ADBE", "ADBE gross margin 2024", () => [annual("ADBE", "grossMargin", "2024")]),
  ask("value", "ADBE", "Adobe buybacks 2024", () => [annual("ADBE", "buybacks", "2024")]),
  ask("priceChange", "ADBE", "Adobe share price change over the past year", () => [pastYearChange("ADBE")]),
  ask("profile", "ADBE", "Adobe CEO", () => [ceo("ADBE")]),
  ask("derived", "ADBE", "adobe FCF conversion 2024 (free cash flow / net income)", () => [
    annual("ADBE", "fcfConversion", "2024"),
  ]),
  ask("shareOf", "ADBE", "Stock-based compensation as a % of revenue for Adobe in FY2024", () => [
    annual("ADBE", "stockCompensationShare", "2024"),
  ]),

  // Comparisons across companies
  ask(
    "compare",
    ["MSFT", APPLE],
    "Which is growing revenue faster in the latest fiscal year, Apple or Microsoft?",
    () => [yearGrowth("MSFT", "revenue", L("MSFT")), yearGrowth(APPLE, "revenue", L(APPLE))],
    {
      leader: () =>
        leaderOfGrowth(
          [
            ["MSFT", lastYears("MSFT", 2)[0] ?? "", L("MSFT")],
            [APPLE, lastYears(APPLE, 2)[0] ?? "", L(APPLE)],
          ],
          "revenue",
        ),
    },
  ),
  ask(
    "compare",
    ["NVDA", "ADBE"],
    "Compare Nvidia and Adobe gross margins in their latest fiscal year",
    () => [annual("NVDA", "grossMargin", L("NVDA")), annual("ADBE", "grossMargin", L("ADBE"))],
    { leader: () => leaderOf(each(["NVDA", "ADBE"], L), "grossMargin") },
  ),
  ask(
    "compare",
    ["JPM", "BRK.B"],
    "JPM vs Berkshire: net income in 2024",
    () => [annual("JPM", "netIncome", "2024"), annual("BRK.B", "netIncome", "2024")],
    {
      leader: () =>
        leaderOf(
          each(["JPM", "BRK.B"], () => "2024"),
          "netIncome",
        ),
    },
  ),
  ask(
    "compare",
    ["XOM", "CAT"],
    "Which generated more free cash flow in 2024, Caterpillar or Exxon?",
    () => [annual("XOM", "freeCashFlow", "2024"), annual("CAT", "freeCashFlow", "2024")],
    {
      leader: () =>
        leaderOf(
          each(["XOM", "CAT"], () => "2024"),
          "freeCashFlow",
        ),
    },
  ),
  ask(
    "compare",
    ["DIS", "NKE"],
    "Which is more indebted, Disney or Nike? Use debt to equity for the latest fiscal year.",
    () => [annual("DIS", "debtToEquity", L("DIS")), annual("NKE", "debtToEquity", L("NKE"))],
    { leader: () => leaderOf(each(["DIS", "NKE"], L), "debtToEquity") },
  ),
  ask(
    "compare",
    [APPLE, "GOOGL"],
    "Alphabet vs Apple return on equity in 2024",
    () => [annual(APPLE, "roe", "2024"), annual("GOOGL", "roe", "2024")],
    {
      leader: () =>
        leaderOf(
          each([APPLE, "GOOGL"], () => "2024"),
          "roe",
        ),
    },
  ),
  ask("compare", ["NFLX", "DIS"], "Compare the 1-year share price performance of Netflix and Disney", () => [
    pastYearChange("NFLX"),
    pastYearChange("DIS"),
  ]),
  ask(
    "compare",
    ["LLY", "JNJ"],
    "Johnson & Johnson vs Eli Lilly: revenue CAGR from 2020 to 2024",
    () => [cagr("LLY", "revenue", "2020", "2024"), cagr("JNJ", "revenue", "2020", "2024")],
    {
      leader: () =>
        leaderOfGrowth(
          [
            ["LLY", "2020", "2024"],
            ["JNJ", "2020", "2024"],
          ],
          "revenue",
        ),
    },
  ),
  ask("compare", ["COST", "WMT"], "costco vs walmart employees", () => [employees("COST"), employees("WMT")]),
  ask(
    "compare",
    ["GOOGL", "META"],
    "Google or Meta: which had the higher operating margin in 2023?",
    () => [annual("GOOGL", "operatingMargin", "2023"), annual("META", "operatingMargin", "2023")],
    {
      leader: () =>
        leaderOf(
          each(["GOOGL", "META"], () => "2023"),
          "operatingMargin",
        ),
    },
  ),
  ask(
    "compare",
    ["HD", "MCD"],
    "McDonald's versus Home Depot dividends paid in 2024",
    () => [annual("HD", "dividends", "2024"), annual("MCD", "dividends", "2024")],
    {
      leader: () =>
        leaderOf(
          each(["HD", "MCD"], () => "2024"),
          "dividends",
        ),
    },
  ),
  ask("compare", ["UNH", "JNJ"], "Compare UnitedHealth and J&J net income over the last three years", () => [
    ...annuals("UNH", "netIncome", lastYears("UNH", 3)),
    ...annuals("JNJ", "netIncome", lastYears("JNJ", 3)),
  ]),
  ask(
    "compare",
    ["AMZN", "MSFT"],
    "Microsoft vs Amazon capex in 2024",
    () => [annual("AMZN", "capex", "2024"), annual("MSFT", "capex", "2024")],
    {
      leader: () =>
        leaderOf(
          each(["AMZN", "MSFT"], () => "2024"),
          "capex",
        ),
    },
  ),
  ask("compare", ["PG", "KO"], "P&G vs Coca-Cola dividend yield", () => [dividendYield("PG"), dividendYield("KO")]),
  ask(
    "compare",
    ["V", "MA"],
    "Mastercard versus Visa free cash flow in 2024, in billions",
    () => [annual("V", "freeCashFlow", "2024"), annual("MA", "freeCashFlow", "2024")],
    {
      leader: () =>
        leaderOf(
          each(["V", "MA"], () => "2024"),
          "freeCashFlow",
        ),
    },
  ),

  // Rankings
  ask(
    "rank",
    [APPLE, "MSFT", "GOOGL"],
    "Rank Apple, Microsoft and Alphabet by fiscal 2024 net income",
    () => [
      annual(APPLE, "netIncome", "2024"),
      annual("MSFT", "netIncome", "2024"),
      annual("GOOGL", "netIncome", "2024"),
    ],
    {
      leader: () =>
        leaderOf(
          each([APPLE, "MSFT", "GOOGL"], () => "2024"),
          "netIncome",
        ),
    },
  ),
  ask(
    "rank",
    ["V", "MA", "ADBE"],
    "Which has the highest operating margin in 2024: Adobe, Mastercard or Visa?",
    () => ["V", "MA", "ADBE"].map((symbol) => annual(symbol, "operatingMargin", "2024")),
    {
      leader: () =>
        leaderOf(
          each(["V", "MA", "ADBE"], () => "2024"),
          "operatingMargin",
        ),
    },
  ),
  ask(
    "rank",
    STAPLES,
    "Rank the consumer defensive companies in the data by revenue in their latest fiscal year",
    () => STAPLES.map((symbol) => annual(symbol, "revenue", L(symbol))),
    { leader: () => leaderOf(each(STAPLES, L), "revenue") },
  ),
  ask(
    "rank",
    HEALTHCARE,
    "Which healthcare company in the data had the highest net margin in 2024?",
    () => HEALTHCARE.map((symbol) => annual(symbol, "netMargin", "2024")),
    {
      leader: () =>
        leaderOf(
          each(HEALTHCARE, () => "2024"),
          "netMargin",
        ),
    },
  ),
  ask(
    "rank",
    ["NVDA", "META", "NFLX"],
    "Rank NFLX, META and NVDA by revenue growth in their latest fiscal year",
    () => ["NVDA", "META", "NFLX"].map((symbol) => yearGrowth(symbol, "revenue", L(symbol))),
    {
      leader: () =>
        leaderOfGrowth(
          ["NVDA", "META", "NFLX"].map((symbol) => [symbol, lastYears(symbol, 2)[0] ?? "", L(symbol)] as const),
          "revenue",
        ),
    },
  ),
  ask(
    "rank",
    ["KO", "PEP", "PG"],
    "Of Coca-Cola, PepsiCo and Procter & Gamble, which paid the most in dividends in 2024?",
    () => ["KO", "PEP", "PG"].map((symbol) => annual(symbol, "dividends", "2024")),
    {
      leader: () =>
        leaderOf(
          each(["KO", "PEP", "PG"], () => "2024"),
          "dividends",
        ),
    },
  ),
  ask(
    "rank",
    ["AMZN", "WMT", "COST"],
    "Rank Costco, Walmart and Amazon by net margin in their latest fiscal year",
    () => ["AMZN", "WMT", "COST"].map((symbol) => annual(symbol, "netMargin", L(symbol))),
    { leader: () => leaderOf(each(["AMZN", "WMT", "COST"], L), "netMargin") },
  ),
  ask(
    "rank",
    ["JPM", "BRK.B", "V"],
    "Which of Visa, Berkshire and JPMorgan had the most total assets at the end of fiscal 2024?",
    () => ["JPM", "BRK.B", "V"].map((symbol) => annual(symbol, "totalAssets", "2024")),
    {
      leader: () =>
        leaderOf(
          each(["JPM", "BRK.B", "V"], () => "2024"),
          "totalAssets",
        ),
    },
  ),
  ask(
    "rank",
    TECH,
    "Rank the technology companies in the data by R&D spending in their latest fiscal year",
    () => TECH.map((symbol) => annual(symbol, "researchAndDevelopment", L(symbol))),
    { leader: () => leaderOf(each(TECH, L), "researchAndDevelopment") },
  ),
  ask(
    "rank",
    ["AMZN", "MSFT", "GOOGL"],
    "Capex intensity (capex / revenue) for Amazon, Microsoft and Alphabet in 2024, ranked",
    () => ["AMZN", "MSFT", "GOOGL"].map((symbol) => annual(symbol, "capexShare", "2024")),
    {
      leader: () =>
        leaderOf(
          each(["AMZN", "MSFT", "GOOGL"], () => "2024"),
          "capexShare",
        ),
    },
  ),
  ask(
    "rank",
    ["XOM", "CAT", "HD"],
    "Rank Exxon, Caterpillar and Home Depot by return on assets in 2024",
    () => ["XOM", "CAT", "HD"].map((symbol) => annual(symbol, "roa", "2024")),
    {
      leader: () =>
        leaderOf(
          each(["XOM", "CAT", "HD"], () => "2024"),
          "roa",
        ),
    },
  ),
  ask(
    "rank",
    ["NKE", "MCD", "DIS"],
    "Among Nike, McDonald's and Disney, who had the highest operating margin in their latest fiscal year?",
    () => ["NKE", "MCD", "DIS"].map((symbol) => annual(symbol, "operatingMargin", L(symbol))),
    { leader: () => leaderOf(each(["NKE", "MCD", "DIS"], L), "operatingMargin") },
  ),
  ask(
    "rank",
    ["LLY", "NVDA", "NFLX", "COST"],
    "Which stock did best over the past year: Lilly, Nvidia, Netflix or Costco?",
    () => ["LLY", "NVDA", "NFLX", "COST"].map(pastYearChange),
  ),

  // Share of
  ask("shareOf", APPLE, "What percentage of Apple's fiscal 2024 operating cash flow went to buybacks?", () => [
    annual(APPLE, "buybacksToCashFlow", "2024"),
  ]),
  ask("shareOf", ["KO", "PEP"], "What share of Coca-Cola and PepsiCo's combined 2024 revenue was Coca-Cola's?", () => [
    shareOfTotal("KO", ["KO", "PEP"], "revenue", "2024"),
  ]),
  ask("shareOf", "AMZN", "Capex as a share of revenue at Amazon in 2024", () => [annual("AMZN", "capexShare", "2024")]),
  ask("shareOf", "NVDA", "How much of Nvidia's fiscal 2025 revenue was R&D, as a percentage?", () => [
    annual("NVDA", "researchShare", "2025"),
  ]),
  ask("shareOf", ["GOOGL", "META"], "What share of Alphabet and Meta's combined 2024 net income did Meta earn?", () => [
    shareOfTotal("META", ["GOOGL", "META"], "netIncome", "2024"),
  ]),
  ask("shareOf", "MSFT", "What share of Microsoft's FY2024 operating cash flow was spent on capex?", () => [
    annual("MSFT", "capexToCashFlow", "2024"),
  ]),

  // Valuation and other derived measures
  ask(
    "derived",
    "NVDA",
    "Using the last close and latest diluted share count, what are Nvidia's market cap and enterprise value (market cap + debt − cash)?",
    () => [marketCap("NVDA"), enterpriseValue("NVDA")],
  ),
  ask("derived", "KO", "Coca-Cola EV/EBITDA on the latest fiscal year, EV = market cap + total debt − cash", () => [
    evToEbitda("KO"),
  ]),
  ask("derived", APPLE, "Apple's P/E on fiscal 2024 diluted EPS and the last close, two decimals", () => [
    priceToEarnings(APPLE, "2024", twoDecimals),
  ]),
  ask("derived", "MSFT", "microsoft interest coverage ratio 2024 (EBIT / interest expense)", () => [
    annual("MSFT", "interestCoverage", "2024"),
  ]),
  ask(
    "derived",
    "PEP",
    "PepsiCo total payout ratio in 2024, defined as dividends plus buybacks over net income",
    () => [annual("PEP", "totalPayout", "2024")],
  ),
  ask("derived", "META", "Meta FCF margin 2024 (free cash flow / revenue)", () => [
    annual("META", "fcfMargin", "2024"),
  ]),
  ask("derived", "JPM", "JPMorgan return on assets, 2022 to 2024", () =>
    annuals("JPM", "roa", ["2022", "2023", "2024"]),
  ),
  ask("derived", "WMT", "What is Walmart's EBITDA in fiscal 2025 if EBITDA is operating income plus D&A?", () => [
    annual("WMT", "ebitda", "2025"),
  ]),
  ask("derived", "ADBE", "ADBE net cash (cash plus short-term investments less debt) at the end of fiscal 2024", () => [
    annual("ADBE", "netCash", "2024"),
  ]),
  ask("value", "GOOGL", "Alphabet total debt and equity at the end of 2024", () => [
    annual("GOOGL", "totalDebt", "2024"),
    annual("GOOGL", "equity", "2024"),
  ]),
  ask("value", "NFLX", "NFLX diluted shares outstanding 2024", () => [annual("NFLX", "dilutedShares", "2024")]),
  ask("value", "MSFT", "Microsoft stock-based compensation in FY2024", () => [
    annual("MSFT", "stockCompensation", "2024"),
  ]),
  ask("value", "LLY", "What was Eli Lilly's latest quarterly EPS?", () => [latestQuarter("LLY", "eps")]),
  ask("value", APPLE, "AAPL trailing twelve month net income", () => [trailingTwelveMonths(APPLE, "netIncome")]),
  ask("value", "CAT", "Caterpillar last close and 52-week range", () => [lastClose("CAT"), ...yearRange("CAT")]),
  ask("value", "META", "what's facebook's revenue in 2023", () => [annual("META", "revenue", "2023")]),
  ask("profile", "ADBE", "What industry is Adobe in?", () => [industry("ADBE")]),
  ask("profile", "PEP", "pepsi headquarters", () => [headquarters("PEP")]),
  ask("profile", "XOM", "How many people work at Exxon Mobil?", () => [employees("XOM")]),
  ask("profile", "UNH", "Who's the CEO of UnitedHealth Group?", () => [ceo("UNH")]),
  ask("profile", "JPM", "JPMorgan CEO", () => [ceo("JPM")]),
  ask("profile", "NVDA", "Where is Nvidia based and what sector is it in?", () => [
    headquarters("NVDA"),
    sector("NVDA"),
  ]),
  ask("profile", "WMT", "Walmart's CEO", () => [ceo("WMT")]),
  ask("profile", "CAT", "Caterpillar headcount", () => [employees("CAT")]),
  ask("growth", "DIS", "Disney revenue growth from 2021 to 2024", () => [growth("DIS", "revenue", "2021", "2024")]),
  ask("growth", "MA", "Mastercard net income growth in 2024", () => [yearGrowth("MA", "netIncome", "2024")]),
  ask("growth", "KO", "coca cola revenue CAGR last 5 years", () => [cagr("KO", "revenue", "2020", "2024")]),
  ask("growth", "ADBE", "How fast did Adobe's revenue grow in fiscal 2024?", () => [
    yearGrowth("ADBE", "revenue", "2024"),
  ]),
  ask("growth", "XOM", "Exxon operating income growth from 2021 to 2022", () => [
    growth("XOM", "operatingIncome", "2021", "2022"),
  ]),
  ask("growth", "JNJ", "Johnson & Johnson EPS growth in 2024", () => [yearGrowth("JNJ", "eps", "2024")]),
  ask("growth", "CAT", "caterpillar revenue CAGR 2020 to 2024", () => [cagr("CAT", "revenue", "2020", "2024")]),
  ask("priceChange", "HD", "Home Depot stock from the end of June 2023 to the end of June 2024", () => [
    priceChange("HD", "2023-06-30", "2024-06-28"),
  ]),
  ask("priceChange", "KO", "KO price change past year", () => [pastYearChange("KO")]),
  ask("priceChange", "XOM", "XOM 52 week range", () => yearRange("XOM")),
  ask("priceChange", "META", "How much is Meta stock up since March 2023?", () => [
    priceChange("META", "2023-03-31", "2025-03-31"),
  ]),
  ask("priceChange", "JPM", "JPM stock performance in 2024", () => [priceChange("JPM", "2023-12-29", "2024-12-31")]),
  ask("priceChange", "UNH", "UnitedHealth share price change over the past year", () => [pastYearChange("UNH")]),
  ask("priceChange", "AMZN", "Amazon last close price", () => [lastClose("AMZN")]),
  ask(
    "trend",
    "PG",
    "As an equity analyst covering staples, give me Procter & Gamble's gross, operating and net margin for fiscal 2022 and fiscal 2024",
    () => [
      ...annuals("PG", "grossMargin", ["2022", "2024"]),
      ...annuals("PG", "operatingMargin", ["2022", "2024"]),
      ...annuals("PG", "netMargin", ["2022", "2024"]),
    ],
  ),
  ask("trend", "V", "visa free cash flow since 2021", () => annuals("V", "freeCashFlow", yearsFrom("V", "2021"))),
  ask("trend", "HD", "Home Depot shareholders' equity 2020-2024", () =>
    annuals("HD", "equity", yearsFrom("HD", "2020", "2024")),
  ),
  ask("trend", "MA", "Mastercard revenue, last three years", () => annuals("MA", "revenue", lastYears("MA", 3))),
  ask("trend", "NKE", "Nike net income from fiscal 2021 to fiscal 2023", () =>
    annuals("NKE", "netIncome", ["2021", "2022", "2023"]),
  ),
  ask("trend", "LLY", "Eli Lilly operating cash flow last 5 years", () =>
    annuals("LLY", "operatingCashFlow", lastYears("LLY", 5)),
  ),
  ask("trend", "UNH", "unh eps since 2022", () => annuals("UNH", "eps", yearsFrom("UNH", "2022"))),
  ask("trend", "DIS", "Disney free cash flow last 3 years, in billions to one decimal", () =>
    annuals("DIS", "freeCashFlow", lastYears("DIS", 3), billionsOneDecimal),
  ),
  ask("trend", "NFLX", "Netflix revenue in 2022 and 2023", () => annuals("NFLX", "revenue", ["2022", "2023"])),
  ask("trend", "BRK.B", "Berkshire Hathaway buybacks since 2020", () =>
    annuals("BRK.B", "buybacks", yearsFrom("BRK.B", "2020")),
  ),
  ask("trend", "WMT", "WMT debt to equity over the last three fiscal years", () =>
    annuals("WMT", "debtToEquity", lastYears("WMT", 3)),
  ),
];

const UNANSWERABLE: ReadonlyArray<UnanswerableQuestion> = [
  // Companies outside the set, by name
  gap("company", [], "What was Ford's revenue in 2024?"),
  gap("company", [], "Rivian cash burn last year"),
  gap("company", [], "How profitable is Siemens?"),
  gap("company", [], "Tesla gross margin 2023"),
  gap("company", [], "Who is the CEO of Intel?"),
  gap("company", [], "Boeing free cash flow 2024"),
  gap("company", [], "Pfizer revenue over the last three years"),
  gap("company", [], "What is Target's operating margin?"),
  gap("company", [], "Starbucks dividend yield"),
  gap("company", [], "How many employees does Toyota have?"),
  gap("company", [], "What was Chevron's net income in 2024?"),
  gap("company", [], "Samsung Electronics revenue 2023"),
  // Companies outside the set, by ticker
  gap("company", [], "TSLA net income 2024"),
  gap("company", [], "RIVN revenue"),
  gap("company", [], "INTC operating margin 2024"),
  gap("company", [], "ORCL free cash flow last 3 years"),
  gap("company", [], "What's CRM's P/E?"),
  gap("company", [], "$SBUX stock performance over the past year"),
  gap("company", [], "PFE dividends paid 2024"),
  gap("company", [], "AMD revenue growth 2024"),
  // Years outside the data
  gap("year", "MSFT", "What was Microsoft's revenue in fiscal 2015?"),
  gap("year", APPLE, "Apple net income in 2018"),
  gap("year", "KO", "Coca-Cola dividends paid in 2010"),
  gap("year", "AMZN", "Amazon operating margin in fiscal 2019"),
  gap("year", APPLE, "What was Apple's full-year revenue for fiscal 2025?"),
  gap("year", "NFLX", "Netflix free cash flow in 2016"),
  // Forecasts
  gap("forecast", APPLE, "What will Apple's revenue be in fiscal 2027?"),
  gap("forecast", "NVDA", "What will Nvidia earn next quarter?"),
  gap("forecast", "MSFT", "What's your price target for Microsoft for the end of 2026?"),
  gap("forecast", "COST", "Forecast Costco's EPS for fiscal 2026"),
  gap("forecast", "AMZN", "Where will Amazon stock be in a year?"),
  // Segments
  gap("segment", APPLE, "What was Apple's iPhone revenue in fiscal 2024?"),
  gap("segment", "AMZN", "AWS operating income 2024"),
  gap("segment", "MSFT", "How fast is Azure growing?"),
  gap("segment", "GOOGL", "YouTube advertising revenue 2024"),
  gap("segment", "DIS", "Disney parks and experiences segment operating income"),
  gap("segment", "LLY", "Mounjaro sales in 2024"),
  gap("segment", "NKE", "Nike revenue from Greater China in fiscal 2024"),
  gap("segment", "JPM", "JPMorgan investment banking fees in 2024"),
  // Advice
  gap("advice", "NVDA", "Should I buy Nvidia?"),
  gap("advice", "DIS", "Should I sell my Disney shares now?"),
  gap("advice", [], "Which stock should I put my savings in?"),
  gap("advice", "KO", "Is Coca-Cola a good buy at today's price?"),
  // Intraday and live prices
  gap("intraday", APPLE, "What was Apple's price at 10:30 am on March 14, 2025?"),
  gap("intraday", "MSFT", "MSFT intraday high today"),
  gap("intraday", "AMZN", "What is Amazon's live stock price right now?"),
  // Simply absent from the data
  gap("absent", "COST", "How many warehouses does Costco operate?"),
  gap("absent", "NFLX", "How many paid subscribers does Netflix have?"),
  gap("absent", "MCD", "How many restaurants does McDonald's have worldwide?"),
  gap("absent", "JPM", "What is JPMorgan's CET1 ratio?"),
  gap("absent", "META", "What share of Meta does Mark Zuckerberg own?"),
  gap("absent", "NVDA", "What's the short interest in NVDA?"),
  gap("absent", "V", "What was Visa's total payments volume in fiscal 2024?"),
  gap("absent", "UNH", "UnitedHealth medical care ratio 2024"),
  gap("absent", "XOM", "How many barrels of oil a day does Exxon produce?"),
  gap("absent", "WMT", "Walmart US comparable sales growth last quarter"),
];

export const INVESTOR_QUESTIONS: ReadonlyArray<InvestorQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
