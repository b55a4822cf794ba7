// The line count that keeps a folder readable (issue 44, item 7): each TypeScript file under a folder,
// tests included or not, and those longer than the limit. Shared by core's and the server's layout tests.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** No file of a folder held to the layout is longer than this. */
export const MAX_FILE_LINES = 500;

/** Every TypeScript file under `folder`, tests too unless `tests` is false, as paths relative to it. */
export function typeScriptFiles(folder: string, { tests }: { readonly tests: boolean }): string[] {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".ts") && (tests || !path.endsWith(".test.ts")))
    .sort();
}

/** Lines as `wc -l` counts them. */
export function linesOf(path: string): number {
  const text = readFileSync(path, "utf8");
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

/** The TypeScript files under `folder`, tests included, longer than `MAX_FILE_LINES`, with their lengths. */
export function filesOverLimit(folder: string): Array<{ readonly file: string; readonly lines: number }> {
  return typeScriptFiles(folder, { tests: true })
    .map((file) => ({ file, lines: linesOf(join(folder, file)) }))
    .filter(({ lines }) => lines > MAX_FILE_LINES);
}
