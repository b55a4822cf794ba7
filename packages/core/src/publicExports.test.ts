// The README's reference names every public export of src/index.ts, and nothing else.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as core from "./index";
import { publicExports, REFERENCE_END, REFERENCE_START, referenceMarkdown } from "./publicExports";

const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");

describe("core's public API reference", () => {
  const groups = publicExports();
  const names = groups.flatMap((group) => group.names);

  it("reads every value src/index.ts exports (checked against the module itself)", () => {
    const values = names.filter((name) => !name.typeOnly).map((name) => name.name);
    expect(new Set(values)).toEqual(new Set(Object.keys(core)));
  });

  it("is in step with src/index.ts (rewrite it with: pnpm --filter @moatwise/core reference)", () => {
    const start = readme.indexOf(REFERENCE_START);
    const end = readme.indexOf(REFERENCE_END);
    expect(start).toBeGreaterThan(0);
    expect(readme.slice(start, end + REFERENCE_END.length)).toBe(referenceMarkdown(groups));
  });

  it("names each export once per group it comes from", () => {
    for (const name of names) expect(readme).toContain(`\`${name.name}\``);
  });
});
