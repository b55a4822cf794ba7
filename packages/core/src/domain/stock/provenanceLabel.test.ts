import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { provenanceDescription, provenanceLabel } from "./provenanceLabel";

const asOf = "2025-03-31T20:00:00.000Z";

describe("the provenance badge", () => {
  it("names the source the way the issue writes it", () => {
    expect(provenanceLabel({ provider: "sample", asOf, live: false })).toBe("Sample data");
    expect(provenanceLabel({ provider: "sec", asOf, live: true })).toBe("Live · SEC");
    expect(provenanceLabel({ provider: "fmp", asOf, live: true })).toBe("Live · FMP");
    expect(provenanceLabel({ provider: "fmp", asOf, live: false })).toBe("Cached · FMP");
    expect(provenanceDescription({ provider: "sample", asOf, live: false })).toMatch(/as of 2025-03-31.*not live/);
  });

  it("never calls data live unless the provider said so", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.boolean(),
        (provider, live) =>
          provenanceLabel({ provider, asOf, live }).startsWith("Live") === (live && provider !== "sample"),
      ),
    );
  });
});
