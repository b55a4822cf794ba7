// The nine pillars: every spec id once, in report order, each with words of its own.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PILLAR_IDS, type PillarId } from "../schemas/research";
import { inReportOrder, pillarOf, RESEARCH_PILLARS, togglePillar } from "./pillars";

describe("the research pillars", () => {
  it("are the spec's nine ids in order, each with a title, an aim and a long description", () => {
    expect(RESEARCH_PILLARS.map((pillar) => pillar.id)).toEqual([...PILLAR_IDS]);
    for (const pillar of RESEARCH_PILLARS) {
      expect(pillar.title.length).toBeGreaterThan(5);
      expect(pillar.aim.endsWith(".")).toBe(true);
      expect(pillar.description.length).toBeGreaterThan(pillar.aim.length);
    }
    expect(new Set(RESEARCH_PILLARS.map((pillar) => pillar.title)).size).toBe(9);
    expect(pillarOf("competitors").title).toBe("Competitors");
  });

  it("puts any choice in report order, each pillar once", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PILLAR_IDS), { maxLength: 20 }), (chosen: PillarId[]) => {
        const ordered = inReportOrder(chosen);
        expect(new Set(ordered)).toEqual(new Set(chosen));
        expect(ordered).toEqual(PILLAR_IDS.filter((id) => chosen.includes(id)));
      }),
    );
  });

  it("ticks a pillar into report order and unticks it", () => {
    expect(togglePillar(["risks-mitigating-factors"], "competitors")).toEqual([
      "competitors",
      "risks-mitigating-factors",
    ]);
    expect(togglePillar(["competitors", "risks-mitigating-factors"], "competitors")).toEqual([
      "risks-mitigating-factors",
    ]);
  });
});
