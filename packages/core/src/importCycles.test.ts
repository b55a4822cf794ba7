// Arrows point one way: no module of core or of the server imports, through any chain of relative
// imports, a module that imports it back (a circle makes load order matter and areas inseparable).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

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
function importGraph(root: string): Map<string, string[]> {
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

/** The strongly connected groups of more than one module (or a module importing itself): the circles. */
function importCycles(graph: Map<string, string[]>): string[][] {
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

/**
 * The server's folders a loop may not join: each area (`areas/<name>`), the answer engine
 * (`answers`) and the language-model port (`languageModel`). Files at the root of `areas/` (its
 * failure type, its small helpers) and the composition roots (http, server.ts, testing) are no unit.
 */
function serverUnitOf(file: string): string | null {
  const [top, area, rest] = file.split("/");
  if (top === "areas") return rest === undefined ? null : `areas/${area}`;
  return top === "answers" || top === "languageModel" ? top : null;
}

/** The graph of units: one arrow for each unit that imports another, anywhere inside them. */
function unitGraph(graph: Map<string, string[]>, unitOf: (file: string) => string | null): Map<string, string[]> {
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

/** The arrows of a file graph from a file under `from` to one under `to`, as "file -> target" lines. */
function importsAcross(files: Map<string, string[]>, from: string, to: string): string[] {
  return [...files].flatMap(([file, targets]) =>
    file.startsWith(from)
      ? targets.filter((target) => target.startsWith(to)).map((target) => `${file} -> ${target}`)
      : [],
  );
}

const packages = resolve(import.meta.dirname, "..", "..");

/** The server's module graph (tests and benchmarks left out), with paths relative to its src/. */
function serverFiles(): Map<string, string[]> {
  const root = join(packages, "server", "src");
  return new Map(
    [...importGraph(root)].map(([file, targets]) => [
      relative(root, file),
      targets.map((target) => relative(root, target)),
    ]),
  );
}

describe("import cycles", () => {
  it("finds a circle of two modules and none in a line", () => {
    expect(
      importCycles(
        new Map([
          ["a", ["b"]],
          ["b", ["a"]],
          ["c", ["a"]],
        ]),
      ),
    ).toEqual([["a", "b"]]);
    expect(
      importCycles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", []],
        ]),
      ),
    ).toEqual([]);
  });

  it.each(["core", "server"])("has none in %s", (name) => {
    const root = join(packages, name, "src");
    const cycles = importCycles(importGraph(root)).map((group) => group.map((file) => relative(root, file)));
    expect(cycles).toEqual([]);
  });

  it("finds a loop between two folders that no two files make", () => {
    // areas/ai/x imports areas/research/y, which imports areas/ai/z: no file circle, a folder loop.
    const files = new Map([
      ["areas/ai/x.ts", ["areas/research/y.ts"]],
      ["areas/research/y.ts", ["areas/ai/z.ts"]],
      ["areas/ai/z.ts", []],
      ["areas/areaFailure.ts", []],
    ]);
    expect(importCycles(files)).toEqual([]);
    expect(importCycles(unitGraph(files, serverUnitOf))).toEqual([["areas/ai", "areas/research"]]);
  });

  it("has no loop between the server's areas, its answer engine and its model port", () => {
    expect(importCycles(unitGraph(serverFiles(), serverUnitOf))).toEqual([]);
  });
});

// DESIGN "Answering": areas call the answer engine, it never imports an area; what it reads from
// them (the market data, the bundled companies and passages) arrives through answers/ports.ts and
// its callers' inputs, put together in the composition root.
describe("the answer engine's imports", () => {
  it("finds an engine file that imports an area, and not an area that imports the engine", () => {
    const files = new Map([
      ["answers/factsOver.ts", ["answers/ports.ts", "areas/market/sample/sampleProfiles.data.ts"]],
      ["areas/ai/providerFromConfig.ts", ["answers/factsOver.ts"]],
      ["answers/ports.ts", []],
    ]);
    expect(importsAcross(files, "answers/", "areas/")).toEqual([
      "answers/factsOver.ts -> areas/market/sample/sampleProfiles.data.ts",
    ]);
  });

  it("imports no module of the server's areas from any file under answers/", () => {
    expect(importsAcross(serverFiles(), "answers/", "areas/")).toEqual([]);
  });
});
