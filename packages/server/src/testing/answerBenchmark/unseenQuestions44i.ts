// Issue 44's eleventh set, unseen: 60 investor questions written from the sample data without
// reading the answering code, after the ten earlier issue-44 sets had been used for tuning, to
// measure a first-sight score. Like the tenth, it hunts for no new operations: it asks what
// investors typically ask, in fresh words and mostly of other measures and companies than the tenth.
// Everyday forms (a balance or expense line for a fiscal year, a margin, growth and a compound
// growth rate, cash and free cash flow per share, price to sales and EV/EBITDA on the last close,
// a quarter of an off-calendar filer by fiscal name and by the months it spans, a calendar year of
// one, trends, comparisons of two and three companies, rankings over the whole coverage by market
// value, gross margin and profit growth, yes/no judgements the data decides, a price move since a
// date), follow-ups ("that" as a share of profit, the same for another company, two years before,
// another measure, a ratio of the two figures before, which of two earned more and by how much,
// the quarter before, "that" per employee), analyst briefs (a measure defined with its formula and
// statement, a rounding and unit, a role, several periods, a yes/no at the end), and three
// two-part questions with a part the data lacks; asked as ticker shorthand with typos, "$TICKER",
// plain retail questions, lowercase chat and long-winded prose. And 20 the data cannot answer,
// each of a kind of gap the tenth set did not ask (a product line, a region, comparable sales,
// subscribers, dividend dates, executive pay, an adjusted figure, a year after the data, a close
// before it, a quarter before it, market share, daily users, branches, insurance float, currency
// effects, index weight, a customer's share, a patent's expiry, debt maturities, a plan's price),
// each checked against the data. Every figure and verdict is computed from the sample data when it
// runs. A measurement: it never fails on a miss.
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
  verdictFor,
} from "./freshFigures";
import { anyWord, turnoverOn } from "./heldOut44Figures";
import {
  annual,
  annuals,
  cagr,
  evToEbitda,
  leaderOf,
  type MeasureKey,
  marketCap,
  priceChange,
  SAMPLE_SYMBOLS,
  yearGrowth,
} from "./sampleFigures";
import { latestOfEach } from "./unseen44bFigures";
import { companyGap } from "./unseen44dFigures";
import { quotient } from "./unseen44Figures";
import { firstBy, perEmployee, pointsChange } from "./unseen44fFigures";
import { sequentialGrowth } from "./unseen44gFigures";
import { cashPerShare, inventoryDays, marketValueOf, priceToSales } from "./unseen44iFigures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type Unseen44iKind =
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
export type Unseen44iRegister = "terse" | "typo" | "ticker" | "plain" | "lowercase" | "longWinded" | "brief" | "role";

/** What the data lacks for a question it cannot answer: none of them a kind the tenth set asked. */
export type Unseen44iLack =
  | "productRevenue"
  | "geography"
  | "comparableSales"
  | "subscribers"
  | "dividendDates"
  | "executivePay"
  | "adjusted"
  | "yearAfter"
  | "priceBefore"
  | "quarterBefore"
  | "marketShare"
  | "operatingKpi"
  | "storeCount"
  | "insuranceMetric"
  | "exchangeRates"
  | "indexWeight"
  | "customerConcentration"
  | "patents"
  | "debtMaturity"
  | "productPricing";

export type Unseen44iAnswerable = BenchQuestion & {
  readonly kind: Unseen44iKind;
  readonly style: Unseen44iRegister;
  readonly expect: () => Expectation;
};

export type Unseen44iUnanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: Unseen44iLack;
  readonly lacking: RegExp;
};

export type Unseen44iQuestion = Unseen44iAnswerable | Unseen44iUnanswerable;

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });
const value = (symbol: string, measure: MeasureKey, year: string) => mainValue(annual(symbol, measure, year));

// The last daily close the data holds, and the last trading day of 2023 a price move starts from.
export const PRICES_TO = "2025-03-31";
export const LAST_CLOSE_OF_2023 = "2023-12-29";

/** The three fiscal years most briefs ask for. */
const THREE_YEARS = ["2022", "2023", "2024"];

/** The capital-intensity line the Amazon brief asks about, in percent. */
export const CAPEX_LINE = 10;
/** The cash-conversion line the UnitedHealth brief asks about, in percent. */
export const CONVERSION_LINE = 120;
/** The free-cash-flow margin the Visa brief asks whether fiscal 2024 fell below, in percent. */
export const FCF_MARGIN_LINE = 55;

// The words that state a yes/no question's claim, stated or negated.
const MORE = /\b(?:more|higher|rose|grew|increased|up|went up)\b/i;
const FELL = /\b(?:fell|fall|fallen|declin\w*|decreas\w*|dropped|lower|shrank|came down|improved)\b/i;
const STAYED_ABOVE = /\b(?:stayed|remained|kept|held|above|over|exceed\w*)\b/i;
const BELOW = /\b(?:below|under|less than|lower than|beneath)\b/i;
const HIGHEST = /\b(?:highest|higher|peak\w*|top)\b/i;
const FASTER = /\b(?:faster|outpac\w*|outgrew|outran|more quickly|more than)\b/i;

const ANSWERABLE: ReadonlyArray<Unseen44iAnswerable> = [
  // Everyday lookups: a balance line in shorthand with a typo, an expense line by $ticker.
  {
    question: "costco invntory at the end of fy24?",
    about: ["COST"],
    kind: "lookup",
    style: "typo",
    expect: () => figures(annual("COST", "inventory", "2024")),
  },
  {
    question: "$ADBE R&D spend in fiscal 2024?",
    about: ["ADBE"],
    kind: "lookup",
    style: "ticker",
    expect: () => figures(annual("ADBE", "researchAndDevelopment", "2024")),
  },
  // A margin, a fall in profit, a compound growth rate of EPS.
  {
    question: "How wide was McDonald's operating margin in 2024?",
    about: ["MCD"],
    kind: "margin",
    style: "plain",
    expect: () => figures(annual("MCD", "operatingMargin", "2024")),
  },
  {
    question: "By how much did Johnson & Johnson's net income fall in 2024, in percent?",
    about: ["JNJ"],
    kind: "growth",
    style: "plain",
    expect: () => figures(yearGrowth("JNJ", "netIncome", "2024")),
  },
  {
    question: "lilly dilted eps cagr 2020 -> 2024",
    about: ["LLY"],
    kind: "growth",
    style: "typo",
    expect: () => figures(cagr("LLY", "eps", "2020", "2024")),
  },
  // Per-share figures and multiples on the last close.
  {
    question: "How much cash per share was Alphabet sitting on at the end of 2024?",
    about: ["GOOGL"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(cashPerShare("GOOGL", "2024")),
  },
  {
    question: "$XOM free cash flow per share, 2024?",
    about: ["XOM"],
    kind: "perShare",
    style: "ticker",
    expect: () => figures(perShare("XOM", "freeCashFlow", "2024")),
  },
  {
    question: "What's Nvidia's price-to-sales ratio on its fiscal 2025 revenue?",
    about: ["NVDA"],
    kind: "multiple",
    style: "plain",
    expect: () => figures(priceToSales("NVDA", "2025")),
  },
  {
    question: "hd ev/ebitda rn?",
    about: ["HD"],
    kind: "multiple",
    style: "terse",
    expect: () => figures(evToEbitda("HD")),
  },
  // Quarters of off-calendar filers: by fiscal name, and by the months the quarter spans.
  {
    question: "What operating income did Procter & Gamble report for the second quarter of its fiscal 2025?",
    about: ["PG"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(fiscalQuarter("PG", "Q2", "2025", "operatingIncome")),
  },
  {
    question: "adobe revenue for the three months to february 2025",
    about: ["ADBE"],
    kind: "quarter",
    style: "lowercase",
    expect: () => figures(quarterEnding("ADBE", "2025-02", "revenue")),
  },
  {
    question:
      "Disney's fiscal year ends in late September or early October. What was its net income for calendar 2024, January to December?",
    about: ["DIS"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("DIS", "2024", "netIncome")),
  },
  // Trends over several years.
  {
    question: "Show me Coca-Cola's gross margin for each year from 2020 to 2024.",
    about: ["KO"],
    kind: "trend",
    style: "plain",
    expect: () => figures(...annuals("KO", "grossMargin", ["2020", "2021", "2022", "2023", "2024"])),
  },
  {
    question: "$NFLX free cash flow, last three years?",
    about: ["NFLX"],
    kind: "trend",
    style: "ticker",
    expect: () => figures(...annuals("NFLX", "freeCashFlow", THREE_YEARS)),
  },
  // Comparisons of two and three companies, each in its own fiscal year.
  {
    question: "Mastercard or Visa: which one kept more of its revenue as net profit in fiscal 2024?",
    about: ["MA", "V"],
    kind: "comparison",
    style: "plain",
    expect: () => {
      const entries = [
        ["MA", "2024"],
        ["V", "2024"],
      ] as const;
      return {
        figures: entries.map(([symbol, year]) => annual(symbol, "netMargin", year)),
        leader: leaderOf(entries, "netMargin"),
      };
    },
  },
  {
    question:
      "Everyone tells me big-box retailers scrape by on thin margins yet still earn a lot on the money shareholders have put in, so help me settle an argument with my brother: of Walmart, Costco and Home Depot, which one posted the highest return on equity in its latest fiscal year?",
    about: ["WMT", "COST", "HD"],
    kind: "comparison",
    style: "longWinded",
    expect: () => {
      const entries = [
        ["WMT", "2025"],
        ["COST", "2024"],
        ["HD", "2024"],
      ] as const;
      return {
        figures: entries.map(([symbol, year]) => annual(symbol, "roe", year)),
        leader: leaderOf(entries, "roe"),
      };
    },
  },
  // Rankings over every covered company: by size, by gross margin, by profit growth.
  {
    question: "Which company in your coverage has the largest market value right now?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol } = firstBy(latestOfEach(), (company) => marketValueOf(company));
      return { figures: [marketCap(symbol)], leader: symbol };
    },
  },
  {
    question: "which of your companies has the widest gross margin in its latest fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "lowercase",
    expect: () => {
      const { symbol, year } = firstBy(latestOfEach(), (company, fiscal) => value(company, "grossMargin", fiscal));
      return { figures: [annual(symbol, "grossMargin", year)], leader: symbol };
    },
  },
  {
    question:
      "Of all the companies you have data on, which grew its net income the most in its latest fiscal year, in percent?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol, year } = firstBy(latestOfEach(), (company, fiscal) =>
        mainValue(yearGrowth(company, "netIncome", fiscal)),
      );
      return { figures: [yearGrowth(symbol, "netIncome", year)], leader: symbol };
    },
  },
  // Yes/no judgements the data decides clearly.
  {
    question: "Did Eli Lilly's total debt go up in 2024?",
    about: ["LLY"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: annuals("LLY", "totalDebt", ["2023", "2024"]),
      verdict: verdictFor(rose("LLY", "totalDebt", "2023", "2024")),
      claim: MORE,
    }),
  },
  {
    question: "did berkshire buy back more stock in 2024 than in 2023?",
    about: ["BRK.B"],
    kind: "yesNo",
    style: "lowercase",
    expect: () => ({
      figures: annuals("BRK.B", "buybacks", ["2023", "2024"]),
      verdict: verdictFor(rose("BRK.B", "buybacks", "2023", "2024")),
      claim: MORE,
    }),
  },
  // A price move since a date.
  {
    question: "How much has Caterpillar's share price gained since the last trading day of 2023?",
    about: ["CAT"],
    kind: "priceMove",
    style: "plain",
    expect: () => figures(priceChange("CAT", LAST_CLOSE_OF_2023, PRICES_TO)),
  },
  // Follow-ups: "that" as a share of profit, the same for another company, two years before,
  // another measure, a ratio of the two figures before, which of two earned more and by how
  // much, the quarter before, "that" per employee.
  {
    earlier: ["How much did Coca-Cola hand out in dividends in 2024?"],
    question: "and what percentage of its profit is that?",
    about: ["KO"],
    kind: "followUp",
    style: "lowercase",
    expect: () => figures(annual("KO", "payoutRatio", "2024")),
  },
  {
    earlier: ["What did Procter & Gamble spend repurchasing its shares in fiscal 2024?"],
    question: "ok, now Mastercard's?",
    about: ["PG", "MA"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("MA", "buybacks", "2024")),
  },
  {
    earlier: ["Disney's free cash flow in fiscal 2024?"],
    question: "And how did it look two fiscal years before that?",
    about: ["DIS"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(annual("DIS", "freeCashFlow", "2022")),
  },
  {
    earlier: ["How much stock-based compensation did Meta record in 2024?"],
    question: "ok and what did it spend buying back its own shares?",
    about: ["META"],
    kind: "followUp",
    style: "lowercase",
    expect: () => figures(annual("META", "buybacks", "2024")),
  },
  {
    earlier: ["JPMorgan's net income for 2024?", "And its total equity at the end of that year?"],
    question: "Divide the first by the second — what do you get?",
    about: ["JPM"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(quotient("JPM", "netIncome", "equity", "2024")),
  },
  {
    earlier: ["alphabet's 2024 net profit?", "and meta's, same year?"],
    question: "which of the two earned more, and by how much in dollars?",
    about: ["GOOGL", "META"],
    kind: "followUp",
    style: "lowercase",
    expect: () => {
      const entries = [
        ["GOOGL", "2024"],
        ["META", "2024"],
      ] as const;
      const leader = leaderOf(entries, "netIncome");
      const [higher, lower] = leader === "GOOGL" ? entries : ([entries[1], entries[0]] as const);
      return { figures: [companyGap(higher, lower, "netIncome")], leader };
    },
  },
  {
    earlier: ["What was Nvidia's revenue in the fourth quarter of its fiscal 2025?"],
    question: "How much did that grow on the quarter before?",
    about: ["NVDA"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(sequentialGrowth("NVDA", ["Q4", "2025"], ["Q3", "2025"], "revenue")),
  },
  {
    earlier: ["Nike's total sales for fiscal 2024, please."],
    question: "and how much is that per employee?",
    about: ["NKE"],
    kind: "followUp",
    style: "lowercase",
    expect: () => figures(perEmployee("NKE", "revenue", "2024")),
  },
  // Briefs: a measure defined with its formula and statement, a rounding and unit, a role,
  // several periods, and a yes/no at the end.
  {
    question:
      "Speaking as a retail analyst: compute Nike's days inventory outstanding as year-end inventory from the balance sheet divided by cost of revenue from the income statement, times 365, for fiscal 2022, 2023 and 2024, each to one decimal. Did it fall in both fiscal 2023 and fiscal 2024?",
    about: ["NKE"],
    kind: "definedMeasure",
    style: "role",
    expect: () => ({
      figures: THREE_YEARS.map((year) => daysOutstanding("NKE", "inventory", year, "yearEnd", { decimals: 1 })),
      verdict: verdictFor(
        inventoryDays("NKE", "2023") < inventoryDays("NKE", "2022") &&
          inventoryDays("NKE", "2024") < inventoryDays("NKE", "2023"),
      ),
      claim: FELL,
    }),
  },
  {
    question:
      "From Alphabet's income statement, give revenue, operating income and net income for 2022, 2023 and 2024, in billions of dollars to one decimal place. Over those two years, did operating income grow faster than revenue?",
    about: ["GOOGL"],
    kind: "multiPeriod",
    style: "brief",
    expect: () => ({
      figures: (["revenue", "operatingIncome", "netIncome"] as const).flatMap((measure) =>
        annuals("GOOGL", measure, THREE_YEARS, { decimals: 1, scale: "billion" }),
      ),
      verdict: verdictFor(
        value("GOOGL", "operatingIncome", "2024") / value("GOOGL", "operatingIncome", "2022") >
          value("GOOGL", "revenue", "2024") / value("GOOGL", "revenue", "2022"),
      ),
      claim: FASTER,
    }),
  },
  {
    question: `I'm a capex-cycle strategist. For Amazon, work out capital intensity as capital expenditure from the cash flow statement divided by revenue from the income statement, for 2022, 2023 and 2024, in percent to one decimal, and tell me whether it stayed above ${CAPEX_LINE}% in every one of those years.`,
    about: ["AMZN"],
    kind: "definedMeasure",
    style: "role",
    expect: () => ({
      figures: annuals("AMZN", "capexShare", THREE_YEARS, { decimals: 1 }),
      verdict: verdictFor(THREE_YEARS.every((year) => value("AMZN", "capexShare", year) > CAPEX_LINE)),
      claim: STAYED_ABOVE,
    }),
  },
  {
    question:
      "Retail efficiency check on Walmart: inventory turnover, cost of revenue from the income statement divided by the average of opening and closing inventory on the balance sheet, for fiscal 2023, 2024 and 2025, each as a multiple to two decimals.",
    about: ["WMT"],
    kind: "definedMeasure",
    style: "brief",
    expect: () =>
      figures(
        ...["2023", "2024", "2025"].map((year) =>
          turnoverOn("WMT", "costOfRevenue", "inventory", year, { decimals: 2 }),
        ),
      ),
  },
  {
    question: `As a healthcare credit analyst I want UnitedHealth's cash conversion — operating cash flow from the cash flow statement divided by net income from the income statement — for 2022, 2023 and 2024, each as a whole percent. Was it above ${CONVERSION_LINE}% in all three years?`,
    about: ["UNH"],
    kind: "definedMeasure",
    style: "role",
    expect: () => ({
      figures: annuals("UNH", "cashConversion", THREE_YEARS, { decimals: 0 }),
      verdict: verdictFor(THREE_YEARS.every((year) => value("UNH", "cashConversion", year) > CONVERSION_LINE)),
      claim: STAYED_ABOVE,
    }),
  },
  {
    question:
      "Tax check on Apple: effective tax rate, income tax expense over income before tax, both from the income statement, for fiscal 2022, fiscal 2023 and fiscal 2024, in percent to one decimal. Was fiscal 2024's rate the highest of the three?",
    about: ["AAPL"],
    kind: "multiPeriod",
    style: "brief",
    expect: () => ({
      figures: annuals("AAPL", "taxRate", THREE_YEARS, { decimals: 1 }),
      verdict: verdictFor(
        value("AAPL", "taxRate", "2024") > Math.max(value("AAPL", "taxRate", "2022"), value("AAPL", "taxRate", "2023")),
      ),
      claim: HIGHEST,
    }),
  },
  {
    question: `Payments analyst here. Define Visa's free-cash-flow margin as operating cash flow minus capital expenditure, both from the cash flow statement, over net revenue. Give it for fiscal 2022, 2023 and 2024 in percent to one decimal, the change from fiscal 2022 to fiscal 2024 in basis points, and say whether fiscal 2024's margin was below ${FCF_MARGIN_LINE}%.`,
    about: ["V"],
    kind: "definedMeasure",
    style: "role",
    expect: () => ({
      figures: [
        ...annuals("V", "fcfMargin", THREE_YEARS, { decimals: 1 }),
        pointsChange("V", "fcfMargin", "2022", "2024"),
      ],
      verdict: verdictFor(value("V", "fcfMargin", "2024") < FCF_MARGIN_LINE),
      claim: BELOW,
    }),
  },
  // Two-part questions: one part the data answers, one it lacks (an answer names the lacking part).
  {
    question: "amzn 2024 operating income + how much of it came from aws?",
    about: ["AMZN"],
    kind: "twoPart",
    style: "terse",
    expect: () =>
      figures(
        annual("AMZN", "operatingIncome", "2024"),
        anyWord("the cloud segment named", ["AWS", "Amazon Web Services", "segment", "segments"]),
      ),
  },
  {
    question: "What did Meta earn in 2024, and how much money did Reality Labs lose?",
    about: ["META"],
    kind: "twoPart",
    style: "plain",
    expect: () =>
      figures(annual("META", "netIncome", "2024"), anyWord("the unit named", ["Reality Labs", "segment", "segments"])),
  },
  {
    question: "nike net income fiscal 2024, and how much of its sales came from greater china?",
    about: ["NKE"],
    kind: "twoPart",
    style: "lowercase",
    expect: () =>
      figures(
        annual("NKE", "netIncome", "2024"),
        anyWord("the region named", ["Greater China", "China", "region", "regions", "geographic"]),
      ),
  },
];

// The words an honest first line uses for each gap.
const UNANSWERABLE: ReadonlyArray<Unseen44iUnanswerable> = [
  {
    question: "How much did Apple's Services business bring in during fiscal 2024?",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "productRevenue",
    lacking: /\b(?:services?|products?|broken out|breakdown|categor(?:y|ies)|split)\b/i,
  },
  {
    question: "How much did Coca-Cola sell in Latin America in 2024?",
    about: ["KO"],
    kind: "unanswerable",
    style: "geography",
    lacking:
      /\b(?:Latin America|geograph\w*|regions?|regional|countr(?:y|ies)|broken out|breakdown|operating segments?)\b/i,
  },
  {
    question: "How did Costco's comparable warehouse sales, excluding gasoline, change in fiscal 2024?",
    about: ["COST"],
    kind: "unanswerable",
    style: "comparableSales",
    lacking: /\b(?:comparable|comps?|same[- ](?:store|warehouse)|like[- ]for[- ]like|gasoline)\b/i,
  },
  {
    question: "How many people subscribe to Adobe's Creative Cloud?",
    about: ["ADBE"],
    kind: "unanswerable",
    style: "subscribers",
    lacking: /\b(?:subscri\w*|members|seats|users?|user counts?)\b/i,
  },
  {
    question: "When does UnitedHealth pay its next quarterly dividend?",
    about: ["UNH"],
    kind: "unanswerable",
    style: "dividendDates",
    lacking:
      /\b(?:ex-?dividend|record date|payment dates?|pay(?:able)? dates?|dividend (?:dates?|calendar|schedule|announcements?)|declar\w*|next (?:quarterly )?dividend)\b/i,
  },
  {
    question: "How much did Microsoft pay Satya Nadella for fiscal 2024?",
    about: ["MSFT"],
    kind: "unanswerable",
    style: "executivePay",
    lacking: /\b(?:pay|paid|compensation|salary|pay package|proxy)\b/i,
  },
  {
    question: "What adjusted earnings per share did Johnson & Johnson report for 2024?",
    about: ["JNJ"],
    kind: "unanswerable",
    style: "adjusted",
    lacking: /\badjusted\b|\bnon-?GAAP\b|\bexcluding (?:special |one-time |certain )?items\b/i,
  },
  {
    question: "What revenue did Mastercard report for full-year 2025?",
    about: ["MA"],
    kind: "unanswerable",
    style: "yearAfter",
    lacking:
      /\b(?:2025|fiscal 2024|FY ?2024|most recent (?:fiscal )?year|not (?:yet )?(?:reported|ended|over|finished|out))\b/i,
  },
  {
    question: "What was Home Depot's closing share price on December 30, 2022?",
    about: ["HD"],
    kind: "unanswerable",
    style: "priceBefore",
    lacking: /\b(?:2022|2023|price history|prices? (?:start|begin|go back)|earliest|before|two years)\b/i,
  },
  {
    question: "How much net income did Alphabet make in the final quarter of 2022?",
    about: ["GOOGL"],
    kind: "unanswerable",
    style: "quarterBefore",
    lacking: /\b(?:2022|2023|Q4|fourth quarter|final quarter|earliest|quarters? (?:start|begin)|before)\b/i,
  },
  {
    question: "What slice of US card purchase volume does Visa handle?",
    about: ["V"],
    kind: "unanswerable",
    style: "marketShare",
    lacking:
      /\bmarket share\b|\bshare of (?:the )?(?:market|US|U\.S\.|card|purchase|payments?)\b|\bpurchase volume\b|\bslice\b/i,
  },
  {
    question: "How many people use Meta's apps every day?",
    about: ["META"],
    kind: "unanswerable",
    style: "operatingKpi",
    lacking: /\b(?:daily (?:active )?(?:users|people)|DAUs?|DAP|users?|user (?:counts?|numbers?)|people|audience)\b/i,
  },
  {
    question: "How many Chase bank branches does JPMorgan run?",
    about: ["JPM"],
    kind: "unanswerable",
    style: "storeCount",
    lacking: /\bbranch(?:es)?\b|\blocations?\b|\bfootprint\b/i,
  },
  {
    question: "How big was Berkshire's insurance float at the end of 2024?",
    about: ["BRK.B"],
    kind: "unanswerable",
    style: "insuranceMetric",
    lacking: /\bfloat\b/i,
  },
  {
    question: "How much did the strong dollar shave off PepsiCo's revenue growth in 2024?",
    about: ["PEP"],
    kind: "unanswerable",
    style: "exchangeRates",
    lacking: /\b(?:currenc(?:y|ies)|foreign exchange|FX|exchange rates?|dollar)\b/i,
  },
  {
    question: "How big a weight does Exxon carry in the S&P 500 index?",
    about: ["XOM"],
    kind: "unanswerable",
    style: "indexWeight",
    lacking: /\b(?:weight\w*|index(?:es)?|S&P)\b/i,
  },
  {
    question: "What share of Procter & Gamble's sales goes to Walmart?",
    about: ["PG", "WMT"],
    kind: "unanswerable",
    style: "customerConcentration",
    lacking: /\b(?:customers?|Walmart|concentration|retailers?|broken out|breakdown)\b/i,
  },
  {
    question: "When does Eli Lilly's patent protection on Mounjaro run out?",
    about: ["LLY"],
    kind: "unanswerable",
    style: "patents",
    lacking: /\b(?:patents?|exclusivity|expir\w*|LOE|run out)\b/i,
  },
  {
    question: "When does the bulk of McDonald's long-term debt come due?",
    about: ["MCD"],
    kind: "unanswerable",
    style: "debtMaturity",
    lacking: /\b(?:maturit(?:y|ies)|matur(?:e|es|ing)|comes? due|due dates?|repayments?|schedule)\b/i,
  },
  {
    question: "What does a Disney+ subscription cost per month in the US?",
    about: ["DIS"],
    kind: "unanswerable",
    style: "productPricing",
    lacking:
      /\b(?:pricing|price (?:of|for) (?:a |the )?(?:subscription|plan|Disney\+)|subscription (?:prices?|fees?|costs?|plans?|tiers?)|monthly|per month|plans?)\b/i,
  },
];

export const UNSEEN_QUESTIONS_44I: ReadonlyArray<Unseen44iQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
