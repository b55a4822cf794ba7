// The shapes every answer passes through (issue 33, "facts first, then words"): a question read
// into a plan, the plan run against the data into a table of facts, quotes and gaps, and a draft
// whose every sentence names the facts it rests on.
import type { MeasureFormula, MeasureUnit, StatementName } from "./measures";

/** A company the question names, and how it was recognised. */
export interface PlannedCompany {
  readonly symbol: string;
  readonly name: string;
  readonly matchedBy: "ticker" | "name" | "nameWord" | "typo" | "history" | "page";
}

/** A company the question names that the data does not cover. */
export interface UnknownCompany {
  /** The words the question used. */
  readonly asWritten: string;
  /** Its ticker, when it is a listed company the universe knows. */
  readonly symbol: string | null;
  readonly name: string | null;
}

/** A figure to state: one of the dictionary's, or one the question defines (a derived measure). */
export interface PlannedMeasure {
  readonly id: string;
  readonly label: string;
  readonly unit: MeasureUnit;
  readonly formula: MeasureFormula;
  /** True when the question defined it ("X, defined as A divided by B"). */
  readonly defined: boolean;
}

/** The period a question asks about. Years are fiscal years as the data labels them. */
/** A statement column named by its end date, and by its span in months when the question gives one. */
export interface PeriodEnded {
  /** ISO date: `2023-07-01`. */
  readonly date: string;
  /** 3 for "three months ended", 6, 9 or 12; null for a balance date ("at July 1, 2023"). */
  readonly months: number | null;
}

export type PlannedPeriod =
  /** The latest fiscal year, or the one `back` years before it ("and the year before?"). */
  | { readonly kind: "latest"; readonly back?: number }
  /** `ended`: the statement column the question dates ("three months ended July 1, 2023", "at June 30, 2023"). */
  | { readonly kind: "years"; readonly years: ReadonlyArray<number>; readonly ended?: PeriodEnded }
  | { readonly kind: "range"; readonly from: number; readonly to: number }
  | { readonly kind: "since"; readonly from: number }
  | {
      readonly kind: "lastYears";
      readonly count: number;
      /** "Its five-year CAGR through 2023": the span ends with this year, not the data's latest. */
      readonly endingAt?: number;
      /** "The 3-year average from 2020": the span starts with this year. */
      readonly startingAt?: number;
    }
  | { readonly kind: "latestQuarter" }
  /** Fiscal quarters named ("Q2 FY2023", "the second quarter of fiscal 2023"), oldest first. */
  | { readonly kind: "quarters"; readonly quarters: ReadonlyArray<{ readonly quarter: number; readonly year: number }> }
  | { readonly kind: "ttm" }
  | { readonly kind: "pastYear" }
  /** The quarter whose end date falls in a calendar month ("the quarter ending July 2024"). */
  | { readonly kind: "quarterEnded"; readonly month: number; readonly year: number }
  /** The four quarters whose end dates fall in a calendar year ("calendar 2024"). */
  | { readonly kind: "calendarYear"; readonly year: number }
  /**
   * Part of a year (issue 44): fiscal quarters of fiscal `year` ("first half of fiscal 2024": 1–2,
   * "9M24": 1–3), or with `calendar` the quarters that ended in those months of calendar `year`.
   */
  | {
      readonly kind: "yearPart";
      readonly quarters: ReadonlyArray<number>;
      readonly year: number;
      readonly calendar: boolean;
      /** The same part of earlier years asked beside it ("H2 FY23 vs H2 FY24"), oldest first. */
      readonly earlier?: ReadonlyArray<number>;
    }
  /** The six or nine months to a month ("nine months ended September 2024"): the quarters ending there. */
  | { readonly kind: "monthsEnded"; readonly months: number; readonly month: number; readonly year: number }
  /** The fiscal year so far: the quarters of the latest fiscal year the quarterly statements hold. */
  | { readonly kind: "yearToDate" }
  /** Calendar dates, for prices: from one close to another (`to` absent: the last close). */
  | { readonly kind: "dates"; readonly from: string; readonly to: string | null };

/** What is done with the figures: one value per period, a change, a sum; across companies. */
export interface PlannedOperation {
  /** `average`: the mean of the figures over the period ("five-year average"). */
  readonly kind: "value" | "trend" | "growth" | "cagr" | "total" | "average";
  readonly across: "each" | "compare" | "rank" | "shareOf";
  /** Asked for the gap between two companies' figures ("the difference between A and B"). */
  readonly difference?: boolean;
  /** Asked how many times the figure multiplied over the period ("by how many times", "-fold"). */
  readonly multiple?: boolean;
  /** Asked for one company's figure over the other's ("the ratio of the two"). */
  readonly ratio?: boolean;
  /** A ranking or comparison asked lowest first ("the lowest tax rate", "which carries less debt"). */
  readonly lowestFirst?: boolean;
}

export type RefusalKind = "forecast" | "advice" | "segment" | "intraday" | "absent";

export interface Refusal {
  readonly kind: RefusalKind;
  /** The words that asked for it ("iPhone", "subscribers"), when there are some. */
  readonly about: string | null;
  /** For `absent`: the kind of data the words name ("subscriber and user counts"), when known. */
  readonly lacks?: string;
  /** The question's words (lower case) a lacking concept was read from, counted as read. */
  readonly asked?: ReadonlyArray<string>;
  /**
   * The question asks, in another clause, what the company's material holds (how it makes money,
   * its risks): that part is answered after this refusal, not swallowed by it (issue 44).
   */
  readonly alongside?: "material";
  /**
   * For `absent`: the refused thing is a line of this statement the data leaves out (retained
   * earnings, deferred revenue). A filing may print it: PDF chat looks for it there.
   */
  readonly line?: StatementName;
}

/** How the question wants figures written. */
export interface PlannedRounding {
  readonly decimals: number | null;
  readonly scale: "thousand" | "million" | "billion" | "trillion" | null;
  /** The one measure the decimals are asked for ("..., net margin to one decimal"); absent: all. */
  readonly only?: string;
  /**
   * Decimals asked measure by measure, each in its own clause ("operating income in billions to two
   * decimals, … the margin in percent to one decimal"): by measure id, over `decimals`.
   */
  readonly byMeasure?: Readonly<Record<string, number>>;
  /** Asked "as a percentage": a ratio is written in percent. */
  readonly percent?: true;
  /** Asked "in bps", "how many basis points": a change of a percentage is written in basis points. */
  readonly basisPoints?: true;
}

/** Questions that are not about figures, answered from the company's material. */
export type MaterialAsked = "risks" | "moat" | "news" | "filings" | "valuation" | "own" | "search";

/** The user's own material a question names ("my notes", "the PDF I uploaded", "what I pasted"). */
export type OwnSource = "notes" | "highlights" | "pdfs" | "pasted";

/** What a yes/no question claims of a figure (issue 44): the writer says whether the facts bear it out. */
export interface YesNoClaim {
  /** The figure went up (rose, improved, doubled; "higher than"), or down. */
  readonly direction: "up" | "down";
  /** At least this many times the start ("more than double": 2), for a rise. */
  readonly factor: number | null;
  /** Set against something else with "than": another company, or another year. */
  readonly against: boolean;
  /** Set against a number ("above 50%", "under 0.5x"): the figure of each period asked is compared with it. */
  readonly threshold?: Threshold;
  /** Claimed of every step of the span ("raised it every year since 2020"), not only end against start. */
  readonly everyStep?: true;
  /** A judgement asked ("is it capital-intensive?", "is its current ratio healthy?"): decided by the house's thresholds. */
  readonly judgement?: Judgement;
  /** Set against the figure's own average over the span ("above its five-year average"): the last figure is compared with it. */
  readonly againstAverage?: true;
  /** Set against something by a word, not "than" ("did its cash flow cover capex?"): it needs a second figure or company. */
  readonly againstWord?: true;
  /** How many periods it held in is asked ("in how many years did …"), not yes or no. */
  readonly counted?: true;
  /** Claimed of some period asked, not of each ("above 100% in any of those years", "ever negative"). */
  readonly inAny?: true;
  /** Claimed of one year of the several asked ("… and say whether fiscal 2024's margin was below 55%"). */
  readonly ofYear?: number;
  /** That year's figure is the highest (or lowest) of the years asked ("was fiscal 2024's rate the highest of the three?"). */
  readonly extreme?: "highest" | "lowest";
  /** The growth of the first measure set against the second's ("did operating income grow faster than revenue?"). */
  readonly growthOf?: readonly [string, string];
}

/** The judgements a question can ask of a company's figures (issue 45, item 3). */
export type JudgementId = "capitalIntensity" | "liquidity";

/** One figure a judgement sets against a threshold the house names (domain/constants.ts). */
export interface JudgementTest {
  readonly measureId: string;
  readonly threshold: Threshold;
}

/**
 * A judgement: its figures, each against its threshold. It holds when any test holds ("any": a
 * business is capital-intensive by its spending or by its assets) or only when every one does.
 */
export interface Judgement {
  readonly id: JudgementId;
  readonly holdsWhen: "any" | "every";
  readonly tests: ReadonlyArray<JudgementTest>;
  /** What the verdict says of the company when it holds, and when it does not ("is capital-intensive"). */
  readonly holds: string;
  readonly fails: string;
}

/** A number a yes/no question sets a figure against. */
export interface Threshold {
  readonly comparator: "above" | "below" | "atLeast" | "atMost";
  /** In the fact's own unit: percent as written (50 for 50%), a multiple, or dollars. */
  readonly value: number;
  /** The unit written with the number; null: none, the measure's own. */
  readonly unit: "percent" | "ratio" | "usd" | null;
  /** The number as the question wrote it, with its unit ("50%", "0.5x", "$10 billion"). */
  readonly written: string;
}

/** The parts of a figure a question ranks (issue 45 item 4): "which segment", "which region". */
export interface PlannedBreakdown {
  /** The kind of part named; null: any. */
  readonly by: "segment" | "geography" | "product" | null;
}

export interface AnswerPlan {
  readonly companies: ReadonlyArray<PlannedCompany>;
  readonly unknownCompanies: ReadonlyArray<UnknownCompany>;
  readonly measures: ReadonlyArray<PlannedMeasure>;
  readonly period: PlannedPeriod;
  /** True when the period came from the question (not from a default or the conversation). */
  readonly periodAsked: boolean;
  readonly operation: PlannedOperation;
  readonly refusals: ReadonlyArray<Refusal>;
  readonly rounding: PlannedRounding;
  /** What else the question asks for, when it names no figure. */
  readonly material: MaterialAsked | null;
  /** The user's own sources the question names, answered from those alone; empty when it names none. */
  readonly ownSources: ReadonlyArray<OwnSource>;
  /** A sector the question ranks within ("which technology company ..."), as the data names it. */
  readonly sector: string | null;
  /**
   * The statement the question points to ("using the cash flow statement", "from the balance
   * sheet"): a line printed on it and elsewhere (D&A in a note) is read from it.
   */
  readonly statement: StatementName | null;
  /** The question's words as written (lower case): a filing's own line names are matched against them. */
  readonly words?: ReadonlyArray<string>;
  /** A yes/no question's claim, when the question is one: the answer leads with the verdict. */
  readonly claim?: YesNoClaim;
  /** Every company the data covers is ranked or screened ("which of the companies you cover ..."). */
  readonly everyCovered?: true;
  /** The parts of the figure the question ranks ("which segment had the most revenue"), when it ranks some. */
  readonly breakdown?: PlannedBreakdown;
  /** Content words of the question no reader read, as written (issue 44); absent or empty: every word was read. */
  readonly unread?: ReadonlyArray<string>;
}

export type FactUnit = MeasureUnit;

/** Where a fact comes from, to cite it. */
export interface FactSource {
  readonly id: string;
  readonly url: string;
  readonly title: string;
  readonly publisher: string;
  readonly excerpt: string;
  readonly date?: string;
}

export interface Fact {
  /** `AAPL/grossMargin/FY2024`, `MSFT/revenue/TTM`, `NVDA/priceReturn/2023-03-31..2025-03-31`. */
  readonly id: string;
  readonly symbol: string;
  readonly measure: string;
  readonly label: string;
  /** `FY2024`, `Q1 FY2025`, `TTM`, a date, or a span of them. */
  readonly period: string;
  readonly value: number | string;
  readonly unit: FactUnit;
  readonly sourceId: string;
  /** The facts a derived value is computed from. */
  readonly derivedFrom: ReadonlyArray<string>;
}

/** A passage quoted from the company's material. */
export interface Quote {
  readonly id: string;
  readonly symbol: string | null;
  readonly text: string;
  readonly sourceId: string;
  /**
   * What the quote is evidence of, as the writer heads it: a power of the moat ("Scale
   * economies"), a filing's or article's date and title. Quotes with one heading are one item.
   */
  readonly heading?: string;
  /** Evidence that speaks against what it is heading (a moat power's counter-evidence). */
  readonly against?: true;
}

export type GapKind =
  | "company"
  | "year"
  /** Years before the first a filing's statements hold, for a span asked (a five-year CAGR from a 10-K's three years). */
  | "span"
  | "forecast"
  | "advice"
  | "segment"
  | "intraday"
  | "absent"
  | "measure"
  /** A measure that does not fit the company (a current ratio of an unclassified balance sheet), with why. */
  | "unfit"
  | "noCompany"
  /** Words of the question no reader read (issue 44): said before the figures. */
  | "unread";

export interface Gap {
  readonly kind: GapKind;
  readonly text: string;
}

/** What the engine found for a plan; a writer gets this and nothing else. */
export interface FactsTable {
  readonly plan: AnswerPlan;
  readonly names: Readonly<Record<string, string>>;
  readonly facts: ReadonlyArray<Fact>;
  readonly quotes: ReadonlyArray<Quote>;
  readonly gaps: ReadonlyArray<Gap>;
  readonly sources: ReadonlyArray<FactSource>;
}

export interface DraftSentence {
  readonly text: string;
  readonly factIds: ReadonlyArray<string>;
  readonly quoteIds: ReadonlyArray<string>;
  /** A sentence that starts a new paragraph or list. */
  readonly block: "paragraph" | "item";
}

export interface Draft {
  readonly sentences: ReadonlyArray<DraftSentence>;
  /** The sources the sentences rest on, in the order first cited. */
  readonly sourceIds: ReadonlyArray<string>;
}
