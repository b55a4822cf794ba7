// The offline report writer (issue 22): a pillar's section written from the company's own
// material, not from a template. Each question is answered with the computed figures that speak
// to it and the best sentences of the company's passages, each sentence a claim with its sources;
// the section's key points, evidence and risks are drawn from those answers and passages. Every
// claim's figures are checked against its sources (core's checkClaim), as a model's would be.
// Issue 34: a report says each sentence once (a `ReportMemory` carries what earlier sections said,
// and a later one refers back); a question gets only the figures its own words ask for, else one
// honest line on what the data lacks; headings and simulated prices are never evidence.
// Issue 38: text pasted into the draft is a source: each of its sentences, figures and all, reaches
// the pillar it concerns most, and a question about it ("what I pasted") is answered from it alone.
// The answers' parts live beside it: questionRetrieval (what a question may rest on), specialAnswers,
// engineClaims, reportClaims and reportMemory.
import {
  type Claim,
  type Pillar,
  type ResearchQuestion,
  type ResearchSource,
  type StructuredContent,
  sentenceKey,
  texts,
} from "@moatwise/core";
import { engineAnswer, figureLabel } from "./engineClaims";
import { PILLAR_FOCUS, RISK_WORDS, RISKS } from "./pillarFocus";
import { belongsTo, bestQuotes, type Quote, retrieveFor } from "./questionRetrieval";
import { claimOf, factClaim, listed, NOTHING_FOUND, quoteClaim } from "./reportClaims";
import { newReportMemory, type ReportMemory, remember } from "./reportMemory";
import { isMaterialPassage, type ResearchEvidence } from "./researchEvidence";
import { materialClaims, specialClaims } from "./specialAnswers";

export interface WrittenAnswer {
  readonly question: ResearchQuestion;
  readonly answer: ReadonlyArray<Claim>;
}

export interface WrittenSection {
  readonly structuredContent: StructuredContent;
  readonly answers: ReadonlyArray<WrittenAnswer>;
}

/** At most this many key points and evidence items a section lists beside its answers. */
const KEY_POINTS = 4;
const EVIDENCE_ITEMS = 6;

/**
 * One question's answer: from what it asks for (its peers, leader, quarter, risks, cost), else
 * the facts engine's figures for its plan and the sentences that share its words. A sentence the
 * report said already is referred back to; a question nothing answers gets one line on what the
 * data lacks.
 */
async function answerOf(
  question: ResearchQuestion,
  pillar: Pillar,
  evidence: ResearchEvidence,
  memory: ReportMemory,
  quoted: Set<string>,
  here: string,
): Promise<WrittenAnswer> {
  const material = materialClaims(question.text, evidence);
  const special = material ?? specialClaims(question.text, evidence, memory);
  let claims: Claim[];
  if (special !== null) {
    claims = special;
  } else {
    const retrieved = retrieveFor(question, pillar, evidence, quoted);
    // Figures only from the question's plan: a keyword shared with a figure ("products") is no plan.
    const figures = evidence.engine
      ? ((await engineAnswer(question.text, evidence).catch(() => null)) ?? [])
      : retrieved.facts.map(factClaim);
    claims = [...figures, ...retrieved.quotes.map(quoteClaim)];
  }
  const fresh = claims.filter((claim) => !memory.said.has(sentenceKey(claim.text)));
  const given = claims.filter((claim) => !fresh.includes(claim));
  const answer = [...fresh];
  if (given.length > 0) {
    const places = [...new Set(given.map((claim) => memory.said.get(sentenceKey(claim.text)) ?? here))];
    const where = listed(places.map((place) => (place === here ? "in this section" : `in ${place}`)));
    const labels = [...new Set(given.flatMap(figureLabel))];
    const partly =
      labels.length > 0
        ? `${evidence.companyName}'s ${listed(labels)} ${labels.length === 1 ? "is" : "are"} given above, ${where}.`
        : null;
    if (answer.length === 0) answer.push(claimOf(`“${question.text}” is answered above, ${where}.`, []));
    else if (material) answer.push(claimOf(texts.pastedQuotedAbove(listed(places)), []));
    else if (partly && !memory.said.has(sentenceKey(partly))) answer.push(claimOf(partly, []));
  }
  const written = answer.length > 0 ? answer : [claimOf(NOTHING_FOUND(evidence.companyName, question.text), [])];
  remember(memory, written, here);
  return { question, answer: written };
}

function risksFor(pillar: Pillar, evidence: ResearchEvidence, quoted: Set<string>): Claim[] {
  const terms =
    pillar.id === "risks-mitigating-factors" ? RISK_WORDS : [...RISK_WORDS, ...PILLAR_FOCUS[pillar.id].words];
  const risky = (quote: Quote) => RISK_WORDS.some((word) => quote.sentence.toLowerCase().includes(word));
  return bestQuotes(evidence.passages, terms, quoted, pillar.id === "risks-mitigating-factors")
    .filter(risky)
    .filter(belongsTo(pillar.id))
    .slice(0, RISKS)
    .map(quoteClaim);
}

/**
 * The section's summary, written for it: what its answers rest on (which figures, which kinds of
 * source) and which questions the data leaves open; never its first points glued together.
 */
function summaryOf(pillar: Pillar, companyName: string, answers: ReadonlyArray<WrittenAnswer>): string {
  const claims = answers.flatMap((written) => written.answer).filter((claim) => claim.sources.length > 0);
  const figures = claims.filter((claim) => claim.sources.some((source) => source.kind === "statement")).length;
  const quotes = claims.length - figures;
  const kinds = [
    ...new Set(
      claims.flatMap((claim) => claim.sources.filter((source) => source.kind !== "statement").map((s) => s.kind)),
    ),
  ];
  const open = answers.filter((written) => written.answer.every((claim) => claim.sources.length === 0)).length;
  const rests =
    figures + quotes === 0
      ? "the data holds nothing that answers its questions"
      : `its answers rest on ${[
          figures > 0 ? `${figures} ${figures === 1 ? "figure" : "figures"} from the statements` : "",
          quotes > 0
            ? `${quotes} ${quotes === 1 ? "passage" : "passages"} quoted from ${listed(kinds.map(kindWords))}`
            : "",
        ]
          .filter((part) => part !== "")
          .join(" and ")}`;
  const left = open > 0 && figures + quotes > 0 ? `; ${open} of ${answers.length} questions the data leaves open` : "";
  return `${pillar.title}, ${companyName}: ${rests}${left}.`;
}

const KIND_WORDS: Readonly<Record<ResearchSource["kind"], string>> = {
  filing: "filings",
  statement: "statements",
  news: "news",
  profile: "the company profile",
  overview: "the key figures",
  note: "your notes",
  pdf: "your PDFs",
  material: "your materials",
};
const kindWords = (kind: ResearchSource["kind"]) => KIND_WORDS[kind];

/**
 * A section from its answers. The answers hold what was found; the key points are the pillar's
 * other figures, the evidence its other passages and the risks those that name one, none said
 * before in the report. `summary` is the writer's own, else one written for the section.
 */
export function sectionOf(
  pillar: Pillar,
  evidence: ResearchEvidence,
  answers: ReadonlyArray<WrittenAnswer>,
  quoted: Set<string>,
  summary: string | null = null,
  memory: ReportMemory = newReportMemory(),
): WrittenSection {
  remember(
    memory,
    answers.flatMap((written) => written.answer),
    pillar.title,
  );
  for (const key of memory.said.keys()) quoted.add(key);
  const topics = PILLAR_FOCUS[pillar.id].topics;
  const keyPoints = evidence.facts
    .filter((fact) => topics.includes(fact.topic) && !memory.said.has(sentenceKey(fact.text)))
    .slice(0, KEY_POINTS)
    .map(factClaim);
  remember(memory, keyPoints, pillar.title);
  // The user's pasted sentences on this pillar come first: they brought them to this report.
  const focus = PILLAR_FOCUS[pillar.id].words;
  const own = bestQuotes(evidence.passages.filter(isMaterialPassage), focus, quoted).filter(belongsTo(pillar.id));
  const others = bestQuotes(
    evidence.passages.filter((passage) => !isMaterialPassage(passage)),
    focus,
    quoted,
  );
  const further = [...own, ...others].slice(0, EVIDENCE_ITEMS).map(quoteClaim);
  remember(memory, further, pillar.title);
  for (const claim of further) quoted.add(sentenceKey(claim.text));
  const risks = risksFor(pillar, evidence, quoted);
  remember(memory, risks, pillar.title);
  return {
    structuredContent: {
      summary: summary ?? summaryOf(pillar, evidence.companyName, answers),
      keyPoints,
      evidence: further,
      risks,
      ...(pillar.id === "competitors" && evidence.comparison ? { comparison: evidence.comparison } : {}),
    },
    answers,
  };
}

/** Writes one pillar's section offline: the retrieved figures and sentences are the answers. */
export async function writeSection(
  pillar: Pillar,
  questions: ReadonlyArray<ResearchQuestion>,
  evidence: ResearchEvidence,
  memory: ReportMemory = newReportMemory(),
): Promise<WrittenSection> {
  const quoted = new Set<string>(memory.said.keys());
  const answers: WrittenAnswer[] = [];
  for (const question of questions) {
    answers.push(await answerOf(question, pillar, evidence, memory, quoted, pillar.title));
  }
  return sectionOf(pillar, evidence, answers, quoted, null, memory);
}

/** Writes a pillar's section: offline from the retrieved material, or by a live model from it. */
export type SectionWriter = (
  pillar: Pillar,
  questions: ReadonlyArray<ResearchQuestion>,
  evidence: ResearchEvidence,
  memory?: ReportMemory,
) => Promise<WrittenSection>;

export const offlineSectionWriter: SectionWriter = async (pillar, questions, evidence, memory) =>
  writeSection(pillar, questions, evidence, memory);
