// What one question of a report may rest on (issues 22, 34 and 38): the figures its own words ask
// for, and the best sentences of the company's passages and the user's material, each given once.
import {
  bestSentences,
  isQuotable,
  ownSourcesOf,
  PILLAR_IDS,
  type Pillar,
  type PillarId,
  queryTerms,
  type ResearchQuestion,
  type ResearchSource,
  sentenceKey,
  sentencesOf,
  statedNumbers,
} from "@moatwise/core";
import type { Passage } from "../localLibrary";
import { passageIndex } from "../passageIndex";
import type { FigureFact } from "../statementFacts";
import { PILLAR_FOCUS } from "./pillarFocus";
import { isMaterialPassage, isPastedPassage, passageSource, type ResearchEvidence } from "./researchEvidence";

/** At most this many figures and quoted sentences answer one question. */
const FACTS_PER_ANSWER = 2;
const QUOTES_PER_ANSWER = 3;
/** The user's material is read more deeply than a library passage: each of its sentences may land in a pillar. */
const MATERIAL_SENTENCES_SEARCHED = 12;

/**
 * The facts a question's own words ask for, the pillar's first when several do; never a figure
 * the question does not ask about (issue 34: no fact under a question it does not answer).
 */
function factsFor(terms: ReadonlyArray<string>, pillar: Pillar, facts: ReadonlyArray<FigureFact>): FigureFact[] {
  const score = (fact: FigureFact) => fact.keywords.filter((keyword) => terms.includes(keyword)).length;
  const best = Math.max(0, ...facts.map(score));
  const asked = best === 0 ? [] : facts.filter((fact) => score(fact) === best);
  const topics = PILLAR_FOCUS[pillar.id].topics;
  const preferred = asked.filter((fact) => topics.includes(fact.topic));
  return (preferred.length > 0 ? preferred : asked).slice(0, FACTS_PER_ANSWER);
}

/** How many of the terms a sentence contains (a term may start a longer word). */
export function termsIn(sentence: string, terms: ReadonlyArray<string>): number {
  const lower = sentence.toLowerCase();
  return terms.filter((term) => lower.includes(term)).length;
}

export interface Quote {
  readonly sentence: string;
  readonly passage: Passage;
  readonly score: number;
}

/** The sentences a filing lists under its risk factors: the risk pillar's to quote, nobody else's. */
function riskSentencesOf(passage: Passage): string[] {
  if (passage.kind !== "filing") return [];
  const at = passage.text.search(/Risk factors\.\s/i);
  if (at === -1) return [];
  const rest = passage.text.slice(at).replace(/^Risk factors\.\s*/i, "");
  return sentencesOf(rest.split(/\n\n/)[0] ?? "").filter(isQuotable);
}

/** The risks the company's filings name, the most often named first, each with its newest filing. */
export function namedRisks(evidence: ResearchEvidence): Quote[] {
  const named = new Map<string, { quote: Quote; count: number }>();
  const newestFirst = [...evidence.passages].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  for (const passage of newestFirst) {
    for (const sentence of riskSentencesOf(passage)) {
      const key = sentenceKey(sentence);
      const seen = named.get(key);
      if (seen) seen.count += 1;
      else named.set(key, { quote: { sentence, passage, score: 1 }, count: 1 });
    }
  }
  return [...named.values()].sort((a, b) => b.count - a.count).map((each) => each.quote);
}

/** Simulated prices illustrate the sample set; they are never evidence of how a company runs. */
const isSimulated = (passage: Passage) => /simulated|illustrative/i.test(passage.text);

/**
 * The passages' sentences that best match the terms, best first: never a heading, one about the
 * data set, one from simulated prices, nor one said already.
 */
export function bestQuotes(
  passages: ReadonlyArray<Passage>,
  terms: ReadonlyArray<string>,
  skip: Set<string>,
  risksToo = false,
): Quote[] {
  // The passages the question's words find, best first (the one passage index), so that among
  // sentences matching alike, the one from the passage that matches best is quoted first.
  return passageIndex(passages)
    .search(terms, { filter: (passage) => !isSimulated(passage) })
    .flatMap(({ item: passage }) => {
      const risks = new Set(riskSentencesOf(passage).map(sentenceKey));
      return bestSentences(passage.text, terms, isMaterialPassage(passage) ? MATERIAL_SENTENCES_SEARCHED : 3)
        .filter(
          (sentence) =>
            isQuotable(sentence) &&
            !skip.has(sentenceKey(sentence)) &&
            // Figures come from the facts, dated and checked; a filing's results are the quarter question's.
            // The user's own material is quoted with its figures: they stand in the excerpt cited.
            (isMaterialPassage(passage) || statedNumbers(sentence).length === 0) &&
            (risksToo || !risks.has(sentenceKey(sentence))),
        )
        .map((sentence) => ({ sentence, passage, score: termsIn(sentence, terms) }));
    })
    .filter((quote) => quote.score > 0)
    .sort((a, b) => b.score - a.score)
    .filter(
      (quote, index, all) =>
        all.findIndex((other) => sentenceKey(other.sentence) === sentenceKey(quote.sentence)) === index,
    );
}

/**
 * Whether a sentence of the user's material belongs in a pillar: it shares the most of that
 * pillar's words among the nine, so each pasted figure lands where it is about, once.
 */
export function concernsPillar(sentence: string, pillarId: PillarId): boolean {
  const scores = PILLAR_IDS.map((id) => termsIn(sentence, PILLAR_FOCUS[id].words));
  const best = Math.max(...scores);
  return best > 0 && scores[PILLAR_IDS.indexOf(pillarId)] === best;
}

/** A quote is the pillar's to show: the company's passages always, the user's material where it concerns it. */
export const belongsTo = (pillarId: PillarId) => (quote: Quote) =>
  !isMaterialPassage(quote.passage) || concernsPillar(quote.sentence, pillarId);

/** At most this many of the pasted material's sentences answer a question about it. */
const PASTED_PER_ANSWER = 8;

/** Words that name the material rather than what the question asks of it. */
const MATERIAL_WORDS = new Set("material materials pasted paste added add gave provided text say says said".split(" "));

/**
 * A question about the user's material ("What does the material I added say about membership?"):
 * its sentences alone, those sharing the question's other words when some do, else all in order;
 * null when the question names no material of the user, [] when the draft was given none.
 */
export function materialQuotes(text: string, evidence: ResearchEvidence, skip: ReadonlySet<string>): Quote[] | null {
  if (!ownSourcesOf(text).includes("pasted")) return null;
  const quotedTitle = text.match(/["“]([^"”]+)["”]/)?.[1]?.toLowerCase();
  const materials = evidence.passages.filter(isMaterialPassage);
  const titled = quotedTitle ? materials.filter((passage) => passage.title.toLowerCase().includes(quotedTitle)) : [];
  const read = titled.length > 0 ? titled : materials.filter(isPastedPassage);
  const terms = ownTerms(text, evidence).filter((term) => !MATERIAL_WORDS.has(term));
  const sentences = read.flatMap((passage) =>
    sentencesOf(passage.text)
      .filter((sentence) => isQuotable(sentence) && !skip.has(sentenceKey(sentence)))
      .map((sentence) => ({ sentence, passage, score: termsIn(sentence, terms) })),
  );
  const asked = sentences.filter((quote) => quote.score > 0);
  return (asked.length > 0 ? asked : sentences).slice(0, PASTED_PER_ANSWER);
}

/** What one question's answer may rest on: its figures and the best sentences of the passages. */
export interface Retrieved {
  readonly facts: ReadonlyArray<FigureFact>;
  readonly quotes: ReadonlyArray<Quote>;
}

/** The question's own words, without the company's name. */
const ownTerms = (text: string, evidence: ResearchEvidence) =>
  queryTerms(text).filter(
    (term) => !evidence.companyName.toLowerCase().includes(term) && term !== evidence.symbol.toLowerCase(),
  );

/** The figures and sentences that speak to a question; a sentence is given to one question only. */
export function retrieveFor(
  question: ResearchQuestion,
  pillar: Pillar,
  evidence: ResearchEvidence,
  quoted: Set<string>,
): Retrieved {
  // A question about the user's material is given its sentences, for a model to answer from too.
  const material = materialQuotes(question.text, evidence, quoted);
  if (material !== null) {
    for (const quote of material) quoted.add(sentenceKey(quote.sentence));
    return { facts: [], quotes: material };
  }
  const terms = ownTerms(question.text, evidence);
  const searchTerms = [...new Set([...terms, ...PILLAR_FOCUS[pillar.id].words])];
  // A sentence answers a question when it shares one of the question's own words, not only the pillar's.
  const quotes = bestQuotes(
    evidence.passages,
    searchTerms,
    quoted,
    terms.some((term) => term.startsWith("risk")),
  )
    .filter((quote) => termsIn(quote.sentence, terms) > 0)
    // A pasted sentence answers the questions of the pillar it concerns, not any sharing a word.
    .filter(belongsTo(pillar.id))
    .slice(0, QUOTES_PER_ANSWER);
  for (const quote of quotes) quoted.add(sentenceKey(quote.sentence));
  return { facts: factsFor(terms, pillar, evidence.facts), quotes };
}

/** The sources a retrieved figure or sentence is cited to. */
export const retrievedSources = (retrieved: Retrieved): ResearchSource[] => [
  ...retrieved.facts.map((fact) => fact.source),
  ...retrieved.quotes.map((quote) => passageSource(quote.passage, quote.sentence)),
];
