// Words of a question put to one filing (PDF chat, issue 39): which words ask for a figure, which
// ask for an amount or a share, which ask for an outlook, and which only ask (not the thing asked).

/** Words a question asks with that are not the thing asked for. */
export const ASKING_WORDS: ReadonlyArray<string> = (
  "many much total amount number figure value filing report according state stated disclose disclosed " +
  "give gave given say said have had has sell sold earn earned spend spent make made fiscal year years quarter " +
  "quarters month months end ended ending period latest last first second third fourth annual quarterly " +
  "using use from company company's condensed consolidated statement statements " +
  // The unit and rounding asked: a page writes "%" and "$" beside its figures, not these words.
  "percent percentage points usd dollars dollar million millions billion billions thousand thousands " +
  "round rounded decimal decimals places place approximately roughly"
).split(" ");

/** Months as a question writes them, whole or cut short ("Sept"): a period, never a name asked. */
export const MONTH_FORMS: ReadonlyArray<string> = (
  "jan january feb february mar march apr april may jun june jul july aug august " +
  "sep sept september oct october nov november dec december"
).split(" ");

/** Words asking what the company expects: the answer is a forward statement. */
export const FORWARD_ASKED_WORDS: ReadonlyArray<string> = [
  "guidance",
  "outlook",
  "forecast",
  "forecasts",
  "expect",
  "expects",
  "expected",
  "anticipate",
  "anticipates",
  "project",
  "projects",
  "projected",
];

/** Phrases that ask for an amount: "how many", "what was", a unit or a rounding asked. */
export const FIGURE_ASKED_PHRASES: ReadonlyArray<string> = [
  "how many",
  "how much",
  "what was",
  "what were",
  "in usd",
  "in us$",
  "in $",
  "in dollars",
  "in percent",
  "round to",
  "rounded to",
];
/** "What is / what are": asks a figure only with one of FIGURE_NOUNS. */
export const WHAT_IS_PHRASES: ReadonlyArray<string> = ["what is", "what are"];
/** Nouns that ask for an amount even after "what is / what are". */
export const FIGURE_NOUNS: ReadonlyArray<string> =
  "salary salaries price prices amount count headcount cost costs rate ratio margin percentage number total".split(" ");

/** Words asking for a share, which a page states as a percentage. */
export const SHARE_ASKED_WORDS: ReadonlyArray<string> = (
  "percent percents percentage percentages % margin rate ratio share weight weighting growth grow increase " +
  "decrease change rise fall"
).split(" ");
/** Words asking for an amount or a count, which a page never states as a percentage (so does a "$"). */
export const AMOUNT_ASKED_WORDS: ReadonlyArray<string> = (
  "how many|salary|salaries|pay|compensation|fee|fees|price|prices|cost|costs|usd|dollar|dollars|revenue|revenues|" +
  "sales|income|cash|debt"
).split("|");

/** Words after which a question's verb ends: "how many packages did FedEx deliver [for] …". */
export const VERB_ENDS: ReadonlyArray<string> = "in to from for at by of on during per with than over".split(" ");

/** Words a question defines its own measure with ("define X as", "X, defined as …"). */
export const DEFINES_MEASURE_PHRASES: ReadonlyArray<string> = ["define as", "defined as", "define"];
/** Words of a question defining something: its capitalised words are the definition's, not names asked. */
export const DEFINING_WORDS: ReadonlyArray<string> = ["define", "defines", "defined"];

/** A company's legal suffixes, never a person's name ("what is Acme Inc's …"). */
export const COMPANY_SUFFIXES: ReadonlyArray<string> = ["Inc", "Corp", "Co", "Ltd"];
