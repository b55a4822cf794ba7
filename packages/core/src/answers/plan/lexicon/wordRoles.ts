// The lexicon of roles a word can play in a question (issue 44, item 1), as data: each row is a
// role, its words, and when the plan shows that role was read. A word the plan's readers consumed
// (a company's name, a measure's phrase, a statement's name, a definition) needs no row; a word
// of a row counts as read only when the plan holds what the row stands for: "quarter" is read only
// when the plan's period is a quarter, "combined" only when a total is asked. A misread word
// becomes a row here (or a reader that consumes it), never a branch for one question.
import type { AnswerPlan, PlannedPeriod } from "../../answerTypes";
import { formulaTerms, type SignedTerm } from "../../measures";
import { BREAKDOWN_ROLE_ROWS } from "./filingBreakdownWords";
import { FORM_ROLES } from "./formRoles";
import { LESS_WORDS, MORE_WORDS, OUT_VERBS, RANK_WORDS } from "./formWords";
import { MATERIAL_QUALIFIERS, MATERIAL_ROWS, QUOTED_MATERIAL } from "./material";
import { HEAD_WORDS, MEASURE_FAMILIES } from "./measureWords";
import { CAGR_WORDS, GROWTH_WORDS, TREND_WORDS } from "./operationWords";
import { QUARTER_WORD, RECENT_SPAN_WORDS } from "./periodWords";
import { PART_WORDS } from "./refusalWords";
import type { WordRole, WordRoleRow } from "./wordRoleRow";

export type { WordRole, WordRoleRow };

const always = () => true;

const periodIs = (period: PlannedPeriod, ...kinds: ReadonlyArray<PlannedPeriod["kind"]>) => kinds.includes(period.kind);
const dated = (plan: AnswerPlan) =>
  (plan.period.kind === "years" && plan.period.ended !== undefined) ||
  periodIs(plan.period, "dates", "quarters", "quarterEnded", "calendarYear", "yearPart", "monthsEnded", "yearToDate");
/** A calendar year, or a part of one, is asked rather than a fiscal one. */
const calendarAsked = (plan: AnswerPlan) =>
  periodIs(plan.period, "calendarYear", "monthsEnded") || (plan.period.kind === "yearPart" && plan.period.calendar);
const quarterly = (plan: AnswerPlan) =>
  periodIs(plan.period, "quarters", "latestQuarter", "quarterEnded") ||
  (plan.period.kind === "years" && plan.period.ended?.months === 3) ||
  // "Its stock in q4 2024": a share price's quarter is the calendar's.
  (plan.period.kind === "yearPart" && plan.period.calendar);
/** "Its highest close in the quarter (half) ended September 30": the span of closes before that date. */
const spanEnded = (plan: AnswerPlan) => plan.period.kind === "dates" && plan.period.to !== null;
const severalYears = (plan: AnswerPlan) =>
  periodIs(plan.period, "range", "since", "lastYears") ||
  (plan.period.kind === "yearPart" && (plan.period.earlier?.length ?? 0) > 0) ||
  (plan.period.kind === "years" && plan.period.years.length > 1);
const changeAsked = (plan: AnswerPlan) =>
  ["growth", "cagr", "trend"].includes(plan.operation.kind) ||
  severalYears(plan) ||
  plan.operation.multiple === true ||
  plan.measures.some((measure) => measure.id === "priceReturn");
const setSideBySide = (plan: AnswerPlan) =>
  plan.operation.across !== "each" ||
  plan.companies.length + plan.unknownCompanies.length > 1 ||
  plan.measures.length > 1 ||
  plan.measures.some((measure) => measure.defined) ||
  changeAsked(plan);
const quotientAsked = (plan: AnswerPlan) =>
  plan.measures.some((measure) => measure.defined || measure.unit === "ratio" || measure.unit === "percent") ||
  plan.operation.ratio === true ||
  plan.operation.multiple === true ||
  plan.rounding.percent === true;
const refused = (plan: AnswerPlan, ...kinds: ReadonlyArray<string>) =>
  plan.refusals.some((refusal) => kinds.includes(refusal.kind));

/** The terms a measure's formula is built from. */
const termsOf = (measure: AnswerPlan["measures"][number]): ReadonlyArray<SignedTerm> => formulaTerms(measure.formula);

/** Whether a measure is the line `id`, or a formula with it among its terms. */
const restsOn = (measure: AnswerPlan["measures"][number], id: string): boolean =>
  measure.id === id || termsOf(measure).some((term) => term.id === id);

/** Whether a measure divides by a balance's average ("days sales outstanding", "asset turnover"). */
const takesAverageBalance = (measure: AnswerPlan["measures"][number]): boolean =>
  termsOf(measure).some((term) => term.average === true);

const asks = (plan: AnswerPlan, ...ids: ReadonlyArray<string>) =>
  plan.measures.some((measure) => ids.includes(measure.id));

/**
 * The rows. Courtesy words carry no figure's meaning (grammar, politeness, hedges, the words for a
 * company and its stock, the verbs a figure is asked with, the role a question takes); every other
 * row is read only with what it asks for.
 */
export const WORD_ROLES: ReadonlyArray<WordRoleRow> = [
  {
    role: "courtesy",
    words:
      "a an the and or but nor of for from to in on at by with about into onto over under as than then that this " +
      "these those there here it its it's they their them theirs he she his her we our ours you your yours i me my " +
      "us what which who whom whose when where why how whats hows is are was were be been being am do does did done " +
      "doing has have had having will would could should can may might must shall not no yes if so such also too " +
      "just only still even both all any some each every either neither other another own same very really quite " +
      "simply simple rather please pls plz thanks thank thx hi hiya hello hey morning ok okay kindly quick quickly " +
      "briefly roughly approximately approx around exactly precisely actually basically generally curious " +
      "wondering wonder trying try question tell show give get find fetch pull list provide share need want like " +
      "know let lets see look looking looked check checking say says said walk explain describe calculate compute " +
      "calculated computed work out means meaning mean figure figures number numbers amount amounts value values " +
      "level levels metric metrics measure measures kpi kpis data stat stats information info detail details company companies business " +
      "businesses firm firms corporation corp inc co ltd plc group stock stocks shares share ticker name names " +
      "reported report reports currently current now today recently again based according using use used " +
      "much many lot far well good big large small high low fast quickly something anything thing things way ways " +
      "one ones kind sort type whole entire full total overall consolidated gaap headline officially official " +
      "net line lines item items view memo desk sanity exercise random angle hand chart file im ive id youre dont doesnt " +
      "didnt isnt wasnt arent theres across among amongst back common shareholders holders investors within " +
      "answer think treat wearing hat build building comp sheet ages head money negative balance balances talk " +
      "talking act acting pretend imagine express expressed expressing basis terms affect affects affected " +
      "impact impacts",
    phrases: "these days|right now|at the moment|per the|as per|on hand|in hand|stack up|stacks up",
    readWhen: always,
  },
  {
    // The verbs a figure is asked with: the measure says what, the verb only that it happened.
    role: "courtesy",
    words:
      "spend spends spent spending pay pays paid paying payment payments hold holds held holding carry carries " +
      "carried generate generates generated generating bring brings brought come comes came coming go goes went gone " +
      "make makes made making post posts posted record records recorded book booked deliver delivers delivered " +
      "produce produced achieve achieved see saw sit sits sat stand stands stood end ends finish finished become " +
      "became convert converts converted add adds added take takes took taken keep kept put puts return returned " +
      "distribute distributed allocate allocated invest invested budget budgets outlay outlays sitting carrying " +
      "taking keeping tying tied hand hands handed handing give gives gave given giving",
    readWhen: always,
  },
  {
    // Verbs of an effect on a figure ("how much did the strong dollar shave off its growth", "hurt
    // its margin"): the cause is what is asked, and a concept's row names it.
    role: "courtesy",
    words:
      "hurt hurts hurting help helps helped helping weigh weighs weighed weighing drag drags dragged dragging " +
      "boost boosts boosted boosting shave shaves shaved shaving dent dents dented",
    phrases: "shave off|shaved off|shaves off|knock off|knocked off|knocks off|take off|took off|takes off",
    readWhen: always,
  },
  {
    // The role a question takes ("as a credit analyst", "I cover banks"): it changes no figure.
    role: "courtesy",
    words:
      "analyst analysts investor investors manager managers pm pms portfolio fund trader buy-side sell-side " +
      "credit equity-research research quant value-focused quality-focused dividend-focused income-focused " +
      "focused focus care cares screen screening covering cover covers bond bonds swing long-term short-term " +
      "table tables liquidity high-grade investment-grade capital-light asset-light " +
      "income quality capital-allocation allocation consumer staples retail pharma semis banks bank insurers " +
      "energy industrials utilities tech healthcare financials services communication network networks payment " +
      "payments insurance risk risks balance-sheet",
    readWhen: always,
  },
  {
    role: "period",
    words:
      "fy fiscal year years yr yrs annual annually yearly last past prior previous ago since until through thru " +
      "between during end ended ending period periods span stretch window ttm ltm trailing twelve latest this " +
      "following before after earlier later first second third fourth final start started beginning year-end " +
      "yr-end yearend ye close closing " +
      "two three four five six seven eight nine ten eleven twelve each",
    phrases: "most recent|most recently|financial year|financial years",
    pattern: /^(?:fy|fiscal|ye)-?'?\d{2}(?:\d{2})?$|^(?:end|year|fy)-\d{2,4}$/,
    readWhen: always,
  },
  {
    // "Its four latest complete years": the recency words of a span, read when the plan holds one.
    role: "period",
    words: [...RECENT_SPAN_WORDS].join(" "),
    readWhen: severalYears,
  },
  {
    role: "period",
    words: "quarter quarters quarterly qtr qtrs three-month 3-month",
    pattern: QUARTER_WORD,
    readWhen: quarterly,
  },
  {
    role: "period",
    words: "calendar cal cy quarter quarters opposed rather instead",
    pattern: /^cy-?'?\d{2}(?:\d{2})?$/,
    readWhen: calendarAsked,
  },
  {
    // How a balance is said to hold days of a flow ("days of sales sitting in receivables").
    role: "courtesy",
    words:
      "sitting sit sat tied locked stuck parked outstanding collect collected collecting long customers customer " +
      "clients days day",
    // On the average balance or the year-end one ("daysSalesOutstandingYearEnd").
    readWhen: (plan) =>
      plan.measures.some((measure) =>
        ["daysSalesOutstanding", "daysInventory", "daysPayable", "cashConversionCycle"].some((id) =>
          measure.id.startsWith(id),
        ),
      ),
  },
  {
    // A conversion of one figure into another ("turned its net income into free cash flow"): read
    // when the plan holds one figure over another.
    role: "operation",
    words: "turn turns turned turning translate translates translated translating conversion into",
    readWhen: quotientAsked,
  },
  {
    // A part of a year: halves, nine months, the year to date ("H1", "1H24": "1" and "h24", "9M24").
    role: "period",
    words:
      "half halves h1 h2 front back latter 1st 2nd ytd date so far quarter quarters same period prior year-ago plus",
    phrases: "year to date",
    pattern: /^(?:h[12]|[12]h|9m|m9|6m|h|m)(?:fy)?(?:\d{2}|\d{4})?$|^q[1-4]$|^[1-4]q$/,
    readWhen: (plan) => periodIs(plan.period, "yearPart", "monthsEnded", "yearToDate"),
  },
  {
    // A month beside a year dates a balance or a fiscal year's end; a span of months is a column.
    role: "period",
    words:
      "january february march april may june july august september october november december jan feb mar apr jun " +
      "jul aug sep sept oct nov dec",
    readWhen: (plan) => dated(plan) || periodIs(plan.period, "years", "ttm", "pastYear", "latestQuarter"),
  },
  {
    role: "period",
    words: "month months twelve-month 12-month",
    readWhen: (plan) =>
      dated(plan) || periodIs(plan.period, "ttm", "pastYear", "latestQuarter") || asks(plan, "yearHigh", "yearLow"),
  },
  {
    role: "period",
    words: "day days week weeks date dates close closed closing trade traded trading",
    readWhen: (plan) =>
      periodIs(plan.period, "dates", "pastYear") ||
      asks(
        plan,
        "close",
        "priceReturn",
        "yearHigh",
        "yearLow",
        "highestClose",
        "lowestClose",
        "averageClose",
        "drawdown",
      ),
  },
  ...BREAKDOWN_ROLE_ROWS,
  {
    role: "operation",
    words:
      "highest high peak max maximum lowest low bottom bottomed trough min minimum daily closes measured largest " +
      "biggest worst deepest steepest average avg mean",
    readWhen: (plan) => asks(plan, "highestClose", "lowestClose", "averageClose", "drawdown"),
  },
  {
    role: "operation",
    words:
      "grow grows growth grew growing grown increase increased increases increasing rise rises rose risen rising " +
      "decline declined declines declining decrease decreased decreases decreasing fall falls fell fallen falling " +
      "drop dropped drops change changed changes changing up down yoy y/y q/q qoq sequential sequentially cagr compound compounded compounding " +
      "annualized annualised expand expanded expansion shrink shrank shrunk contract contracted reduce reduced " +
      "reduction reducing cut cuts improve improved improving worsen worsened deteriorate deteriorated move moved " +
      "moves swing trend trends trended trending trajectory history historical historically evolve evolved " +
      "evolution time times fold multiply multiplied double doubled triple tripled quadruple quadrupled " +
      "fastest slowest rate gain gains gained " +
      "lose loses lost climb climbed rally rallied slump slumped jump jumped surge surged soar soared sink sank " +
      "tumble tumbled " +
      // The operation lexicon's own words are read by the same rule, so a word added there is read here.
      [...GROWTH_WORDS, ...TREND_WORDS, ...CAGR_WORDS].join(" "),
    readWhen: changeAsked,
  },
  {
    role: "operation",
    words:
      "compare compares compared comparison comparing versus vs vs. against than relative relation difference " +
      "differ gap higher lower bigger smaller larger more less faster slower better worse stronger weaker ahead " +
      "behind beat exceed exceeds exceeded outgrew outgrow side " +
      // The comparatives of the form lexicon, read by the same rule, and its verbs of doing more ("out-earn").
      [...MORE_WORDS, ...LESS_WORDS, ...[...OUT_VERBS].flatMap((verb) => [`out${verb}`, `out-${verb}`])].join(" "),
    readWhen: setSideBySide,
  },
  {
    role: "operation",
    // Every superlative of a comparative ("widest", "thinnest") is among RANK_WORDS.
    words: [...RANK_WORDS, ..."ranks order sort sorted leader leading".split(" ")].join(" "),
    readWhen: (plan) => plan.operation.across === "rank" || setSideBySide(plan),
  },
  {
    role: "operation",
    words: "combined sum summed together altogether aggregate cumulative cumulatively plus",
    readWhen: (plan) =>
      plan.operation.kind === "total" ||
      plan.operation.across === "shareOf" ||
      plan.measures.some((measure) => measure.defined),
  },
  {
    role: "operation",
    words: "average averaged averaging avg median typical",
    readWhen: (plan) =>
      plan.operation.kind === "average" ||
      plan.measures.some((measure) => measure.defined || takesAverageBalance(measure)),
  },
  {
    role: "operation",
    words:
      "ratio ratios multiple multiples divided divide over percent percentage percentages proportion fraction " +
      "portion rate conversion coverage express expressed margin margins define defined definition minus less times " +
      "intensity subtract subtracting subtracted deduct deducting deducted " +
      // The words of a part of a whole, read by the same rule ("V's slice of combined revenue").
      [...PART_WORDS].join(" "),
    readWhen: (plan) => quotientAsked(plan) || plan.operation.across === "shareOf",
  },
  {
    // "On a book basis", "in book terms": equity at its book value, read when a figure rests on equity.
    role: "scope",
    words: "book",
    readWhen: (plan) => plan.measures.some((measure) => restsOn(measure, "equity")),
  },
  // A family of measures named by one word ("how profitable is it", "how levered"): read when one of its members is asked.
  ...MEASURE_FAMILIES.map(
    (family): WordRoleRow => ({
      role: "operation",
      words: [...family.words].join(" "),
      readWhen: (plan) =>
        asks(plan, ...family.measures) ||
        plan.measures.some((measure) => (family.lines ?? []).some((line) => restsOn(measure, line))),
    }),
  ),
  {
    // What a running total leaves ("what's left", "what remains"): read when a figure is defined.
    role: "operation",
    words: "left remains remaining remainder leftover residual",
    readWhen: (plan) => plan.measures.some((measure) => measure.defined),
  },
  {
    role: "operation",
    words: "per shr shrs diluted basic",
    readWhen: (plan) => plan.measures.some((measure) => measure.unit === "perShare"),
  },
  {
    // Words of a profile fact, read with it ("who currently leads", "what sector is it classified in").
    role: "form",
    words: "lead leads led run runs heads manage manages chief executive officer boss charge helm",
    readWhen: (plan) => asks(plan, "ceo"),
  },
  {
    role: "form",
    words: "classified classify categorized categorised category belong belongs falls",
    readWhen: (plan) => asks(plan, "sector", "industry"),
  },
  {
    role: "form",
    words: "full-time part-time people employ employed",
    readWhen: (plan) => asks(plan, "employees"),
  },
  {
    // "Revenue per dollar of assets", "for every dollar of": read when a figure is counted so.
    role: "operation",
    words: "per every each dollar dollars",
    readWhen: (plan) => plan.measures.some((measure) => measure.label.includes(" per dollar of ")),
  },
  {
    role: "period",
    words: "quarter qtr half months month",
    readWhen: spanEnded,
  },
  {
    // "Revenue per worker": the words of money per head, read when a figure is divided by the head count.
    role: "form",
    words: `per ${[...HEAD_WORDS].join(" ")}`,
    readWhen: (plan) =>
      plan.measures.some(
        (measure) => measure.formula.kind === "expression" && measure.formula.denominator?.[0]?.id === "employees",
      ),
  },
  {
    role: "form",
    words: "city town state country located",
    readWhen: (plan) => asks(plan, "headquarters"),
  },
  {
    role: "form",
    words: "leveraged levered indebted geared",
    readWhen: (plan) => asks(plan, "debtToEquity", "totalDebt", "debtToEbitda", "netDebt"),
  },
  {
    role: "form",
    words: "outstanding",
    readWhen: (plan) => asks(plan, "dilutedShares", "eps"),
  },
  {
    role: "form",
    words: "range 52 52-week valuation valued multiple",
    readWhen: (plan) => plan.measures.some((measure) => measure.formula.kind === "market"),
  },
  {
    role: "rounding",
    words:
      "round rounded rounding decimal decimals place places dp nearest billion billions bn bil million millions mn " +
      "mm mil thousand thousands trillion trillions tn percent percentage pct bps basis points point significant " +
      "digits usd dollars dollar us u.s terms format formatted written write no express expressed cent cents",
    readWhen: always,
  },
  {
    // "How much does it set aside for warranty claims": the verbs of a reserve, read when the data lacks the line.
    role: "refusal",
    words: "set aside reserved reserve reserves accrued accrue provision provisions provided",
    readWhen: (plan) => plan.refusals.some((refusal) => refusal.line !== undefined),
  },
  {
    role: "scope",
    words: "cover covered covers coverage universe dataset database sample app yours listed set",
    readWhen: (plan) => plan.operation.across === "rank" || plan.sector !== null || plan.companies.length > 1,
  },
  {
    role: "refusal",
    words:
      "forecast forecasts predict prediction project projected projection projections guidance outlook estimate " +
      "estimates expected expect expects will going future target targets consensus analyst analysts next " +
      "upcoming coming ahead",
    // "Due in the next 12 months": the future span of what is refused, read with it.
    phrases:
      "wall street|next 12 months|next twelve months|next 6 months|next six months|coming months|months ahead|" +
      "next quarter|next qtr|next year|next yr|next fiscal year|next fy|coming quarter|coming year|upcoming quarter",
    readWhen: (plan) => refused(plan, "forecast") || refused(plan, "absent"),
  },
  {
    role: "refusal",
    words:
      "buy sell hold invest investing should worth recommend recommendation advice undervalued overvalued cheap " +
      "money put time position add own stake",
    readWhen: (plan) => refused(plan, "advice") || plan.material === "valuation",
  },
  {
    role: "refusal",
    words: "intraday premarket pre-market afterhours after-hours live realtime real-time minute hour trading",
    readWhen: (plan) => refused(plan, "intraday"),
  },
  {
    role: "material",
    words: MATERIAL_QUALIFIERS,
    // "Its main risks", and "its main suppliers": what the data lacks is weighed in the same words.
    readWhen: (plan) => (plan.material !== null && QUOTED_MATERIAL.has(plan.material)) || refused(plan, "absent"),
  },
  ...FORM_ROLES,
  {
    // A filing named as a figure's source ("revenue in its latest 10-K filing"): the data's
    // statements are the filings' own, so the words are read whenever a figure is asked.
    role: "scope",
    words: "filing filings filed",
    phrases: "annual report|10 k|10 q",
    readWhen: (plan) => plan.measures.length > 0,
  },
  // A company's material asked ("its moat", "latest news", "is it expensive"): read when the plan asks it.
  ...MATERIAL_ROWS.map(
    (row): WordRoleRow => ({
      role: "material",
      words: row.words,
      ...(row.phrases ? { phrases: row.phrases } : {}),
      ...(row.stems ? { pattern: new RegExp(`^(?:${row.stems.split(" ").join("|")})`) } : {}),
      readWhen: (plan) => plan.material === row.material,
    }),
  ),
];
