// Arrows point one way: no module of core or of the server imports, through any chain of relative
// imports, a module that imports it back (a circle makes load order matter and areas inseparable).
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, relativeImportGraph, unitGraph } from "./testing/importGraph";

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
const serverFiles = () => relativeImportGraph(join(packages, "server", "src"));

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
