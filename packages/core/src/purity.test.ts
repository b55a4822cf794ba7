// core must run in any client: no React, and no window/document/localStorage touched directly.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.(test|bench)\.ts$/.test(name) ? [path] : [];
  });
}

const files = sourceFiles(join(import.meta.dirname, "."));

describe("core purity", () => {
  it("imports no React", () => {
    const offenders = files.filter((f) => /from\s+["'](react|react-dom)(\/[^"']*)?["']/.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("names no browser global directly", () => {
    const offenders = files.filter((f) =>
      /\b(window|document|localStorage|sessionStorage)\s*[.[]/.test(readFileSync(f, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps the API layer below the machines: nothing in api/ imports from machines/", () => {
    const offenders = files
      .filter((f) => f.includes(`${join("src", "api")}/`))
      .filter((f) => /from\s+["'](\.\.\/)+machines\//.test(readFileSync(f, "utf8")));
    expect(offenders).toEqual([]);
  });

  // Transforming all of core for the import takes seconds on a busy machine: what is tested is that it loads.
  it("imports cleanly where there is no DOM", async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe("undefined");
    const core = await import("./index");
    expect(core.authMachine.id).toBe("auth");
  }, 60_000);

  it("narrows events in actions with assertEvent, not a silent `return {}` that hides a wrongly wired transition", () => {
    const silent = [
      /event\.type !== "[^"]+"\) return \{\};/,
      /\(\{[^}]*\bevent\b[^}]*\}\) =>\s*\(?event\.type === "[^"]+"\s*\?[\s\S]{0,200}?:\s*\{\}\)?,?\s*\)/,
    ];
    const offenders = files
      .filter((f) => f.endsWith(".machine.ts"))
      .filter((f) => silent.some((pattern) => pattern.test(readFileSync(f, "utf8"))));
    expect(offenders).toEqual([]);
  });
});
