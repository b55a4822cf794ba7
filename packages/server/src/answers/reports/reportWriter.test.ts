// What a question about the user's pasted material is given (issue 38): its sentences, figures and
// all, whichever writer answers it (a live model is handed the same retrieved quotes), and which
// pillar a pasted sentence belongs to.
import { type Material, pillarOf } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import type { MarketFacts } from "../ports";
import { concernsPillar, retrieveFor } from "./questionRetrieval";
import { gatherEvidence } from "./researchEvidence";

/** A market with nothing on the company: the pasted text is all this evidence holds. */
const nothingElse = {
  statements: () => Promise.reject(new Error("no statements in this test")),
  profile: () => Promise.reject(new Error("no profile in this test")),
  covers: () => false,
} as unknown as MarketFacts;

const PASTED = "Membership fee income rose 8.5% to $4.8 billion. Renewal rates held at 92.9% in the United States.";

async function evidenceWith(materials: ReadonlyArray<Material>) {
  return gatherEvidence(
    {
      market: nothingElse,
      catalogue: { bundled: [], universe: [] },
      libraryPassages: async () => [],
      ownMaterial: async () => [],
    },
    { userId: "u1", symbol: "COST", companyName: "Costco", materials },
  );
}

describe("a question about the pasted material", () => {
  it("retrieves the pasted sentences with their figures, cited as the user's pasted material", async () => {
    const evidence = await evidenceWith([{ kind: "text", title: "Pasted material", content: PASTED }]);
    const question = { id: "q1", text: "What does the material I added say?" };
    const retrieved = retrieveFor(question, pillarOf("economic-engine-financial"), evidence, new Set());
    expect(retrieved.quotes.map((quote) => quote.sentence)).toEqual([
      "Membership fee income rose 8.5% to $4.8 billion.",
      "Renewal rates held at 92.9% in the United States.",
    ]);
    expect(retrieved.quotes.map((quote) => quote.passage.title)).toEqual([
      "Your pasted material",
      "Your pasted material",
    ]);
    // Asked about one thing, it gets the sentences on that thing.
    const renewal = retrieveFor(
      { id: "q2", text: "What did I paste about renewal?" },
      pillarOf("economic-engine-financial"),
      evidence,
      new Set(),
    );
    expect(renewal.quotes.map((quote) => quote.sentence)).toEqual([
      "Renewal rates held at 92.9% in the United States.",
    ]);
  });

  it("puts a pasted sentence in the pillar whose words it shares most, and in no other", () => {
    const risk = "The main risk is wage inflation, which could squeeze the operating margin.";
    expect(concernsPillar(risk, "risks-mitigating-factors")).toBe(true);
    expect(concernsPillar(risk, "economic-engine-financial")).toBe(false);
    expect(concernsPillar("Renewal rates held at 92.9% in the United States.", "economic-engine-financial")).toBe(
      false,
    );
  });
});
