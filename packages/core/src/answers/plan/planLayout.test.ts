// The answers folder stays readable: no file over 500 lines, tests included, and the plan reader's
// files import one another in one direction only (lexicon data → readers → the plan's assembly), so
// no two of them need each other.
import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesOverLimit, MAX_FILE_LINES, typeScriptFiles } from "../../testing/fileLayout";

const ANSWERS = join(import.meta.dirname, "..");
const PLAN = import.meta.dirname;

/** Every source file under `folder` (tests apart), as paths relative to it. */
const sourceFiles = (folder: string) => typeScriptFiles(folder, { tests: false });

/** The files of the plan folder that `file` imports, as paths relative to the folder. */
function planImportsOf(file: string): string[] {
  const text = readFileSync(join(PLAN, file), "utf8");
  return [...text.matchAll(/(?:from|import) "(\.{1,2}\/[^"]+)"/g)]
    .map((match) => relative(PLAN, join(PLAN, dirname(file), match[1] as string)))
    .filter((target) => !target.startsWith(".."))
    .map((target) => (sourceFiles(PLAN).includes(`${target}.ts`) ? `${target}.ts` : `${target}/index.ts`));
}

describe("the answers folder's layout", () => {
  it(`has no file over ${MAX_FILE_LINES} lines, tests included`, () => {
    // The listing reaches into the folders and takes the tests: this very file is among them.
    expect(typeScriptFiles(ANSWERS, { tests: true })).toContain("plan/planLayout.test.ts");
    expect(filesOverLimit(ANSWERS)).toEqual([]);
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
