import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BRANDING_GROSS_MARGIN_AGAINST_BELOW,
  BRANDING_GROSS_MARGIN_SUPPORTS_MIN,
  SWITCHING_MARGIN_RANGE_SUPPORTS_MAX,
} from "../constants";
import type { PowerEvidence, ProxyDirection } from "../schemas/company";
import {
  assetTurnoverReading,
  brandSpendReading,
  DIRECTION_RANK,
  evidenceByDirection,
  marginStabilityReading,
  marginWideningReading,
  type PeerMargins,
  peerMargins,
  pricePremiumReading,
  researchSpendReading,
  returnOnCapitalReading,
  revenueSizeReading,
} from "./powerProxies";
import { evidenceText } from "./sevenPowersText";

const fraction = fc.double({ min: -0.5, max: 1.5, noNaN: true });
const rank = (direction: ProxyDirection) => DIRECTION_RANK[direction];
const ordered = (a: number, b: number): [number, number] => (a <= b ? [a, b] : [b, a]);

const peersArbitrary: fc.Arbitrary<PeerMargins | null> = fc.option(
  fc.record({
    basis: fc.constant("same industry: Discount Stores"),
    symbols: fc.constantFrom(["WMT"], ["WMT", "HD"]),
    medianGrossMargin: fc.double({ min: 0, max: 1, noNaN: true }),
  }),
);

/** The sample set's big-box peers of Costco (issue 43: not its sector's P&G or Coca-Cola), latest gross margins. */
const BIG_BOX = "same competitive group, big-box retail: Discount Stores, Home Improvement Retail";
const costcoPeers = peerMargins(BIG_BOX, [
  { symbol: "WMT", grossMargin: 0.249 },
  { symbol: "HD", grossMargin: 0.335 },
]);

describe("which way a moat proxy points", () => {
  it("never reads a higher gross margin as a weaker sign of a price premium, with or without peers", () => {
    fc.assert(
      fc.property(fraction, fraction, peersArbitrary, (a, b, peers) => {
        const [lower, higher] = ordered(a, b);
        expect(rank(pricePremiumReading(higher, peers).direction)).toBeGreaterThanOrEqual(
          rank(pricePremiumReading(lower, peers).direction),
        );
      }),
    );
  });

  it("never reads a wider or thinner gross margin as a better sign of switching costs", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fraction,
        fraction,
        (r1, r2, g1, g2) => {
          const [narrow, wide] = ordered(r1, r2);
          const [thin, thick] = ordered(g1, g2);
          expect(rank(marginStabilityReading(wide, thick).direction)).toBeLessThanOrEqual(
            rank(marginStabilityReading(narrow, thick).direction),
          );
          expect(rank(marginStabilityReading(narrow, thin).direction)).toBeLessThanOrEqual(
            rank(marginStabilityReading(narrow, thick).direction),
          );
        },
      ),
    );
  });

  it("reads every other proxy monotonically in its value", () => {
    const readers = [
      brandSpendReading,
      marginWideningReading,
      researchSpendReading,
      returnOnCapitalReading,
      assetTurnoverReading,
    ];
    fc.assert(
      fc.property(fc.constantFrom(...readers), fraction, fraction, (read, a, b) => {
        const [lower, higher] = ordered(a, b);
        expect(rank(read(higher).direction)).toBeGreaterThanOrEqual(rank(read(lower).direction));
      }),
    );
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        fc.double({ min: 0, max: 1e12, noNaN: true }),
        (a, b) => {
          const [lower, higher] = ordered(a, b);
          expect(rank(revenueSizeReading(higher).direction)).toBeGreaterThanOrEqual(
            rank(revenueSizeReading(lower).direction),
          );
        },
      ),
    );
  });

  it("reads a gross margin against the named thresholds, the edges included", () => {
    expect(pricePremiumReading(BRANDING_GROSS_MARGIN_SUPPORTS_MIN, null).direction).toBe("supports");
    expect(pricePremiumReading(BRANDING_GROSS_MARGIN_SUPPORTS_MIN - 1e-9, null).direction).toBe("weak");
    expect(pricePremiumReading(BRANDING_GROSS_MARGIN_AGAINST_BELOW, null).direction).toBe("weak");
    expect(pricePremiumReading(BRANDING_GROSS_MARGIN_AGAINST_BELOW - 1e-9, null).direction).toBe("against");
    expect(pricePremiumReading(0.462, null).text).toBe(
      "At 40% or more, a mark-up over cost that can reflect a price premium.",
    );
  });

  // Issue 38: Costco's 12.6 % was listed under Branding as "a high mark-up can reflect a price premium".
  it("reads Costco's 12.6% gross margin as against a price premium, below its peers, and says so", () => {
    expect(costcoPeers).toEqual({ basis: BIG_BOX, symbols: ["WMT", "HD"], medianGrossMargin: (0.249 + 0.335) / 2 });
    const reading = pricePremiumReading(0.126, costcoPeers);
    expect(reading.direction).toBe("against");
    expect(reading.text).not.toMatch(/can reflect a price premium/);
    expect(reading.text).toBe(
      "Under 25%: a mark-up too thin to carry a price premium, so it argues against one. " +
        `Its peers in the data, WMT and HD (${BIG_BOX}), have a median of 29.2%; ` +
        "it is 16.6 percentage points below: its rivals charge more.",
    );
  });

  it("names a lone peer as one, and says so when the data holds no true peer", () => {
    const lone = peerMargins("same industry: Beverages - Non-Alcoholic", [{ symbol: "PEP", grossMargin: 0.546 }]);
    expect(pricePremiumReading(0.611, lone).text).toMatch(
      /Its peer in the data, PEP \(same industry: Beverages - Non-Alcoholic\), has a gross margin of 54\.6%; it is 6\.5 percentage points above/,
    );
    const none = "The data holds no true peer of Apple Inc: no other company it covers is in its industry.";
    expect(pricePremiumReading(0.462, null, none).text).toMatch(/ The data holds no true peer of Apple Inc: /);
    expect(pricePremiumReading(0.462, null, none).text).not.toMatch(/median|Its peers/);
  });

  it("lets the peers move a middling margin either way, but not past both readings", () => {
    const peers = (median: number): PeerMargins => ({
      basis: "same industry: Retail",
      symbols: ["A", "B"],
      medianGrossMargin: median,
    });
    expect(pricePremiumReading(0.33, peers(0.2)).direction).toBe("supports");
    expect(pricePremiumReading(0.33, peers(0.33)).direction).toBe("weak");
    expect(pricePremiumReading(0.33, peers(0.5)).direction).toBe("against");
    expect(pricePremiumReading(0.7, peers(0.8)).direction).toBe("weak");
    expect(pricePremiumReading(0.1, peers(0.02)).direction).toBe("weak");
  });

  // Issue 38: a narrow range of a thin margin was put forward as customers kept paying the mark-up.
  it("reads a steady thin margin as against switching costs, and a steady high one as support", () => {
    const costco = marginStabilityReading(0.01, 0.126);
    expect(costco.direction).toBe("against");
    expect(costco.text).toBe(
      "A mark-up of 12.6%, under 25%, held steady is cost-plus pricing, not a price customers pay to stay.",
    );
    expect(marginStabilityReading(SWITCHING_MARGIN_RANGE_SUPPORTS_MAX, 0.69).direction).toBe("supports");
    expect(marginStabilityReading(0.05, 0.69).direction).toBe("weak");
    expect(marginStabilityReading(0.18, 0.69).text).toBe(
      "A range over 10 percentage points: customers did not keep paying the same mark-up.",
    );
  });

  it("takes the peers' median from one peer or more, leaving out those without a margin", () => {
    expect(peerMargins("same industry: Tech", [{ symbol: "A", grossMargin: null }])).toBeNull();
    expect(
      peerMargins("same industry: Tech", [
        { symbol: "A", grossMargin: 0.5 },
        { symbol: "B", grossMargin: null },
      ])?.medianGrossMargin,
    ).toBe(0.5);
    expect(
      peerMargins("same industry: Tech", [
        { symbol: "A", grossMargin: 0.9 },
        { symbol: "B", grossMargin: 0.1 },
        { symbol: "C", grossMargin: 0.4 },
      ])?.medianGrossMargin,
    ).toBe(0.4);
  });
});

describe("evidence for a power and evidence against it", () => {
  const evidence: fc.Arbitrary<PowerEvidence> = fc.record(
    {
      kind: fc.constantFrom("metric" as const, "passage" as const),
      label: fc.string({ maxLength: 10 }),
      direction: fc.constantFrom("supports" as const, "weak" as const, "against" as const),
    },
    { requiredKeys: ["kind", "label"] },
  );

  it("never lists a proxy that argues against a power as its evidence, and loses none", () => {
    fc.assert(
      fc.property(fc.array(evidence, { maxLength: 8 }), (items) => {
        const split = evidenceByDirection(items);
        expect(split.for.some((item) => item.direction === "against")).toBe(false);
        expect(split.against.every((item) => item.direction === "against")).toBe(true);
        expect(split.for.length + split.against.length).toBe(items.length);
      }),
    );
  });

  it("says which way a metric points in its sentence", () => {
    const reading = pricePremiumReading(0.126, null);
    expect(evidenceText({ kind: "metric", label: "Gross margin", value: 0.126, unit: "share", ...reading })).toBe(
      "Gross margin: 12.6%, against (Under 25%: a mark-up too thin to carry a price premium, so it argues against one.)",
    );
  });
});
