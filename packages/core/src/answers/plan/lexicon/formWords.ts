// Words of answer forms (issue 44): a yes/no question's opener, the directions a claim names, the
// factors it multiplies by, and the phrases that scope a ranking to every covered company.
import { wordSet } from "../words";

/** Words that open a yes/no question. */
export const YES_NO_OPENERS = wordSet("is are was were has have had did does do can could");
/** Words that may lead into a later sentence's yes/no question: "Then tell me: did …", "Over those two years, has …". */
export const YES_NO_LEADS = wordSet(
  "then tell me us and also finally lastly so please now " +
    // "Over those two years, did …", "across the three years, has …": the span the question is of.
    "over across during within those these the two three four five years period span overall",
);
/** After "can", "could", "would", "will": a request, not a yes/no question ("can you show me …"). */
export const REQUEST_SUBJECTS = wordSet("you u");
/** The answer form named outright: "y/n", "yes/no". */
export const YES_NO_NAMED = wordSet("y/n yes/no");
/** Words pointing back at the figure a question asked: "and did it rise?", "and have they grown?". */
export const FIGURE_POINTERS = wordSet("it they this that");
/** Words that open a question asking for something other than yes or no. */
export const QUESTION_OPENERS = wordSet("what which who whom whose when where why how list show give tell rank");

/** Words that claim a figure went up, or down, by any measure. */
export const UP_WORDS = wordSet(
  "improve improved improving increase increased increasing rise rose risen rising grow grew grown growing " +
    "raise raised raising hike hiked lift lifted boost boosted " +
    "expand expanded expanding climb climbed gain gained widen widened strengthen strengthened up double doubled " +
    "triple tripled quadruple quadrupled accelerate accelerated",
);

export const DOWN_WORDS = wordSet(
  "reduce reduced reducing decrease decreased decreasing decline declined declining fall fell fallen falling " +
    "shrink shrank shrunk shrinking drop dropped contract contracted narrow narrowed weaken weakened deteriorate " +
    "deteriorated worsen worsened down cut slow slowed lower lowered trim trimmed slash slashed",
);

/** Verbs that, after "out", say one did more than another: "out-earn", "outsold", "outgrew". */
export const OUT_VERBS = wordSet(
  "earn earns earned earning sell sells sold selling grow grows grew grown growing pace paces paced " +
    "perform performs performed performing spend spends spent spending gain gains gained make makes made " +
    "produce produces produced generate generates generated invest invests invested return returns returned " +
    "ship ships shipped",
);

/**
 * Words that set one figure above another without "than" ("did its cash flow cover capex?", "did
 * free cash flow come in above net income?", "did Pepsi beat Coke on margin?"), and the ones that set
 * it below. A number after them makes them a threshold instead ("above 50%").
 */
export const EXCEED_WORDS = wordSet(
  "exceed exceeds exceeded exceeding cover covers covered covering beat beats beaten outpace outpaces outpaced " +
    "outstrip outstrips outstripped surpass surpasses surpassed above",
);

export const TRAIL_WORDS = wordSet("trail trails trailed lag lags lagged below beneath");

/** Words beside an exceeding verb that make it about the data, not a figure: "the companies you cover". */
export const NOT_A_FIGURE_BEFORE = wordSet("you we i");
export const NOT_A_FIGURE_AFTER = wordSet("companies company stocks names");

/** Words naming a figure's own average as what it is set against: "above its five-year average". */
export const AVERAGE_NOUNS = wordSet("average avg mean norm");

/** Words that make the average the figure's own ("its", "own", "historical", "five-year"); bare "above average" is not. */
export const OWN_AVERAGE_WORDS = wordSet("its own their historical historic");

/** Words that make an average someone else's ("above the sector average"), which the data does not hold. */
export const OTHERS_AVERAGE_WORDS = wordSet(
  "sector industry peer peers market group index competitors competitor rivals rival comps comparables",
);

/** The years an own average is taken over when the question names a single year or none ("its historical average"). */
export const OWN_AVERAGE_YEARS = 5;

/** How far after the comparing word the average may be named ("above its own five-year average"). */
export const AVERAGE_REACH = 5;

/** Nouns a count of periods is asked in: "in how many of the five years did …". */
export const COUNTED_PERIOD_NOUNS = wordSet("years year quarters");
/** How far after "how many" the counted noun may stand ("in how many of the five fiscal years"). */
export const COUNTED_NOUN_REACH = 5;
/** Words that make "how many years" a length of time, not a count of years a claim held in ("did it take"). */
export const NOT_COUNTED_WORDS = wordSet("take took taken taking");

/**
 * Words that claim a figure met the mark in some period asked, not in each: "did it go above 100%
 * in any of those years?", "was it ever negative?".
 */
export const ANY_PERIOD_WORDS = wordSet("ever");
export const ANY_PERIOD_PHRASES: ReadonlyArray<string> = [
  "in any",
  "any of those",
  "any of these",
  "any of the",
  "any year",
  "any quarter",
  "at any point",
  "at least once",
  "at some point",
  "at any time",
];
/** Words that claim every period asked, which no "ever" elsewhere in the question overrides. */
export const EACH_PERIOD_WORDS = wordSet("each every all");

/** Verbs that carry a claimed change without saying its direction ("take on more debt", "carry less"). */
export const CLAIM_VERBS = wordSet("take took taken taking carry carried carrying have has had");
export const CLAIM_PHRASES: ReadonlyArray<string> = ["take on", "took on", "taken on", "taking on"];

/** Words of a streak ("how many consecutive years"): its length runs past the data's years, so no count within them answers it. */
export const STREAK_WORDS = wordSet("consecutive straight row running streak successive");

/** How far after the counted noun the yes/no verb may stand ("… years you hold did …"). */
export const COUNT_VERB_REACH = 6;

/**
 * Signs a claim can set a figure against, as a threshold at zero: "was free cash flow positive every
 * year?", "was net income negative in 2022?".
 */
export const SIGN_WORDS: Readonly<Record<string, "above" | "below">> = {
  positive: "above",
  negative: "below",
};
/** What may follow a sign said of a figure: the end, or a period ("negative in 2022", "positive every year"). */
export const SIGN_FOLLOWERS = wordSet("in every each for between from during over at on throughout across then");

/** Comparatives: "higher than", "faster than"; the ones that point down. */
export const MORE_WORDS = wordSet(
  "higher faster more larger bigger better greater stronger wider fatter thicker heavier richer steeper",
);

export const LESS_WORDS = wordSet(
  "lower slower less smaller worse weaker narrower fewer thinner slimmer lighter leaner shallower",
);

/** How many times a word says the figure multiplied. */
export const FACTOR_WORDS: Readonly<Record<string, number>> = {
  double: 2,
  doubled: 2,
  triple: 3,
  tripled: 3,
  quadruple: 4,
  quadrupled: 4,
};

/** Phrases that scope a question to every company the data covers. */
export const EVERY_COVERED_PHRASES: ReadonlyArray<ReadonlyArray<string>> = [
  "you cover",
  "you track",
  "you follow",
  "you have data on",
  "in your data",
  "in the data",
  "in your dataset",
  "in the dataset",
  "in your data set",
  "in the data set",
  "in your coverage",
  "in your universe",
  "in the sample",
  "covered companies",
  "companies covered",
  "all companies",
  "all the companies",
  "every company",
  "each company",
  "of all the companies",
  "across your coverage",
  "your stocks",
  // "Which stock rose the most?": a ranking that names no company is over every one covered.
  "which stock",
  "which stocks",
  "which company",
  "which companies",
  "which company's",
  "which name",
  "which names",
  "which ticker",
  "what stock",
  "what company",
  "your companies",
  "stocks you have",
  "companies you have",
].map((phrase) => phrase.split(" "));

const IRREGULAR_SUPERLATIVES: Readonly<Record<string, string>> = {
  more: "most",
  less: "least",
  better: "best",
  worse: "worst",
};
/** The superlative of a comparative: "wider" → "widest", "heavier" → "heaviest", "more" → "most". */
export const superlativeOf = (comparative: string) =>
  IRREGULAR_SUPERLATIVES[comparative] ?? comparative.replace(/er$/, "est");
/** "Highest", "widest", "greatest"; "lowest", "narrowest", "thinnest": the comparatives' superlatives. */
export const MOST_WORDS: ReadonlySet<string> = new Set([...MORE_WORDS].map(superlativeOf));
export const LEAST_WORDS: ReadonlySet<string> = new Set([...LESS_WORDS].map(superlativeOf));

/** Words that rank: every superlative of a comparative, and the words of a ranking. */
export const RANK_WORDS: ReadonlySet<string> = new Set([
  ...MOST_WORDS,
  ...LEAST_WORDS,
  ..."top bottom rank ranked ranking leads cheapest".split(" "),
]);

/**
 * Phrases that set a figure against a number ("above 50%", "under 0.5x", "at least $10 billion"):
 * the comparison a threshold claim makes. Longer phrases are tried first.
 */
export const THRESHOLD_PHRASES: ReadonlyArray<readonly [ReadonlyArray<string>, ThresholdComparator]> = (
  [
    ["above", "above"],
    ["over", "above"],
    ["more than", "above"],
    ["greater than", "above"],
    ["higher than", "above"],
    ["bigger than", "above"],
    ["larger than", "above"],
    ["exceed", "above"],
    ["exceeds", "above"],
    ["exceeded", "above"],
    ["exceeding", "above"],
    ["in excess of", "above"],
    ["north of", "above"],
    ["clear", "above"],
    ["cleared", "above"],
    ["top", "above"],
    ["topped", "above"],
    ["surpass", "above"],
    ["surpassed", "above"],
    ["break", "above"],
    ["broke", "above"],
    ["upwards of", "above"],
    ["below", "below"],
    ["under", "below"],
    ["beneath", "below"],
    ["less than", "below"],
    ["lower than", "below"],
    ["smaller than", "below"],
    ["fewer than", "below"],
    ["south of", "below"],
    ["at least", "atLeast"],
    ["no less than", "atLeast"],
    ["not less than", "atLeast"],
    ["at most", "atMost"],
    ["no more than", "atMost"],
    ["not more than", "atMost"],
    // Signs written in terse checks: "CAT op margin >20% in 2024? y/n".
    [">", "above"],
    ["<", "below"],
    [">=", "atLeast"],
    ["≥", "atLeast"],
    ["<=", "atMost"],
    ["≤", "atMost"],
  ] as const
)
  .map(([phrase, comparator]) => [phrase.split(" "), comparator] as const)
  .sort((a, b) => b[0].length - a[0].length);

export type ThresholdComparator = "above" | "below" | "atLeast" | "atMost";

/** Words after a threshold's number that give its unit or scale. */
export const THRESHOLD_UNITS: Readonly<Record<string, { unit: "percent" | "ratio" | "usd"; scale: number }>> = {
  "%": { unit: "percent", scale: 1 },
  percent: { unit: "percent", scale: 1 },
  pct: { unit: "percent", scale: 1 },
  x: { unit: "ratio", scale: 1 },
  times: { unit: "ratio", scale: 1 },
  thousand: { unit: "usd", scale: 1e3 },
  k: { unit: "usd", scale: 1e3 },
  million: { unit: "usd", scale: 1e6 },
  mn: { unit: "usd", scale: 1e6 },
  mm: { unit: "usd", scale: 1e6 },
  m: { unit: "usd", scale: 1e6 },
  billion: { unit: "usd", scale: 1e9 },
  bn: { unit: "usd", scale: 1e9 },
  b: { unit: "usd", scale: 1e9 },
  trillion: { unit: "usd", scale: 1e12 },
  tn: { unit: "usd", scale: 1e12 },
  t: { unit: "usd", scale: 1e12 },
};

/** Words after a number that make it a span of time, not a threshold ("over 5 years"). */
export const SPAN_WORDS = wordSet("year years yr yrs month months quarter quarters day days week weeks decade decades");

/** Phrases that claim a change held in every step of a span ("every year since 2020", "in a row"). */
export const EVERY_STEP_PHRASES: ReadonlyArray<ReadonlyArray<string>> = [
  "every year",
  "each year",
  "every single year",
  "each and every year",
  "year after year",
  "year over year every",
  "in a row",
  "consecutive",
  "straight years",
  "without a break",
  "every fiscal year",
  "each fiscal year",
  "every fy",
  "each fy",
  "every yr",
  // "Did it fall in both fiscal 2023 and fiscal 2024?": each step of the years named.
  "in both",
  "in each of",
  "in every one of",
].map((phrase) => phrase.split(" "));

/** How far before a threshold a year may name the one period a claim is of ("whether fiscal 2024's margin was below 55%"). */
export const CLAIM_YEAR_REACH = 6;

/** Comparatives that only a growth takes ("grew faster than", "rising slower than"). */
export const SPEED_WORDS = wordSet("faster slower quicker");
