// Issue 44's fresh set: 60 investor questions written without reading the reader (the answering
// code) or the other sets' questions, from the sample data (profiles, statements, quarters,
// prices) and the ways investors ask: terse shorthand, typos, long analyst briefs that define a
// measure and its rounding, tickers and names, fiscal and calendar periods, quarters named by the
// month they end, follow-ups, two-part and yes/no questions, rankings, per-share, turnover and
// days-of measures, and 20 the data cannot answer. Every expected figure and verdict is computed
// from the sample data when it runs. A measurement: it never fails on a miss.
import type { Expectation } from "./answerGrading";
import type { BenchQuestion } from "./benchmarkRunner";
import {
  calendarYearSum,
  daysOutstanding,
  fiscalQuarter,
  mainValue,
  perShare,
  quarterEnding,
  rose,
  turnover,
  verdictFor,
} from "./freshFigures";
import { percentOfMeasure } from "./heldOutFigures";
import {
  annual,
  annuals,
  lastYears,
  latestQuarter,
  latestYear,
  leaderOf,
  leaderOfGrowth,
  SAMPLE_SYMBOLS,
  yearGrowth,
} from "./sampleFigures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type FreshKind =
  | "lookup"
  | "definedMeasure"
  | "fiscalPeriod"
  | "calendarPeriod"
  | "quarter"
  | "followUp"
  | "twoPart"
  | "yesNo"
  | "ranking"
  | "perShare"
  | "ratio"
  | "daysOf"
  | "turnover"
  | "multiPeriod";

/** How the question is put. */
export type FreshRegister = "terse" | "typo" | "brief" | "role" | "plain" | "ticker";

/** What the data lacks for a question it cannot answer. */
export type FreshLack =
  | "ownership"
  | "callRemarks"
  | "guidance"
  | "consensus"
  | "segment"
  | "headCountHistory"
  | "comparableSales"
  | "yearBefore"
  | "otherCompany"
  | "meaningless"
  | "priceTarget"
  | "insider"
  | "marketShare"
  | "operatingMetric"
  | "forecast"
  | "geography"
  | "backlog";

export type FreshAnswerable = BenchQuestion & {
  readonly kind: FreshKind;
  readonly style: FreshRegister;
  readonly expect: () => Expectation;
};

export type FreshUnanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: FreshLack;
  readonly lacking: RegExp;
};

export type FreshQuestion = FreshAnswerable | FreshUnanswerable;

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });

const latestYears = (symbols: ReadonlyArray<string>) => symbols.map((symbol) => [symbol, latestYear(symbol)] as const);

/** The company with the highest net margin in its own latest fiscal year, of all the data covers. */
const netMarginLeader = () => leaderOf(latestYears(SAMPLE_SYMBOLS), "netMargin");

const ANSWERABLE: ReadonlyArray<FreshAnswerable> = [
  // Terse shorthand and tickers.
  {
    question: "aapl topline fy22?",
    about: ["AAPL"],
    kind: "lookup",
    style: "terse",
    expect: () => figures(annual("AAPL", "revenue", "2022")),
  },
  {
    question: "$COST op margin FY24",
    about: ["COST"],
    kind: "ratio",
    style: "ticker",
    expect: () => figures(annual("COST", "operatingMargin", "2024")),
  },
  {
    question: "$XOM capex/revenue FY2022?",
    about: ["XOM"],
    kind: "ratio",
    style: "ticker",
    expect: () => figures(annual("XOM", "capexShare", "2022")),
  },
  {
    question: "JNJ R&D as % of sales, 2024",
    about: ["JNJ"],
    kind: "ratio",
    style: "ticker",
    expect: () => figures(annual("JNJ", "researchShare", "2024")),
  },
  // Typos.
  {
    question: "whats nvidias net incom for fiscal 2025",
    about: ["NVDA"],
    kind: "lookup",
    style: "typo",
    expect: () => figures(annual("NVDA", "netIncome", "2025")),
  },
  {
    question: "how much free cash flow did mastercad generate in 2023",
    about: ["MA"],
    kind: "lookup",
    style: "typo",
    expect: () => figures(annual("MA", "freeCashFlow", "2023")),
  },
  {
    question: "operatng margin of home depo last fiscal yr?",
    about: ["HD"],
    kind: "ratio",
    style: "typo",
    expect: () => figures(annual("HD", "operatingMargin", latestYear("HD"))),
  },
  {
    question: "berkshires return on equty 2023",
    about: ["BRK.B"],
    kind: "ratio",
    style: "typo",
    expect: () => figures(annual("BRK.B", "roe", "2023")),
  },
  // Long briefs that define the measure, the rounding and the statement.
  {
    question:
      "I'm building a comp sheet for household products. Define SG&A intensity as selling, general and administrative expense divided by revenue, both from the income statement. For Procter & Gamble's fiscal 2024 (the year ended June 2024), what is it? Give it as a percentage to one decimal place.",
    about: ["PG"],
    kind: "definedMeasure",
    style: "brief",
    expect: () => figures(percentOfMeasure("PG", "sga", "revenue", "2024", { decimals: 1 })),
  },
  {
    question:
      "Acting as a credit analyst reviewing machinery names: take total debt from the balance sheet and divide it by EBITDA, which I define as operating income plus depreciation and amortisation. Do this for Caterpillar for both FY2023 and FY2024 and express each as a multiple rounded to two decimals.",
    about: ["CAT"],
    kind: "definedMeasure",
    style: "role",
    expect: () => figures(...annuals("CAT", "debtToEbitda", ["2023", "2024"], { decimals: 2 })),
  },
  {
    question:
      "For my retail working-capital model, please compute Walmart's days inventory outstanding for fiscal 2025: the average of opening and closing inventory on the balance sheet, divided by cost of sales from the income statement, multiplied by 365. Round to one decimal, in days.",
    about: ["WMT"],
    kind: "daysOf",
    style: "brief",
    expect: () => figures(daysOutstanding("WMT", "inventory", "2025", "average", { decimals: 1 })),
  },
  {
    question:
      "Quick sanity check on collections: Visa's days sales outstanding in fiscal 2024, using year-end receivables divided by revenue times 365?",
    about: ["V"],
    kind: "daysOf",
    style: "plain",
    expect: () => figures(daysOutstanding("V", "receivables", "2024", "yearEnd")),
  },
  {
    question:
      "What was Amazon's asset turnover in 2024? I mean revenue divided by the average of total assets at the start and end of the year.",
    about: ["AMZN"],
    kind: "turnover",
    style: "plain",
    expect: () => figures(turnover("AMZN", "revenue", "totalAssets", "2024")),
  },
  {
    question: "Costco inventory turns for fiscal 2024 — cost of sales over average inventory, please.",
    about: ["COST"],
    kind: "turnover",
    style: "plain",
    expect: () => figures(turnover("COST", "costOfRevenue", "inventory", "2024")),
  },
  // Per-share measures other than EPS.
  {
    question: "What was Meta's free cash flow per diluted share in 2024?",
    about: ["META"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(perShare("META", "freeCashFlow", "2024")),
  },
  {
    question:
      "As a bank analyst I want JPMorgan's book value per share at the end of 2024, computed as total shareholders' equity divided by diluted shares, to the cent.",
    about: ["JPM"],
    kind: "perShare",
    style: "role",
    expect: () => figures(perShare("JPM", "equity", "2024", { decimals: 2 })),
  },
  {
    question: "Exxon: cash dividends paid per share in 2023, using the diluted share count?",
    about: ["XOM"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(perShare("XOM", "dividends", "2023")),
  },
  // Fiscal and calendar periods, quarters named by their end.
  {
    question: "How much did Nike sell in the fiscal year that ended in May 2023?",
    about: ["NKE"],
    kind: "fiscalPeriod",
    style: "plain",
    expect: () => figures(annual("NKE", "revenue", "2023")),
  },
  {
    question:
      "What did Microsoft bring in as revenue over calendar 2024 — January to December, not its June fiscal year?",
    about: ["MSFT"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("MSFT", "2024", "revenue")),
  },
  {
    question: "Apple's net income for calendar year 2024, adding up the four quarters that ended in 2024?",
    about: ["AAPL"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("AAPL", "2024", "netIncome")),
  },
  {
    question: "walmart revenue, quarter ending july 2024",
    about: ["WMT"],
    kind: "quarter",
    style: "terse",
    expect: () => figures(quarterEnding("WMT", "2024-07", "revenue")),
  },
  {
    question: "What was Nike's net income for the three months ended November 2024?",
    about: ["NKE"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(quarterEnding("NKE", "2024-11", "netIncome")),
  },
  {
    question: "Disney operating income in Q1 of fiscal 2025?",
    about: ["DIS"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(fiscalQuarter("DIS", "Q1", "2025", "operatingIncome")),
  },
  {
    question: "Adobe's gross margin in the most recent quarter you have?",
    about: ["ADBE"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(latestQuarter("ADBE", "grossMargin")),
  },
  // Follow-ups.
  {
    earlier: ["Tell me about Eli Lilly's revenue in 2024."],
    question: "and how much did it grow vs the prior year?",
    about: ["LLY"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(yearGrowth("LLY", "revenue", "2024")),
  },
  {
    earlier: ["What was Netflix's operating margin in 2024?"],
    question: "What about two years earlier?",
    about: ["NFLX"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(annual("NFLX", "operatingMargin", "2022")),
  },
  {
    earlier: ["coca cola net income 2023"],
    question: "ok and its payout ratio that year (dividends paid / net income)?",
    about: ["KO"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("KO", "payoutRatio", "2023")),
  },
  // Two-part questions.
  {
    question: "What were UnitedHealth's revenue and net income in FY2024?",
    about: ["UNH"],
    kind: "twoPart",
    style: "plain",
    expect: () => figures(annual("UNH", "revenue", "2024"), annual("UNH", "netIncome", "2024")),
  },
  {
    question: "How much did Alphabet spend on capex in 2024, and what share of its operating cash flow was that?",
    about: ["GOOGL"],
    kind: "twoPart",
    style: "plain",
    expect: () => figures(annual("GOOGL", "capex", "2024"), annual("GOOGL", "capexToCashFlow", "2024")),
  },
  // Yes/no judgements: the verdict is read from the data.
  {
    question: "Did Costco's gross margin improve in fiscal 2024 compared with 2023? Give me both margins.",
    about: ["COST"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: annuals("COST", "grossMargin", ["2023", "2024"]),
      verdict: verdictFor(rose("COST", "grossMargin", "2023", "2024")),
      claim: /\b(?:improved|rose|increased|widened|expanded)\b/i,
    }),
  },
  {
    question: "Is McDonald's shareholders' equity negative at the end of 2024?",
    about: ["MCD"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [annual("MCD", "equity", "2024")],
      verdict: verdictFor(mainValue(annual("MCD", "equity", "2024")) < 0),
      claim: /\bnegative\b|[−-]\$/,
    }),
  },
  {
    question: "Did NVDA's revenue more than double in fiscal 2025?",
    about: ["NVDA"],
    kind: "yesNo",
    style: "ticker",
    expect: () => ({
      figures: [yearGrowth("NVDA", "revenue", "2025")],
      verdict: verdictFor(
        mainValue(annual("NVDA", "revenue", "2025")) > 2 * mainValue(annual("NVDA", "revenue", "2024")),
      ),
      claim: /\b(?:more than )?doubled\b/i,
    }),
  },
  {
    question: "Was PepsiCo's free cash flow higher in 2024 than in 2023?",
    about: ["PEP"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: annuals("PEP", "freeCashFlow", ["2023", "2024"]),
      verdict: verdictFor(rose("PEP", "freeCashFlow", "2023", "2024")),
      claim: /\b(?:higher|rose|increased|grew)\b/i,
    }),
  },
  {
    question: "Did UnitedHealth's net income fall in 2024, and by how much in percent?",
    about: ["UNH"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [yearGrowth("UNH", "netIncome", "2024")],
      verdict: verdictFor(!rose("UNH", "netIncome", "2023", "2024")),
      claim: /\b(?:fell|fallen|declined|dropped|decreased)\b/i,
    }),
  },
  // Rankings.
  {
    question: "Which of the companies you cover had the highest net margin in its latest fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const leader = netMarginLeader();
      return { figures: [annual(leader, "netMargin", latestYear(leader))], leader };
    },
  },
  {
    question:
      "Among Pepsi, Coca-Cola and Procter & Gamble, who runs the fattest operating margin in their latest fiscal year?",
    about: ["PEP", "KO", "PG"],
    kind: "ranking",
    style: "plain",
    expect: () => {
      const leader = leaderOf(latestYears(["PEP", "KO", "PG"]), "operatingMargin");
      return { figures: [annual(leader, "operatingMargin", latestYear(leader))], leader };
    },
  },
  {
    question: "Rank Home Depot, Walmart and Costco by revenue growth in their most recent fiscal year.",
    about: ["HD", "WMT", "COST"],
    kind: "ranking",
    style: "plain",
    expect: () => {
      const symbols = ["HD", "WMT", "COST"];
      const leader = leaderOfGrowth(
        symbols.map((symbol) => {
          const [from = "", to = ""] = lastYears(symbol, 2);
          return [symbol, from, to] as const;
        }),
        "revenue",
      );
      return { figures: symbols.map((symbol) => yearGrowth(symbol, "revenue", latestYear(symbol))), leader };
    },
  },
  // Ratios, a role, several periods.
  {
    question: "Mastercard interest coverage FY2024, EBIT over interest expense?",
    about: ["MA"],
    kind: "ratio",
    style: "plain",
    expect: () => figures(annual("MA", "interestCoverage", "2024")),
  },
  {
    question: "As a dividend investor, what was Johnson & Johnson's payout ratio in 2022 and in 2023?",
    about: ["JNJ"],
    kind: "multiPeriod",
    style: "role",
    expect: () => figures(...annuals("JNJ", "payoutRatio", ["2022", "2023"])),
  },
  {
    question: "Show me Adobe's net income for each fiscal year from 2021 through 2024.",
    about: ["ADBE"],
    kind: "multiPeriod",
    style: "plain",
    expect: () => figures(...annuals("ADBE", "netIncome", ["2021", "2022", "2023", "2024"])),
  },
];

const UNANSWERABLE: ReadonlyArray<FreshUnanswerable> = [
  {
    question: "Who are the biggest institutional holders of Apple stock?",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "ownership",
    lacking: /\b(?:holders?|holdings?|owners?|ownership|institution\w*|shareholders?)\b/i,
  },
  {
    question: "What did Satya Nadella say about Azure growth on Microsoft's last earnings call?",
    about: ["MSFT"],
    kind: "unanswerable",
    style: "callRemarks",
    lacking: /\b(?:calls?|transcripts?|said|remarks|comments?|commentary|Azure)\b/i,
  },
  {
    question: "Has Nvidia put out a revenue outlook for the coming quarter, and what range did it give?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "guidance",
    lacking: /\b(?:guidance|outlook|forecasts?|coming quarter|next quarter)\b/i,
  },
  {
    question: "what's the street consensus EPS for Visa next year",
    about: ["V"],
    kind: "unanswerable",
    style: "consensus",
    lacking: /\b(?:consensus|estimates?|analysts?|forecasts?|next year)\b/i,
  },
  {
    question: "How much revenue did AWS, Amazon's cloud arm, bring in during 2024?",
    about: ["AMZN"],
    kind: "unanswerable",
    style: "segment",
    lacking: /\b(?:segments?|AWS|cloud|broken out|break(?:s|down)?)\b/i,
  },
  {
    question: "How much of Disney's fiscal 2024 revenue came from the theme parks?",
    about: ["DIS"],
    kind: "unanswerable",
    style: "segment",
    lacking: /\b(?:segments?|parks?|broken out|break(?:s|down)?|divisions?|business lines?)\b/i,
  },
  {
    question: "How has Walmart's employee count changed between 2020 and 2024?",
    about: ["WMT"],
    kind: "unanswerable",
    style: "headCountHistory",
    lacking: /\b(?:employees?|head ?counts?|staff|workforce|history|over time|past years?)\b/i,
  },
  {
    question: "Home Depot comparable store sales growth fiscal 2024?",
    about: ["HD"],
    kind: "unanswerable",
    style: "comparableSales",
    lacking: /\b(?:comparable|comp|same[- ]store)\b/i,
  },
  {
    question: "What was Coca-Cola's revenue back in 2015?",
    about: ["KO"],
    kind: "unanswerable",
    style: "yearBefore",
    lacking: /\b(?:2015|years?|before|starts?|begins?|earliest|range)\b/i,
  },
  {
    question: "What's Tesla's gross margin for 2024?",
    about: [],
    kind: "unanswerable",
    style: "otherCompany",
    lacking: /\bTesla\b|\bTSLA\b/i,
  },
  {
    question: "oracle revenue fy24",
    about: [],
    kind: "unanswerable",
    style: "otherCompany",
    lacking: /\boracle\b|\bORCL\b/i,
  },
  {
    question: "What is JPMorgan's gross margin for 2024?",
    about: ["JPM"],
    kind: "unanswerable",
    style: "meaningless",
    lacking:
      /\b(?:gross (?:margin|profit)|cost of (?:revenue|sales|goods)|banks?|lenders?|appl(?:y|ies)|meaningful|report)\b/i,
  },
  {
    question: "What's Visa's inventory turnover for fiscal 2024?",
    about: ["V"],
    kind: "unanswerable",
    style: "meaningless",
    lacking: /\b(?:inventor(?:y|ies)|appl(?:y|ies)|meaningful|payments? network)\b/i,
  },
  {
    question: "What's the average analyst price target on Meta right now?",
    about: ["META"],
    kind: "unanswerable",
    style: "priceTarget",
    lacking: /\b(?:price targets?|targets?|analysts?)\b/i,
  },
  {
    question: "Has Jensen Huang been selling NVDA shares this year?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "insider",
    lacking: /\b(?:insiders?|sales|selling|sold|trades?|trading|transactions?|Form 4)\b/i,
  },
  {
    question: "What is Nike's market share in US athletic footwear?",
    about: ["NKE"],
    kind: "unanswerable",
    style: "marketShare",
    lacking: /\b(?:market share|share of)\b/i,
  },
  {
    question: "netflix paid memberships at year-end 2024, how many?",
    about: ["NFLX"],
    kind: "unanswerable",
    style: "operatingMetric",
    lacking: /\b(?:subscri\w*|members\w*|operating (?:metrics?|data))\b/i,
  },
  {
    question: "What will Eli Lilly's EPS be in 2026?",
    about: ["LLY"],
    kind: "unanswerable",
    style: "forecast",
    lacking: /\b(?:forecasts?|predict\w*|projections?|future|2026|estimates?)\b/i,
  },
  {
    question: "How much of McDonald's 2023 revenue came from China?",
    about: ["MCD"],
    kind: "unanswerable",
    style: "geography",
    lacking: /\b(?:China|geograph\w*|regions?|regional|countr(?:y|ies)|markets?)\b/i,
  },
  {
    question: "What was Caterpillar's order backlog at the end of 2024?",
    about: ["CAT"],
    kind: "unanswerable",
    style: "backlog",
    lacking: /\b(?:backlog|orders?)\b/i,
  },
];

export const FRESH_QUESTIONS: ReadonlyArray<FreshQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
