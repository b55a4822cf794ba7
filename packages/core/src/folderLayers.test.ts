// Core's folders are layers (README "Folders"): each imports only folders below it, so no two
// folders need each other, and the order of the README is the order of the code. A file at src/'s
// root (index.ts, node.ts, publicExports.ts) is the package's public face and no layer. Tests and
// benchmarks may reach anywhere and are left out.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { arrowWitnesses, importCycles, relativeImportGraph, unitGraph } from "./testing/importGraph";

/**
 * The layers, lowest first: a folder imports only folders before it. `testing` (fixtures and
 * fakes for tests) sits on top; `node` (the Node.js adapters) needs only the services.
 */
const FOLDER_ORDER = [
  "domain",
  "answers",
  "services",
  "api",
  "stream",
  "queries",
  "mutations",
  "machines",
  "node",
  "testing",
] as const;

/** The top-level folder a file of src/ sits in; null for a file at the root. */
const folderOf = (file: string): string | null => (file.includes("/") ? (file.split("/")[0] ?? null) : null);

/** Each loop of folders, named, with one import that makes each of its arrows. */
function folderLoops(files: Map<string, string[]>): string[] {
  const folders = unitGraph(files, folderOf);
  const witnesses = arrowWitnesses(files, folderOf);
  return importCycles(folders).map((loop) => {
    const arrows = loop.flatMap((from) =>
      (folders.get(from) ?? [])
        .filter((to) => loop.includes(to))
        .map((to) => `  ${from} -> ${to} (${witnesses.get(`${from} -> ${to}`)})`),
    );
    return [`A loop of ${loop.length} folders: ${loop.join(", ")}`, ...arrows].join("\n");
  });
}

/** Each import from a folder into one at or above it in `order` (or into or from a folder not in it). */
function importsAgainstOrder(files: Map<string, string[]>, order: ReadonlyArray<string>): string[] {
  const rank = (folder: string) => order.indexOf(folder);
  return [...arrowWitnesses(files, folderOf)].flatMap(([arrow, example]) => {
    const [from = "", to = ""] = arrow.split(" -> ");
    if (rank(from) < 0 || rank(to) < 0) return [`${arrow}: a folder missing from the order (${example})`];
    return rank(to) < rank(from) ? [] : [`${arrow}: imports a higher layer (${example})`];
  });
}

const coreFiles = () => relativeImportGraph(import.meta.dirname);

describe("core's folder layers", () => {
  const files = new Map([
    ["domain/rules.ts", ["answers/check.ts", "domain/texts.ts"]],
    ["domain/texts.ts", []],
    ["answers/check.ts", ["domain/texts.ts"]],
    ["machines/chat.ts", ["domain/rules.ts"]],
    ["index.ts", ["machines/chat.ts"]],
  ]);

  it("names a loop between two folders, with an import for each arrow, that no two files make", () => {
    expect(importCycles(files)).toEqual([]);
    expect(folderLoops(files)).toEqual([
      [
        "A loop of 2 folders: answers, domain",
        "  answers -> domain (answers/check.ts -> domain/texts.ts)",
        "  domain -> answers (domain/rules.ts -> answers/check.ts)",
      ].join("\n"),
    ]);
  });

  it("names an import into a higher layer, and one from a folder the order does not list", () => {
    expect(importsAgainstOrder(files, ["domain", "answers"])).toEqual([
      "domain -> answers: imports a higher layer (domain/rules.ts -> answers/check.ts)",
      "machines -> domain: a folder missing from the order (machines/chat.ts -> domain/rules.ts)",
    ]);
  });

  it("has no loop between the folders of core's src", () => {
    expect(folderLoops(coreFiles()).join("\n\n")).toBe("");
  });

  it("imports only lower layers, in the order core's README gives", () => {
    expect(importsAgainstOrder(coreFiles(), FOLDER_ORDER)).toEqual([]);
  });

  it("lists every folder of src/ in the order", () => {
    const folders = new Set([...coreFiles().keys()].map(folderOf).filter((folder) => folder !== null));
    expect([...folders].sort()).toEqual([...FOLDER_ORDER].sort());
  });
});
