// The public API as src/index.ts declares it, read from the source: every name it exports, by
// the module it comes from, with that module's opening comment. The README's reference is written
// from this (pnpm --filter @moatwise/core reference) and publicExports.test.ts keeps it in step.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

export interface ExportedName {
  readonly name: string;
  /** Only a type: nothing to import at run time. */
  readonly typeOnly: boolean;
}

export interface ExportGroup {
  /** The module, relative to src/ without its extension, e.g. "api/ApiClient". */
  readonly module: string;
  /** The first sentence of the module's opening comment. */
  readonly summary: string;
  readonly names: ReadonlyArray<ExportedName>;
}

const srcFolder = import.meta.dirname;

function resolveModule(from: string, specifier: string): string {
  const base = join(dirname(from), specifier);
  const candidates = [`${base}.ts`, join(base, "index.ts")];
  const found = candidates.find((path) => existsSync(path));
  if (!found) throw new Error(`Cannot find ${specifier} from ${from}`);
  return found;
}

function summaryOf(path: string): string {
  const comment: string[] = [];
  for (const line of readFileSync(path, "utf8").split("\n")) {
    if (!line.startsWith("//")) break;
    comment.push(line.replace(/^\/\/\s?/, ""));
  }
  const text = comment.join(" ").trim();
  const sentence = text.match(/^.*?\.(?=\s|$)/)?.[0] ?? text;
  return sentence.trim();
}

/** The names `export { … }` lists, `as` renames applied. */
function listedNames(list: string): ExportedName[] {
  return list
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const typeOnly = item.startsWith("type ");
      const bare = item.replace(/^type\s+/, "");
      const renamed = bare.split(/\s+as\s+/);
      return { name: (renamed[1] ?? renamed[0] ?? "").trim(), typeOnly };
    });
}

/** Every name a module exports, following `export *` and `export (type) { … } from`. */
function namesOf(path: string): ExportedName[] {
  const source = readFileSync(path, "utf8");
  const names = new Map<string, boolean>();
  const add = (name: string, typeOnly: boolean) => names.set(name, (names.get(name) ?? true) && typeOnly);
  const declaration =
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:abstract\s+)?(const|let|function\*?|class|type|interface|enum)\s+(\w+)/gm;
  for (const match of source.matchAll(declaration))
    add(match[2] as string, match[1] === "type" || match[1] === "interface");
  // `export type { … }` lists only types.
  for (const match of source.matchAll(/^export\s*(type\s*)?\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/gm)) {
    for (const name of listedNames(match[2] as string)) add(name.name, name.typeOnly || match[1] !== undefined);
  }
  for (const match of source.matchAll(/^export\s*\*\s*from\s*["']([^"']+)["']/gm)) {
    for (const name of namesOf(resolveModule(path, match[1] as string))) add(name.name, name.typeOnly);
  }
  return [...names].map(([name, typeOnly]) => ({ name, typeOnly }));
}

/** The groups of src/index.ts (or another entry), in the order it lists them. */
export function publicExports(entry: string = join(srcFolder, "index.ts")): ExportGroup[] {
  const source = readFileSync(entry, "utf8");
  const statement = /^export\s*(?:\*|\{([^}]*)\})\s*from\s*["']([^"']+)["'];/gm;
  return [...source.matchAll(statement)].map((match) => {
    const path = resolveModule(entry, match[2] as string);
    const module = path.slice(srcFolder.length + 1).replace(/(\/index)?\.ts$/, "");
    const names = match[1] === undefined ? namesOf(path) : listedNames(match[1]);
    return { module, summary: summaryOf(path), names };
  });
}

export const REFERENCE_START = "<!-- reference: written by `pnpm --filter @moatwise/core reference` -->";
export const REFERENCE_END = "<!-- reference end -->";

/** The README's reference section, from the groups. */
export function referenceMarkdown(groups: ReadonlyArray<ExportGroup>): string {
  const lines = [REFERENCE_START, ""];
  for (const group of groups) {
    const names = [...group.names]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((name) => (name.typeOnly ? `\`${name.name}\` (type)` : `\`${name.name}\``));
    lines.push(`**\`${group.module}\`**${group.summary ? `: ${group.summary}` : ""}`, "", `${names.join(", ")}`, "");
  }
  lines.push(REFERENCE_END);
  return lines.join("\n");
}
