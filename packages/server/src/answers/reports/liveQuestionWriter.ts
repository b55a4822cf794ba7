// The questions of a draft's pillars written by a live model (issue 22), from what the data holds
// on the company, as the offline writer writes them (issue 34): its largest cost line, its
// fastest-moving margin, its debt, its capital returns, its latest filing's quarter, the risks its
// filings name and its sector's peers, with the offline questions as the model's starting point.
// The model's questions pass the offline ones' checks (no item title, no simulated prices as
// evidence); a pillar the model leaves out, or fills with nothing usable, keeps the offline
// questions. A model that limits requests answers 429, which the client retries (core: 5
// attempts, 1 s doubled).
import { type MaterialLabel, type PillarId, pillarOf, type ResearchStructure } from "@moatwise/core";
import { Schema } from "effect";
import type { AiProvider, PromptMessage } from "../../languageModel/aiProvider";
import { requiredJsonReply } from "../../languageModel/jsonReply";
import type { ResearchEvidence } from "./researchEvidence";
import { knownAbout, questionProblem, writeStructure } from "./researchQuestions";

/** Enough JSON for six questions in each of nine pillars. */
const STRUCTURE_MAX_TOKENS = 2500;
const QUESTIONS_PER_PILLAR = 6;
const QUESTION_MAX_CHARS = 400;
const FACTS_SHOWN = 20;

/** Writes the questions of the chosen pillars (offline or by a model). */
export type QuestionWriter = (
  pillars: ReadonlyArray<PillarId>,
  evidence: ResearchEvidence,
  materials: ReadonlyArray<MaterialLabel>,
  signal: AbortSignal,
) => Promise<ResearchStructure>;

export const offlineQuestionWriter: QuestionWriter = async (pillars, evidence, materials) =>
  writeStructure(pillars, evidence, materials);

const ModelQuestions = Schema.Struct({
  pillars: Schema.Array(Schema.Struct({ pillarId: Schema.String, questions: Schema.Array(Schema.String) })),
});

export function questionMessages(
  pillars: ReadonlyArray<PillarId>,
  evidence: ResearchEvidence,
  materials: ReadonlyArray<MaterialLabel>,
  offline: ResearchStructure = writeStructure(pillars, evidence, materials),
): PromptMessage[] {
  const asked = offline.pillars
    .map((pillar) => {
      const { title, description } = pillarOf(pillar.pillarId);
      const written = pillar.questions.map((question) => `  - ${question.text}`).join("\n");
      return `- ${pillar.pillarId}: ${title}. ${description}\n  Questions the data can answer:\n${written}`;
    })
    .join("\n");
  const known = [
    ...knownAbout(evidence).specifics,
    ...evidence.facts.slice(0, FACTS_SHOWN).map((fact) => fact.text),
    ...materials.map((material) => `The user's material: ${material.title}`),
  ]
    .map((line) => `- ${line}`)
    .join("\n");
  return [
    {
      role: "system",
      content:
        `You plan an equity research report on ${evidence.companyName} (${evidence.symbol}). ` +
        `For each pillar, write two to ${QUESTIONS_PER_PILLAR} questions specific to this company, from what the data holds on it: ` +
        "its largest cost line, its fastest-moving margin, its debt, its capital returns, its latest quarter, the risks its filings name and its peers. " +
        "Start from the questions the data can answer; sharpen them, do not make them generic. " +
        "Never paste a filing's or a news item's title into a question, and never ask what share price moves say: the prices are simulated. " +
        'Answer with JSON only: {"pillars":[{"pillarId":"<id>","questions":["<question>"]}]}, with the pillar ids exactly as given.',
    },
    { role: "user", content: `Pillars:\n${asked}\n\nWhat the data holds:\n${known || "- nothing yet"}` },
  ];
}

/** The model's questions per pillar; the offline ones where it gave none. */
export function structureFrom(
  reply: typeof ModelQuestions.Type | null,
  offline: ResearchStructure,
  evidence: ResearchEvidence,
): ResearchStructure {
  return {
    pillars: offline.pillars.map((pillar) => {
      const written = (reply?.pillars.find((entry) => entry.pillarId === pillar.pillarId)?.questions ?? [])
        .map((text) => text.trim().slice(0, QUESTION_MAX_CHARS))
        .filter((text) => text.length >= 3 && questionProblem(text, evidence) === null)
        .slice(0, QUESTIONS_PER_PILLAR);
      if (written.length === 0) return pillar;
      return { ...pillar, questions: written.map((text) => ({ id: crypto.randomUUID(), text })) };
    }),
  };
}

export function liveQuestionWriter(provider: AiProvider): QuestionWriter {
  const complete = provider.complete;
  if (!complete) throw new Error(`The ${provider.name} provider cannot write questions.`);
  return async (pillars, evidence, materials, signal) => {
    const offline = writeStructure(pillars, evidence, materials);
    const reply = await complete(questionMessages(pillars, evidence, materials, offline), {
      signal,
      maxTokens: STRUCTURE_MAX_TOKENS,
    });
    return structureFrom(requiredJsonReply(reply, ModelQuestions, provider, "the questions"), offline, evidence);
  };
}
