// The live question writer (issue 34, item 4) with a fake model over the provider interface (the
// model is outside the code under test): it is told the company's specifics from the data, as the
// offline writer uses them, and its questions pass the offline ones' checks.
import { PILLAR_IDS, type PillarId } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import { marketData } from "../../areas/market/marketData";
import { sampleProvider } from "../../areas/market/sample/sampleProvider";
import { bundledCatalogue, bundledPassages } from "../../bundledMaterial";
import type { AiProvider, PromptMessage } from "../../languageModel/aiProvider";
import { liveQuestionWriter, offlineQuestionWriter } from "./liveQuestionWriter";
import { gatherEvidence } from "./researchEvidence";
import { questionProblem } from "./researchQuestions";

const market = marketData([sampleProvider]);
const evidenceOf = (symbol: string, companyName: string) =>
  gatherEvidence(
    { market, catalogue: bundledCatalogue, libraryPassages: bundledPassages, ownMaterial: async () => [] },
    { userId: "u1", symbol, companyName, materials: [] },
  );

/** A model that records its prompt and answers with the questions given, per pillar. */
function fakeModel(questions: Partial<Record<PillarId, string[]>>) {
  const prompts: PromptMessage[][] = [];
  const model: AiProvider = {
    name: "fake",
    model: "fake-1",
    live: true,
    webSearch: false,
    answer: () => {
      throw new Error("the question writer only completes");
    },
    complete: async (messages) => {
      prompts.push([...messages]);
      return JSON.stringify({
        pillars: Object.entries(questions).map(([pillarId, texts]) => ({ pillarId, questions: texts })),
      });
    },
    title: async () => "",
    health: async () => ({ status: "ok", detail: null }),
  };
  return { model, prompts };
}

const signal = new AbortController().signal;

describe("the live question writer", () => {
  it("tells the model the company's own specifics: cost line, fastest margin, debt, capital returns, quarter, risks, peers", async () => {
    const evidence = await evidenceOf("AAPL", "Apple Inc.");
    const { model, prompts } = fakeModel({});
    await liveQuestionWriter(model)(PILLAR_IDS, evidence, [], signal);
    const prompt = prompts[0]?.map((message) => message.content).join("\n") ?? "";
    expect(prompt).toContain(`Largest cost line: ${evidence.costLine?.text}`);
    expect(prompt).toMatch(
      /Fastest-moving margin, (gross|operating|net) margin: (Gross|Operating|Net) margin (rose|fell|held) from .* in fiscal 2020 to .* in fiscal 2024/,
    );
    expect(prompt).toMatch(
      /Debt: At the end of fiscal \d{4} AAPL had \$[\d.]+B of total debt against .* short-term investments/,
    );
    expect(prompt).toMatch(/Capital returns: In fiscal \d{4} the company spent .* on buybacks/);
    expect(prompt).toMatch(/Latest quarterly filing: fiscal \d{4} Q\d\./);
    expect(prompt).toMatch(/A risk its annual reports name: /);
    // Issue 43: no sector company stands in for a competitor; the model is told the data holds none.
    expect(prompt).toContain(
      "The data holds no true peer of Apple Inc: no other company it covers is in its industry (Consumer Electronics)",
    );
    expect(prompt).not.toMatch(/Microsoft|Technology\)/);
    // The offline questions are its starting point; item titles are not offered to paste.
    expect(prompt).toContain("What is Apple Inc.'s largest cost line, cost of revenue, as a share of its revenue?");
    expect(prompt).not.toMatch(/Form 10-[KQ]|sample excerpt/);
  });

  it("tells the model a company's industry peers and why", async () => {
    const evidence = await evidenceOf("COST", "Costco Wholesale Corporation");
    const { model, prompts } = fakeModel({});
    await liveQuestionWriter(model)(PILLAR_IDS, evidence, [], signal);
    const prompt = prompts[0]?.map((message) => message.content).join("\n") ?? "";
    expect(prompt).toMatch(/Peers: Walmart Inc, The Home Depot, Inc \(same competitive group, big-box retail: /);
    expect(prompt).not.toMatch(/Coca-Cola|PepsiCo|Procter/);
  });

  it("keeps the model's specific questions and drops one pasting an item title or asking about simulated prices", async () => {
    const evidence = await evidenceOf("AAPL", "Apple Inc.");
    const quarterly = evidence.passages.find((passage) => passage.kind === "filing" && /10-Q/.test(passage.title));
    expect(quarterly).toBeDefined();
    const specific = "How far has Apple Inc.'s services mix lifted its gross margin since fiscal 2022?";
    const { model } = fakeModel({
      "track-record-operations": [
        `What did Apple Inc. report in its ${quarterly?.title}?`,
        "What does Apple Inc.'s share price move over the past year say about execution?",
        specific,
      ],
      "risks-mitigating-factors": ["What does the stock performance say about Apple Inc.'s risks?"],
    });
    const written = await liveQuestionWriter(model)(
      ["track-record-operations", "risks-mitigating-factors"],
      evidence,
      [],
      signal,
    );
    const [track, risks] = written.pillars;
    expect(track?.questions.map((question) => question.text)).toEqual([specific]);
    // A pillar left with nothing usable keeps the offline questions, written from the data.
    const offline = await offlineQuestionWriter(["risks-mitigating-factors"], evidence, [], signal);
    expect(risks?.questions.map((question) => question.text)).toEqual(
      offline.pillars[0]?.questions.map((question) => question.text),
    );
  });

  it("holds the offline questions of every company to the same checks", async () => {
    for (const [symbol, name] of [
      ["AAPL", "Apple Inc."],
      ["COST", "Costco Wholesale Corporation"],
      ["JPM", "JPMorgan Chase & Co."],
    ] as const) {
      const evidence = await evidenceOf(symbol, name);
      const offline = await offlineQuestionWriter(PILLAR_IDS, evidence, [], signal);
      for (const question of offline.pillars.flatMap((pillar) => pillar.questions)) {
        expect(questionProblem(question.text, evidence), question.text).toBeNull();
      }
    }
  });
});
