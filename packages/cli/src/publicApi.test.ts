// The terminal client is built only on core's public API: its source imports @moatwise/core's
// entries (the package, and its Node layers), xstate, Node's modules and its own files; never
// core's internals, never the server. Tests may start a server; the command may not.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ALLOWED = new Set(["@moatwise/core", "@moatwise/core/node", "xstate"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static imports and exports, and dynamic imports. */
function importedModules(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] as string);
}

describe("the CLI's imports", () => {
  const files = sourceFiles(import.meta.dirname);

  it("finds the imports it checks", () => {
    expect(importedModules('import { a } from "x";\nexport * from "./y";\nawait import("node:fs");')).toEqual([
      "x",
      "./y",
      "node:fs",
    ]);
    expect(files.length).toBeGreaterThan(5);
  });

  it("are core's public entries, xstate, node: modules or its own files", () => {
    const offenders = files.flatMap((file) =>
      importedModules(readFileSync(file, "utf8"))
        .filter(
          (name) => !(name.startsWith("./") || name.startsWith("../") || name.startsWith("node:") || ALLOWED.has(name)),
        )
        .map((name) => `${file}: ${name}`),
    );
    expect(offenders).toEqual([]);
  });

  it("never reach into core's folder or the server by path", () => {
    const offenders = files.filter((file) =>
      /["'][^"']*(packages\/|core\/src|server\/src|\.\.\/\.\.\/)/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
