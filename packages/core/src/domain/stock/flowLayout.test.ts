import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FLOW_NARROW_CHAR_WIDTH_PX } from "../constants";
import { flowLabels, flowLayout, flowNameLines, narrowFlow } from "./flowLayout";

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

  it("draws a thin margin's net income at least the minimum tall, and keeps it inside the box", () => {
    // A grocer: $100 of revenue, $99.4 of costs, $0.6 of net income.
    const flow = {
      nodes: [node("revenue", 100, "revenue"), node("costs", 99.4, "cost"), node("net income", 0.6)],
      links: [
        { source: "revenue", target: "costs", value: 99.4 },
        { source: "revenue", target: "net income", value: 0.6 },
      ],
    };
    const without = flowLayout(flow, box);
    expect(without.nodes.find((item) => item.id === "net income")?.height).toBeLessThan(2);
    const layout = flowLayout(flow, { ...box, minNodeHeight: 6 });
    const income = layout.nodes.find((item) => item.id === "net income");
    expect(income?.height).toBe(6);
    expect(income?.value).toBe(0.6); // the label reads the true amount
    const costs = layout.nodes.find((item) => item.id === "costs");
    expect((costs?.height ?? 0) + box.gap + (income?.height ?? 0)).toBeLessThanOrEqual(box.height + 1e-6);
  });
});

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width - 1e-6 &&
  b.x < a.x + a.width - 1e-6 &&
  a.y < b.y + b.height - 1e-6 &&
  b.y < a.y + a.height - 1e-6;

describe("the flow diagram's labels", () => {
  const label = { width: 120, height: 30, offset: 6 };

  it("spreads the labels of small neighbours that would sit on top of each other", () => {
    const flow = {
      nodes: [
        node("revenue", 1000, "revenue"),
        node("costs", 990, "cost"),
        node("tax", 3, "tax"),
        node("net income", 7),
      ],
      links: [
        { source: "revenue", target: "costs", value: 990 },
        { source: "revenue", target: "tax", value: 3 },
        { source: "revenue", target: "net income", value: 7 },
      ],
    };
    const layout = flowLayout(flow, { ...box, minNodeHeight: 6 });
    const labels = flowLabels(layout, box, label);
    const [tax, income] = ["tax", "net income"].map((id) => labels.find((item) => item.id === id));
    expect(tax && income && overlaps(tax, income)).toBe(false);
    expect((income?.y ?? 0) + label.height).toBeLessThanOrEqual(box.height);
  });

  it("never overlaps two labels, nor leaves the box, for any values and widths that give the labels room", () => {
    const split = fc.array(fc.double({ min: 0.001, max: 1000, noNaN: true }), { minLength: 1, maxLength: 5 });
    fc.assert(
      fc.property(
        fc.array(split, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 60, max: 200 }),
        fc.integer({ min: 18, max: 40 }),
        fc.integer({ min: 0, max: 12 }),
        (stages, labelWidth, labelHeight, minNodeHeight) => {
          const nodes = [node("n0", stages[0]?.reduce((a, b) => a + b, 0) ?? 0, "revenue")];
          const links: Array<{ source: string; target: string; value: number }> = [];
          let parent = "n0";
          stages.forEach((parts, stage) => {
            const total = nodes.find((candidate) => candidate.id === parent)?.value ?? 0;
            const sum = parts.reduce((a, b) => a + b, 0);
            parts.forEach((part, index) => {
              const id = `n${stage + 1}-${index}`;
              nodes.push(node(id, (part / sum) * total));
              links.push({ source: parent, target: id, value: (part / sum) * total });
            });
            parent = `n${stage + 1}-0`;
          });
          const size = { width: labelWidth, height: labelHeight, offset: 6 };
          // Room for the labels: a column step wide enough for a label, a height for a column's labels.
          const columns = stages.length + 1;
          const flowBox = {
            width: (columns - 1) * (box.nodeWidth + size.offset + labelWidth) + box.nodeWidth,
            height: Math.max(box.height, 6 * labelHeight),
            nodeWidth: box.nodeWidth,
            gap: box.gap,
            minNodeHeight,
          };
          const layout = flowLayout({ nodes, links }, flowBox);
          const labels = flowLabels(layout, flowBox, size);
          expect(labels).toHaveLength(layout.nodes.length);
          for (const item of labels) {
            expect(item.y).toBeGreaterThanOrEqual(-1e-6);
            expect(item.y + item.height).toBeLessThanOrEqual(flowBox.height + 1e-6);
          }
          for (const [index, a] of labels.entries()) {
            for (const b of labels.slice(index + 1)) expect(overlaps(a, b), `${a.id} and ${b.id}`).toBe(false);
          }
          for (const item of layout.nodes) {
            if (item.value > 0) expect(item.height).toBeGreaterThanOrEqual(minNodeHeight - 1e-6);
            expect(item.y + item.height).toBeLessThanOrEqual(flowBox.height + 1e-6);
          }
        },
      ),
    );
  });
});

/** A chain of stages: each stage's first part flows on, the others leave the diagram. */
function chainOf(stages: ReadonlyArray<ReadonlyArray<number>>, names: ReadonlyArray<string>) {
  const nodes = [{ ...node("n0", stages[0]?.reduce((a, b) => a + b, 0) ?? 0, "revenue"), label: "Revenue" }];
  const links: Array<{ source: string; target: string; value: number }> = [];
  let parent = "n0";
  stages.forEach((parts, stage) => {
    const total = nodes.find((candidate) => candidate.id === parent)?.value ?? 0;
    const sum = parts.reduce((a, b) => a + b, 0);
    parts.forEach((part, index) => {
      const id = `n${stage + 1}-${index}`;
      const label = names[(stage * 5 + index) % names.length] ?? id;
      nodes.push({ ...node(id, (part / sum) * total), label });
      links.push({ source: parent, target: id, value: (part / sum) * total });
    });
    parent = `n${stage + 1}-0`;
  });
  return { nodes, links };
}

const NAMES = [
  "Cost of revenue",
  "Gross profit",
  "R&D",
  "SG&A",
  "Other operating costs",
  "Operating income",
  "Income tax",
  "Interest and other",
  "Net income",
  "Non-cash items",
  "Operating cash flow",
  "Capital spending",
  "Free cash flow",
];

describe("the flow diagram on a phone (issue 38.12)", () => {
  it("breaks a name between words into lines that fit, losing no word", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z&-]{1,14}$/), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 4, max: 20 }),
        (words, chars) => {
          const lines = flowNameLines(words.join(" "), chars);
          expect(lines.join(" ")).toBe(words.join(" "));
          for (const line of lines) if (line.includes(" ")) expect(line.length).toBeLessThanOrEqual(chars);
        },
      ),
    );
    expect(flowNameLines("Interest and other", 12)).toEqual(["Interest and", "other"]);
  });

  it("keeps every box and label inside the phone's width, no label on another or on the next row", () => {
    const split = fc.array(fc.double({ min: 0.001, max: 1000, noNaN: true }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(
        fc.array(split, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 280, max: 420 }),
        (stages, width) => {
          const narrow = narrowFlow(chainOf(stages, NAMES), width);
          const boxes = narrow.layout.nodes.map((item) => ({
            id: item.id,
            x: item.y,
            y: item.x,
            width: item.height,
            height: narrow.nodeWidth,
          }));
          for (const item of boxes) {
            expect(item.x).toBeGreaterThanOrEqual(-1e-6);
            expect(item.x + item.width).toBeLessThanOrEqual(width + 1e-6);
          }
          expect(narrow.labels).toHaveLength(boxes.length);
          for (const [index, label] of narrow.labels.entries()) {
            expect(label.x).toBeGreaterThanOrEqual(-1e-6);
            expect(label.x + label.width).toBeLessThanOrEqual(width + 1e-6);
            expect(label.y + label.height).toBeLessThanOrEqual(narrow.height + 1e-6);
            // Each line of the name fits the label's width, unless it is one word too long for any line.
            for (const line of label.lines) {
              if (line.includes(" ")) expect(line.length * FLOW_NARROW_CHAR_WIDTH_PX).toBeLessThanOrEqual(label.width);
            }
            for (const other of narrow.labels.slice(index + 1))
              expect(overlaps(label, other), `${label.id}, ${other.id}`).toBe(false);
            for (const item of boxes) expect(overlaps(label, item), `${label.id} on ${item.id}`).toBe(false);
          }
        },
      ),
    );
  });

  it("draws Costco's flow in 340 px: six rows, its thin net income visible with its true amount", () => {
    const flow = {
      nodes: [
        node("revenue", 254.5, "revenue"),
        { ...node("costOfRevenue", 222.4, "cost"), label: "Cost of revenue" },
        { ...node("grossProfit", 32.1), label: "Gross profit" },
        { ...node("sga", 22.8, "cost"), label: "SG&A" },
        { ...node("operatingIncome", 9.3), label: "Operating income" },
        { ...node("tax", 2.4, "tax"), label: "Income tax" },
        { ...node("netIncome", 7.4), label: "Net income" },
        { ...node("nonCash", 3.9, "other"), label: "Non-cash items" },
        { ...node("operatingCashFlow", 11.3), label: "Operating cash flow" },
        { ...node("capex", 4.7, "cost"), label: "Capital spending" },
        { ...node("fcf", 6.6), label: "Free cash flow" },
      ],
      links: [
        { source: "revenue", target: "costOfRevenue", value: 222.4 },
        { source: "revenue", target: "grossProfit", value: 32.1 },
        { source: "grossProfit", target: "sga", value: 22.8 },
        { source: "grossProfit", target: "operatingIncome", value: 9.3 },
        { source: "operatingIncome", target: "tax", value: 2.4 },
        { source: "operatingIncome", target: "netIncome", value: 7.4 },
        { source: "netIncome", target: "operatingCashFlow", value: 7.4 },
        { source: "nonCash", target: "operatingCashFlow", value: 3.9 },
        { source: "operatingCashFlow", target: "capex", value: 4.7 },
        { source: "operatingCashFlow", target: "fcf", value: 6.6 },
      ],
    };
    const narrow = narrowFlow(flow, 340);
    expect(narrow.layout.columns).toBe(6);
    const income = narrow.layout.nodes.find((item) => item.id === "netIncome");
    expect(income?.height).toBeGreaterThanOrEqual(6);
    expect((income?.y ?? 0) + (income?.height ?? 0)).toBeLessThanOrEqual(340);
    expect(narrow.labels.find((label) => label.id === "netIncome")?.lines).toEqual(["Net income"]);
  });
});
