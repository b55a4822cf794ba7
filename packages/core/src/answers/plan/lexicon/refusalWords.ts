// Words the refusal and segment readers look for: regions, parts of a whole, business lines.
import { wordSet } from "../words";

export const REGIONS = wordSet(
  "overseas abroad foreign internationally domestically geographically regionally china europe asia americas america emea apac japan india latin africa greater international domestic region regions regional geographic geography",
);

/** Words that ask a part of a whole, before "of": "share of", "percent of". */
export const PART_WORDS = wordSet("share percent percentage proportion portion fraction slice piece chunk %");

/** Words that join a whole to the part it holds: "… of its revenue is Google Cloud", "comes from Azure". */
export const PART_JOINS = wordSet("is was are were represents represented from");

/** Words of grammar, never part of a business line's name. */
export const FUNCTION_WORDS = wordSet(
  "what which who how the its their his her our your my of for in on at by to from with and or was were is are " +
    "did does do has have had much many total was this that these those all any some each per than then",
);

/** Words before "revenue" that say which revenue without naming a business line. */
export const REVENUE_QUALIFIERS = wordSet(
  "quarterly yearly reported consolidated headline overall organic recognized recognised deferred its their " +
    "company-wide group total annual net gross operating",
);

/** Words that say a product earns money, after its name ("YouTube ads bring in", "Azure sales"). */
export const EARNING_WORDS = wordSet(
  "ads advertising sales sold bring brings brought make makes made generate generates generated earn earns earned",
);

/** Words of measure phrases that also serve as ordinary words ("share", "price"), for the segment rule. */
export const VOCABULARY_NON_MEASURE = wordSet(
  "share price stock return returns run runs who head leads the a of to and",
);

/** Verbs of a trade that "should" makes a request for advice ("should I buy", "should I trim"). */
export const ADVICE_VERBS: ReadonlyArray<string> = [
  "buy",
  "sell",
  "invest",
  "hold",
  "put",
  "trim",
  "add",
  "buying",
  "selling",
  "investing",
  "holding",
  "adding",
  "trimming",
  "own",
  "owning",
  "dump",
  "dumping",
  "exit",
];

/** Words of a moment within the day ("today", "now", "live"): an intraday price, when a price is asked. */
export const INTRADAY_WORDS: ReadonlyArray<string> = [
  "intraday",
  "today",
  "today's",
  "todays",
  "now",
  "live",
  "real-time",
  "realtime",
  "tonight",
  "morning",
  "afternoon",
  "minute",
  "hourly",
  "am",
  "pm",
];

/** Words of prices the data never holds, whatever else is asked: before or after the session, within a day. */
export const OUTSIDE_SESSION_WORDS: ReadonlyArray<string> = [
  "intraday",
  "pre-market",
  "premarket",
  "after-hours",
  "afterhours",
  "overnight",
  "real-time",
  "realtime",
  "tick",
  "hourly",
  "minute-by-minute",
];

/** Words of buying or selling shares, for insiders' dealings. */
export const DEALING_WORDS: ReadonlyArray<string> = [
  "sell",
  "sold",
  "selling",
  "sells",
  "dump",
  "dumping",
  "dumped",
  "unload",
  "unloading",
  "bought",
  "buying",
];

/** Words naming a company's insiders ("CEO", "founders", "directors"). */
export const INSIDER_WORDS: ReadonlyArray<string> = [
  "ceo",
  "executive",
  "executives",
  "insider",
  "insiders",
  "founder",
  "founders",
  "management",
  "directors",
  "chairman",
  "cfo",
];
