// The report writer with a live model (issue 22). The passages and statement lines are retrieved
// as offline (the same figures and sentences per question), numbered, and given to the model,
// which must answer from them alone and cite their numbers after every sentence. Each sentence
// becomes a claim with the sources it cites, its figures checked by the same `checkClaim` as
// offline; a sentence that cites nothing, or states a figure its sources lack, is unverified.
import { type Claim, checkClaim, type Pillar, type ResearchQuestion, type ResearchSource } from "@moatwise/core";
import { Schema } from "effect";
import { type AiProvider, AiProviderError, type PromptMessage } from "../../languageModel/aiProvider";
import { requiredJsonReply } from "../../languageModel/jsonReply";
import { retrievedSources, retrieveFor } from "./questionRetrieval";
import { claimOf } from "./reportClaims";
import { type SectionWriter, sectionOf, type WrittenAnswer } from "./reportWriter";
import type { ResearchEvidence } from "./researchEvidence";

/** Room for a few sentences per question of a pillar, in JSON. */
const SECTION_MAX_TOKENS = 3000;
/** A model that has not answered a pillar in this long is given up on; the job can be retried. */
export const SECTION_TIMEOUT_MS = 120_000;

const ModelSection = Schema.Struct({
  summary: Schema.optionalKey(Schema.String),
  answers: Schema.Array(
    Schema.Struct({
      question: Schema.Number,
      sentences: Schema.Array(Schema.Struct({ text: Schema.String, sources: Schema.Array(Schema.Number) })),
    }),
  ),
});
export type ModelSection = typeof ModelSection.Type;

/** The retrieved sources, each once, numbered from 1 in the order the questions found them. */
export function numberedSources(perQuestion: ReadonlyArray<ReadonlyArray<ResearchSource>>): ResearchSource[] {
  const seen = new Map<string, ResearchSource>();
  for (const source of perQuestion.flat()) seen.set(`${source.id}\u0000${source.excerpt}`, source);
  return [...seen.values()];
}

export function sectionMessages(
  companyName: string,
  pillar: Pillar,
  questions: ReadonlyArray<ResearchQuestion>,
  sources: ReadonlyArray<ResearchSource>,
): PromptMessage[] {
  const asked = questions.map((question, index) => `${index + 1}. ${question.text}`).join("\n");
  const given = sources
    .map((source, index) => `[${index + 1}] (${source.kind}) ${source.title}\n${source.excerpt}`)
    .join("\n\n");
  return [
    {
      role: "system",
      content:
        `You write the "${pillar.title}" section of an equity research report on ${companyName}. ${pillar.description} ` +
        "Answer each question from the numbered sources only; do not use anything else you know. " +
        "Every sentence lists the numbers of the sources it rests on, and every figure you state must appear in a source you cite. " +
        "When the sources do not answer a question, say so in one sentence that cites nothing. " +
        'Answer with JSON only: {"summary":"<two sentences, citing nothing new>","answers":[{"question":<number>,"sentences":[{"text":"<sentence>","sources":[<numbers>]}]}]}.',
    },
    { role: "user", content: `Questions:\n${asked}\n\nSources:\n${given || "(none)"}` },
  ];
}

/** A sentence of the model's as a claim: the sources it cites, its figures checked against them. */
function claimFrom(
  sentence: { text: string; sources: ReadonlyArray<number> },
  sources: ReadonlyArray<ResearchSource>,
): Claim {
  const cited = [...new Set(sentence.sources)]
    .map((number) => sources[number - 1])
    .filter((source): source is ResearchSource => source !== undefined);
  const text = sentence.text.trim();
  if (cited.length === 0) return { text, sources: [], verified: false };
  return claimOf(text, cited);
}

/** The model's answers as claims per question; a question it left out says so, unverified. */
export function answersFrom(
  reply: ModelSection,
  questions: ReadonlyArray<ResearchQuestion>,
  sources: ReadonlyArray<ResearchSource>,
): WrittenAnswer[] {
  return questions.map((question, index) => {
    const written = reply.answers.find((answer) => answer.question === index + 1);
    const claims = (written?.sentences ?? [])
      .filter((sentence) => sentence.text.trim() !== "")
      .map((sentence) => claimFrom(sentence, sources));
    return {
      question,
      answer:
        claims.length > 0
          ? claims
          : [{ text: "The model did not answer this question.", sources: [], verified: false, state: "unverified" }],
    };
  });
}

/** The model's summary when its figures all appear in the section's sources, else none. */
function checkedSummary(summary: string | undefined, sources: ReadonlyArray<ResearchSource>): string | null {
  const text = summary?.trim() ?? "";
  if (text === "") return null;
  return checkClaim(
    text,
    sources.map((source) => source.excerpt),
  ).verified
    ? text
    : null;
}

/** A model call given `ms` to answer; running out of time fails with a reason a user can read. */
export async function withinTime<T>(
  provider: AiProvider,
  ms: number,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const signal = AbortSignal.timeout(ms);
  try {
    return await call(signal);
  } catch (error) {
    if (!signal.aborted) throw error;
    throw new AiProviderError(
      "unavailable",
      `${provider.name} (${provider.model}) did not answer within ${Math.round(ms / 1000)} s; try again.`,
    );
  }
}

export function liveSectionWriter(provider: AiProvider): SectionWriter {
  const complete = provider.complete;
  if (!complete) throw new Error(`The ${provider.name} provider cannot write reports.`);
  return async (pillar, questions, evidence: ResearchEvidence, memory) => {
    const quoted = new Set<string>(memory?.said.keys() ?? []);
    const retrieved = questions.map((question) => retrieveFor(question, pillar, evidence, quoted));
    const sources = numberedSources(retrieved.map(retrievedSources));
    const reply = await withinTime(provider, SECTION_TIMEOUT_MS, (signal) =>
      complete(sectionMessages(evidence.companyName, pillar, questions, sources), {
        signal,
        maxTokens: SECTION_MAX_TOKENS,
      }),
    );
    const section = requiredJsonReply(reply, ModelSection, provider, `the "${pillar.title}" section`);
    return sectionOf(
      pillar,
      evidence,
      answersFrom(section, questions, sources),
      quoted,
      checkedSummary(section.summary, sources),
      memory,
    );
  };
}
