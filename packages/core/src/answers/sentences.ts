// The sentences of a text and the words of a question, as every answer reads them (issue 34): the
// offline assistant's quotes, PDF chat's, a report's and a thesis check's. Pure: no passage store,
// no search index; the server ranks passages, these pick and clip their sentences.

/** Sentences quoted from one passage unless the caller asks for more. */
const SENTENCES_PICKED = 2;

/** Sentences that speak of the data set, not of the company, are never evidence. */
const ABOUT_THE_DATA = /^About this text|sample excerpt|sample data|Moatwise|bundled (data )?set/i;
export const isAboutTheData = (sentence: string) => ABOUT_THE_DATA.test(sentence);

/**
 * A heading or a document's own title line is not evidence: "Risk factors.", "Item 1A. Risk
 * Factors", "Annual report on Form 10-K for the fiscal year ended …".
 */
const isHeading = (sentence: string) => {
  const words = sentence.split(/\s+/).length;
  return (
    words < 4 || (!/[.!?”")]$/.test(sentence) && words < 8) || /^(Annual|Quarterly) report on Form/i.test(sentence)
  );
};

/** Whether a sentence may be quoted as evidence: about the company, and a sentence, not a heading. */
export const isQuotable = (sentence: string) => !isAboutTheData(sentence) && !isHeading(sentence);

const STOPWORDS = new Set(
  (
    "a about above after again all am an and any are as at be been before being below between both but by can " +
    "could did do does doing down during each few for from further had has have having he her here hers him his " +
    "how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours " +
    "out over own same she should so some such than that the their theirs them then there these they this those " +
    "through to too under until up very was we were what when where which while who whom why will with would you " +
    "your yours tell show explain give me please find describe summarize summarise compare analyze analyse help " +
    "company companies inc corp corporation know"
  ).split(" "),
);

/** The words of a text, lower case, with inner marks kept ("r&d", "amazon.com", "10-k"). */
export const textWords = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9'&.-]*[a-z0-9]|[a-z0-9]/g) ?? [];

/** No real search word is longer; a longer "word" (a pasted hash, an attack) would make fuzzy search explode. */
export const SEARCH_WORD_MAX_CHARS = 40;
/** The first distinct words searched; more add nothing but cost. */
export const SEARCH_WORDS_MAX = 32;

/**
 * The words of a question worth searching for: lowercased, without common words or overlong
 * ones, each once, at most SEARCH_WORDS_MAX of them.
 */
export function queryTerms(message: string): string[] {
  const terms = new Set<string>();
  for (const word of textWords(message)) {
    const stem = word.replace(/'s$/, "");
    if (stem.length > SEARCH_WORD_MAX_CHARS || STOPWORDS.has(stem)) continue;
    terms.add(stem);
    if (terms.size === SEARCH_WORDS_MAX) break;
  }
  return [...terms];
}

/** A word matches a term when equal, or when one starts the other and both are 4+ letters long. */
export function wordMatches(word: string, term: string): boolean {
  if (word === term) return true;
  return word.length >= 4 && term.length >= 4 && (word.startsWith(term) || term.startsWith(word));
}

/** A line that ends so cannot end a sentence: a comma, or a word that needs the next ("by about"). */
const OPEN_LINE_END =
  /(,|\b(a|an|the|of|to|by|in|into|for|and|or|but|with|from|at|on|as|than|about|per|its|their|our|was|were|is|are))$/i;
const CLOSED_LINE_END = /[.!?:;]["”’)]?$/;
/** A line that starts so goes on the sentence before it: "… by about\n0.15 percentage points." */
const CONTINUING_LINE_START = /^[a-z0-9$€£%(]/;

/**
 * A PDF breaks its lines where the page ends, not where sentences do: a line break inside a
 * sentence becomes a space. A line break ends a sentence (a heading, a table row) when its line
 * closes with a full stop or the next line starts anew with a capital and this one is not left open.
 */
function joinBrokenLines(text: string): string {
  return text.replace(/[ \t]*\n+[ \t]*(?=\S)/g, (breakAt: string, offset: number, whole: string) => {
    const before = whole.slice(Math.max(0, offset - 12), offset);
    if (CLOSED_LINE_END.test(before)) return "\n";
    const after = whole.slice(offset + breakAt.length, offset + breakAt.length + 1);
    return CONTINUING_LINE_START.test(after) || OPEN_LINE_END.test(before) ? " " : "\n";
  });
}

/**
 * Words whose full stop ends no sentence: an initial ("Timothy D. Cook"), letters with stops
 * ("U.S.C.", "e.g."), titles, a company's suffix and a month or number cut short ("Sept. 30",
 * "No. 5"). Reading one as a sentence's end would quote "Cook, certify that" without its first name;
 * reading a real end as one only makes a quote one sentence longer.
 */
const NOT_AN_END =
  /(?:^|[\s(“"])(?:[A-Z]|(?:[A-Za-z]\.)+[A-Za-z]|Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|Messrs|No|Nos|vs|Inc|Corp|Co|Ltd|Bros|approx|Fig|Sec|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.$/;

/** The text split where a full stop, "!" or "?" ends a sentence and a new one starts, or at a line break. */
function splitSentences(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const end of text.matchAll(/[.!?]["”’)]?(\s+)(?=["“(A-Z0-9$])|\n+/g)) {
    const stopAt = end.index + end[0].length - (end[1]?.length ?? end[0].length);
    const before = text.slice(Math.max(start, stopAt - 12), stopAt);
    if (!end[0].startsWith("\n") && NOT_AN_END.test(before)) continue;
    pieces.push(text.slice(start, stopAt));
    start = end.index + end[0].length;
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * The sentences of a text; a line break ends one too (a heading, a PDF line without a full stop)
 * unless the sentence goes on past it.
 */
export function sentencesOf(text: string): string[] {
  return splitSentences(joinBrokenLines(text))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A quoted sentence is cut to this many characters: a "sentence" of a PDF without full stops may be a whole page. */
export const QUOTE_MAX_CHARS = 600;

/** A sentence cut to QUOTE_MAX_CHARS, with an ellipsis when it was longer. */
export const clippedQuote = (sentence: string) =>
  sentence.length <= QUOTE_MAX_CHARS ? sentence : `${sentence.slice(0, QUOTE_MAX_CHARS - 1).trimEnd()}…`;

/** The passage's sentences that share most terms with the question, in the passage's order, each clipped. */
export function bestSentences(text: string, terms: ReadonlyArray<string>, max = SENTENCES_PICKED): string[] {
  const sentences = sentencesOf(text);
  return chosenSentences(sentences, terms, max).map((index) => clippedQuote(sentences[index] as string));
}

/** How many of the question's terms a text holds, each counted once. */
function termsMatched(text: string, terms: ReadonlyArray<string>): number {
  const words = textWords(text);
  return terms.filter((term) => words.some((word) => wordMatches(word, term))).length;
}

/** The indexes of the sentences sharing most terms with the question, at most `max`, in the text's order. */
function chosenSentences(sentences: ReadonlyArray<string>, terms: ReadonlyArray<string>, max: number): number[] {
  const hits = sentences.map((sentence) => termsMatched(sentence, terms));
  return hits
    .map((count, index) => ({ count, index }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, max)
    .map(({ index }) => index)
    .sort((a, b) => a - b);
}

/**
 * A sentence worth a quote of its own: quotable, and not a running footer or a heading in capitals
 * ("Apple Inc. | 2022 Form 10-K | 43"), which have no lower-case word and no amount (a table row has one).
 */
const isWorded = (sentence: string) =>
  isQuotable(sentence) && (/\b[a-z]{3,}\b/.test(sentence) || /[$%€£]|\d[.,]\d/.test(sentence));

/**
 * The passage's best sentences (as `bestSentences` picks them) as passages of the text: sentences
 * that follow one another are one passage, sentences apart are separate passages, never one quote
 * stitched from two places. Each passage is clipped to QUOTE_MAX_CHARS.
 */
export function bestPassages(text: string, terms: ReadonlyArray<string>, max = SENTENCES_PICKED): string[] {
  const sentences = sentencesOf(text);
  const chosen = chosenSentences(sentences, terms, max);
  const runs: number[][] = [];
  for (const index of chosen) {
    const run = runs.at(-1);
    if (run && run.at(-1) === index - 1) run.push(index);
    else runs.push([index]);
  }
  // A lone heading or running footer ("Apple Inc. | 2022 Form 10-K | 43") beside a sentence is not quoted on its own.
  const worded = runs.filter((run) => run.length > 1 || isWorded(sentences[run[0] as number] as string));
  return (worded.length > 0 ? worded : runs).map((run) =>
    clippedQuote(run.map((index) => sentences[index] as string).join(" ")),
  );
}

/**
 * The passage a citation points to: of a page's passages (as `bestPassages` gives them, in the
 * page's order), the one sharing most terms with the question, the earlier on a tie. The first in
 * the page's order may be a heading above the line asked about.
 */
export function citedPassage(passages: ReadonlyArray<string>, terms: ReadonlyArray<string>): string | undefined {
  let cited: { passage: string; matched: number } | undefined;
  for (const passage of passages) {
    const matched = termsMatched(passage, terms);
    if (!cited || matched > cited.matched) cited = { passage, matched };
  }
  return cited?.passage;
}

/** Sentences of an own passage kept for ranking and quoting: its best matches. */
const OWN_EXCERPT_SENTENCES = 12;

/**
 * The part of a long text worth searching for these terms: its best-matching sentences (each
 * clipped), or its opening. Keeps the work of ranking a user's long note or PDF page bounded.
 */
export function matchingExcerpt(text: string, terms: ReadonlyArray<string>): string {
  const best = bestSentences(text, terms, OWN_EXCERPT_SENTENCES);
  return best.length > 0 ? best.join("\n") : clippedQuote(text.slice(0, QUOTE_MAX_CHARS * 2));
}

/** A sentence as a report's memory keys it: case, spacing and the closing stop aside. */
export const sentenceKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[.\s]+$/, "")
    .trim();
