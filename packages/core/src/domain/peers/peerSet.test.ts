// Peers compete (issue 43): a company's peers share its industry or its industry's competitive
// group, never only its sector, and the set says why; with none, the line says the data holds none.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPETITIVE_GROUPS } from "./competitiveGroups.data";
import { comparisonCaption, competingIndustries, noPeerLine, peerSetOf, peersLine } from "./peerSet";

const KNOWN_INDUSTRIES = [...new Set(COMPETITIVE_GROUPS.flatMap((group) => group.industries))];
/** Industries from the groups' table and made-up ones, in any case and spacing the data may send. */
const industry = fc.oneof(
  fc.constantFrom(...KNOWN_INDUSTRIES, "Beverages - Non-Alcoholic", "Restaurants"),
  fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim().length > 0),
);
const company = fc.record({
  symbol: fc.stringMatching(/^[A-Z]{1,5}$/),
  industry: fc.option(industry, { nil: null }),
  sector: fc.constantFrom("Consumer Defensive", "Technology"),
});

describe("a company's peers", () => {
  it("are exactly the other companies whose industry competes with its own, whatever their sector", () => {
    fc.assert(
      fc.property(
        company,
        fc.uniqueArray(company, { maxLength: 12, selector: (each) => each.symbol }),
        (own, companies) => {
          const set = peerSetOf(own, companies);
          const expected = own.industry?.trim()
            ? companies.filter(
                (each) =>
                  each.symbol !== own.symbol &&
                  each.industry !== null &&
                  competingIndustries(own.industry as string).has(each.industry.trim().toLowerCase()),
              )
            : [];
          expect(set.symbols).toEqual(expected.map((each) => each.symbol));
          expect(set.symbols).not.toContain(own.symbol);
          // Sharing a sector alone never makes a peer.
          for (const each of companies) {
            if (set.symbols.includes(each.symbol)) expect(each.industry).not.toBeNull();
          }
          if (own.industry?.trim()) expect(set.basis).toContain(own.industry.trim());
          else expect(set.basis).toBeNull();
        },
      ),
    );
  });

  it("is a symmetric relation: if B is A's peer, A is B's", () => {
    fc.assert(
      fc.property(company, company, (a, b) => {
        const aOfB = peerSetOf(a, [b]).symbols.length === 1;
        const bOfA = peerSetOf(b, [a]).symbols.length === 1;
        expect(aOfB).toBe(bOfA);
      }),
    );
  });

  it("says 'same industry' when every peer shares it, and names the group when the set spans industries", () => {
    const costco = { symbol: "COST", industry: "Discount Stores" };
    const retail = [
      { symbol: "WMT", industry: "Discount Stores" },
      { symbol: "HD", industry: "Home Improvement Retail" },
      { symbol: "KO", industry: "Beverages - Non-Alcoholic" },
    ];
    expect(peerSetOf(costco, retail.slice(0, 1))).toEqual({
      symbols: ["WMT"],
      basis: "same industry: Discount Stores",
      group: "Discount Stores",
    });
    const set = peerSetOf(costco, retail);
    expect(set.symbols).toEqual(["WMT", "HD"]);
    expect(set.basis).toBe("same competitive group, big-box retail: Discount Stores, Home Improvement Retail");
    expect(set.group).toBe("big-box retail");
    expect(
      comparisonCaption({ sector: "Consumer Defensive", basis: set.basis as string, group: "big-box retail" }),
    ).toBe("Peers in the data: big-box retail (latest fiscal year of each)");
    // A report stored before peers were an industry's still says what it compared against.
    expect(comparisonCaption({ sector: "Technology" })).toMatch(/^Against Technology companies/);
    expect(peersLine(["Walmart", "Home Depot"], set.basis as string)).toBe(
      "Peers: Walmart, Home Depot (same competitive group, big-box retail: Discount Stores, Home Improvement Retail).",
    );
  });

  it("says plainly when the data holds no true peer, naming the industry it looked in", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.option(industry, { nil: null }), (name, each) => {
        const line = noPeerLine(name, each);
        expect(line).toMatch(/^The data holds no true peer of /);
        if (each?.trim()) expect(line).toContain(`(${each.trim()})`);
      }),
    );
  });

  it("keeps each industry in at most one competitive group, so the relation stays one set per company", () => {
    const keys = KNOWN_INDUSTRIES.map((each) => each.toLowerCase());
    expect(new Set(keys).size).toBe(COMPETITIVE_GROUPS.flatMap((group) => group.industries).length);
  });
});
