// web reaches platform services through core's ports (DESIGN: "browser APIs arrive as services"),
// so the rule and its failure handling live once: no component calls the clipboard itself. Dates
// and numbers are written by core's formatters, so one screen never writes them differently from another.
// Changes to server data are core's mutations (call, optimistic update, rollback, invalidations,
// texts): no component calls the API or edits the query cache itself.
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

  it("writes numbers only through core's formatters", () => {
    const offenders = sourceFiles(import.meta.dirname).filter((file) =>
      /\.toFixed\(|\.toLocaleString\(|\.toPrecision\(|new Intl\./.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("changes server data only through core's mutations", () => {
    const adapter = join(import.meta.dirname, "app", "data.tsx");
    const offenders = sourceFiles(import.meta.dirname)
      .filter((file) => file !== adapter)
      .filter((file) =>
        /\bapi\.[a-z]+\.[a-zA-Z]+\(|queryClient\.(set|invalidate|fetch|ensure|cancel|remove|reset)/.test(
          readFileSync(file, "utf8"),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
