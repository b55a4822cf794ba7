// The answers folder stays readable: no source file over 500 lines, and the plan reader's files import one another in one direction only (lexicon
// data → readers → the plan's assembly), so no two of them need each other.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ANSWERS = join(import.meta.dirname, "..");
const PLAN = import.meta.dirname;
const MAX_LINES = 500;

/** Every source file under `folder` (tests apart), as paths relative to it. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts"))
    .sort();
}

/** Lines as `wc -l` counts them. */
const linesOf = (path: string) => {
  const text = readFileSync(path, "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
};

/** The files of the plan folder that `file` imports, as paths relative to the folder. */
function planImportsOf(file: string): string[] {
  const text = readFileSync(join(PLAN, file), "utf8");
  return [...text.matchAll(/(?:from|import) "(\.{1,2}\/[^"]+)"/g)]
    .map((match) => relative(PLAN, join(PLAN, dirname(file), match[1] as string)))
    .filter((target) => !target.startsWith(".."))
    .map((target) => (sourceFiles(PLAN).includes(`${target}.ts`) ? `${target}.ts` : `${target}/index.ts`));
}

describe("the answers folder's layout", () => {
  it(`has no source file over ${MAX_LINES} lines`, () => {
    const tooLong = sourceFiles(ANSWERS)
      .map((file) => ({ file, lines: linesOf(join(ANSWERS, file)) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(tooLong).toEqual([]);
  });

  it("has the plan's files import one another without a cycle", () => {
    const files = sourceFiles(PLAN);
    const imports = new Map(files.map((file) => [file, planImportsOf(file)]));
    // Depth-first, keeping the path walked: a file met again on its own path closes a cycle.
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        cycles.push([...path.slice(path.indexOf(file)), file].join(" → "));
        return;
      }
      if (done.has(file)) return;
      for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of files) visit(file, []);
    expect(cycles).toEqual([]);
  });

  it("keeps the lexicon data: its files read no reader of the plan, only the word helpers", () => {
    const lexicon = sourceFiles(PLAN).filter((file) => file.startsWith("lexicon/"));
    expect(lexicon.length).toBeGreaterThan(0);
    const readers = lexicon.flatMap((file) =>
      planImportsOf(file)
        .filter((target) => !target.startsWith("lexicon/") && target !== "words.ts")
        .map((target) => `${file} → ${target}`),
    );
    expect(readers).toEqual([]);
  });
});
