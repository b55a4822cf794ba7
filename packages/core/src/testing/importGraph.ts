// The import graph of a source folder, read from its files' relative imports, and the loops in it:
// module by module (importCycles.test.ts) and folder by folder (folderLayers.test.ts). Tests and
// benchmarks are left out: they may reach anywhere.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|bench)\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["'](\.[^"']+)["']/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, base.replace(/\.js$/, ".ts"), `${base}.ts`, `${base}.tsx`, join(base, "index.ts")]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The module graph of `root` (relative imports; type-only ones too: they tie areas together as much). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const source = readFileSync(file, "utf8");
    const targets = [...source.matchAll(IMPORT)]
      .map((match) => resolveImport(file, match[1] ?? ""))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
  }
  return graph;
}

/** The module graph of `root` with every path relative to it ("machines/chat/chat.machine.ts"). */
export function relativeImportGraph(root: string): Map<string, string[]> {
  return new Map(
    [...importGraph(root)].map(([file, targets]) => [
      relative(root, file),
      targets.map((target) => relative(root, target)),
    ]),
  );
}

/** The strongly connected groups of more than one node (or a node importing itself): the circles. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (node: string) => {
    indices.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) connect(node);
  return cycles;
}

/** The graph of units: one arrow for each unit that imports another, anywhere inside them. */
export function unitGraph(
  graph: Map<string, string[]>,
  unitOf: (file: string) => string | null,
): Map<string, string[]> {
  const units = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const unit = unitOf(from);
    if (unit === null) continue;
    const arrows = units.get(unit) ?? new Set<string>();
    for (const target of targets) {
      const other = unitOf(target);
      if (other !== null && other !== unit) arrows.add(other);
    }
    units.set(unit, arrows);
  }
  return new Map([...units].map(([unit, arrows]) => [unit, [...arrows].sort()]));
}

/** One import that makes each arrow of the unit graph, as "from -> to: file -> target" (the first found). */
export function arrowWitnesses(
  graph: Map<string, string[]>,
  unitOf: (file: string) => string | null,
): Map<string, string> {
  const witnesses = new Map<string, string>();
  for (const [from, targets] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    const unit = unitOf(from);
    if (unit === null) continue;
    for (const target of targets) {
      const other = unitOf(target);
      const arrow = `${unit} -> ${other}`;
      if (other !== null && other !== unit && !witnesses.has(arrow)) witnesses.set(arrow, `${from} -> ${target}`);
    }
  }
  return witnesses;
}
