// Issue 44's tenth set, unseen: 60 investor questions written from the sample data without
// reading the answering code, after the nine earlier issue-44 sets had been used for tuning, to
// measure a first-sight score. Unlike the sets before it, this one hunts for no new operations: it
// asks what investors typically ask, in fresh words. Everyday forms (a figure for a fiscal or a
// calendar period of off-calendar filers, growth, margins, per-share figures, P/E and price to
// book, comparisons of two or three companies, rankings over the whole coverage, trends, yes/no
// judgements the data decides, price moves over a span), follow-ups ("that", the same for another
// company, the year before, another measure, a ratio of the two figures before, the same quarter a
// year earlier, which of two is higher), analyst briefs (a measure defined with its formula and
// statement, a rounding and unit, a role, several periods, a yes/no at the end), and three
// two-part questions with a part the data lacks; asked as ticker shorthand with typos, plain
// retail questions, lowercase chat and long-winded prose. And 20 the data cannot answer, of the
// kinds investors commonly ask (a segment, guidance, consensus, insider selling, the earnings
// call, short interest, options, emissions, a past head count, a year before the data, a company
// not covered, pre-market prices, ...), each checked against the data. Every figure and verdict is
// computed from the sample data when it runs. A measurement: it never fails on a miss.
import type { Expectation } from "./answerGrading";
import type { BenchQuestion } from "./benchmarkRunner";
import { calendarYearSum, fiscalQuarter, mainValue, perShare, quarterEnding, rose, verdictFor } from "./freshFigures";
import { anyWord } from "./heldOut44Figures";
import { percentOfMeasure } from "./heldOutFigures";
import {
  annual,
  annuals,
  cagr,
  dividendYield,
  leaderOf,
  type MeasureKey,
  priceChange,
  priceToEarnings,
  SAMPLE_SYMBOLS,
  yearGrowth,
} from "./sampleFigures";
import { latestOfEach } from "./unseen44bFigures";
import { eitherOf } from "./unseen44eFigures";
import { earningsMultiple, quotient } from "./unseen44Figures";
import { firstBy, pointsChange, pointsGap } from "./unseen44fFigures";
import { sequentialGrowth, yieldOnMarketValue } from "./unseen44gFigures";
import { latestBalance, priceMove, priceToBook, roseEveryYearThrough } from "./unseen44hFigures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type Unseen44hKind =
  | "lookup"
  | "margin"
  | "growth"
  | "perShare"
  | "multiple"
  | "quarter"
  | "calendarPeriod"
  | "trend"
  | "comparison"
  | "ranking"
  | "yesNo"
  | "priceMove"
  | "followUp"
  | "definedMeasure"
  | "multiPeriod"
  | "twoPart";

/** How the question is put. */
export type Unseen44hRegister = "terse" | "typo" | "ticker" | "plain" | "lowercase" | "longWinded" | "brief" | "role";

/** What the data lacks for a question it cannot answer. */
export type Unseen44hLack =
  | "segment"
  | "guidance"
  | "consensus"
  | "insiderTrades"
  | "callRemarks"
  | "shortInterest"
  | "options"
  | "esg"
  | "headCountHistory"
  | "yearBefore"
  | "otherCompany"
  | "preMarket"
  | "earningsDate"
  | "institutionalHolders"
  | "buybackAuthorization"
  | "priceTarget"
  | "advice"
  | "quarterAfter"
  | "creditRating"
  | "breakeven";

export type Unseen44hAnswerable = BenchQuestion & {
  readonly kind: Unseen44hKind;
  readonly style: Unseen44hRegister;
  readonly expect: () => Expectation;
};

export type Unseen44hUnanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: Unseen44hLack;
  readonly lacking: RegExp;
};

export type Unseen44hQuestion = Unseen44hAnswerable | Unseen44hUnanswerable;

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });
const value = (symbol: string, measure: MeasureKey, year: string) => mainValue(annual(symbol, measure, year));

// The first and last days of the daily prices the data holds for a company (two years of them).
export const PRICES_FROM = "2023-03-31";
export const PRICES_TO = "2025-03-31";

/** The five fiscal years the data holds for a calendar-year filer. */
const FIVE_YEARS = ["2020", "2021", "2022", "2023", "2024"];

/** The current-ratio line the Caterpillar brief asks about. */
export const CURRENT_RATIO_LINE = 1.5;
/** The payout the PepsiCo brief asks whether any year went above, in percent. */
export const PAYOUT_LINE = 100;

// The words that state a yes/no question's claim, stated or negated.
const MORE = /\b(?:more|higher|rose|grew|increased|up|growing)\b/i;
const IMPROVED = /\b(?:improv\w*|expand\w*|widen\w*|rose|increased|higher|better)\b/i;
const STAYED_ABOVE = /\b(?:stayed|remained|kept|held|above|over|exceed\w*)\b/i;
const WENT_ABOVE = /\b(?:above|over|exceed\w*|more than|topped|went past)\b/i;

const ANSWERABLE: ReadonlyArray<Unseen44hAnswerable> = [
  // Everyday lookups: a margin in shorthand, a balance line with no year, a cash flow by $ticker.
  {
    question: "amzn op mrgn fy23",
    about: ["AMZN"],
    kind: "margin",
    style: "typo",
    expect: () => figures(annual("AMZN", "operatingMargin", "2023")),
  },
  {
    question: "How much debt is Exxon carrying?",
    about: ["XOM"],
    kind: "lookup",
    style: "plain",
    expect: () => figures(latestBalance("XOM", "totalDebt")),
  },
  {
    question: "$META free cash flow for 2024?",
    about: ["META"],
    kind: "lookup",
    style: "ticker",
    expect: () => figures(annual("META", "freeCashFlow", "2024")),
  },
  // A plain retail question the data decides: more profit than a year before, by year or by quarter.
  {
    question: "is microsoft making more money than it was a year ago?",
    about: ["MSFT"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: [
        eitherOf(
          "MSFT latest fiscal year's or latest quarter's profit or revenue",
          annual("MSFT", "netIncome", "2024"),
          annual("MSFT", "revenue", "2024"),
          fiscalQuarter("MSFT", "Q2", "2025", "netIncome"),
          fiscalQuarter("MSFT", "Q2", "2025", "revenue"),
        ),
      ],
      verdict: verdictFor(rose("MSFT", "netIncome", "2023", "2024")),
      claim: MORE,
    }),
  },
  // Quarters of off-calendar filers: by fiscal name, and by the month one ended.
  {
    question: "What were Walmart's sales in the third quarter of its fiscal 2025?",
    about: ["WMT"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(fiscalQuarter("WMT", "Q3", "2025", "revenue")),
  },
  {
    question: "how much did costco sell in the quarter that ended in november 2024",
    about: ["COST"],
    kind: "quarter",
    style: "lowercase",
    expect: () => figures(quarterEnding("COST", "2024-11", "revenue")),
  },
  {
    question: "What revenue did Nvidia book in calendar 2024, as opposed to its fiscal year?",
    about: ["NVDA"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("NVDA", "2024", "revenue")),
  },
  // Growth, per share, multiples.
  {
    question: "by what % did netflix's revenue rise in 2024?",
    about: ["NFLX"],
    kind: "growth",
    style: "lowercase",
    expect: () => figures(yearGrowth("NFLX", "revenue", "2024")),
  },
  {
    question: "What were Caterpillar's diluted earnings per share for 2024?",
    about: ["CAT"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(annual("CAT", "eps", "2024")),
  },
  {
    question: "What's Alphabet's book value per share at the end of 2024?",
    about: ["GOOGL"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(perShare("GOOGL", "equity", "2024")),
  },
  {
    question: "What P/E does Mastercard trade at on its 2024 earnings?",
    about: ["MA"],
    kind: "multiple",
    style: "plain",
    expect: () => figures(eitherOf("MA P/E on 2024 EPS", priceToEarnings("MA", "2024"), earningsMultiple("MA"))),
  },
  {
    question: "$JPM price to book on its year-end 2024 equity?",
    about: ["JPM"],
    kind: "multiple",
    style: "ticker",
    expect: () => figures(priceToBook("JPM", "2024")),
  },
  // Trends over several years.
  {
    question: "jpm net incme last 5 yrs",
    about: ["JPM"],
    kind: "trend",
    style: "typo",
    expect: () => figures(...annuals("JPM", "netIncome", FIVE_YEARS)),
  },
  {
    question: "$UNH net margin 2023 vs 2024",
    about: ["UNH"],
    kind: "trend",
    style: "ticker",
    expect: () => figures(...annuals("UNH", "netMargin", ["2023", "2024"])),
  },
  // Comparisons of two and three companies.
  {
    question: "Coke or Pepsi — which one generated more free cash flow in 2024?",
    about: ["KO", "PEP"],
    kind: "comparison",
    style: "plain",
    expect: () => {
      const entries = [
        ["KO", "2024"],
        ["PEP", "2024"],
      ] as const;
      return {
        figures: entries.map(([symbol, year]) => annual(symbol, "freeCashFlow", year)),
        leader: leaderOf(entries, "freeCashFlow"),
      };
    },
  },
  {
    question:
      "I've been reading up on industrials, retailers and restaurant chains and I'm curious about something: of Caterpillar, Home Depot and McDonald's, which one actually ran the highest operating margin in its 2024 fiscal year?",
    about: ["CAT", "HD", "MCD"],
    kind: "comparison",
    style: "longWinded",
    expect: () => {
      const entries = [
        ["CAT", "2024"],
        ["HD", "2024"],
        ["MCD", "2024"],
      ] as const;
      return {
        figures: entries.map(([symbol, year]) => annual(symbol, "operatingMargin", year)),
        leader: leaderOf(entries, "operatingMargin"),
      };
    },
  },
  // Rankings over every covered company: the most profit, the highest yield, the worst stock.
  {
    question: "Which of the companies you cover made the most net income in its latest fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol, year } = firstBy(latestOfEach(), (company, fiscal) => value(company, "netIncome", fiscal));
      return { figures: [annual(symbol, "netIncome", year)], leader: symbol };
    },
  },
  {
    question: "which stock in your coverage has the highest dividend yield right now?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "lowercase",
    expect: () => {
      const { symbol, year } = firstBy(latestOfEach(), (company) => mainValue(dividendYield(company)));
      return {
        figures: [
          eitherOf(`${symbol} dividend yield`, dividendYield(symbol), yieldOnMarketValue(symbol, "dividends", year)),
        ],
        leader: symbol,
      };
    },
  },
  {
    question: "Which of your stocks fell the most between the end of March 2023 and the end of March 2025?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol } = firstBy(latestOfEach(), (company) => priceMove(company, PRICES_FROM, PRICES_TO), "lowest");
      return { figures: [priceChange(symbol, PRICES_FROM, PRICES_TO)], leader: symbol };
    },
  },
  // Yes/no judgements the data decides clearly.
  {
    question: "Did Home Depot take on more debt in fiscal 2024?",
    about: ["HD"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: annuals("HD", "totalDebt", ["2023", "2024"]),
      verdict: verdictFor(rose("HD", "totalDebt", "2023", "2024")),
      claim: MORE,
    }),
  },
  {
    question: "Did Adobe's operating margin improve in fiscal 2024?",
    about: ["ADBE"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: annuals("ADBE", "operatingMargin", ["2023", "2024"]),
      verdict: verdictFor(rose("ADBE", "operatingMargin", "2023", "2024")),
      claim: IMPROVED,
    }),
  },
  // A price move over a span.
  {
    question: "How much did Eli Lilly's stock move in the first quarter of 2025?",
    about: ["LLY"],
    kind: "priceMove",
    style: "plain",
    expect: () => figures(priceChange("LLY", "2024-12-31", PRICES_TO)),
  },
  // Follow-ups: "that", the same for another company, the year before, another measure, a ratio
  // of the two figures before, the same quarter a year earlier, which of two is higher.
  {
    earlier: ["Amazon net profit for 2024?"],
    question: "and what's that as a share of its revenue?",
    about: ["AMZN"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(annual("AMZN", "netMargin", "2024")),
  },
  {
    earlier: ["How much did Alphabet put into capital expenditures in 2024?"],
    question: "now the same number for microsoft",
    about: ["GOOGL", "MSFT"],
    kind: "followUp",
    style: "lowercase",
    expect: () => figures(annual("MSFT", "capex", "2024")),
  },
  {
    earlier: ["nike net income fiscal 2024"],
    question: "how does that stack up against the previous fiscal year?",
    about: ["NKE"],
    kind: "followUp",
    style: "lowercase",
    expect: () => figures(annual("NKE", "netIncome", "2023")),
  },
  {
    earlier: ["What was Lilly's R&D spending in 2024?"],
    question: "ok, and J&J's?",
    about: ["LLY", "JNJ"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("JNJ", "researchAndDevelopment", "2024")),
  },
  {
    earlier: ["Walmart revenue for fiscal 2025"],
    question: "what about its operating profit?",
    about: ["WMT"],
    kind: "followUp",
    style: "lowercase",
    expect: () => figures(annual("WMT", "operatingIncome", "2025")),
  },
  {
    earlier: ["Apple's capex in fiscal 2024?", "and its depreciation and amortization that year?"],
    question: "what's the ratio of the first to the second?",
    about: ["AAPL"],
    kind: "followUp",
    style: "lowercase",
    expect: () => figures(quotient("AAPL", "capex", "depreciation", "2024")),
  },
  {
    earlier: ["How much net income did Alphabet make in the fourth quarter of 2024?"],
    question: "how does that compare with the same quarter a year earlier, in percent?",
    about: ["GOOGL"],
    kind: "followUp",
    style: "lowercase",
    expect: () => figures(sequentialGrowth("GOOGL", ["Q4", "2024"], ["Q4", "2023"], "netIncome")),
  },
  {
    earlier: ["Visa operating margin, fiscal 2024", "and Mastercard's for 2024?"],
    question: "so which of the two is higher, and by how many points?",
    about: ["V", "MA"],
    kind: "followUp",
    style: "lowercase",
    expect: () => {
      const entries = [
        ["V", "2024"],
        ["MA", "2024"],
      ] as const;
      const leader = leaderOf(entries, "operatingMargin");
      const [higher, lower] = leader === "V" ? entries : ([entries[1], entries[0]] as const);
      return { figures: [pointsGap(higher, lower, "operatingMargin")], leader };
    },
  },
  // Briefs: a measure defined with its formula and statement, a rounding and unit, a role,
  // several periods, and a yes/no at the end.
  {
    question:
      "As a credit analyst looking at Disney, compute interest coverage as operating income divided by interest expense, both from the income statement, for fiscal 2022, fiscal 2023 and fiscal 2024, each rounded to two decimals. Then tell me: did coverage improve in each of those years?",
    about: ["DIS"],
    kind: "definedMeasure",
    style: "role",
    expect: () => ({
      figures: annuals("DIS", "interestCoverage", ["2022", "2023", "2024"], { decimals: 2 }),
      verdict: verdictFor(roseEveryYearThrough("DIS", "interestCoverage", "2022", "2024")),
      claim: IMPROVED,
    }),
  },
  {
    question:
      "For Microsoft's fiscal 2023 and fiscal 2024, give me operating cash flow, capital expenditure and free cash flow (operating cash flow minus capital expenditure), all from the cash flow statement, in $bn to one decimal place.",
    about: ["MSFT"],
    kind: "multiPeriod",
    style: "brief",
    expect: () =>
      figures(
        ...(["operatingCashFlow", "capex", "freeCashFlow"] as const).flatMap((measure) =>
          annuals("MSFT", measure, ["2023", "2024"], { decimals: 1, scale: "billion" }),
        ),
      ),
  },
  {
    question:
      "I track margin changes in basis points. Take Netflix's operating margin, operating income over revenue from the income statement, for 2023 and for 2024, each in percent to two decimals, and tell me by how many basis points it expanded between the two years.",
    about: ["NFLX"],
    kind: "multiPeriod",
    style: "brief",
    expect: () =>
      figures(
        ...annuals("NFLX", "operatingMargin", ["2023", "2024"], { decimals: 2 }),
        pointsChange("NFLX", "operatingMargin", "2023", "2024"),
      ),
  },
  {
    question:
      "I cover consumer staples. For Procter & Gamble, give diluted EPS — net income divided by the weighted-average diluted share count — for fiscal 2022, fiscal 2023 and fiscal 2024 to two decimals, and the compound annual growth rate of EPS from fiscal 2022 to fiscal 2024 in percent to one decimal.",
    about: ["PG"],
    kind: "definedMeasure",
    style: "role",
    expect: () =>
      figures(
        ...annuals("PG", "eps", ["2022", "2023", "2024"], { decimals: 2 }),
        cagr("PG", "eps", "2022", "2024", { decimals: 1 }),
      ),
  },
  {
    question: `Using the balance sheet only: Caterpillar's current ratio, total current assets divided by total current liabilities, at year-end 2022, 2023 and 2024, each to two decimals. Did it stay above ${CURRENT_RATIO_LINE} in all three years?`,
    about: ["CAT"],
    kind: "definedMeasure",
    style: "brief",
    expect: () => ({
      figures: annuals("CAT", "currentRatio", ["2022", "2023", "2024"], { decimals: 2 }),
      verdict: verdictFor(
        ["2022", "2023", "2024"].every((year) => value("CAT", "currentRatio", year) > CURRENT_RATIO_LINE),
      ),
      claim: STAYED_ABOVE,
    }),
  },
  {
    question: `Dividend-safety check on PepsiCo: define the FCF payout ratio as dividends paid divided by free cash flow (operating cash flow less capital expenditure), both from the cash flow statement. Give it for 2022, 2023 and 2024 in percent to one decimal, and tell me whether it went above ${PAYOUT_LINE}% in any of those years.`,
    about: ["PEP"],
    kind: "definedMeasure",
    style: "role",
    expect: () => {
      const years = ["2022", "2023", "2024"];
      const payouts = years.map((year) => percentOfMeasure("PEP", "dividends", "freeCashFlow", year, { decimals: 1 }));
      return {
        figures: payouts,
        verdict: verdictFor(payouts.some((payout) => mainValue(payout) > PAYOUT_LINE)),
        claim: WENT_ABOVE,
      };
    },
  },
  {
    question:
      "As a high-yield analyst I look at gross leverage: total debt from the balance sheet divided by EBITDA, with EBITDA taken as operating income plus depreciation and amortization. Give UnitedHealth's for 2023 and 2024, each as a multiple to two decimals.",
    about: ["UNH"],
    kind: "definedMeasure",
    style: "role",
    expect: () =>
      figures(...["2023", "2024"].map((year) => quotient("UNH", "totalDebt", "ebitda", year, { decimals: 2 }))),
  },
  // Two-part questions: one part the data answers, one it lacks (an answer names the lacking part).
  {
    question: "What was Netflix's revenue in 2024, and how much of it came from the US and Canada?",
    about: ["NFLX"],
    kind: "twoPart",
    style: "plain",
    expect: () =>
      figures(
        annual("NFLX", "revenue", "2024"),
        anyWord("the region named", ["region", "regions", "regional", "geographic", "UCAN", "US and Canada"]),
      ),
  },
  {
    question: "hd fy2024 net income + how many stores do they run?",
    about: ["HD"],
    kind: "twoPart",
    style: "terse",
    expect: () =>
      figures(annual("HD", "netIncome", "2024"), anyWord("the store count named", ["stores", "store count"])),
  },
  {
    question: "How much did Visa earn in fiscal 2024, and how many Visa cards are in circulation?",
    about: ["V"],
    kind: "twoPart",
    style: "plain",
    expect: () =>
      figures(
        annual("V", "netIncome", "2024"),
        anyWord("the card count named", ["cards", "card count", "credentials"]),
      ),
  },
];

// The words an honest first line uses for each gap.
const UNANSWERABLE: ReadonlyArray<Unseen44hUnanswerable> = [
  {
    question: "How much revenue did Google Cloud bring in during 2024?",
    about: ["GOOGL"],
    kind: "unanswerable",
    style: "segment",
    lacking: /\b(?:segments?|Google Cloud|cloud (?:revenue|business|unit)|broken out|breakdown|divisions?)\b/i,
  },
  {
    question: "what revenue is adobe guiding to for fiscal 2025?",
    about: ["ADBE"],
    kind: "unanswerable",
    style: "guidance",
    lacking: /\b(?:guid\w*|outlook|targets?)\b/i,
  },
  {
    question: "What are analysts expecting Home Depot to earn per share next year?",
    about: ["HD"],
    kind: "unanswerable",
    style: "consensus",
    lacking: /\b(?:analysts?|consensus|estimates?|expectations?|Street)\b/i,
  },
  {
    question: "Have Meta's executives been selling their shares lately?",
    about: ["META"],
    kind: "unanswerable",
    style: "insiderTrades",
    lacking: /\b(?:insiders?|Form 4|executives?|selling|sales by|trades?|trading|transactions?)\b/i,
  },
  {
    question: "What did Tim Cook say about China on Apple's last earnings call?",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "callRemarks",
    lacking: /\b(?:calls?|transcripts?|said|says|remarks|comments?|commentary)\b/i,
  },
  {
    question: "how heavily shorted is disney stock right now?",
    about: ["DIS"],
    kind: "unanswerable",
    style: "shortInterest",
    lacking: /\bshort(?:ed| interest| sellers?| positions?| selling)\b/i,
  },
  {
    question: "what would a one-month at-the-money call option on costco cost me today?",
    about: ["COST"],
    kind: "unanswerable",
    style: "options",
    lacking: /\b(?:options?|calls?|premiums?|implied vol\w*)\b/i,
  },
  {
    question: "What are Walmart's annual greenhouse gas emissions?",
    about: ["WMT"],
    kind: "unanswerable",
    style: "esg",
    lacking: /\b(?:emissions?|greenhouse|carbon|ESG|sustainab\w*|climate)\b/i,
  },
  {
    question: "How many employees did Johnson & Johnson have in 2021, before the Kenvue split?",
    about: ["JNJ"],
    kind: "unanswerable",
    style: "headCountHistory",
    lacking: /\b(?:2021|head ?counts?|employees?|employ\w*|staff|workforce|history|past)\b/i,
  },
  {
    question: "What was Coca-Cola's net income in 2019?",
    about: ["KO"],
    kind: "unanswerable",
    style: "yearBefore",
    lacking: /\b(?:2019|earliest|starts?|begins?|first year)\b/i,
  },
  {
    question: "What was Starbucks' operating margin in fiscal 2024?",
    about: [],
    kind: "unanswerable",
    style: "otherCompany",
    lacking: /\bStarbucks\b|\bSBUX\b/i,
  },
  {
    question: "Where is Amazon trading in the pre-market right now?",
    about: ["AMZN"],
    kind: "unanswerable",
    style: "preMarket",
    // Pre-market quotes are live prices: a first line saying the data holds no live or intraday
    // prices, only daily closes, names this gap.
    lacking: /\b(?:pre-?market|extended[- ]hours|before the (?:open|bell)|intraday|live|real-time)\b/i,
  },
  {
    question: "What date is JPMorgan's next quarterly earnings release?",
    about: ["JPM"],
    kind: "unanswerable",
    style: "earningsDate",
    lacking:
      /\b(?:earnings (?:dates?|calendar|releases?)|release dates?|report(?:ing)? dates?|calendar|next (?:report|release|earnings)|upcoming|schedul\w*)\b/i,
  },
  {
    question: "What share of Nvidia stock is held by institutional investors?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "institutionalHolders",
    lacking: /\b(?:institution\w*|holders?|holdings|ownership|owned|owners?|13F)\b/i,
  },
  {
    question: "How much is left on Visa's share buyback authorization?",
    about: ["V"],
    kind: "unanswerable",
    style: "buybackAuthorization",
    lacking: /\b(?:authori[sz]\w*|remaining|programs?)\b/i,
  },
  {
    question: "What's Wall Street's average price target on Eli Lilly?",
    about: ["LLY"],
    kind: "unanswerable",
    style: "priceTarget",
    lacking: /\b(?:price targets?|targets?|analysts?|consensus|Wall Street|Street)\b/i,
  },
  {
    question: "Is UnitedHealth a buy after its big drop?",
    about: ["UNH"],
    kind: "unanswerable",
    style: "advice",
    lacking: /\b(?:recommend\w*|buy(?:ing)?|sell(?:ing)?|ratings?|personal\w*|investment advice)\b/i,
  },
  {
    question: "What did Caterpillar report for Q1 2025?",
    about: ["CAT"],
    kind: "unanswerable",
    style: "quarterAfter",
    lacking: /\b(?:Q1 2025|first quarter of 2025|2025|latest quarter|most recent quarter|Q4 2024)\b/i,
  },
  {
    question: "Is Berkshire Hathaway's debt rated AA, and by which agencies?",
    about: ["BRK.B"],
    kind: "unanswerable",
    style: "creditRating",
    lacking: /\b(?:credit ratings?|ratings?|rated|agenc(?:y|ies)|S&P|Moody['’]?s)\b/i,
  },
  {
    question: "What oil price does Exxon need to break even?",
    about: ["XOM"],
    kind: "unanswerable",
    style: "breakeven",
    lacking: /\bbreak[- ]?even\b/i,
  },
];

export const UNSEEN_QUESTIONS_44H: ReadonlyArray<Unseen44hQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
