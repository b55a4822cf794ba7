// Words of the operation asked: growth, CAGR, totals, trends, rankings.
import { LEAST_WORDS, MOST_WORDS } from "./formWords";
import { QUARTER_BEFORE_WORDS } from "./periodWords";

/** Words asking a compound annual rate ("CAGR", "annualized"). */
export const CAGR_WORDS: ReadonlyArray<string> = [
  "cagr",
  "compound",
  "compounded",
  "annualized",
  "annualised",
  "annualized",
];

/** Words asking how a figure changed ("grew", "declined", "swung"). */
export const GROWTH_WORDS: ReadonlyArray<string> = [
  "grow",
  "growth",
  "grew",
  "growing",
  "grown",
  "increase",
  "increased",
  "rise",
  "rose",
  "risen",
  "change",
  "changed",
  "expand",
  "expanded",
  "decline",
  "declined",
  "fall",
  "fell",
  "shrink",
  "shrank",
  "swing",
  "swung",
  // Shorthand of terminals and notes: "op margin chg 23→24", "revenue delta".
  "chg",
  "chng",
  "delta",
  // A change said as a move: "what's the % jump", "how much did it climb".
  "jump",
  "jumped",
  "leap",
  "leapt",
  "surge",
  "surged",
  "climb",
  "climbed",
  "drop",
  "dropped",
  "plunge",
  "plunged",
  "soar",
  "soared",
  "gain",
  "gained",
  // Growing faster than another: "did Alphabet outgrow Microsoft", "outpaced its peers".
  "outgrow",
  "outgrew",
  "outgrown",
  "outgrows",
  "outgrowing",
  "outpace",
  "outpaced",
  "outpaces",
  "outpacing",
];

/** Words asking a sum over the years ("total", "cumulative", "combined"). */
export const TOTAL_WORDS: ReadonlyArray<string> = [
  "total",
  "cumulative",
  "cumulatively",
  "altogether",
  "sum",
  "combined",
  "overall",
];

/** Words asking a figure year by year ("trend", "history"). */
export const TREND_WORDS: ReadonlyArray<string> = [
  "trend",
  "trends",
  "history",
  "historical",
  "trajectory",
  "shift",
  "shifted",
  "shifts",
  "shifting",
  "evolve",
  "evolved",
  "evolution",
];

/** Words asking a ranking of companies ("highest", "top", "leader"). */
export const SUPERLATIVE_WORDS: ReadonlyArray<string> = [
  "rank",
  "ranking",
  "highest",
  "lowest",
  "largest",
  "biggest",
  "smallest",
  "most",
  "least",
  "top",
  "best",
  "worst",
  "leader",
  "leads",
];

/**
 * Words that order a ranking or a comparison lowest first ("the lowest tax rate", "which carries
 * less debt"); read only when no word of the other direction is beside them.
 */
export const LOW_ORDER_WORDS: ReadonlyArray<string> = [
  // "lowest", "smallest", "least", "fewest", "slowest", "weakest", "narrowest", …
  ...LEAST_WORDS,
  "bottom",
  "cheapest",
  "lower",
  "smaller",
  "less",
  "fewer",
  "cheaper",
  "slower",
  "weaker",
];

/**
 * Verbs of a fall: beside a word of the most ("which stock fell the most", "whose revenue declined
 * the most") they order a ranking of changes deepest fall first, that is lowest first.
 */
export const FALL_VERBS: ReadonlySet<string> = new Set(
  "fell fall falls falling drop dropped drops dropping decline declined declines declining lost lose loses losing shrank shrunk shrink sank sink slid slide slumped plunged tumbled".split(
    " ",
  ),
);

/** Words that order a ranking or a comparison highest first: the default, named to tell a question asking both. */
export const HIGH_ORDER_WORDS: ReadonlyArray<string> = [
  // "highest", "largest", "biggest", "most", "best", "fastest", "strongest", "widest", …
  ...MOST_WORDS,
  "top",
  "higher",
  "larger",
  "bigger",
  "greater",
  "more",
  "faster",
  "stronger",
  "better",
];

/**
 * A period set against the one before it, a change asked: "year over year", "a year ago", "the
 * same quarter", "% q/q", "sequential growth", "quarter over quarter".
 */
export const AGAINST_PRIOR_PHRASES: ReadonlyArray<string> = [
  "year over year",
  "year on year",
  "a year earlier",
  "a year ago",
  "a year before",
  "same quarter",
  "quarter over quarter",
  "quarter on quarter",
];
export const AGAINST_PRIOR_WORDS: ReadonlyArray<string> = ["yoy", "y/y", ...QUARTER_BEFORE_WORDS];
