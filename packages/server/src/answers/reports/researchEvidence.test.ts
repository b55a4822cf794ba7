// A material stored before its address was checked: its passage keeps the address only if a
// source may open it, else it points at the material itself, so a report never links off-site.
import type { Material } from "@moatwise/core";
import { describe, expect, it } from "vitest";
import type { MarketFacts } from "../ports";
import { gatherEvidence } from "./researchEvidence";

/** A market with no statements, profile or covered company: the materials are all this evidence holds. */
const noStatements = {
  statements: () => Promise.reject(new Error("no statements in this test")),
  profile: () => Promise.reject(new Error("no profile in this test")),
  covers: () => false,
} as unknown as MarketFacts;

const material = (url: string): Material => ({ kind: "url", title: "A link", content: "Margins widened.", url });

describe("gatherEvidence", () => {
  it("drops a material's address a browser would open on another site, and keeps a safe one", async () => {
    const evidence = await gatherEvidence(
      {
        market: noStatements,
        catalogue: { bundled: [], universe: [] },
        libraryPassages: async () => [],
        ownMaterial: async () => [],
      },
      {
        userId: "u1",
        symbol: "aapl",
        companyName: "Apple",
        materials: [material("/\t/evil.example/x"), material("https://www.sec.gov/x.htm"), material("/\\evil.example")],
      },
    );
    expect(evidence.passages.map((passage) => passage.url)).toEqual([
      "#material-1",
      "https://www.sec.gov/x.htm",
      "#material-3",
    ]);
  });
});
