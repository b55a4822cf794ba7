// The offline report writer (issue 22): a pillar's section written from the company's own
// material, not from a template. Each question is answered with the computed figures that speak
// to it and the best sentences of the company's passages, each sentence a claim with its sources;
// the section's key points, evidence and risks are drawn from those answers and passages. Every
// claim's figures are checked against its sources (core's checkClaim), as a model's would be.
import {
  type Claim,
  checkClaim,
  type Pillar,
  type ResearchQuestion,
  type ResearchSource,
  type StructuredContent,
} from "@moatwise/core";
import { bestSentences, queryTerms } from "../ai/offline/extractiveAnswer";
import type { Passage } from "../ai/offline/localLibrary";
import { PILLAR_FOCUS, RISK_WORDS } from "./pillarFocus";
import { isAboutTheData, passageSource, type ResearchEvidence } from "./researchEvidence";
import type { FigureFact } from "./statementFacts";

export interface WrittenAnswer {
  readonly question: ResearchQuestion;
  readonly answer: ReadonlyArray<Claim>;
}

export interface WrittenSection {
  readonly structuredContent: StructuredContent;
  readonly answers: ReadonlyArray<WrittenAnswer>;
}

/** At most this many figures and quoted sentences answer one question. */
const FACTS_PER_ANSWER = 2;
const QUOTES_PER_ANSWER = 3;
const KEY_POINTS = 4;
const EVIDENCE_ITEMS = 6;
const RISKS = 3;

/** A claim with its sources, its figures checked against them. */
export function claimOf(text: string, sources: ReadonlyArray<ResearchSource>): Claim {
  const check = checkClaim(
    text,
    sources.map((source) => source.excerpt),
  );
  return { text, sources: [...sources], verified: check.verified };
}

const factClaim = (fact: FigureFact) => claimOf(fact.text, [fact.source]);

/** The facts a question asks about (by its words), else the pillar's own first figures. */
function factsFor(terms: ReadonlyArray<string>, pillar: Pillar, facts: ReadonlyArray<FigureFact>): FigureFact[] {
  const asked = facts.filter((fact) => fact.keywords.some((keyword) => terms.includes(keyword)));
  const topics = PILLAR_FOCUS[pillar.id].topics;
  const pillarFacts = facts.filter((fact) => topics.includes(fact.topic));
  const preferred = asked.filter((fact) => topics.includes(fact.topic));
  const chosen = preferred.length > 0 ? preferred : asked.length > 0 ? asked : pillarFacts;
  return chosen.slice(0, FACTS_PER_ANSWER);
}

/** How many of the terms a sentence contains (a term may start a longer word). */
function termsIn(sentence: string, terms: ReadonlyArray<string>): number {
  const lower = sentence.toLowerCase();
  return terms.filter((term) => lower.includes(term)).length;
}

interface Quote {
  readonly sentence: string;
  readonly passage: Passage;
  readonly score: number;
}

/** The passages' sentences that best match the terms, best first, never one about the data set. */
function bestQuotes(passages: ReadonlyArray<Passage>, terms: ReadonlyArray<string>, skip: Set<string>): Quote[] {
  return passages
    .flatMap((passage) =>
      bestSentences(passage.text, terms, 3)
        .filter((sentence) => !isAboutTheData(sentence) && !skip.has(sentence))
        .map((sentence) => ({ sentence, passage, score: termsIn(sentence, terms) })),
    )
    .filter((quote) => quote.score > 0)
    .sort((a, b) => b.score - a.score);
}

function quoteClaim(quote: Quote): Claim {
  return claimOf(quote.sentence, [passageSource(quote.passage, quote.sentence)]);
}

/** What the writer says when the company's material has nothing on a question. */
export const NOTHING_FOUND = (companyName: string) =>
  `The material on ${companyName} available offline says nothing on this question; add a filing, a note or a PDF to the draft's materials.`;

function answerQuestion(
  question: ResearchQuestion,
  pillar: Pillar,
  evidence: ResearchEvidence,
  quoted: Set<string>,
): WrittenAnswer {
  const terms = queryTerms(question.text);
  const searchTerms = [...new Set([...terms, ...PILLAR_FOCUS[pillar.id].words])];
  const facts = factsFor(terms, pillar, evidence.facts).map(factClaim);
  const quotes = bestQuotes(evidence.passages, searchTerms, quoted).slice(0, QUOTES_PER_ANSWER);
  for (const quote of quotes) quoted.add(quote.sentence);
  const answer = [...facts, ...quotes.map(quoteClaim)];
  return { question, answer: answer.length > 0 ? answer : [claimOf(NOTHING_FOUND(evidence.companyName), [])] };
}

function risksFor(pillar: Pillar, evidence: ResearchEvidence, quoted: Set<string>): Claim[] {
  const terms =
    pillar.id === "risks-mitigating-factors" ? RISK_WORDS : [...RISK_WORDS, ...PILLAR_FOCUS[pillar.id].words];
  const risky = (quote: Quote) => RISK_WORDS.some((word) => quote.sentence.toLowerCase().includes(word));
  return bestQuotes(evidence.passages, terms, quoted).filter(risky).slice(0, RISKS).map(quoteClaim);
}

function summaryOf(pillar: Pillar, companyName: string, keyPoints: ReadonlyArray<Claim>): string {
  const lead = keyPoints
    .slice(0, 2)
    .map((claim) => claim.text)
    .join(" ");
  return lead === "" ? `${pillar.title}: ${NOTHING_FOUND(companyName)}` : lead;
}

/** Writes one pillar's section and the answers to its questions. */
export function writeSection(
  pillar: Pillar,
  questions: ReadonlyArray<ResearchQuestion>,
  evidence: ResearchEvidence,
): WrittenSection {
  const quoted = new Set<string>();
  const answers = questions.map((question) => answerQuestion(question, pillar, evidence, quoted));
  const claims = answers.flatMap((written) => written.answer).filter((claim) => claim.sources.length > 0);
  const figures = claims.filter((claim) => claim.sources.some((source) => source.kind === "statement"));
  const quotes = claims.filter((claim) => claim.sources.every((source) => source.kind !== "statement"));
  const unique = (list: ReadonlyArray<Claim>) => [...new Map(list.map((claim) => [claim.text, claim])).values()];
  const keyPoints = unique([...figures, ...quotes]).slice(0, KEY_POINTS);
  return {
    structuredContent: {
      summary: summaryOf(pillar, evidence.companyName, keyPoints),
      keyPoints,
      evidence: unique(quotes).slice(0, EVIDENCE_ITEMS),
      risks: risksFor(pillar, evidence, quoted),
    },
    answers,
  };
}
