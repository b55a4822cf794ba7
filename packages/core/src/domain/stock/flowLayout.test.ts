import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flowLayout } from "./flowLayout";

const box = { width: 900, height: 300, nodeWidth: 12, gap: 10 };
type Kind = "revenue" | "cost" | "profit" | "tax" | "other";
const node = (id: string, value: number, kind: Kind = "profit") => ({ id, label: id, value, kind });

describe("the flow diagram's layout", () => {
  it("places a small flow by hand: columns by distance, heights on one scale", () => {
    const layout = flowLayout(
      {
        nodes: [node("revenue", 100, "revenue"), node("cost", 60, "cost"), node("profit", 40)],
        links: [
          { source: "revenue", target: "cost", value: 60 },
          { source: "revenue", target: "profit", value: 40 },
        ],
      },
      box,
    );
    expect(layout.columns).toBe(2);
    // The second column holds 100 in 300 px less one gap: 2.9 px per unit; the first is centred.
    expect(layout.nodes.map(({ id, x, y, height }) => [id, x, y, height])).toEqual([
      ["revenue", 0, 5, 290],
      ["cost", 888, 0, 174],
      ["profit", 888, 184, 116],
    ]);
    expect(layout.links[1]?.path).toBe("M12,179C450,179 450,184 888,184L888,300C450,300 450,295 12,295Z");
  });

  it("puts a node fed by nothing just before the node it feeds", () => {
    const layout = flowLayout(
      {
        nodes: [node("a", 10), node("b", 10), node("extra", 5, "other"), node("c", 15)],
        links: [
          { source: "a", target: "b", value: 10 },
          { source: "b", target: "c", value: 10 },
          { source: "extra", target: "c", value: 5 },
        ],
      },
      box,
    );
    expect(Object.fromEntries(layout.nodes.map((placed) => [placed.id, placed.column]))).toEqual({
      a: 0,
      b: 1,
      extra: 1,
      c: 2,
    });
  });

  it("keeps every node inside the box and every ribbon inside its nodes, for any conserved flow", () => {
    const split = fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(fc.array(split, { minLength: 1, maxLength: 4 }), (stages) => {
        // A chain of stages: each stage's first part flows on, the others leave the diagram.
        const nodes = [node("n0", stages[0]?.reduce((a, b) => a + b, 0) ?? 0, "revenue")];
        const links: Array<{ source: string; target: string; value: number }> = [];
        let parent = "n0";
        stages.forEach((parts, stage) => {
          const total = nodes.find((candidate) => candidate.id === parent)?.value ?? 0;
          const sum = parts.reduce((a, b) => a + b, 0);
          const values = parts.map((part) => (part / sum) * total);
          values.forEach((value, index) => {
            const id = `n${stage + 1}-${index}`;
            nodes.push(node(id, value));
            links.push({ source: parent, target: id, value });
          });
          parent = `n${stage + 1}-0`;
        });
        const layout = flowLayout({ nodes, links }, box);
        const placed = new Map(layout.nodes.map((item) => [item.id, item]));
        for (const item of layout.nodes) {
          expect(item.y).toBeGreaterThanOrEqual(0);
          expect(item.y + item.height).toBeLessThanOrEqual(box.height + 1e-6);
          expect(item.x + box.nodeWidth).toBeLessThanOrEqual(box.width + 1e-6);
        }
        for (const item of layout.nodes) {
          const out = layout.links
            .filter((link) => link.source === item.id)
            .reduce((sum, link) => sum + link.thickness, 0);
          const into = layout.links
            .filter((link) => link.target === item.id)
            .reduce((sum, link) => sum + link.thickness, 0);
          expect(out).toBeLessThanOrEqual(item.height + 1e-6);
          expect(into).toBeLessThanOrEqual(item.height + 1e-6);
        }
        for (const link of layout.links) {
          expect(placed.get(link.target)?.column).toBeGreaterThan(
            placed.get(link.source)?.column ?? Number.POSITIVE_INFINITY,
          );
        }
      }),
    );
  });
});
