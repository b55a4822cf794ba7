// The AI judgement of the seven powers: a live model reads the evidence we gathered (numeric
// proxies and passages) and rates each power strong, moderate, weak or absent with a short
// rationale, in JSON. A power the model leaves out, or an answer that is not the JSON asked for,
// stays unjudged; the note says what happened, so evidence is never passed off as a verdict.
import { evidenceText, type PowerEvidence, PowerJudgement, PowerName } from "@moatwise/core";
import { Schema } from "effect";
import { type AiProvider, AiProviderError, type PromptMessage } from "../../languageModel/aiProvider";
import { jsonReply } from "../../languageModel/jsonReply";

type Judgement = typeof PowerJudgement.Type;

/** Enough for seven ratings with two sentences each. */
const JUDGEMENT_MAX_TOKENS = 1200;

export interface PowerWithEvidence {
  readonly name: PowerName;
  readonly evidence: ReadonlyArray<PowerEvidence>;
}

const ModelJudgements = Schema.Struct({
  powers: Schema.Array(Schema.Struct({ name: PowerName, ...PowerJudgement.fields })),
});

const evidenceLine = (evidence: PowerEvidence) => `- ${evidenceText(evidence)}`;

export function judgementMessages(
  company: { symbol: string; companyName: string },
  powers: ReadonlyArray<PowerWithEvidence>,
): PromptMessage[] {
  const evidence = powers
    .map((power) => `## ${power.name}\n${power.evidence.map(evidenceLine).join("\n") || "- No evidence found."}`)
    .join("\n\n");
  return [
    {
      role: "system",
      content:
        "You rate Hamilton Helmer's 7 Powers for one company, from the evidence given and what is widely known about the company. " +
        'Answer with JSON only: {"powers":[{"name":"<power>","strength":"strong|moderate|weak|absent","rationale":"<one or two sentences>"}]}, ' +
        "one entry per power, named exactly as in the evidence headings. Each figure says which way it points for this company " +
        "(supports, weak or against, by thresholds and the sector's peers); a figure marked against counts against the power. " +
        "Say in the rationale which evidence supports the rating; " +
        'rate "absent" when nothing supports a power.',
    },
    { role: "user", content: `${company.companyName} (${company.symbol})\n\n${evidence}` },
  ];
}

/** The ratings in a model's reply: its JSON object, wherever the model put it. */
export function judgementsFromReply(reply: string): Map<PowerName, Judgement> {
  const decoded = jsonReply(reply, ModelJudgements);
  if (!decoded) return new Map();
  return new Map(
    decoded.powers.map(({ name, strength, rationale }) => [name, { strength, rationale: rationale.trim() }]),
  );
}

export interface PowersJudged {
  readonly judgements: Map<PowerName, Judgement>;
  readonly note: string | null;
}

export async function judgePowers(
  provider: AiProvider,
  company: { symbol: string; companyName: string },
  powers: ReadonlyArray<PowerWithEvidence>,
  signal: AbortSignal,
): Promise<PowersJudged> {
  if (!provider.complete) {
    return { judgements: new Map(), note: null };
  }
  const judgedBy = `${provider.name} (${provider.model})`;
  try {
    const reply = await provider.complete(judgementMessages(company, powers), {
      signal,
      maxTokens: JUDGEMENT_MAX_TOKENS,
    });
    const judgements = judgementsFromReply(reply);
    if (judgements.size === 0) {
      return { judgements, note: `Evidence only: ${judgedBy} did not answer with ratings this time.` };
    }
    const missing = powers.length - powers.filter((power) => judgements.has(power.name)).length;
    return {
      judgements,
      note:
        `Ratings by ${judgedBy} from the evidence shown: an opinion to weigh, not a fact.` +
        (missing > 0 ? ` ${missing} of the powers were not rated.` : ""),
    };
  } catch (error) {
    if (signal.aborted) throw error;
    const why = error instanceof AiProviderError ? error.message : "the AI provider failed";
    return { judgements: new Map(), note: `Evidence only: the powers could not be rated (${why}).` };
  }
}
