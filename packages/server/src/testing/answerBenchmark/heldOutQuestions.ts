// The held-out benchmark: questions written apart from the answering code and from the investor
// benchmark's phrasings, to measure whether the offline assistant generalises or only knows the
// questions it was tuned on. Styles the investor set lacks: screener shorthand, chatty and
// non-native English, British and everyday synonyms, $tickers in lower case, long analyst briefs,
// three-way and sector comparisons, follow-ups, and gaps of other kinds. Same shape as
// investorQuestions.ts, so the same grader and runner apply; figures come from the sample data.
import type { Expectation } from "./answerGrading";
import {
  cashHoldings,
  changeBetween,
  meanOverYears,
  multipleBetween,
  netDebtToEbitda,
  percentOfMeasure,
  sumOfMeasures,
  sumOverYears,
} from "./heldOutFigures";
import type { QuestionKind } from "./investorQuestions";
import {
  annual,
  annuals,
  cagr,
  ceo,
  employees,
  enterpriseValue,
  type Figure,
  fiscalYears,
  headquarters,
  industry,
  inSector,
  lastClose,
  latestYear,
  leaderOf,
  leaderOfGrowth,
  type MeasureKey,
  marketCap,
  priceChange,
  priceToEarnings,
  yearGrowth,
  yearRange,
  yearsFrom,
} from "./sampleFigures";

/** How a question is put: the styles the investor benchmark lacks. */
export type QuestionStyle =
  | "terse"
  | "chatty"
  | "analyst"
  | "nonNative"
  | "british"
  | "synonym"
  | "lowerCase"
  | "threeWay"
  | "sectorRank"
  | "whichOf"
  | "followUp"
  | "profile"
  | "price"
  | "derived"
  | "gap";

/** What the data lacks, for a question it cannot answer: the investor set's kinds and others. */
export type HeldOutGapKind =
  | "company"
  | "year"
  | "forecast"
  | "guidance"
  | "priceTarget"
  | "advice"
  | "insider"
  | "options"
  | "esg"
  | "segment"
  | "geography"
  | "intraday"
  | "absent";

interface HeldOutBase {
  readonly question: string;
  readonly earlier?: ReadonlyArray<string>;
  readonly about: ReadonlyArray<string>;
  readonly style: QuestionStyle;
}

export interface HeldOutAnswerable extends HeldOutBase {
  readonly kind: Exclude<QuestionKind, "unanswerable">;
  readonly expect: () => Expectation;
}

export interface HeldOutUnanswerable extends HeldOutBase {
  readonly kind: "unanswerable";
  readonly lacks: HeldOutGapKind;
}

export type HeldOutQuestion = HeldOutAnswerable | HeldOutUnanswerable;

const list = (about: string | ReadonlyArray<string>) => (typeof about === "string" ? [about] : about);

function ask(
  style: QuestionStyle,
  kind: HeldOutAnswerable["kind"],
  about: string | ReadonlyArray<string>,
  question: string,
  figures: () => ReadonlyArray<Figure>,
  more: { earlier?: ReadonlyArray<string>; leader?: () => string } = {},
): HeldOutAnswerable {
  return {
    style,
    kind,
    about: list(about),
    question,
    ...(more.earlier ? { earlier: more.earlier } : {}),
    expect: () => ({ figures: figures(), ...(more.leader ? { leader: more.leader() } : {}) }),
  };
}

function gap(
  lacks: HeldOutGapKind,
  about: string | ReadonlyArray<string>,
  question: string,
  earlier?: ReadonlyArray<string>,
): HeldOutUnanswerable {
  return {
    style: earlier ? "followUp" : "gap",
    kind: "unanswerable",
    lacks,
    about: list(about),
    question,
    ...(earlier ? { earlier } : {}),
  };
}

const L = latestYear;
const oneDecimal = { decimals: 1 } as const;
const twoDecimals = { decimals: 2 } as const;
const noDecimals = { decimals: 0 } as const;
const billionsOneDecimal = { decimals: 1, scale: "billion" } as const;

/** One measure of several companies in one year each, and the company that leads on it. */
const sideBySide = (symbols: ReadonlyArray<string>, measure: MeasureKey, year: (symbol: string) => string) => ({
  figures: () => symbols.map((symbol) => annual(symbol, measure, year(symbol))),
  leader: () =>
    leaderOf(
      symbols.map((symbol) => [symbol, year(symbol)] as const),
      measure,
    ),
});

const same = (fiscalYear: string) => () => fiscalYear;
const priorYear = (symbol: string) => fiscalYears(symbol).at(-2) ?? "";

const FINANCIALS = inSector("Financial Services");
const COMMUNICATION = inSector("Communication Services");
const CYCLICALS = inSector("Consumer Cyclical");
const HEALTHCARE = inSector("Healthcare");
const TECH = inSector("Technology");

const threeWayNetMargin = sideBySide(["PG", "KO", "PEP"], "netMargin", same("2023"));
const bigTechOperatingMargin = sideBySide(["AAPL", "GOOGL", "MSFT"], "operatingMargin", same("2022"));
const paymentsNetIncome = sideBySide(["V", "JPM", "MA"], "netIncome", same("2023"));
const cyclicalsFcf = sideBySide(["MCD", "NKE", "HD"], "freeCashFlow", L);
const exxonCatDisneyDebt = sideBySide(["CAT", "DIS", "XOM"], "totalDebt", same("2024"));
const financialsNetIncome = sideBySide(FINANCIALS, "netIncome", same("2024"));
const communicationNetMargin = sideBySide(COMMUNICATION, "netMargin", same("2024"));
const cyclicalsGrossMargin = sideBySide(CYCLICALS, "netMargin", L);
const healthcareFcf = sideBySide(HEALTHCARE, "freeCashFlow", same("2023"));
const techOperatingMargin = sideBySide(TECH, "operatingMargin", L);
const streamingChipsSoftwareMargin = sideBySide(["NFLX", "NVDA", "ADBE"], "netMargin", L);
const retailBuybacks = sideBySide(["COST", "HD", "WMT"], "buybacks", same("2023"));
const hyperscalerCapex = sideBySide(["MSFT", "META", "AMZN"], "capex", same("2023"));
const mixedReturnOnAssets = sideBySide(["PEP", "MCD", "XOM"], "roa", same("2022"));

const ANSWERABLE: ReadonlyArray<HeldOutAnswerable> = [
  // Screener shorthand: ticker, abbreviation, year.
  ask("terse", "value", "COST", "COST gm 2023", () => [annual("COST", "grossMargin", "2023")]),
  ask("terse", "value", "AAPL", "AAPL fcf fy22", () => [annual("AAPL", "freeCashFlow", "2022")]),
  ask("terse", "value", "MSFT", "MSFT opm FY23", () => [annual("MSFT", "operatingMargin", "2023")]),
  ask("terse", "growth", "NVDA", "NVDA rev fy25 yoy", () => [yearGrowth("NVDA", "revenue", "2025")]),
  ask("terse", "value", "JPM", "JPM ni 2021", () => [annual("JPM", "netIncome", "2021")]),
  ask("terse", "trend", "XOM", "XOM capex 21-23", () => annuals("XOM", "capex", ["2021", "2022", "2023"])),
  ask("terse", "value", "KO", "KO d/e fy2022", () => [annual("KO", "debtToEquity", "2022")]),
  ask("terse", "value", "LLY", "LLY eps fy23", () => [annual("LLY", "eps", "2023")]),
  ask("terse", "value", "MA", "MA nm 2022", () => [annual("MA", "netMargin", "2022")]),
  ask("terse", "value", "HD", "HD ebit 2022", () => [annual("HD", "operatingIncome", "2022")]),
  ask("terse", "value", "UNH", "UNH ocf 2020", () => [annual("UNH", "operatingCashFlow", "2020")]),
  ask("terse", "shareOf", "ADBE", "ADBE sbc % rev fy23", () => [annual("ADBE", "stockCompensationShare", "2023")]),
  ask("terse", "value", "WMT", "WMT inv fy2024", () => [annual("WMT", "inventory", "2024")]),

  // Chatty.
  ask("chatty", "value", "AAPL", "hey, quick one — how much cash does apple sit on?", () => [
    cashHoldings("AAPL", L("AAPL"), true),
  ]),
  ask(
    "chatty",
    "value",
    "NFLX",
    "so like, is netflix actually making money these days? what was the profit last year",
    () => [annual("NFLX", "netIncome", L("NFLX"))],
  ),
  ask(
    "chatty",
    "value",
    "NKE",
    "hiya! trying to get my head around nike — how big were their sales last fiscal year?",
    () => [annual("NKE", "revenue", L("NKE"))],
  ),
  ask("chatty", "profile", "MCD", "ok random question but how many people does mcdonald's employ these days?", () => [
    employees("MCD"),
  ]),
  ask("chatty", "profile", "DIS", "lol ok so who's actually running disney right now", () => [ceo("DIS")]),
  ask(
    "chatty",
    "value",
    "CAT",
    "Been holding some Caterpillar for ages — curious what their operating profit looked like in 2023?",
    () => [annual("CAT", "operatingIncome", "2023")],
  ),
  ask("chatty", "value", "V", "quick sanity check pls: Visa's net income for fiscal 2023?", () => [
    annual("V", "netIncome", "2023"),
  ]),
  ask("chatty", "value", "HD", "hey there, what did Home Depot pull in as revenue in fiscal 2022?", () => [
    annual("HD", "revenue", "2022"),
  ]),

  // Long analyst briefs: a role, a defined measure, the rounding, several periods.
  ask(
    "analyst",
    "derived",
    "DIS",
    "As a credit analyst, compute net debt / EBITDA for Disney for FY2021 and FY2024, EBITDA = operating income + D&A from the cash flow statement, one decimal",
    () => [netDebtToEbitda("DIS", "2021", oneDecimal), netDebtToEbitda("DIS", "2024", oneDecimal)],
  ),
  ask(
    "analyst",
    "trend",
    "PEP",
    "I'm a buy-side analyst building a comp sheet. For PepsiCo, give gross margin for fiscal 2020, 2022 and 2024, defined as gross profit over revenue, as a percentage to one decimal place.",
    () => annuals("PEP", "grossMargin", ["2020", "2022", "2024"], oneDecimal),
  ),
  ask(
    "analyst",
    "derived",
    "MA",
    "Covering the payment networks: please compute Mastercard's free cash flow margin (FCF divided by revenue) for FY2021 and FY2023, in percent, rounded to one decimal.",
    () => annuals("MA", "fcfMargin", ["2021", "2023"], oneDecimal),
  ),
  ask(
    "analyst",
    "derived",
    "KO",
    "For a dividend-safety screen on Coca-Cola: dividends paid divided by free cash flow, FY2022 and FY2024, as a percentage with no decimals.",
    () => [
      percentOfMeasure("KO", "dividends", "freeCashFlow", "2022", noDecimals),
      percentOfMeasure("KO", "dividends", "freeCashFlow", "2024", noDecimals),
    ],
  ),
  ask(
    "analyst",
    "derived",
    "XOM",
    "As a portfolio manager I need Exxon's return on equity, net income over year-end shareholders' equity, for 2021 and 2022, in percent to one decimal.",
    () => [
      percentOfMeasure("XOM", "netIncome", "equity", "2021", oneDecimal),
      percentOfMeasure("XOM", "netIncome", "equity", "2022", oneDecimal),
    ],
  ),
  ask(
    "analyst",
    "shareOf",
    "NVDA",
    "Equity research, semis: Nvidia's R&D as a percentage of revenue in fiscal 2023 and fiscal 2025, two decimals please.",
    () => annuals("NVDA", "researchShare", ["2023", "2025"], twoDecimals),
  ),
  ask(
    "analyst",
    "derived",
    "MSFT",
    "As a quality-focused investor I define return on capital as operating income divided by (total debt + shareholders' equity). Compute it for Microsoft in FY2022 and FY2024, in percent, one decimal.",
    () => [
      percentOfMeasure("MSFT", "operatingIncome", ["totalDebt", "equity"], "2022", oneDecimal),
      percentOfMeasure("MSFT", "operatingIncome", ["totalDebt", "equity"], "2024", oneDecimal),
    ],
  ),
  ask(
    "analyst",
    "derived",
    "MCD",
    "Credit work on McDonald's: times interest earned = operating income / interest expense, for 2020, 2022 and 2024, rounded to one decimal.",
    () => annuals("MCD", "interestCoverage", ["2020", "2022", "2024"], oneDecimal),
  ),
  ask(
    "analyst",
    "derived",
    "JNJ",
    "I cover big pharma. Work out Johnson & Johnson's effective tax rate — income tax expense over pre-tax income — for 2021 and 2023, to one decimal.",
    () => annuals("JNJ", "taxRate", ["2021", "2023"], oneDecimal),
  ),
  ask(
    "analyst",
    "derived",
    "WMT",
    "From a capital-allocation angle: total Walmart buybacks over fiscal 2021 to fiscal 2025, and buybacks plus dividends over the same span, both in billions of dollars to one decimal.",
    () => [
      sumOverYears("WMT", ["buybacks"], yearsFrom("WMT", "2021", "2025"), billionsOneDecimal),
      sumOverYears("WMT", ["buybacks", "dividends"], yearsFrom("WMT", "2021", "2025"), billionsOneDecimal),
    ],
  ),
  ask(
    "analyst",
    "trend",
    "COST",
    "As a retail analyst I'd like Costco's operating margin (operating income / revenue) for fiscal 2020 and fiscal 2024, two decimal places.",
    () => annuals("COST", "operatingMargin", ["2020", "2024"], twoDecimals),
  ),
  ask(
    "analyst",
    "derived",
    "JPM",
    "Banks analyst here: JPMorgan's return on assets defined as net income / year-end total assets, for 2020 and 2024, in percent, two decimals.",
    () => [
      percentOfMeasure("JPM", "netIncome", "totalAssets", "2020", twoDecimals),
      percentOfMeasure("JPM", "netIncome", "totalAssets", "2024", twoDecimals),
    ],
  ),
  ask(
    "analyst",
    "trend",
    "BRK.B",
    "Insurance desk: Berkshire's net income as a share of revenue (net margin) for 2021 and 2023, to one decimal place.",
    () => annuals("BRK.B", "netMargin", ["2021", "2023"], oneDecimal),
  ),
  ask(
    "analyst",
    "growth",
    "UNH",
    "Healthcare services coverage: UnitedHealth's revenue in fiscal 2020 and fiscal 2024 in billions of dollars to one decimal, and the compound annual growth rate between them, one decimal.",
    () => [
      ...annuals("UNH", "revenue", ["2020", "2024"], billionsOneDecimal),
      cagr("UNH", "revenue", "2020", "2024", oneDecimal),
    ],
  ),

  // Non-native English.
  ask("nonNative", "value", "ADBE", "how much is profit of Adobe in year 2023?", () => [
    annual("ADBE", "netIncome", "2023"),
  ]),
  ask("nonNative", "value", "XOM", "Please tell me the Exxon company its revenue for the 2023 year.", () => [
    annual("XOM", "revenue", "2023"),
  ]),
  ask("nonNative", "value", "MSFT", "Microsoft, the earning per share in 2022 was how much?", () => [
    annual("MSFT", "eps", "2022"),
  ]),
  ask("nonNative", "value", "NKE", "what is margin gross of Nike at fiscal 2023", () => [
    annual("NKE", "grossMargin", "2023"),
  ]),
  ask("nonNative", "value", "LLY", "I want know Eli Lilly how many money they have in cash end of 2024", () => [
    cashHoldings("LLY", "2024"),
  ]),
  ask("nonNative", "value", "CAT", "Caterpillar company, the debt total it is how much in 2024?", () => [
    annual("CAT", "totalDebt", "2024"),
  ]),
  ask("nonNative", "value", "META", "For Meta please the operating cash flow of 2023 year give me", () => [
    annual("META", "operatingCashFlow", "2023"),
  ]),

  // British usage.
  ask("british", "value", "PG", "What was Procter & Gamble's turnover in FY2023?", () => [
    annual("PG", "revenue", "2023"),
  ]),
  ask("british", "value", "KO", "Coca-Cola profit after tax for 2021", () => [annual("KO", "netIncome", "2021")]),
  ask("british", "value", "WMT", "Walmart turnover and operating profit, financial year 2024", () => [
    annual("WMT", "revenue", "2024"),
    annual("WMT", "operatingIncome", "2024"),
  ]),
  ask("british", "value", "HD", "Home Depot: profit before tax in 2023?", () => [annual("HD", "pretaxIncome", "2023")]),
  ask("british", "value", "AMZN", "Amazon's capital expenditure in the 2022 financial year, please", () => [
    annual("AMZN", "capex", "2022"),
  ]),
  ask("british", "value", "GOOGL", "What was Alphabet's operating profit margin for the 2021 financial year?", () => [
    annual("GOOGL", "operatingMargin", "2021"),
  ]),
  ask("british", "value", "PEP", "Pepsi's earnings per share for the 2022 financial year", () => [
    annual("PEP", "eps", "2022"),
  ]),
  ask("british", "growth", "MA", "By how much did Mastercard's turnover rise in the 2023 financial year?", () => [
    yearGrowth("MA", "revenue", "2023"),
  ]),

  // Everyday synonyms.
  ask("synonym", "value", "AAPL", "Apple top line FY2021", () => [annual("AAPL", "revenue", "2021")]),
  ask("synonym", "value", "NFLX", "What was Netflix's bottom line in 2022?", () => [
    annual("NFLX", "netIncome", "2022"),
  ]),
  ask("synonym", "value", "DIS", "Disney sales in fiscal 2023", () => [annual("DIS", "revenue", "2023")]),
  ask("synonym", "value", "UNH", "How much did UnitedHealth earn in 2023?", () => [annual("UNH", "netIncome", "2023")]),
  ask("synonym", "derived", "META", "Meta opex in 2023, taken as R&D plus SG&A", () => [
    sumOfMeasures("META", ["researchAndDevelopment", "sga"], "2023"),
  ]),
  ask("synonym", "value", "JNJ", "How big were JNJ's buybacks in 2022?", () => [annual("JNJ", "buybacks", "2022")]),
  ask("synonym", "profile", "NVDA", "What's the headcount at Nvidia these days?", () => [employees("NVDA")]),
  ask("synonym", "value", "COST", "what did Costco earn per share in fiscal 2022", () => [
    annual("COST", "eps", "2022"),
  ]),
  ask("synonym", "growth", "ADBE", "Adobe's top-line growth for FY2023", () => [yearGrowth("ADBE", "revenue", "2023")]),
  ask("synonym", "value", "BRK.B", "how much stock did Berkshire buy back in 2021?", () => [
    annual("BRK.B", "buybacks", "2021"),
  ]),
  ask("synonym", "value", "XOM", "Exxon bottom line 2020", () => [annual("XOM", "netIncome", "2020")]),
  ask("synonym", "value", "LLY", "Lilly capex in 2024", () => [annual("LLY", "capex", "2024")]),

  // Lower-case names and $tickers.
  ask("lowerCase", "value", "NVDA", "$nvda net income fy2024", () => [annual("NVDA", "netIncome", "2024")]),
  ask("lowerCase", "value", "AAPL", "$aapl gross margin last year", () => [annual("AAPL", "grossMargin", L("AAPL"))]),
  ask("lowerCase", "value", "KO", "$ko revenue 2020", () => [annual("KO", "revenue", "2020")]),
  ask("lowerCase", "value", "JPM", "jpmorgan dividends 2022", () => [annual("JPM", "dividends", "2022")]),
  ask("lowerCase", "value", "DIS", "$dis free cash flow 2023", () => [annual("DIS", "freeCashFlow", "2023")]),
  ask("lowerCase", "value", "V", "$v operating margin fy2022", () => [annual("V", "operatingMargin", "2022")]),
  ask("lowerCase", "value", "UNH", "unitedhealth roa 2022", () => [annual("UNH", "roa", "2022")]),
  ask("lowerCase", "value", "WMT", "$wmt eps fy2023", () => [annual("WMT", "eps", "2023")]),
  ask("lowerCase", "value", "NFLX", "netflix op margin 2021", () => [annual("NFLX", "operatingMargin", "2021")]),
  ask("lowerCase", "value", "BRK.B", "$brk.b total assets 2022", () => [annual("BRK.B", "totalAssets", "2022")]),
  ask("lowerCase", "value", "PG", "procter gamble fcf 2021", () => [annual("PG", "freeCashFlow", "2021")]),

  // Three companies side by side.
  ask(
    "threeWay",
    "compare",
    ["PG", "KO", "PEP"],
    "Compare PepsiCo, Procter & Gamble and Coca-Cola on net margin in 2023",
    threeWayNetMargin.figures,
    { leader: threeWayNetMargin.leader },
  ),
  ask(
    "threeWay",
    "compare",
    ["AAPL", "GOOGL", "MSFT"],
    "Apple vs Alphabet vs Microsoft — who had the fattest operating margin in 2022?",
    bigTechOperatingMargin.figures,
    { leader: bigTechOperatingMargin.leader },
  ),
  ask(
    "threeWay",
    "rank",
    ["V", "JPM", "MA"],
    "Stack up Visa, Mastercard and JPMorgan by net income for 2023",
    paymentsNetIncome.figures,
    { leader: paymentsNetIncome.leader },
  ),
  ask(
    "threeWay",
    "compare",
    ["MCD", "NKE", "HD"],
    "McDonald's, Nike, Home Depot: free cash flow in their latest fiscal years side by side — which is largest?",
    cyclicalsFcf.figures,
    { leader: cyclicalsFcf.leader },
  ),
  ask(
    "threeWay",
    "growth",
    ["LLY", "JNJ", "UNH"],
    "J&J, UnitedHealth, Lilly — revenue growth in 2023, who grew fastest?",
    () => ["LLY", "JNJ", "UNH"].map((symbol) => yearGrowth(symbol, "revenue", "2023")),
    {
      leader: () =>
        leaderOfGrowth(
          ["LLY", "JNJ", "UNH"].map((symbol) => [symbol, "2022", "2023"] as const),
          "revenue",
        ),
    },
  ),
  ask(
    "threeWay",
    "compare",
    ["CAT", "DIS", "XOM"],
    "Exxon, Caterpillar and Disney: which carried the most total debt at the end of 2024?",
    exxonCatDisneyDebt.figures,
    { leader: exxonCatDisneyDebt.leader },
  ),

  // Rankings within a sector.
  ask(
    "sectorRank",
    "rank",
    FINANCIALS,
    "Within the financials you cover, order the companies by 2024 net income",
    financialsNetIncome.figures,
    { leader: financialsNetIncome.leader },
  ),
  ask(
    "sectorRank",
    "rank",
    COMMUNICATION,
    "Among the communication services names in your data, which had the best net margin in 2024?",
    communicationNetMargin.figures,
    { leader: communicationNetMargin.leader },
  ),
  ask(
    "sectorRank",
    "rank",
    CYCLICALS,
    "consumer cyclical names — who has the highest net margin in the last fiscal year?",
    cyclicalsGrossMargin.figures,
    { leader: cyclicalsGrossMargin.leader },
  ),
  ask(
    "sectorRank",
    "rank",
    HEALTHCARE,
    "Healthcare names sorted by 2023 free cash flow, biggest first",
    healthcareFcf.figures,
    { leader: healthcareFcf.leader },
  ),
  ask(
    "sectorRank",
    "rank",
    TECH,
    "Best operating margin among the tech stocks in the dataset, latest fiscal year?",
    techOperatingMargin.figures,
    { leader: techOperatingMargin.leader },
  ),

  // "Which of X, Y, Z".
  ask(
    "whichOf",
    "compare",
    ["NFLX", "NVDA", "ADBE"],
    "Which of Netflix, Adobe and Nvidia has the highest net margin in its latest fiscal year?",
    streamingChipsSoftwareMargin.figures,
    { leader: streamingChipsSoftwareMargin.leader },
  ),
  ask(
    "whichOf",
    "compare",
    ["COST", "HD", "WMT"],
    "Which of Costco, Walmart and Home Depot spent the most on buybacks in fiscal 2023?",
    retailBuybacks.figures,
    { leader: retailBuybacks.leader },
  ),
  ask(
    "whichOf",
    "compare",
    ["MSFT", "META", "AMZN"],
    "Which of Meta, Amazon and Microsoft had the highest capex in 2023?",
    hyperscalerCapex.figures,
    { leader: hyperscalerCapex.leader },
  ),
  ask(
    "whichOf",
    "compare",
    ["PEP", "MCD", "XOM"],
    "Which of Pepsi, McDonald's and Exxon had the highest return on assets in 2022?",
    mixedReturnOnAssets.figures,
    { leader: mixedReturnOnAssets.leader },
  ),

  // Follow-ups.
  ask("followUp", "value", "DIS", "and the year before?", () => [annual("DIS", "operatingIncome", "2022")], {
    earlier: ["What was Disney's operating income in 2023?"],
  }),
  ask("followUp", "value", ["KO", "PEP"], "same for Pepsi", () => [annual("PEP", "freeCashFlow", "2024")], {
    earlier: ["Coca-Cola free cash flow 2024"],
  }),
  ask("followUp", "value", "NKE", "what about its debt?", () => [annual("NKE", "totalDebt", "2024")], {
    earlier: ["How much cash did Nike hold at the end of fiscal 2024?"],
  }),
  ask("followUp", "growth", "MSFT", "and growth vs the prior year?", () => [yearGrowth("MSFT", "revenue", "2023")], {
    earlier: ["$msft revenue fy2023"],
  }),
  ask("followUp", "value", "CAT", "same for 2024", () => [annual("CAT", "netMargin", "2024")], {
    earlier: ["Caterpillar net margin 2022"],
  }),
  ask("followUp", "profile", "ADBE", "and where are they based?", () => [headquarters("ADBE")], {
    earlier: ["Who is Adobe's chief executive?"],
  }),
  ask(
    "followUp",
    "value",
    ["GOOGL", "META"],
    "what about Meta's?",
    () => [annual("META", "researchAndDevelopment", "2024")],
    {
      earlier: ["Alphabet R&D spend 2024"],
    },
  ),
  ask("followUp", "value", "HD", "and per share?", () => [annual("HD", "eps", "2024")], {
    earlier: ["Home Depot net income in fiscal 2024"],
  }),
  ask("followUp", "value", "JPM", "and equity?", () => [annual("JPM", "equity", "2023")], {
    earlier: ["JPMorgan total assets end of 2023"],
  }),
  ask("followUp", "value", "LLY", "ok, now 2024", () => [annual("LLY", "revenue", "2024")], {
    earlier: ["Lilly revenue 2021"],
  }),
  ask(
    "followUp",
    "value",
    "AMZN",
    "and the year before that?",
    () => [annual("AMZN", "netIncome", priorYear("AMZN"))],
    {
      earlier: ["amazon net income last year"],
    },
  ),

  // Profile facts, asked in other words.
  ask("profile", "profile", "COST", "Which city is Costco's head office in?", () => [headquarters("COST")]),
  ask("profile", "profile", "BRK.B", "Berkshire — what industry would you file it under?", () => [industry("BRK.B")]),
  ask("profile", "profile", "PEP", "name of the boss at PepsiCo?", () => [ceo("PEP")]),
  ask("profile", "profile", "UNH", "How large is UnitedHealth's workforce?", () => [employees("UNH")]),
  ask("profile", "profile", "MA", "Mastercard's top executive?", () => [ceo("MA")]),
  ask("profile", "profile", "GOOGL", "google ceo name", () => [ceo("GOOGL")]),

  // Prices and valuation, asked in other words.
  ask("price", "priceChange", "NFLX", "$nflx last price", () => [lastClose("NFLX")]),
  ask("price", "priceChange", "V", "What's Visa's market value at the last close?", () => [marketCap("V")]),
  ask(
    "price",
    "priceChange",
    "COST",
    "How did Costco shares perform between the end of 2023 and the end of 2024?",
    () => [priceChange("COST", "2023-12-29", "2024-12-31")],
  ),
  ask("price", "priceChange", "JNJ", "Johnson & Johnson: 12-month high and low of the stock", () => yearRange("JNJ")),
  ask(
    "price",
    "derived",
    "WMT",
    "What multiple of fiscal 2025 earnings per share does Walmart trade at, using the last close?",
    () => [priceToEarnings("WMT", "2025")],
  ),
  ask("price", "derived", "ADBE", "adobe enterprise value, market cap plus debt minus cash", () => [
    enterpriseValue("ADBE"),
  ]),
  ask(
    "price",
    "priceChange",
    "META",
    "Meta shares: how much did they move from the end of June 2023 to the end of 2024?",
    () => [priceChange("META", "2023-06-30", "2024-12-31")],
  ),

  // Derived figures in other words.
  ask("derived", "trend", "MCD", "MCD revenue fy2021 vs fy2024", () => annuals("MCD", "revenue", ["2021", "2024"])),
  ask("derived", "value", "HD", "How much did Home Depot hand back to holders as dividends in 2020?", () => [
    annual("HD", "dividends", "2020"),
  ]),
  ask("derived", "derived", "AMZN", "Amazon: the swing in net income from 2022 to 2023, in dollars", () => [
    changeBetween("AMZN", "netIncome", "2022", "2023"),
  ]),
  ask("derived", "growth", "NVDA", "Nvidia's fiscal 2025 revenue is how many times its fiscal 2021 revenue?", () => [
    multipleBetween("NVDA", "revenue", "2021", "2025"),
  ]),
  ask(
    "derived",
    "derived",
    "NFLX",
    "Average Netflix operating margin over 2020–2024, simple mean of the five years, one decimal",
    () => [meanOverYears("NFLX", "operatingMargin", ["2020", "2021", "2022", "2023", "2024"], oneDecimal)],
  ),
  ask("derived", "derived", "GOOGL", "GOOGL buyback total for 2022-2024", () => [
    sumOverYears("GOOGL", ["buybacks"], ["2022", "2023", "2024"]),
  ]),
  ask("derived", "growth", "PG", "P&G net income, compound annual growth FY2020→FY2024", () => [
    cagr("PG", "netIncome", "2020", "2024"),
  ]),
];

const UNANSWERABLE: ReadonlyArray<HeldOutUnanswerable> = [
  // Companies outside the data, by name, ticker or a name with an accent.
  gap("company", [], "Airbus turnover 2023"),
  gap("company", [], "hey how's Toyota doing on margins lately?"),
  gap("company", [], "$shop revenue growth last year"),
  gap("company", [], "Palantir: how much did it earn in 2024?"),
  gap("company", [], "Nestlé: profit after tax in 2023?"),
  gap("company", "NVDA", "Compare ASML and Nvidia gross margins in 2024"),
  gap("company", [], "LVMH sales, most recent year"),
  gap("company", [], "what's spotify's free cash flow"),
  gap("company", "XOM", "how does that compare with Chevron?", ["Exxon revenue 2022"]),
  // Years outside the data.
  gap("year", "BRK.B", "What did Berkshire earn in 2008?"),
  gap("year", "COST", "Costco gross margin fiscal 2012"),
  gap("year", "MSFT", "$msft eps fy2019"),
  gap("year", "MA", "Mastercard revenue in 2031"),
  gap("year", "ADBE", "What was Adobe's revenue in Q3 2019?"),
  // Guidance, estimates, price targets, forecasts.
  gap("guidance", "NVDA", "What guidance did Nvidia give for next quarter's revenue?"),
  gap("priceTarget", "META", "What's the consensus price target on Meta?"),
  gap("forecast", "HD", "analysts' EPS estimate for Home Depot next year?"),
  gap("forecast", "PG", "Will Procter & Gamble raise its dividend next year?"),
  gap("forecast", "AAPL", "Apple revenue projection for 2031"),
  // Advice.
  gap("advice", "LLY", "I'm up 40% on Lilly — should I sell?"),
  gap("advice", ["V", "MA"], "Would you rather own Visa or Mastercard for the next ten years?"),
  gap("advice", "XOM", "Is now a good time to add to my Exxon position?"),
  // Insider trades, options, ESG.
  gap("insider", "AAPL", "Did any Apple insiders sell shares last month?"),
  gap("insider", "JPM", "How many JPM shares did Jamie Dimon buy or sell in 2024?"),
  gap("options", "NVDA", "What's the options chain for NVDA June expiry?"),
  gap("options", "AAPL", "implied volatility on $aapl calls"),
  gap("esg", "MSFT", "What is Microsoft's ESG score?"),
  gap("esg", "KO", "Coca-Cola MSCI ESG rating"),
  // Segments and geography.
  gap("segment", "AAPL", "How much revenue did the iPhone bring in during 2023?"),
  gap("segment", "AMZN", "Amazon Web Services as a share of Amazon's total sales, 2023"),
  gap("geography", "NFLX", "Netflix revenue by region in 2024"),
  gap("geography", "NKE", "What percent of Nike's sales come from North America?"),
  gap("geography", "MCD", "McDonald's US vs international operating income"),
  // Live prices and other figures the data does not hold.
  gap("intraday", "JPM", "Where is JPMorgan stock trading pre-market?"),
  gap("intraday", "WMT", "Walmart's 5-minute chart for this morning"),
  gap("absent", "DIS", "Disney+ subscriber count"),
  gap("absent", "BRK.B", "Which institutions hold the most Berkshire stock?"),
  gap("absent", "PEP", "When is PepsiCo's next ex-dividend date?"),
  gap("absent", "CAT", "Caterpillar order backlog at the end of 2024"),
];

export const HELD_OUT_QUESTIONS: ReadonlyArray<HeldOutQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
