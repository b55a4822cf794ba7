// Areas hold the rules and speak no HTTP: they return values or throw an AreaFailure (a kind, a
// code, a sentence), and the HTTP layer picks the status. So no area imports from http/.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.m?ts$/.test(name) && !/\.(test|bench)\.ts$/.test(name) ? [path] : [];
  });
}

describe("the areas' boundary", () => {
  it("no area imports the HTTP layer or Hono", () => {
    const offenders = sourceFiles(import.meta.dirname).filter((file) =>
      /from\s+["'](\.\.\/)+http\/|from\s+["']hono/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
