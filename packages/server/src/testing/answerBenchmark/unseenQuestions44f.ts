// Issue 44's eighth set, unseen: 60 investor questions written from the sample data without
// reading the answering code, after the seven earlier issue-44 sets had been used for tuning, to
// measure a first-sight score. Asked the way people ask on research terminals, chat tools and
// forums: ticker shorthand with typos, plain retail questions and long analyst briefs (a measure
// defined with its formula in the statements' own words, its rounding and unit, a role, several
// periods at once); follow-ups (one switches company, one points back "two years earlier", one
// takes a share of "that", one asks a verdict after two turns); two-part questions (one with a
// part the data lacks); yes/no judgements the data decides (a share count shrinking every year,
// one company out-growing another, a margin above a line, a figure carried forward at its own
// growth rate). New to this set: money per head, "excluding", "ex-cash" and "net of", a change
// in basis points, a lowest close and the largest drawdown of a span, rankings over every
// covered company by a lowest value and by a measure per employee, "who came out ahead",
// calendar years and fiscal quarters of off-calendar filers, six months named by their end date;
// and 20 the data cannot answer, over twenty kinds of gap none of the ten earlier sets', each
// checked against the data. Every figure and verdict is computed from the sample data when it
// runs. A measurement: it never fails on a miss.
import type { Expectation } from "./answerGrading";
import type { BenchQuestion } from "./benchmarkRunner";
import { calendarYearSum, fiscalQuarter, mainValue, perShare, quarterEnding, verdictFor } from "./freshFigures";
import { anyWord, tangibleEquity } from "./heldOut44Figures";
import { percentOfMeasure } from "./heldOutFigures";
import {
  annual,
  annuals,
  cagr,
  growth,
  leaderOf,
  leaderOfGrowth,
  type MeasureKey,
  SAMPLE_SYMBOLS,
  yearGrowth,
} from "./sampleFigures";
import { latestOfEach } from "./unseen44bFigures";
import { highestClose } from "./unseen44eFigures";
import { fiscalYearToDate, meanOf, quotient } from "./unseen44Figures";
import {
  cashReturnOnAssets,
  decidingYearsFalling,
  fellEveryYearThrough,
  firstBy,
  lowestClose,
  maxDrawdown,
  nonCashWorkingCapital,
  percentOfSum,
  perEmployee,
  pointsChange,
  pointsGap,
  projectedAtCagr,
} from "./unseen44fFigures";

/** What the question mainly asks of the assistant: the report groups misses by it. */
export type Unseen44fKind =
  | "lookup"
  | "trend"
  | "growth"
  | "average"
  | "perShare"
  | "perHead"
  | "shareOf"
  | "netOf"
  | "basisPoints"
  | "calendarPeriod"
  | "quarter"
  | "partYear"
  | "sinceYear"
  | "asOf"
  | "priceRange"
  | "drawdown"
  | "ranking"
  | "comparison"
  | "yesNo"
  | "conditional"
  | "definedMeasure"
  | "multiPeriod"
  | "followUp"
  | "twoPart";

/** How the question is put. */
export type Unseen44fRegister = "terse" | "typo" | "ticker" | "plain" | "brief" | "role";

/** What the data lacks for a question it cannot answer. */
export type Unseen44fLack =
  | "bondCoupon"
  | "foundingDate"
  | "warrantyReserves"
  | "retirementObligations"
  | "successionPlan"
  | "cryptoHoldings"
  | "taxCarryforwards"
  | "employeeReviews"
  | "productRecalls"
  | "regulatoryFines"
  | "dividendReinvestmentPlan"
  | "authorizedShares"
  | "unvestedAwards"
  | "fundFlows"
  | "contentAmortization"
  | "employeeAttrition"
  | "workforceDiversity"
  | "darkPools"
  | "preferredStock"
  | "repurchasePrice";

export type Unseen44fAnswerable = BenchQuestion & {
  readonly kind: Unseen44fKind;
  readonly style: Unseen44fRegister;
  readonly expect: () => Expectation;
};

export type Unseen44fUnanswerable = BenchQuestion & {
  readonly kind: "unanswerable";
  readonly style: Unseen44fLack;
  readonly lacking: RegExp;
};

export type Unseen44fQuestion = Unseen44fAnswerable | Unseen44fUnanswerable;

const figures = (...list: Expectation["figures"]): Expectation => ({ figures: list });

/** A comparison's expectation: the leader named first, and every compared company's figure. */
function ranked(entries: ReadonlyArray<readonly [string, string]>, measure: MeasureKey): Expectation {
  return {
    figures: entries.map(([symbol, year]) => annual(symbol, measure, year)),
    leader: leaderOf(entries, measure),
  };
}

const inYear = (symbols: ReadonlyArray<string>, year: string) => symbols.map((symbol) => [symbol, year] as const);
const value = (symbol: string, measure: MeasureKey, year: string) => mainValue(annual(symbol, measure, year));

// The first and last days of the daily prices the data holds for a company (two years of them).
const PRICES_FROM = "2023-03-31";
const PRICES_TO = "2025-03-31";

// The words that state a yes/no question's claim, stated or negated.
const SHRANK = /\b(?:shr[aiu]nk\w*|fell|fallen|declined?|dropped|decreased|lower|every year)\b/i;
const OUT_GREW = /\bout-?gr[eo]w\w*\b/i;
const ABOVE = /\b(?:above|over|exceed(?:ed|s)?|more than|higher than|greater than|topped|cleared)\b/i;
const TOPS =
  /\b(?:tops?|topped|pass(?:es|ed)?|exceed(?:s|ed)?|surpass(?:es|ed)?|cross(?:es|ed)?|reach(?:es|ed)?|above|more than)\b/i;

/** Caterpillar's 2024 operating margin against the line the question draws. */
const CAT_MARGIN_LINE = 20;
/** The revenue line the conditional question asks Netflix to pass, in dollars, and the year. */
const NETFLIX_LINE = 50e9;
const NETFLIX_TARGET_YEAR = "2026";

const ANSWERABLE: ReadonlyArray<Unseen44fAnswerable> = [
  // Lookups: an industry's own word for a line, and a negative equity asked with typos.
  {
    question: "How much depreciation, depletion and amortization did Exxon Mobil record in 2024?",
    about: ["XOM"],
    kind: "lookup",
    style: "plain",
    expect: () => figures(annual("XOM", "depreciation", "2024")),
  },
  {
    question: "how big was mcdonalds stockholders defecit at the end of 2024",
    about: ["MCD"],
    kind: "lookup",
    style: "typo",
    expect: () => figures(annual("MCD", "equity", "2024")),
  },
  // Margins over several years with their average, a trend, a CAGR.
  {
    question: "$COST gross margin each yr FY20-FY24 and the 5yr avg",
    about: ["COST"],
    kind: "average",
    style: "ticker",
    expect: () => {
      const years = ["2020", "2021", "2022", "2023", "2024"];
      return figures(...annuals("COST", "grossMargin", years), meanOf("COST", "grossMargin", years));
    },
  },
  {
    question: "How did Disney's free cash flow develop across the five fiscal years you hold?",
    about: ["DIS"],
    kind: "trend",
    style: "plain",
    expect: () => figures(...annuals("DIS", "freeCashFlow", ["2020", "2021", "2022", "2023", "2024"])),
  },
  {
    question: "amzn 3yr revenue cagr fy21→fy24",
    about: ["AMZN"],
    kind: "growth",
    style: "terse",
    expect: () => figures(cagr("AMZN", "revenue", "2021", "2024")),
  },
  // Per share and per head.
  {
    question: "How much cash and cash equivalents did Apple hold per diluted share at the end of fiscal 2024?",
    about: ["AAPL"],
    kind: "perShare",
    style: "plain",
    expect: () => figures(perShare("AAPL", "cash", "2024")),
  },
  {
    question: "meta net incme per employe in 2024",
    about: ["META"],
    kind: "perHead",
    style: "typo",
    expect: () => figures(perEmployee("META", "netIncome", "2024")),
  },
  // A share of another line, named in the statement's words.
  {
    question:
      "What share of Home Depot's fiscal 2024 gross profit was consumed by selling, general and administrative costs?",
    about: ["HD"],
    kind: "shareOf",
    style: "plain",
    expect: () => figures(percentOfMeasure("HD", "sga", "grossProfit", "2024")),
  },
  // Excluding, ex-cash, net of.
  {
    question: "What was Berkshire's shareholders' equity excluding goodwill and intangible assets at the end of 2024?",
    about: ["BRK.B"],
    kind: "netOf",
    style: "plain",
    expect: () => figures(tangibleEquity("BRK.B", "2024")),
  },
  {
    question: "$WMT non-cash working capital FY25 — current assets ex-cash minus current liabs",
    about: ["WMT"],
    kind: "netOf",
    style: "ticker",
    expect: () => figures(nonCashWorkingCapital("WMT", "2025")),
  },
  // Who came out ahead, and by how much, in points and in basis points.
  {
    question: "Mastercard or Visa: which ran the higher net margin in 2024, and by how many percentage points?",
    about: ["MA", "V"],
    kind: "comparison",
    style: "plain",
    expect: () => {
      const entries = inYear(["MA", "V"], "2024");
      const leader = leaderOf(entries, "netMargin");
      const other = leader === "V" ? "MA" : "V";
      return {
        ...ranked(entries, "netMargin"),
        figures: [...ranked(entries, "netMargin").figures, pointsGap([leader, "2024"], [other, "2024"], "netMargin")],
      };
    },
  },
  {
    question: "KO op margin chg 2023→2024 in bps",
    about: ["KO"],
    kind: "basisPoints",
    style: "terse",
    expect: () => figures(pointsChange("KO", "operatingMargin", "2023", "2024")),
  },
  {
    question: "Costco or Walmart — which turned more of its sales into operating profit in its latest fiscal year?",
    about: ["COST", "WMT"],
    kind: "comparison",
    style: "plain",
    expect: () => ranked(latestOfEach(["COST", "WMT"]), "operatingMargin"),
  },
  {
    question: "pepsi vs coke revenue growth in 2024, who came out ahead?",
    about: ["PEP", "KO"],
    kind: "comparison",
    style: "terse",
    expect: () => ({
      figures: [yearGrowth("PEP", "revenue", "2024"), yearGrowth("KO", "revenue", "2024")],
      leader: leaderOfGrowth(
        [
          ["PEP", "2023", "2024"],
          ["KO", "2023", "2024"],
        ],
        "revenue",
      ),
    }),
  },
  // Calendar years and quarters of off-calendar filers, six months named by their end.
  {
    question: "What was Visa's net income summed over the four quarters of calendar 2024?",
    about: ["V"],
    kind: "calendarPeriod",
    style: "plain",
    expect: () => figures(calendarYearSum("V", "2024", "netIncome")),
  },
  {
    question: "$PG CY2024 sales, jan-dec not the june FY",
    about: ["PG"],
    kind: "calendarPeriod",
    style: "ticker",
    expect: () => figures(calendarYearSum("PG", "2024", "revenue")),
  },
  {
    question: "What revenue did Nvidia report for the quarter that ended in October 2024?",
    about: ["NVDA"],
    kind: "quarter",
    style: "plain",
    expect: () => figures(quarterEnding("NVDA", "2024-10", "revenue")),
  },
  {
    question: "nke fiscal q2 2025 net income",
    about: ["NKE"],
    kind: "quarter",
    style: "terse",
    expect: () => figures(fiscalQuarter("NKE", "Q2", "2025", "netIncome")),
  },
  {
    question: "What operating income did Disney report for the six months ended March 30, 2024?",
    about: ["DIS"],
    kind: "partYear",
    style: "plain",
    expect: () => figures(fiscalYearToDate("DIS", "2024", 2, "operatingIncome")),
  },
  // Since, as of.
  {
    question: "$HD diluted EPS change since FY21, in %",
    about: ["HD"],
    kind: "sinceYear",
    style: "ticker",
    expect: () => figures(growth("HD", "eps", "2021", "2024")),
  },
  {
    question: "As of December 28, 2024, how much total debt did PepsiCo carry?",
    about: ["PEP"],
    kind: "asOf",
    style: "plain",
    expect: () => figures(annual("PEP", "totalDebt", "2024")),
  },
  // Prices: a lowest close, a drawdown, the range of the whole history.
  {
    question: "$NKE lowest close in 2024?",
    about: ["NKE"],
    kind: "priceRange",
    style: "ticker",
    expect: () => figures(lowestClose("NKE", "2024-01-01", "2024-12-31")),
  },
  {
    question:
      "What was the largest peak-to-trough drawdown in Adobe's share price during calendar 2024, measured on daily closes?",
    about: ["ADBE"],
    kind: "drawdown",
    style: "plain",
    expect: () => figures(maxDrawdown("ADBE", "2024-01-01", "2024-12-31")),
  },
  {
    question: "Across the full price history you have for Walmart, what were its highest and lowest closing prices?",
    about: ["WMT"],
    kind: "priceRange",
    style: "plain",
    expect: () => figures(highestClose("WMT", PRICES_FROM, PRICES_TO), lowestClose("WMT", PRICES_FROM, PRICES_TO)),
  },
  // Rankings over every covered company: by a measure per employee, and by the lowest value.
  {
    question:
      "Among all the companies you cover, which brings in the most revenue per employee in its latest fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol, year } = firstBy(latestOfEach(), (company, fiscal) =>
        mainValue(perEmployee(company, "revenue", fiscal)),
      );
      return { figures: [perEmployee(symbol, "revenue", year)], leader: symbol };
    },
  },
  {
    question: "Which company in your data set paid the lowest effective tax rate in its most recent fiscal year?",
    about: SAMPLE_SYMBOLS,
    kind: "ranking",
    style: "plain",
    expect: () => {
      const { symbol, year } = firstBy(
        latestOfEach(),
        (company, fiscal) => value(company, "taxRate", fiscal),
        "lowest",
      );
      return { figures: [annual(symbol, "taxRate", year)], leader: symbol };
    },
  },
  // Yes/no judgements and a conditional one: the verdict is read from the data.
  {
    question: "Did Johnson & Johnson's diluted share count shrink in every year from 2020 through 2024?",
    about: ["JNJ"],
    kind: "yesNo",
    style: "plain",
    expect: () => ({
      figures: decidingYearsFalling("JNJ", "dilutedShares", "2020", "2024"),
      verdict: verdictFor(fellEveryYearThrough("JNJ", "dilutedShares", "2020", "2024")),
      claim: SHRANK,
    }),
  },
  {
    question: "did googl outgrow msft on revenue in fy24?",
    about: ["GOOGL", "MSFT"],
    kind: "yesNo",
    style: "terse",
    expect: () => {
      const [alphabet, microsoft] = [yearGrowth("GOOGL", "revenue", "2024"), yearGrowth("MSFT", "revenue", "2024")];
      return {
        figures: [alphabet, microsoft],
        verdict: verdictFor(mainValue(alphabet) > mainValue(microsoft)),
        claim: OUT_GREW,
      };
    },
  },
  {
    question: "CAT op margin >20% in 2024? y/n",
    about: ["CAT"],
    kind: "yesNo",
    style: "ticker",
    expect: () => ({
      figures: [annual("CAT", "operatingMargin", "2024")],
      verdict: verdictFor(value("CAT", "operatingMargin", "2024") > CAT_MARGIN_LINE),
      claim: ABOVE,
    }),
  },
  {
    question:
      "If Netflix's revenue kept compounding at its fiscal 2021–2024 growth rate, would it top $50 billion in fiscal 2026?",
    about: ["NFLX"],
    kind: "conditional",
    style: "plain",
    expect: () => {
      const projected = projectedAtCagr("NFLX", "revenue", "2021", "2024", NETFLIX_TARGET_YEAR);
      return {
        figures: [cagr("NFLX", "revenue", "2021", "2024"), projected],
        verdict: verdictFor(mainValue(projected) > NETFLIX_LINE),
        claim: TOPS,
      };
    },
  },
  // Briefs: a measure defined in the statements' words, its rounding and unit, a role, several periods.
  {
    question:
      "For Johnson & Johnson, calculate cash return on assets as cash from operations minus purchases of property, plant and equipment (both from the cash flow statement), divided by total assets at year end from the balance sheet. Give it for 2022, 2023 and 2024, each as a percentage rounded to one decimal place.",
    about: ["JNJ"],
    kind: "definedMeasure",
    style: "brief",
    expect: () => figures(...["2022", "2023", "2024"].map((year) => cashReturnOnAssets("JNJ", year, { decimals: 1 }))),
  },
  {
    question:
      "Putting on my leveraged-finance hat: define EBITDA interest cover as operating income plus depreciation and amortization, divided by interest expense, all from the income statement. Work it out for Home Depot in fiscal 2022, fiscal 2023 and fiscal 2024, each as a multiple to one decimal.",
    about: ["HD"],
    kind: "definedMeasure",
    style: "role",
    expect: () =>
      figures(
        ...["2022", "2023", "2024"].map((year) => quotient("HD", "ebitda", "interestExpense", year, { decimals: 1 })),
      ),
  },
  {
    question:
      "I cover restaurants for a long-only fund. For McDonald's give me operating income for 2022, 2023 and 2024 in billions of dollars to two decimals, and then the simple average operating margin (operating income over revenue) across those three years, in percent to one decimal.",
    about: ["MCD"],
    kind: "multiPeriod",
    style: "role",
    expect: () => {
      const years = ["2022", "2023", "2024"];
      return figures(
        ...annuals("MCD", "operatingIncome", years, { decimals: 2, scale: "billion" }),
        meanOf("MCD", "operatingMargin", years, { decimals: 1 }),
      );
    },
  },
  {
    question:
      "Take Alphabet's 'research and development' and 'selling, general and administrative' lines from the income statement, add them, and divide by revenue to get an operating-expense ratio; report it for fiscal 2023 and fiscal 2024 as percentages with two decimals.",
    about: ["GOOGL"],
    kind: "definedMeasure",
    style: "brief",
    expect: () =>
      figures(
        ...["2023", "2024"].map((year) =>
          percentOfSum("GOOGL", ["researchAndDevelopment", "sga"], "revenue", year, { decimals: 2 }),
        ),
      ),
  },
  // Follow-ups: a share of "that", "two years earlier", a switch of company, a verdict after two turns.
  {
    earlier: ["How much did Eli Lilly spend on research and development in 2024?"],
    question: "what's that as a % of sales",
    about: ["LLY"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("LLY", "researchShare", "2024")),
  },
  {
    earlier: ["How much did UnitedHealth earn after tax in 2024?"],
    question: "How much lower is that than two years earlier, in percent?",
    about: ["UNH"],
    kind: "followUp",
    style: "plain",
    expect: () => figures(growth("UNH", "netIncome", "2022", "2024")),
  },
  {
    earlier: ["What was Adobe's operating cash flow in fiscal 2024?"],
    question: "same thing for netflix pls",
    about: ["ADBE", "NFLX"],
    kind: "followUp",
    style: "terse",
    expect: () => figures(annual("NFLX", "operatingCashFlow", "2024")),
  },
  {
    earlier: ["caterpillar top line 2023", "and 2024?"],
    question: "so did sales shrink?",
    about: ["CAT"],
    kind: "followUp",
    style: "terse",
    expect: () => ({
      figures: [annual("CAT", "revenue", "2023"), annual("CAT", "revenue", "2024")],
      verdict: verdictFor(value("CAT", "revenue", "2024") < value("CAT", "revenue", "2023")),
      claim: SHRANK,
    }),
  },
  // Two-part questions: one with a part the data lacks.
  {
    question: "What was PepsiCo's free cash flow in 2024, and how much did it pay out in dividends that year?",
    about: ["PEP"],
    kind: "twoPart",
    style: "plain",
    expect: () => figures(annual("PEP", "freeCashFlow", "2024"), annual("PEP", "dividends", "2024")),
  },
  {
    question: "$JPM 2024 net income + its CET1 ratio?",
    about: ["JPM"],
    kind: "twoPart",
    style: "ticker",
    expect: () =>
      figures(
        annual("JPM", "netIncome", "2024"),
        anyWord("the CET1 ratio named", ["CET1", "Common Equity Tier 1", "capital ratio"]),
      ),
  },
];

// The words an honest first line uses for each gap.
const UNANSWERABLE: ReadonlyArray<Unseen44fUnanswerable> = [
  {
    question: "What coupon does Alphabet pay on its bonds due 2050?",
    about: ["GOOGL"],
    kind: "unanswerable",
    style: "bondCoupon",
    lacking: /\b(?:coupons?|bonds?|notes?|individual (?:debt|issues?)|debt securities|interest rates? on)\b/i,
  },
  {
    question: "what year was coca-cola founded",
    about: ["KO"],
    kind: "unanswerable",
    style: "foundingDate",
    lacking: /\b(?:founded|founding|founders?|incorporated|incorporation|company history|origins?)\b/i,
  },
  {
    question: "How much does Caterpillar set aside for product warranty claims?",
    about: ["CAT"],
    kind: "unanswerable",
    style: "warrantyReserves",
    lacking: /\bwarrant(?:y|ies)\b/i,
  },
  {
    question: "What are Exxon's asset retirement obligations for plugging wells and decommissioning platforms?",
    about: ["XOM"],
    kind: "unanswerable",
    style: "retirementObligations",
    lacking:
      /\b(?:asset retirement|AROs?|decommission\w*|plugging|abandonment|environmental (?:liabilit\w*|remediation))\b/i,
  },
  {
    question: "Who is next in line to succeed Jensen Huang as Nvidia's CEO?",
    about: ["NVDA"],
    kind: "unanswerable",
    style: "successionPlan",
    lacking: /\b(?:succe(?:ed|eds|ssion|ssors?)|next in line|heirs? apparent)\b/i,
  },
  {
    question: "how much bitcoin does msft hold on its balance sheet?",
    about: ["MSFT"],
    kind: "unanswerable",
    style: "cryptoHoldings",
    lacking: /\b(?:bitcoin|crypto\w*|digital assets?)\b/i,
  },
  {
    question: "How big are Adobe's net operating loss carryforwards?",
    about: ["ADBE"],
    kind: "unanswerable",
    style: "taxCarryforwards",
    lacking: /\b(?:carry-?forwards?|NOLs?|net operating loss(?:es)?|tax attributes|deferred tax assets?)\b/i,
  },
  {
    question: "What's Amazon's Glassdoor rating among its employees?",
    about: ["AMZN"],
    kind: "unanswerable",
    style: "employeeReviews",
    lacking: /\b(?:Glassdoor|employee (?:reviews?|ratings?|satisfaction|surveys?)|workplace ratings?)\b/i,
  },
  {
    question: "What did product recalls cost Procter & Gamble in fiscal 2024?",
    about: ["PG"],
    kind: "unanswerable",
    style: "productRecalls",
    lacking: /\brecall(?:s|ed)?\b/i,
  },
  {
    question: "How much has JPMorgan paid in regulatory fines and penalties since 2020?",
    about: ["JPM"],
    kind: "unanswerable",
    style: "regulatoryFines",
    lacking: /\b(?:fines?|penalt(?:y|ies)|settlements?|enforcement)\b/i,
  },
  {
    question: "Does PepsiCo offer a dividend reinvestment plan, and what's the minimum to enroll?",
    about: ["PEP"],
    kind: "unanswerable",
    style: "dividendReinvestmentPlan",
    lacking: /\b(?:DRIPs?|dividend reinvestment|reinvest\w*|direct (?:stock )?purchase|enrol\w*)\b/i,
  },
  {
    question: "How many shares is Visa authorized to issue under its certificate of incorporation?",
    about: ["V"],
    kind: "unanswerable",
    style: "authorizedShares",
    lacking: /\b(?:authori[sz]ed|charter|certificate of incorporation)\b/i,
  },
  {
    question: "How many unvested RSUs does Meta have outstanding?",
    about: ["META"],
    kind: "unanswerable",
    style: "unvestedAwards",
    lacking: /\b(?:RSUs?|restricted stock|unvested|equity awards?|awards? outstanding|overhang)\b/i,
  },
  {
    question: "how much money flowed into ETFs holding LLY last month",
    about: ["LLY"],
    kind: "unanswerable",
    style: "fundFlows",
    lacking: /\b(?:flows?|inflows?|outflows?|ETFs?|funds?)\b/i,
  },
  {
    question: "What amortization schedule does Netflix use for its content assets — straight-line or accelerated?",
    about: ["NFLX"],
    kind: "unanswerable",
    style: "contentAmortization",
    lacking:
      /\b(?:content (?:assets?|amorti[sz]ation|library)|amorti[sz]ation (?:schedule|method|policy)|accelerated|straight-line|accounting polic(?:y|ies))\b/i,
  },
  {
    question: "What's Walmart's annual employee turnover rate?",
    about: ["WMT"],
    kind: "unanswerable",
    style: "employeeAttrition",
    lacking: /\b(?:(?:employee|staff|workforce|worker|associate) turnover|attrition|quit rates?|retention)\b/i,
  },
  {
    question: "What share of Disney's employees are women?",
    about: ["DIS"],
    kind: "unanswerable",
    style: "workforceDiversity",
    lacking: /\b(?:women|female|gender|diversity|demographics?)\b/i,
  },
  {
    question: "What share of Home Depot's trading volume went through dark pools yesterday?",
    about: ["HD"],
    kind: "unanswerable",
    style: "darkPools",
    lacking: /\b(?:dark pools?|off-exchange|trading venues?|venues?)\b/i,
  },
  {
    question: "Does UnitedHealth have any preferred stock outstanding?",
    about: ["UNH"],
    kind: "unanswerable",
    style: "preferredStock",
    lacking: /\bpreferred\b/i,
  },
  {
    question: "At what average price per share did Apple repurchase its stock in fiscal 2024?",
    about: ["AAPL"],
    kind: "unanswerable",
    style: "repurchasePrice",
    lacking:
      /\b(?:average (?:repurchase |buyback )?(?:price|cost)|shares? (?:repurchased|bought back|retired)|number of shares|price paid)\b/i,
  },
];

export const UNSEEN_QUESTIONS_44F: ReadonlyArray<Unseen44fQuestion> = [...ANSWERABLE, ...UNANSWERABLE];
