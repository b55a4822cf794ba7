// The questions of a draft's pillars written by a live model (issue 22), from what is known of
// the company: its computed figures and the titles of its latest filing and news. A pillar the
// model leaves out, or fills with nothing usable, keeps the questions written offline. A model
// that limits requests answers 429, which the client retries (core: 5 attempts, 1 s doubled).
import { type PillarId, pillarOf, type ResearchStructure } from "@moatwise/core";
import { Schema } from "effect";
import type { AiProvider, PromptMessage } from "../../languageModel/aiProvider";
import { requiredJsonReply } from "../../languageModel/jsonReply";
import type { ResearchEvidence } from "./researchEvidence";
import { writeStructure } from "./researchQuestions";

/** Enough JSON for six questions in each of nine pillars. */
const STRUCTURE_MAX_TOKENS = 2500;
const QUESTIONS_PER_PILLAR = 6;
const QUESTION_MAX_CHARS = 400;
const FACTS_SHOWN = 20;

/** Writes the questions of the chosen pillars (offline or by a model). */
export type QuestionWriter = (
  pillars: ReadonlyArray<PillarId>,
  evidence: ResearchEvidence,
  materialTitles: ReadonlyArray<string>,
  signal: AbortSignal,
) => Promise<ResearchStructure>;

export const offlineQuestionWriter: QuestionWriter = async (pillars, evidence, materialTitles) =>
  writeStructure(pillars, evidence, materialTitles);

const ModelQuestions = Schema.Struct({
  pillars: Schema.Array(Schema.Struct({ pillarId: Schema.String, questions: Schema.Array(Schema.String) })),
});

export function questionMessages(
  pillars: ReadonlyArray<PillarId>,
  evidence: ResearchEvidence,
  materialTitles: ReadonlyArray<string>,
): PromptMessage[] {
  const asked = pillars.map((id) => `- ${id}: ${pillarOf(id).title}. ${pillarOf(id).description}`).join("\n");
  const known = [
    ...evidence.facts.slice(0, FACTS_SHOWN).map((fact) => `- ${fact.text}`),
    ...evidence.passages
      .filter((passage) => passage.kind === "filing" || passage.kind === "news")
      .slice(0, 6)
      .map((passage) => `- ${passage.kind}: ${passage.title}`),
    ...materialTitles.map((title) => `- the user's material: ${title}`),
  ].join("\n");
  return [
    {
      role: "system",
      content:
        `You plan an equity research report on ${evidence.companyName} (${evidence.symbol}). ` +
        `For each pillar, write two to ${QUESTIONS_PER_PILLAR} specific questions that the material listed can answer. ` +
        'Answer with JSON only: {"pillars":[{"pillarId":"<id>","questions":["<question>"]}]}, with the pillar ids exactly as given.',
    },
    { role: "user", content: `Pillars:\n${asked}\n\nWhat is known:\n${known || "- nothing yet"}` },
  ];
}

/** The model's questions per pillar; the offline ones where it gave none. */
export function structureFrom(reply: typeof ModelQuestions.Type | null, offline: ResearchStructure): ResearchStructure {
  return {
    pillars: offline.pillars.map((pillar) => {
      const written = (reply?.pillars.find((entry) => entry.pillarId === pillar.pillarId)?.questions ?? [])
        .map((text) => text.trim().slice(0, QUESTION_MAX_CHARS))
        .filter((text) => text.length >= 3)
        .slice(0, QUESTIONS_PER_PILLAR);
      if (written.length === 0) return pillar;
      return { ...pillar, questions: written.map((text) => ({ id: crypto.randomUUID(), text })) };
    }),
  };
}

export function liveQuestionWriter(provider: AiProvider): QuestionWriter {
  const complete = provider.complete;
  if (!complete) throw new Error(`The ${provider.name} provider cannot write questions.`);
  return async (pillars, evidence, materialTitles, signal) => {
    const offline = writeStructure(pillars, evidence, materialTitles);
    const reply = await complete(questionMessages(pillars, evidence, materialTitles), {
      signal,
      maxTokens: STRUCTURE_MAX_TOKENS,
    });
    return structureFrom(requiredJsonReply(reply, ModelQuestions, provider, "the questions"), offline);
  };
}
