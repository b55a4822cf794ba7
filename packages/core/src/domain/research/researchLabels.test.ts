// A claim's flag: none when its figures are in its sources, "Figures not verified" when one is
// not, "No source" for a sentence that cites nothing yet states a figure or was written by a model.
import { describe, expect, it } from "vitest";
import { claimFlag } from "./researchLabels";

const source = { id: "s", kind: "filing" as const, title: "10-K", url: "https://sec.gov/x", excerpt: "Revenue $10B." };

describe("claimFlag", () => {
  it("flags what did not verify, and says why", () => {
    expect(claimFlag({ text: "Revenue $10B.", sources: [source], verified: true })).toBeNull();
    expect(claimFlag({ text: "Revenue $12B.", sources: [source], verified: false })?.label).toBe(
      "Figures not verified",
    );
    expect(claimFlag({ text: "Apple leads.", sources: [], verified: false })?.label).toBe("No source");
    expect(claimFlag({ text: "Nothing was found on this.", sources: [], verified: true })).toBeNull();
  });

  it("calls a sentence without figures that its source does not state not verified, even one stored as verified", () => {
    expect(claimFlag({ text: "Apple leads its industry.", sources: [source], verified: true })?.label).toBe(
      "Not verified",
    );
    expect(claimFlag({ text: "Revenue $10B", sources: [source], verified: true, state: "checked" })).toBeNull();
  });
});
