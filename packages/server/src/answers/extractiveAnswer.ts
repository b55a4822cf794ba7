// The offline assistant's answer (issue 7): quotations of the best passages, each followed by its
// citation number, then a plain word on what an offline answer cannot do. Every number in the text
// points at a source in `citations`, and every source is a passage that was found: nothing is made
// up. With no passage to quote, it says so.
import {
  bestPassages,
  clippedQuote,
  counted,
  isQuotable,
  queryTerms,
  type SearchResult,
  sentencesOf,
  texts,
  textWords,
  wordMatches,
} from "@moatwise/core";
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

function nothingFound(message: string, bundledCompanies: number): ExtractiveAnswer {
  const topic = message.trim() === "" ? "this" : `"${message.trim()}"`;
  return {
    text:
      `I found nothing about ${topic} in Moatwise's local material (the bundled sample data set of ${bundledCompanies} large US ` +
      "companies: profiles, key figures, filing excerpts and news; and your notes and PDFs). Try naming a company in the set, such as Apple " +
      `or JPMorgan, or a figure such as revenue or margins.\n\n${OFFLINE_NOTE}`,
    citations: [],
    searchResults: [],
    reasoning: `Searched the local material for: ${queryTerms(message).join(", ") || "(no search words)"}. Nothing matched.`,
  };
}

const dated = (passage: Passage) => (passage.date ? ` (${passage.date})` : "");

/** The passage's opening: its first quotable sentences, one after another, as one stretch of its text. */
function openingOf(text: string): string[] {
  const sentences = sentencesOf(text).slice(0, SENTENCES_PER_PASSAGE * 4);
  const start = sentences.findIndex(isQuotable);
  if (start < 0) return [];
  const run = sentences.slice(start);
  const end = run.findIndex((sentence) => !isQuotable(sentence));
  const kept = run.slice(0, end < 0 ? SENTENCES_PER_PASSAGE : Math.min(end, SENTENCES_PER_PASSAGE));
  return [clippedQuote(kept.join(" "))];
}

/**
 * What to quote from a passage: the stretches of it that best match the terms its title does not
 * already answer ("Apple" finds Apple's passages; "revenue" picks the sentence), or its opening
 * when the title answers some terms and no sentence answers the rest. Each quote is one stretch of
 * the passage's text: sentences apart are quoted apart. Quotes given before are not given again.
 */
function quotesFrom(passage: Passage, terms: ReadonlyArray<string>, quoted: Set<string>): string[] {
  const named = textWords(`${passage.title} ${passage.companyName ?? ""} ${passage.symbol ?? ""}`);
  const rest = terms.filter((term) => !named.some((word) => wordMatches(word, term)));
  const fresh = (quote: string) => !quoted.has(quote) && isQuotable(quote);
  const matching = rest.length > 0 ? bestPassages(passage.text, rest, SENTENCES_PER_PASSAGE) : [];
  const titleAnswers = rest.length < terms.length;
  const candidates = (matching.length === 0 && titleAnswers ? openingOf(passage.text) : matching).filter(fresh);
  const quotes = candidates.slice(0, SENTENCES_PER_PASSAGE);
  for (const quote of quotes) quoted.add(quote);
  return quotes;
}

/** Quotes side by side, each in its own marks: two stretches of a passage are two quotes. */
const inMarks = (quotes: ReadonlyArray<string>) => quotes.map((quote) => `“${quote}”`).join(" ");

/** The quoted answer from ranked passages; bundledCompanies is the size of the local set it says it searched. */
export function extractiveAnswer(
  message: string,
  ranked: ReadonlyArray<RankedPassage>,
  bundledCompanies: number,
): ExtractiveAnswer {
  const terms = queryTerms(message);
  const best = ranked[0]?.score ?? 0;
  const quoted = new Set<string>();
  const quotable = ranked
    .filter(({ score }) => score >= best * RELATIVE_SCORE_FLOOR)
    .map(({ passage }) => ({ passage, quotes: quotesFrom(passage, terms, quoted) }))
    .filter(({ quotes }) => quotes.length > 0)
    .slice(0, PASSAGES_QUOTED);
  if (quotable.length === 0) return nothingFound(message, bundledCompanies);

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
    content: quotes.join(" … "),
    publisher: passage.publisher,
    ...(passage.date ? { date: passage.date } : {}),
  }));
  const lines = sources.map(
    ({ passage, quotes }, index) =>
      `${index + 1}. **${passage.title}**${dated(passage)}: ${inMarks(quotes)} [${index + 1}]`,
  );
  const ownOnly = quotable.every(({ passage }) => passage.kind === "note" || passage.kind === "pdf");
  const highlighted = quotable.filter(({ passage }) => passage.publisher === texts.highlightsSource).length;
  const yours =
    highlighted === 0
      ? "notes and PDFs"
      : highlighted === quotable.length
        ? "highlights"
        : "notes, highlights and PDFs";
  const said = ownOnly ? `Here is what your ${yours} say` : "Here is what Moatwise's local material says";
  const text = `${said}:\n\n${lines.join("\n")}\n\n${OFFLINE_NOTE}`;
  const reasoning =
    `Searched the local material for: ${terms.join(", ")}. ` +
    `Quoted the ${counted(quotable.length, "best-matching passage")}: ` +
    `${quotable.map(({ passage }) => passage.title).join("; ")}.`;
  return { text, citations, searchResults, reasoning };
}
