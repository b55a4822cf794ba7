// The builds `pnpm start` keeps up to date name inputs that exist (a misspelt path would be read
// as an optional file that is absent, and its changes would never start a build) and packages that
// build into the output folder their stamp is kept in.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { inputFiles } from "./buildStamps.mjs";
import { BUILDS } from "./startBuilds.mjs";

const ROOT = resolve(import.meta.dirname, "..");

describe("the builds pnpm start keeps up to date", () => {
  it.each(BUILDS)("$name: every input exists, and its folders hold files", (build) => {
    for (const input of build.inputs) expect(existsSync(join(ROOT, input)), input).toBe(true);
    for (const input of build.inputs) expect(inputFiles(ROOT, [input]).length, input).toBeGreaterThan(0);
  });

  it.each(BUILDS)("$name: its package has a build script and builds into the stamped folder", (build) => {
    const packageFolder = dirname(build.outputDir);
    const manifest = JSON.parse(readFileSync(join(ROOT, packageFolder, "package.json"), "utf8"));
    expect(manifest.name).toBe(build.filter);
    expect(manifest.scripts?.build).toBeTruthy();
    expect(build.inputs).toContain(`${packageFolder}/package.json`);
  });
});
