// web reaches platform services through core's ports (DESIGN: "browser APIs arrive as services"),
// so the rule and its failure handling live once: no component calls the clipboard itself. Dates
// are written by core's formatters, so one screen never writes them differently from another.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("web's platform services", () => {
  it("copies only through core's clipboard port", () => {
    const offenders = sourceFiles(import.meta.dirname).filter((file) =>
      /navigator\s*\.\s*clipboard/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("writes dates only through core's formatters", () => {
    const offenders = sourceFiles(import.meta.dirname).filter((file) =>
      /toLocaleDateString|toLocaleTimeString|new Date\([^)]*\)\s*\.toLocaleString/.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
