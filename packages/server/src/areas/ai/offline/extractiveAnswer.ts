// The offline assistant's answer (issue 7): quotations of the best passages, each followed by its
// citation number, then a plain word on what an offline answer cannot do. Every number in the text
// points at a source in `citations`, and every source is a passage that was found: nothing is made
// up. With no passage to quote, it says so.
import { counted, type SearchResult } from "@moatwise/core";
import type { Passage } from "./localLibrary";

export interface RankedPassage {
  readonly passage: Passage;
  readonly score: number;
}

export interface ExtractiveAnswer {
  readonly text: string;
  readonly citations: ReadonlyArray<string>;
  readonly searchResults: ReadonlyArray<SearchResult>;
  readonly reasoning: string;
}

/** Passages quoted in one answer, and sentences quoted from each. */
const PASSAGES_QUOTED = 4;
const SENTENCES_PER_PASSAGE = 2;
/** A passage scoring under this share of the best one is not worth quoting. */
const RELATIVE_SCORE_FLOOR = 0.3;

/** What every offline answer ends with: where it comes from, and what it cannot do. */
export const OFFLINE_NOTE =
  "*Answered offline from Moatwise's local data: the sample set of large US companies, your notes and your PDFs. " +
  "Web search, live news and opinions are not available offline.*";

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

const words = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9'&.-]*[a-z0-9]|[a-z0-9]/g) ?? [];

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
  for (const word of words(message)) {
    const stem = word.replace(/'s$/, "");
    if (stem.length > SEARCH_WORD_MAX_CHARS || STOPWORDS.has(stem)) continue;
    terms.add(stem);
    if (terms.size === SEARCH_WORDS_MAX) break;
  }
  return [...terms];
}

/** A word matches a term when equal, or when one starts the other and both are 4+ letters long. */
function matches(word: string, term: string): boolean {
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
 * The sentences of a text; a line break ends one too (a heading, a PDF line without a full stop)
 * unless the sentence goes on past it.
 */
export function sentencesOf(text: string): string[] {
  return joinBrokenLines(text)
    .split(/(?<=[.!?])\s+(?=["“(A-Z0-9$])|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A quoted sentence is cut to this many characters: a "sentence" of a PDF without full stops may be a whole page. */
export const QUOTE_MAX_CHARS = 600;

const clipped = (sentence: string) =>
  sentence.length <= QUOTE_MAX_CHARS ? sentence : `${sentence.slice(0, QUOTE_MAX_CHARS - 1).trimEnd()}…`;

/** The passage's sentences that share most terms with the question, in the passage's order, each clipped. */
export function bestSentences(text: string, terms: ReadonlyArray<string>, max = SENTENCES_PER_PASSAGE): string[] {
  const sentences = sentencesOf(text);
  const hits = sentences.map((sentence) => {
    const sentenceWords = words(sentence);
    return terms.filter((term) => sentenceWords.some((word) => matches(word, term))).length;
  });
  const chosen = hits
    .map((count, index) => ({ count, index }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || a.index - b.index)
    .slice(0, max)
    .map(({ index }) => index)
    .sort((a, b) => a - b);
  return chosen.map((index) => clipped(sentences[index] as string));
}

/** Sentences of an own passage kept for ranking and quoting: its best matches. */
const OWN_EXCERPT_SENTENCES = 12;

/**
 * The part of a long text worth searching for these terms: its best-matching sentences (each
 * clipped), or its opening. Keeps the work of ranking a user's long note or PDF page bounded.
 */
export function matchingExcerpt(text: string, terms: ReadonlyArray<string>): string {
  const best = bestSentences(text, terms, OWN_EXCERPT_SENTENCES);
  return best.length > 0 ? best.join("\n") : clipped(text.slice(0, QUOTE_MAX_CHARS * 2));
}

function nothingFound(message: string): ExtractiveAnswer {
  const topic = message.trim() === "" ? "this" : `"${message.trim()}"`;
  return {
    text:
      `I found nothing about ${topic} in Moatwise's local material (the bundled sample data set of 25 large US ` +
      "companies: profiles, key figures, filing excerpts and news; and your notes and PDFs). Try naming a company in the set, such as Apple " +
      `or JPMorgan, or a figure such as revenue or margins.\n\n${OFFLINE_NOTE}`,
    citations: [],
    searchResults: [],
    reasoning: `Searched the local material for: ${queryTerms(message).join(", ") || "(no search words)"}. Nothing matched.`,
  };
}

const dated = (passage: Passage) => (passage.date ? ` (${passage.date})` : "");

/**
 * What to quote from a passage: the sentences that best match the terms its title does not
 * already answer ("Apple" finds Apple's passages; "revenue" picks the sentence), or its opening
 * when the title answers some terms and no sentence answers the rest. Sentences quoted before are not quoted again.
 */
function quotesFrom(passage: Passage, terms: ReadonlyArray<string>, quoted: Set<string>): string[] {
  const named = words(`${passage.title} ${passage.companyName ?? ""} ${passage.symbol ?? ""}`);
  const rest = terms.filter((term) => !named.some((word) => matches(word, term)));
  const fresh = (sentence: string) => !quoted.has(sentence) && isQuotable(sentence);
  const matching = rest.length > 0 ? bestSentences(passage.text, rest, SENTENCES_PER_PASSAGE + 2) : [];
  const titleAnswers = rest.length < terms.length;
  const opening = () =>
    sentencesOf(passage.text)
      .slice(0, SENTENCES_PER_PASSAGE * 4)
      .map(clipped);
  const candidates = (matching.length === 0 && titleAnswers ? opening() : matching).filter(fresh);
  const quotes = candidates.slice(0, SENTENCES_PER_PASSAGE);
  for (const sentence of quotes) quoted.add(sentence);
  return quotes;
}

export function extractiveAnswer(message: string, ranked: ReadonlyArray<RankedPassage>): ExtractiveAnswer {
  const terms = queryTerms(message);
  const best = ranked[0]?.score ?? 0;
  const quoted = new Set<string>();
  const quotable = ranked
    .filter(({ score }) => score >= best * RELATIVE_SCORE_FLOOR)
    .map(({ passage }) => ({ passage, quotes: quotesFrom(passage, terms, quoted) }))
    .filter(({ quotes }) => quotes.length > 0)
    .slice(0, PASSAGES_QUOTED);
  if (quotable.length === 0) return nothingFound(message);

  // Each source once, with one number: passages sharing an address are quoted on one line.
  const bySource = new Map<string, { passage: Passage; quotes: string[] }>();
  for (const { passage, quotes } of quotable) {
    const known = bySource.get(passage.url);
    if (known) known.quotes.push(...quotes);
    else bySource.set(passage.url, { passage, quotes: [...quotes] });
  }
  const sources = [...bySource.values()];
  const citations = sources.map(({ passage }) => passage.url);
  const searchResults: SearchResult[] = sources.map(({ passage, quotes }) => ({
    url: passage.url,
    title: passage.title,
    content: quotes.join(" "),
    publisher: passage.publisher,
    ...(passage.date ? { date: passage.date } : {}),
  }));
  const lines = sources.map(
    ({ passage, quotes }, index) =>
      `${index + 1}. **${passage.title}**${dated(passage)}: “${quotes.join(" ")}” [${index + 1}]`,
  );
  const ownOnly = quotable.every(({ passage }) => passage.kind === "note" || passage.kind === "pdf");
  const said = ownOnly ? "Here is what your notes and PDFs say" : "Here is what Moatwise's local material says";
  const text = `${said}:\n\n${lines.join("\n")}\n\n${OFFLINE_NOTE}`;
  const reasoning =
    `Searched the local material for: ${terms.join(", ")}. ` +
    `Quoted the ${counted(quotable.length, "best-matching passage")}: ` +
    `${quotable.map(({ passage }) => passage.title).join("; ")}.`;
  return { text, citations, searchResults, reasoning };
}
