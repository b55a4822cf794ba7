// Words of measures and of the formulas a question defines: operators, triggers, names' edges.
import { wordSet } from "../words";

/** Words that make a margin of their own with "margin" after them ("gross, operating and net margin"). */
export const MARGIN_KINDS = wordSet("gross operating net ebitda ebit fcf pretax pre-tax");
export const LIST_JOINS = wordSet("and or &");

/** A step summing the lines named before it: "add them", "sum them up", "add the two". */
const SUMMED_STEPS = [
  ["add", "them"],
  ["add", "them", "up"],
  ["add", "the", "two"],
  ["sum", "them"],
  ["sum", "them", "up"],
  ["combine", "them"],
];

export const DIVIDE = [
  ["divided", "by"],
  ["over"],
  ["/"],
  ["÷"],
  ["as", "a", "share", "of"],
  ["as", "a", "percentage", "of"],
  ["as", "a", "percent", "of"],
  ["as", "a", "%", "of"],
  ["as", "a", "proportion", "of"],
  ["relative", "to"],
  ["to"],
  ["per"],
  // "R&D % rev", "SBC as % of revenue", "capex pct of sales": a line as a share of another.
  ["%"],
  ["%", "of"],
  ["as", "%", "of"],
  ["in", "%", "of"],
  ["pct"],
  ["pct", "of"],
  ["as", "pct", "of"],
  ["as", "percent", "of"],
  ["as", "percentage", "of"],
  ["percent", "of"],
  ["percentage", "of"],
  // "divided by the sum of total debt and equity": the divisor is the terms joined after it.
  ...[["divided", "by"], ["over"], ["/"], ["÷"]].flatMap((divide) =>
    [["sum", "of"], ["total", "of"], ["combined"]].map((sum) => [...divide, ...sum]),
  ),
  // "take total debt and divide it by EBITDA": the verb of the division, said as a step; "take R&D
  // and SG&A, add them, and divide by revenue": the sum of the lines before, divided.
  ...[[], ["and"], ["then"], ["and", "then"]]
    .flatMap((joined) => [joined, ...SUMMED_STEPS.map((summed) => [...summed, ...joined])])
    .flatMap((joined) =>
      [[], ["it"], ["that"], ["this"], ["them"]].map((object) => [...joined, "divide", ...object, "by"]),
    ),
] as const;
export const MINUS = [
  ["minus"],
  ["less"],
  ["-"],
  ["−"],
  ["–"],
  ["after", "subtracting"],
  ["net", "of"],
  // "Equity excluding goodwill", "current assets ex-cash": the figure after is left out of the one before.
  ["excluding"],
  ["excl"],
  ["ex"],
] as const;
/** The words of MINUS that leave a figure out of another: "excluding", "excl", "ex". */
export const EXCLUDING = [["excluding"], ["excl"], ["ex"]] as const;
/** Costs taken before operating income: a profit after them, "excluding" one, adds it back. */
const OPERATING_COSTS = ["costOfRevenue", "researchAndDevelopment", "sga", "stockCompensation"];
/**
 * Each profit and the expenses it is taken after: "operating income excluding R&D" is before R&D,
 * the expense added back; "EBITDA excluding D&A" is not (EBITDA is before D&A already), nor "gross
 * profit excluding SG&A" (SG&A comes after gross profit): those still take the figure away.
 */
export const EXPENSES_TAKEN_BEFORE: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["grossProfit", new Set(["costOfRevenue"])],
  ["operatingIncome", new Set([...OPERATING_COSTS, "depreciation"])],
  ["ebitda", new Set(OPERATING_COSTS)],
  ["pretaxIncome", new Set([...OPERATING_COSTS, "depreciation", "interestExpense"])],
  ["netIncome", new Set([...OPERATING_COSTS, "depreciation", "interestExpense", "incomeTax"])],
]);
/** Words that multiply a defined quotient by a number: "…, times 365", "multiplied by 100", "× 365". */
export const FACTOR_WORDS: ReadonlyArray<ReadonlyArray<string>> = [
  ["times"],
  ["multiplied", "by"],
  ["×"],
  ["*"],
  ["x"],
];

/**
 * Words that take a rate from the measure before them: "operating income multiplied by one minus
 * the tax rate", "EBIT × (1 − t)", "times (1 - tax rate)" (the brackets are not words).
 */
export const AFTER_RATE: ReadonlyArray<ReadonlyArray<string>> = FACTOR_WORDS.flatMap((times) =>
  [["one"], ["1"]].map((one) => [...times, ...one]),
).flatMap((timesOne) => MINUS.filter((minus) => minus.length === 1).map((minus) => [...timesOne, ...minus]));
export const PLUS = [["plus"], ["+"], ["and"], ["added", "to"]] as const;
export const DEFINE_TRIGGERS = wordSet(
  "defined define defining calculated calculate computed compute measured i.e ie meaning",
);
/** Triggers that name the measure first, then define it: "define X as", "compute X as". */
export const DEFINE_NAME_FIRST = wordSet("define defining calculate compute");
/** Verbs that name a measure and then define it, with "as": "I take ROIC as …", "treat debt as …". */
export const DEFINE_AS_VERBS = wordSet("take takes taking treat treats treating use uses using count counts counting");
export const PERCENT_NAMES = wordSet(
  "percent percentage percentages % share margin rate yield intensity conversion proportion ratio_pct payout retention",
);

/** The two balances an average is taken of, named ("the opening and closing inventories"). */
export const ENDS_WORDS = wordSet("opening closing beginning ending");

/** The words of a formula's operators and triggers: never read as a misspelt measure ("divided" is no "dividend"). */
export const FORMULA_WORDS: ReadonlySet<string> = new Set([
  ...[...DIVIDE, ...MINUS, ...PLUS, ...AFTER_RATE].flat(),
  ...DEFINE_TRIGGERS,
  ...PERCENT_NAMES,
]);

/** Words that make the measure after them the mean of two balances ("divided by average inventory"). */
export const AVERAGE_WORDS = wordSet("average averaged averaging avg mean");

/** Words taking a balance at the year's end rather than on average ("year-end receivables"). */
export const YEAR_END_WORDS = wordSet(
  "year-end yearend yr-end period-end end-of-year end-of-period closing ending close",
);
export const YEAR_END_PHRASES: ReadonlyArray<string> = [
  "at the end of",
  "at year end",
  "end of the year",
  "end of year",
  "year end",
  "period end",
];
/** A fiscal year written inside a definition ("FY2023 cost of sales"): when, not an operator. */
/** A year as written beside a figure: "2024", "FY2024", "FY-2024", or its end, "YE2024". */
export const YEAR_PART = /^(?:fy-?|ye-?)?(?:19|20)\d{2}$|^(?:fy|ye)-?\d{2}$/;
export const BEFORE_YEAR = wordSet("in for during of fiscal year fy");

export const NAME_STOPS = wordSet(
  "as is was the a an for what which how taking take using use with where called so i.e ie , · of " +
    // Verbs that introduce a definition are not part of its name ("treat X as", "take X to mean").
    "treat treating mean means meaning say saying call calling count counting express expressed expressing " +
    // Verbs of the question around a name ("what leverage does Apple run: A over B").
    "run runs does do did has have had get gets",
);

/** Words between a measure's name and its definition that say when, not what ("payout ratio in 2024 ("). */
export const PERIOD_WORDS = wordSet("in for during fy fiscal year of ( )");

/**
 * Words a name cannot end with: "a screen on" names nothing, and "on a book basis", "in cash
 * terms" say how a figure is taken, not what it is called.
 */
export const NAME_ENDS_NOT = wordSet(
  "on for at in to about from with by into onto than its their my our your basis terms",
);

/** Verbs that name a figure alone ("what did Meta earn", "how much does Apple owe"), and only when nothing else names one. */
export const EARN_VERBS = wordSet("earn earned owe owes owed sell sells sold");

/**
 * Of those, the verbs that name a figure only when an amount is asked: "how much did Nike sell"
 * is its revenue, "which products does it sell" asks no figure.
 */
export const AMOUNT_VERBS = wordSet("sell sells sold");
/** The figure a verb of amount names. */
export const AMOUNT_VERB_MEASURE = "revenue";
/** Nouns of the work a question is for ("a leverage table", "my profitability screen"). */
export const PURPOSE_NOUNS = wordSet("table tables screen screens model models memo deck comp comps sheet worksheet");

/** Words after figures joined by "and" that sum them ("buybacks and dividends combined"). */
export const SUM_AFTER = wordSet("combined together");
/** Words just before such figures that sum them ("combined buybacks and dividends", "the sum of"). */
export const SUM_BEFORE = wordSet("combined sum");

/** Words that set a figure aside ("cash taxes, not the tax expense"): the figure after them is not asked. */
export const SET_ASIDE = [["not"], ["rather", "than"], ["instead", "of"]] as const;
/** Words between "not" and the figure it sets aside. */
export const SET_ASIDE_FILLERS = wordSet("the its their a an his her");

/** The words of a close ("close", "closing"). */
export const CLOSE_WORDS = wordSet("close closing");
/** A period's word before "close" makes it the period's end: "the FY23 close", "the year-end close", "Q3 close". */
export const PERIOD_BEFORE_CLOSE =
  /^(?:(?:fy-?)?['’]?\d{2}(?:\d{2})?|fiscal|year-end|yearend|yr-end|year|yr|quarter|qtr|q[1-4]|period|fy)$/;
/** "At the last close": the latest close, when a figure valued at the share price is taken. */
export const LATEST_BEFORE_CLOSE = wordSet("last latest current recent today's todays yesterday's");
/** "Revenue per dollar of assets", "for every dollar of": the unit another figure is counted in. */
export const DOLLAR_WORDS = wordSet("dollar $1");
/** The words before "dollar of" that make it that unit. */
export const PER_DOLLAR_BEFORE = wordSet("per every each");
/** Market values taken at a close: the close then names when, beside them ("market cap at the last close"). */
export const VALUED_AT_CLOSE: ReadonlySet<string> = new Set(["marketCap", "enterpriseValue", "dividendYield"]);
/** The words before such a close that make it a moment: "at the last close", "as of the latest close". */
export const AT_CLOSE_WORDS = wordSet("at of on by");

/** The words that ask for an amount. */
export const AMOUNT_QUESTIONS: ReadonlyArray<string> = ["how much", "how many dollars", "what amount"];

/** Words after a definition's last term that still belong to it: its periods. */
export const DEFINITION_TAIL = wordSet("between and fy fiscal year years in for of the end from to through ( )");
export const DEFINITION_TAIL_MAX_PARTS = 8;

/** Words that make "shares" their number, not their price ("the number of shares outstanding", "share count"). */
export const SHARE_COUNT_WORDS: ReadonlyArray<string> = ["number", "outstanding", "count", "many", "issued", "float"];

/** Words that say a price moved, for a question about a stock that names no measure. */
export const MOVE_WORDS = [
  "up",
  "down",
  "move",
  "moved",
  "gain",
  "gained",
  "lost",
  "climbed",
  "dropped",
  "rallied",
  "since",
  "from",
];

/** "Per share", "per diluted share", "per common share": a quotient by the share count, not a percent. */
/** Words for a share after "per" ("per shr" is how terminals write it), and the kinds of share that may come between. */
export const SHARE_WORDS = wordSet("share shares shr shrs sh");
export const SHARE_KINDS = wordSet("diluted basic common");
/** Words after "per" that make a figure money per head ("revenue per employee", "net income per worker"). */
export const HEAD_WORDS = wordSet(
  "employee employees employe employes head heads worker workers staffer staffers fte ftes headcount person",
);

export const PER_SHARE_WORDS = /\bper (?:(?:diluted|basic|common) )?shares?\b/g;

/** Words that lead a defined measure's name without being part of it ("the FCF payout ratio", "at gross leverage"). */
export const NAME_LEAD_WORDS = wordSet("the a an at");

/** Words before a definition's trigger that name a time, not the measure ("at the end of 2024, computed as"). */
export const PERIOD_NAME_WORDS = wordSet(
  "end start beginning close year years fiscal fy period quarter the of at in for",
);

/**
 * Words between a measure and its operator that say nothing of the arithmetic: "selling, general
 * and administrative expense divided by revenue", "the capex line over revenue".
 */
// "divided by year-end total assets": a balance is taken at the year's end unless "average" says otherwise.
// "free cash flow (cash flow statement) divided by …": a statement or company named beside a term
// is read as "·" and joins nothing.
export const OPERAND_FILLERS = wordSet(
  "the from paid its their expense expenses cost costs line figure amount number year yr period end year-end " +
    "yearend period-end end-of-year end-of-period fiscal-year-end reported both lines ·",
);

/**
 * Words that name a family of measures rather than one ("What are Apple's margins?", "how
 * profitable is Costco"): with no measure of its own named, the question asks for every member.
 */
export const MEASURE_FAMILIES: ReadonlyArray<{
  readonly words: ReadonlySet<string>;
  readonly measures: ReadonlyArray<string>;
  /** Lines any figure of the family rests on: a figure the question defines from one is of the family. */
  readonly lines?: ReadonlyArray<string>;
}> = [
  {
    words: wordSet("margin margins profitability profitable"),
    measures: ["grossMargin", "operatingMargin", "netMargin"],
  },
  {
    // "How leveraged is it", "the most levered": its debt against equity and earnings.
    words: wordSet("leveraged levered gearing geared indebted indebtedness"),
    measures: ["debtToEquity", "debtToEbitda", "netDebt"],
    lines: ["totalDebt", "netDebt"],
  },
];

/** Words asking the top of a span's closes ("the highest close", "its peak price"); not "high" ("is it too high?"). */
export const HIGH_EXTREME_WORDS: ReadonlyArray<string> = ["highest", "peak", "maximum"];
/** Words asking the bottom of a span's closes ("the lowest close", "where did it bottom"). */
export const LOW_EXTREME_WORDS: ReadonlyArray<string> = ["lowest", "bottomed", "trough", "minimum"];

/** How many parts after a definition's last term its factor may stand ("… from the income statement, times 365"). */
export const FACTOR_REACH = 8;
/** Factors that make a quotient a count of days: "inventory over cost of revenue, times 365". */
export const DAY_FACTORS: ReadonlySet<number> = new Set([360, 365, 366]);
