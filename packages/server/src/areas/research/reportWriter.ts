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
import { bestSentences, isAboutTheData, queryTerms } from "../ai/offline/extractiveAnswer";
import type { Passage } from "../ai/offline/localLibrary";
import type { FigureFact } from "../financials/statementFacts";
import { PILLAR_FOCUS, RISK_WORDS } from "./pillarFocus";
import { passageSource, type ResearchEvidence } from "./researchEvidence";

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

export interface Quote {
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

/** What one question's answer may rest on: its figures and the best sentences of the passages. */
export interface Retrieved {
  readonly facts: ReadonlyArray<FigureFact>;
  readonly quotes: ReadonlyArray<Quote>;
}

/** The figures and sentences that speak to a question; a sentence is given to one question only. */
export function retrieveFor(
  question: ResearchQuestion,
  pillar: Pillar,
  evidence: ResearchEvidence,
  quoted: Set<string>,
): Retrieved {
  const terms = queryTerms(question.text);
  const searchTerms = [...new Set([...terms, ...PILLAR_FOCUS[pillar.id].words])];
  const quotes = bestQuotes(evidence.passages, searchTerms, quoted).slice(0, QUOTES_PER_ANSWER);
  for (const quote of quotes) quoted.add(quote.sentence);
  return { facts: factsFor(terms, pillar, evidence.facts), quotes };
}

/** The sources a retrieved figure or sentence is cited to. */
export const retrievedSources = (retrieved: Retrieved): ResearchSource[] => [
  ...retrieved.facts.map((fact) => fact.source),
  ...retrieved.quotes.map((quote) => passageSource(quote.passage, quote.sentence)),
];

/** Offline, the answer is what was retrieved: each figure and sentence a claim with its source. */
function extractiveAnswer(question: ResearchQuestion, retrieved: Retrieved, companyName: string): WrittenAnswer {
  const answer = [...retrieved.facts.map(factClaim), ...retrieved.quotes.map(quoteClaim)];
  return { question, answer: answer.length > 0 ? answer : [claimOf(NOTHING_FOUND(companyName), [])] };
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

/**
 * A section from its answers: the key points (figures first), the quoted evidence and the risks
 * the passages name; `summary` is the writer's own, else the first key points.
 */
export function sectionOf(
  pillar: Pillar,
  evidence: ResearchEvidence,
  answers: ReadonlyArray<WrittenAnswer>,
  quoted: Set<string>,
  summary: string | null = null,
): WrittenSection {
  const claims = answers.flatMap((written) => written.answer).filter((claim) => claim.sources.length > 0);
  const figures = claims.filter((claim) => claim.sources.some((source) => source.kind === "statement"));
  const quotes = claims.filter((claim) => claim.sources.every((source) => source.kind !== "statement"));
  const unique = (list: ReadonlyArray<Claim>) => [...new Map(list.map((claim) => [claim.text, claim])).values()];
  const keyPoints = unique([...figures, ...quotes]).slice(0, KEY_POINTS);
  return {
    structuredContent: {
      summary: summary ?? summaryOf(pillar, evidence.companyName, keyPoints),
      keyPoints,
      evidence: unique(quotes).slice(0, EVIDENCE_ITEMS),
      risks: risksFor(pillar, evidence, quoted),
    },
    answers,
  };
}

/** Writes one pillar's section offline: the retrieved figures and sentences are the answers. */
export function writeSection(
  pillar: Pillar,
  questions: ReadonlyArray<ResearchQuestion>,
  evidence: ResearchEvidence,
): WrittenSection {
  const quoted = new Set<string>();
  const answers = questions.map((question) =>
    extractiveAnswer(question, retrieveFor(question, pillar, evidence, quoted), evidence.companyName),
  );
  return sectionOf(pillar, evidence, answers, quoted);
}

/** Writes a pillar's section: offline from the retrieved material, or by a live model from it. */
export type SectionWriter = (
  pillar: Pillar,
  questions: ReadonlyArray<ResearchQuestion>,
  evidence: ResearchEvidence,
) => Promise<WrittenSection>;

export const offlineSectionWriter: SectionWriter = async (pillar, questions, evidence) =>
  writeSection(pillar, questions, evidence);
