// `pnpm start` builds again exactly when a build's inputs changed since its last build: on
// generated trees of files, an unchanged tree skips the build; a changed, added or removed input
// builds; files that are no input (other folders, installed packages, outputs, tests) do not.
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { inputFiles, inputsHash, STAMP_FILE, stampBuild, whyBuild } from "./buildStamps.mjs";

const BUILD = {
  name: "app",
  inputs: ["app/src", "app/package.json", "lock.yaml"],
  outputDir: "app/dist",
  outputFile: "index.js",
};

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function writeTree(files) {
  const root = mkdtempSync(join(tmpdir(), "moatwise-stamps-"));
  folders.push(root);
  for (const [path, content] of Object.entries(files)) put(root, path, content);
  return root;
}

function put(root, path, content) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** What a successful build leaves: its output, then the stamp of the inputs it read. */
function build(root) {
  put(root, `${BUILD.outputDir}/${BUILD.outputFile}`, "built");
  stampBuild(root, BUILD, inputsHash(root, BUILD.inputs));
}

const segment = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
const sourcePath = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `app/src/${parts.join("/")}.ts`);
const content = fc.string({ maxLength: 40 });
/** A tree of inputs: source files in folders, a manifest, a lockfile. */
const inputTree = fc.dictionary(sourcePath, content, { minKeys: 1, maxKeys: 8 }).chain((sources) =>
  fc.record({ manifest: content, lock: content }).map(({ manifest, lock }) => ({
    ...sources,
    "app/package.json": manifest,
    "lock.yaml": lock,
  })),
);

describe("the start launcher's build stamps", () => {
  it("builds what was never built, and what was built before stamps existed", () => {
    const root = writeTree({ "app/src/main.ts": "export {};", "app/package.json": "{}", "lock.yaml": "" });
    expect(whyBuild(root, BUILD)).toBe("never built");
    put(root, "app/dist/index.js", "built");
    expect(whyBuild(root, BUILD)).toBe("built before its inputs were stamped");
    build(root);
    expect(whyBuild(root, BUILD)).toBeNull();
    rmSync(join(root, BUILD.outputDir, BUILD.outputFile));
    expect(whyBuild(root, BUILD)).toBe("never built");
  });

  it("skips the build when no input changed since the last one", () => {
    fc.assert(
      fc.property(inputTree, (files) => {
        const root = writeTree(files);
        build(root);
        expect(whyBuild(root, BUILD)).toBeNull();
      }),
    );
  });

  it("builds when an input's bytes change, or an input is added or removed", () => {
    const change = fc.oneof(
      fc.record({ kind: fc.constant("edit"), pick: fc.nat(), extra: fc.string({ minLength: 1, maxLength: 5 }) }),
      fc.record({
        kind: fc.constant("add"),
        path: segment.map((name) => `app/src/new-folder/${name}.ts`),
        extra: content,
      }),
      fc.record({ kind: fc.constant("remove"), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(inputTree, change, (files, change) => {
        const root = writeTree(files);
        build(root);
        const paths = inputFiles(root, BUILD.inputs);
        const picked = paths[(change.pick ?? 0) % paths.length];
        if (change.kind === "edit") put(root, picked, `${files[picked]}${change.extra}`);
        if (change.kind === "add") put(root, change.path, change.extra);
        if (change.kind === "remove") unlinkSync(join(root, picked));
        expect(whyBuild(root, BUILD)).toBe("its inputs changed since its last build");
      }),
    );
  });

  it("skips the build when only files that are no input change", () => {
    const notInput = fc.constantFrom(
      "other/src/main.ts",
      "app/README.md",
      "app/src/node_modules/dep/index.js",
      "app/src/dist/old.js",
      "app/src/main.test.ts",
      "app/src/load.bench.ts",
      "app/dist/extra.js",
    );
    fc.assert(
      fc.property(inputTree, notInput, content, (files, path, extra) => {
        const root = writeTree(files);
        build(root);
        put(root, path, extra);
        expect(whyBuild(root, BUILD)).toBeNull();
      }),
    );
  });

  it("keeps the stamp in the output folder, so a build that empties it leaves no stamp", () => {
    const root = writeTree({ "app/src/main.ts": "export {};", "app/package.json": "{}", "lock.yaml": "" });
    build(root);
    rmSync(join(root, BUILD.outputDir), { recursive: true });
    put(root, "app/dist/index.js", "half-built");
    expect(whyBuild(root, BUILD)).toBe("built before its inputs were stamped");
    expect(inputFiles(root, BUILD.inputs)).not.toContain(`app/dist/${STAMP_FILE}`);
  });
});
