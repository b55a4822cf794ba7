// Where a flow diagram's boxes and ribbons go (the financial flow, issue 6): nodes in columns by
// their distance from the first node, each column centred in the box, heights in proportion to
// their values on one scale, and a
// ribbon per link as thick as its value, stacked along its source's right edge and its target's
// left edge. A small amount (a thin margin's net income) is drawn at least `minNodeHeight` tall,
// its label keeping the true value, and the labels of a column are spread so none overlaps
// another (flowLabels). On a phone the same layout is drawn top to bottom (narrowFlow): columns
// become rows, labels sit under their boxes, names broken into lines, so it fits the card's width.
// Pure arithmetic: the web app draws the result as SVG.

import {
  FLOW_NARROW_CHAR_WIDTH_PX,
  FLOW_NARROW_LABEL_MAX_WIDTH_PX,
  FLOW_NARROW_LINE_HEIGHT_PX,
  FLOW_NARROW_RIBBON_PX,
  FLOW_NODE_MIN_HEIGHT_PX,
} from "../constants";
import type { FinancialFlow } from "../schemas/financials";

type FlowNode = FinancialFlow["nodes"][number];
type FlowLink = FinancialFlow["links"][number];

export interface PlacedNode extends FlowNode {
  readonly column: number;
  readonly x: number;
  readonly y: number;
  readonly height: number;
}

export interface PlacedLink extends FlowLink {
  readonly thickness: number;
  /** An SVG path: a ribbon from the source's right edge to the target's left edge. */
  readonly path: string;
}

export interface FlowLayout {
  readonly nodes: ReadonlyArray<PlacedNode>;
  readonly links: ReadonlyArray<PlacedLink>;
  readonly columns: number;
}

export interface FlowBox {
  readonly width: number;
  readonly height: number;
  readonly nodeWidth: number;
  /** Space between nodes in one column. */
  readonly gap: number;
  /** The least height of a node with a positive value, so that a sliver stays visible; 0 by default. */
  readonly minNodeHeight?: number;
}

/** Each node's column: one past its furthest source; a node fed by nothing sits just before its first target. */
function columnsOf(nodes: ReadonlyArray<FlowNode>, links: ReadonlyArray<FlowLink>): Map<string, number> {
  const column = new Map<string, number>();
  const depthOf = (id: string, seen: ReadonlySet<string>): number => {
    const known = column.get(id);
    if (known !== undefined) return known;
    const sources = links.filter((link) => link.target === id && !seen.has(link.source));
    const depth =
      sources.length === 0 ? 0 : Math.max(...sources.map((link) => depthOf(link.source, new Set([...seen, id])) + 1));
    column.set(id, depth);
    return depth;
  };
  for (const node of nodes) depthOf(node.id, new Set());
  for (const node of nodes) {
    const fed = links.some((link) => link.target === node.id);
    const targets = links.filter((link) => link.source === node.id).map((link) => column.get(link.target) ?? 1);
    if (!fed && targets.length > 0 && node !== nodes[0]) column.set(node.id, Math.max(0, Math.min(...targets) - 1));
  }
  return column;
}

function ribbon(x0: number, y0: number, x1: number, y1: number, thickness: number): string {
  const middle = (x0 + x1) / 2;
  const round = (value: number) => Math.round(value * 10) / 10;
  const [a, b, c, d, m, t] = [x0, y0, x1, y1, middle, thickness].map(round) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return `M${a},${b}C${m},${b} ${m},${d} ${c},${d}L${c},${round(d + t)}C${m},${round(d + t)} ${m},${round(b + t)} ${a},${round(b + t)}Z`;
}

/** A node's drawn height: its value on the scale, but never below the minimum when it has a value. */
const visibleHeight = (value: number, scale: number, minHeight: number) =>
  value > 0 ? Math.max(value * scale, minHeight) : 0;

/**
 * One scale for every column, the largest at which each column's nodes (the small ones raised to
 * the minimum) and gaps fit the box's height. Raising a node only ever needs a smaller scale, so
 * a few rounds settle it.
 */
function scaleWithMinimum(byColumn: ReadonlyArray<ReadonlyArray<FlowNode>>, box: FlowBox, minHeight: number): number {
  const columnScale = (nodes: ReadonlyArray<FlowNode>, raised: (node: FlowNode) => boolean) => {
    const free = box.height - (nodes.length - 1) * box.gap - nodes.filter(raised).length * minHeight;
    const total = nodes.filter((node) => !raised(node)).reduce((sum, node) => sum + Math.max(node.value, 0), 0);
    return total > 0 ? Math.max(free, 0) / total : Number.POSITIVE_INFINITY;
  };
  const filled = byColumn.filter((nodes) => nodes.length > 0);
  let scale = Math.min(...filled.map((nodes) => columnScale(nodes, () => false)));
  for (let round = 0; round < 8 && minHeight > 0 && Number.isFinite(scale); round++) {
    const current = scale;
    const raised = (node: FlowNode) => node.value > 0 && node.value * current < minHeight;
    scale = Math.min(...filled.map((nodes) => columnScale(nodes, raised)));
    if (scale === current) break;
  }
  return scale;
}

export function flowLayout(flow: Pick<FinancialFlow, "nodes" | "links">, box: FlowBox): FlowLayout {
  const columnOf = columnsOf(flow.nodes, flow.links);
  const columns = Math.max(0, ...columnOf.values()) + 1;
  const byColumn = Array.from({ length: columns }, (_, index) =>
    flow.nodes.filter((node) => columnOf.get(node.id) === index),
  );
  const minHeight = box.minNodeHeight ?? 0;
  const scale = scaleWithMinimum(byColumn, box, minHeight);
  const step = columns > 1 ? (box.width - box.nodeWidth) / (columns - 1) : 0;
  const placed = new Map<string, PlacedNode>();
  const heightOf = (node: FlowNode) => visibleHeight(node.value, Number.isFinite(scale) ? scale : 0, minHeight);
  byColumn.forEach((nodes, index) => {
    const used = nodes.reduce((sum, node) => sum + heightOf(node), 0) + (nodes.length - 1) * box.gap;
    let y = Math.max(0, (box.height - used) / 2);
    for (const node of nodes) {
      const height = heightOf(node);
      placed.set(node.id, { ...node, column: index, x: index * step, y, height });
      y += height + box.gap;
    }
  });
  const outflow = new Map<string, number>();
  const inflow = new Map<string, number>();
  const links: PlacedLink[] = [];
  for (const link of flow.links) {
    const source = placed.get(link.source);
    const target = placed.get(link.target);
    if (!source || !target) continue;
    const thickness = Math.max(link.value, 0) * (Number.isFinite(scale) ? scale : 0);
    const out = outflow.get(source.id) ?? 0;
    const into = inflow.get(target.id) ?? 0;
    outflow.set(source.id, out + thickness);
    inflow.set(target.id, into + thickness);
    const path = ribbon(source.x + box.nodeWidth, source.y + out, target.x, target.y + into, thickness);
    links.push({ ...link, thickness, path });
  }
  return { nodes: [...placed.values()], links, columns };
}

/** Where a node's label goes: beside its box, on the right, name above amount. */
export interface FlowLabelBox {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface FlowLabelSize {
  readonly width: number;
  readonly height: number;
  /** Space between a node's box and its label. */
  readonly offset: number;
}

/**
 * The labels' boxes: each beside its node, centred on it where there is room; in a column, labels
 * pushed apart (down, then up from the bottom) so that none overlaps another, all within the box's
 * height. No two overlap as long as a column's labels fit its height and a label fits between two
 * columns (the caller's box is wide enough: the step between columns at least node, offset and
 * label wide).
 */
export function flowLabels(layout: FlowLayout, box: FlowBox, size: FlowLabelSize): FlowLabelBox[] {
  const labels: FlowLabelBox[] = [];
  for (let column = 0; column < layout.columns; column++) {
    const nodes = layout.nodes.filter((node) => node.column === column).sort((a, b) => a.y - b.y);
    const tops = nodes.map((node) => node.y + node.height / 2 - size.height / 2);
    for (let index = 0; index < tops.length; index++) {
      const floor = index === 0 ? 0 : (tops[index - 1] ?? 0) + size.height;
      tops[index] = Math.max(tops[index] ?? 0, floor);
    }
    for (let index = tops.length - 1; index >= 0; index--) {
      const ceiling = index === tops.length - 1 ? box.height - size.height : (tops[index + 1] ?? 0) - size.height;
      tops[index] = Math.min(tops[index] ?? 0, ceiling);
    }
    nodes.forEach((node, index) => {
      labels.push({
        id: node.id,
        x: node.x + box.nodeWidth + size.offset,
        y: tops[index] ?? 0,
        width: size.width,
        height: size.height,
      });
    });
  }
  return labels;
}

/** A label's name in lines of at most `maxChars` characters, broken between words; a longer word stands alone. */
export function flowNameLines(name: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A phone's label: where it sits on the screen, and its name's lines (the amount goes under them). */
export interface NarrowFlowLabel extends FlowLabelBox {
  readonly lines: ReadonlyArray<string>;
}

export interface NarrowFlow {
  /** The layout as drawn across: the web draws it with x and y swapped, so columns become rows. */
  readonly layout: FlowLayout;
  readonly labels: ReadonlyArray<NarrowFlowLabel>;
  /** How thick each box is drawn, down the page. */
  readonly nodeWidth: number;
  readonly width: number;
  readonly height: number;
}

const NARROW_NODE_WIDTH = 10;
const NARROW_OFFSET = 4;

/**
 * The flow drawn top to bottom in `width`: each column a row of boxes, as wide as their amounts and
 * half a label apart; each label centred under its box, as wide as the row's labels allow side by
 * side (so none overlaps another: flowLabels spreads them across), its name broken into lines that
 * fit; rows far enough apart that a row's labels never reach the next row.
 */
export function narrowFlow(flow: Pick<FinancialFlow, "nodes" | "links">, width: number): NarrowFlow {
  const probe = flowLayout(flow, { height: width, nodeWidth: NARROW_NODE_WIDTH, gap: 0, width: 100 });
  const perRow = Math.max(
    1,
    ...Array.from({ length: probe.columns }, (_, row) => probe.nodes.filter((node) => node.column === row).length),
  );
  const labelWidth = Math.min(FLOW_NARROW_LABEL_MAX_WIDTH_PX, Math.floor(width / perRow));
  // Boxes of a row half a label apart, so small neighbours' labels stay under their own boxes.
  const across = {
    height: width,
    nodeWidth: NARROW_NODE_WIDTH,
    gap: Math.floor(labelWidth / 2),
    minNodeHeight: FLOW_NODE_MIN_HEIGHT_PX,
  };
  const chars = Math.max(4, Math.floor((labelWidth - NARROW_OFFSET) / FLOW_NARROW_CHAR_WIDTH_PX));
  const linesOf = new Map(flow.nodes.map((node) => [node.id, flowNameLines(node.label, chars)]));
  // The name's lines and the amount's, with room for the glyphs' outline.
  const labelHeight =
    (Math.max(1, ...[...linesOf.values()].map((lines) => lines.length)) + 1) * FLOW_NARROW_LINE_HEIGHT_PX + 4;
  const step = NARROW_NODE_WIDTH + NARROW_OFFSET + labelHeight + FLOW_NARROW_RIBBON_PX;
  const box: FlowBox = { ...across, width: Math.max(0, probe.columns - 1) * step + NARROW_NODE_WIDTH };
  const layout = flowLayout(flow, box);
  const spread = flowLabels(layout, box, { width: labelHeight, height: labelWidth, offset: NARROW_OFFSET });
  const labels = spread.map((label) => ({
    id: label.id,
    x: label.y,
    y: label.x,
    width: labelWidth,
    height: labelHeight,
    lines: linesOf.get(label.id) ?? [],
  }));
  return { layout, labels, nodeWidth: NARROW_NODE_WIDTH, width, height: box.width + NARROW_OFFSET + labelHeight };
}
