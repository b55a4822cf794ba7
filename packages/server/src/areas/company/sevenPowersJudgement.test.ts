// The seven powers rated by a live model (an OpenAI-compatible server behind an injected fetch):
// what it is shown, how its JSON becomes judgements, and the note when it fails or rambles. The
// offline provider leaves the answer as evidence only.
import { describe, expect, it } from "vitest";
import { openAiProvider } from "../ai/live/openAiProvider";
import { offlineProvider } from "../ai/offline/offlineProvider";
import { marketData } from "../market/marketData";
import { sampleProvider } from "../market/sample/sampleProvider";
import { companyInsightsService } from "./companyInsights.service";
import { EVIDENCE_ONLY_NOTE } from "./sevenPowers";
import { judgementsFromReply } from "./sevenPowersJudgement";

const RATINGS = {
  powers: [
    { name: "Scale Economies", strength: "strong", rationale: "Revenue of $391 billion spreads fixed costs widely." },
    { name: "Switching Costs", strength: "strong", rationale: "An installed base tied to services." },
    { name: "Branding", strength: "strong", rationale: "Gross margin well above peers." },
    { name: "Network Economies", strength: "moderate", rationale: "The App Store's developers and users." },
    { name: "Counter-Positioning", strength: "absent", rationale: "No evidence." },
    { name: "Cornered Resource", strength: "weak", rationale: "Patents, but none decisive." },
    { name: "Process Power", strength: "moderate", rationale: "High returns on invested capital." },
  ],
};

function modelAnswering(reply: () => Response) {
  const prompts: string[] = [];
  const fetch = (async (_url: string | URL | Request, init?: RequestInit) => {
    prompts.push(String(init?.body));
    return reply();
  }) as typeof globalThis.fetch;
  return { provider: openAiProvider({ apiKey: "sk", model: "gpt-4o-mini", fetch }), prompts };
}

const completion = (content: string) => Response.json({ choices: [{ message: { content } }] });
const market = marketData([sampleProvider]);

describe("rating the seven powers with a live model", () => {
  it("shows the model the evidence and keeps its ratings, noting who rated them", async () => {
    const model = modelAnswering(() =>
      completion(`<think>Weigh the proxies.</think>\n\`\`\`json\n${JSON.stringify(RATINGS)}\n\`\`\``),
    );
    const powers = await companyInsightsService(market, model.provider).sevenPowers("AAPL");
    const prompt = JSON.parse(model.prompts[0] ?? "{}") as { messages: Array<{ content: string }> };
    expect(prompt.messages[1]?.content).toContain("Apple Inc. (AAPL)");
    expect(prompt.messages[1]?.content).toMatch(/- Revenue, latest fiscal year: \$\d+\.\d billion/);
    expect(powers.powers.find((power) => power.name === "Scale Economies")?.judgement).toEqual({
      strength: "strong",
      rationale: "Revenue of $391 billion spreads fixed costs widely.",
    });
    expect(powers.powers.every((power) => power.judgement !== null)).toBe(true);
    expect(powers.note).toBe(
      "Ratings by openai (gpt-4o-mini) from the evidence shown: an opinion to weigh, not a fact.",
    );
  });

  it("asks once per company while the ratings are fresh", async () => {
    const model = modelAnswering(() => completion(JSON.stringify(RATINGS)));
    let time = Date.parse("2026-11-21T09:00:00Z");
    const insights = companyInsightsService(market, model.provider, () => time);
    await insights.sevenPowers("AAPL");
    await insights.sevenPowers("AAPL");
    expect(model.prompts).toHaveLength(1);
    time += 7 * 3600_000;
    await insights.sevenPowers("AAPL");
    expect(model.prompts).toHaveLength(2);
  });

  it("says which powers went unrated", async () => {
    const model = modelAnswering(() => completion(JSON.stringify({ powers: RATINGS.powers.slice(0, 5) })));
    const powers = await companyInsightsService(market, model.provider).sevenPowers("AAPL");
    expect(powers.note).toContain("2 of the powers were not rated.");
    expect(powers.powers.find((power) => power.name === "Process Power")?.judgement).toBeNull();
  });

  it("stays evidence only when the model does not answer with ratings, or fails", async () => {
    const rambling = modelAnswering(() => completion("Apple has a strong moat overall."));
    const unrated = await companyInsightsService(market, rambling.provider).sevenPowers("AAPL");
    expect(unrated.powers.every((power) => power.judgement === null)).toBe(true);
    expect(unrated.note).toBe("Evidence only: openai (gpt-4o-mini) did not answer with ratings this time.");

    const rejected = modelAnswering(() => Response.json({ error: { message: "Invalid key" } }, { status: 401 }));
    const failed = await companyInsightsService(market, rejected.provider).sevenPowers("AAPL");
    expect(failed.note).toBe(
      "Evidence only: the powers could not be rated (The openai provider rejected the API key (HTTP 401): Invalid key).",
    );
  });

  it("is evidence only with the offline provider", async () => {
    const offline = offlineProvider({ passages: async () => [], deltaDelayMs: 0 });
    const powers = await companyInsightsService(market, offline).sevenPowers("AAPL");
    expect(powers.note).toBe(EVIDENCE_ONLY_NOTE);
    expect(powers.powers.every((power) => power.judgement === null)).toBe(true);
  });
});

describe("judgementsFromReply", () => {
  it("keeps only well-formed ratings of known powers", () => {
    expect(judgementsFromReply("no json here").size).toBe(0);
    expect(
      judgementsFromReply('{"powers": [{"name": "Moat Power", "strength": "strong", "rationale": "x"}]}').size,
    ).toBe(0);
    expect(judgementsFromReply('{"powers": [{"name": "Branding", "strength": "huge", "rationale": "x"}]}').size).toBe(
      0,
    );
    expect(
      judgementsFromReply('Sure! {"powers": [{"name": "Branding", "strength": "weak", "rationale": " x "}]}'),
    ).toEqual(new Map([["Branding", { strength: "weak", rationale: "x" }]]));
  });
});
