// Whether a build's output is that of its inputs as they are now: a SHA-256 of the inputs (every
// file's path and bytes) is kept in a stamp file inside the output folder when a build succeeds.
// `pnpm start` (scripts/start.mjs) builds again only when the inputs' hash differs from the stamp,
// or when there is no stamp. The stamp lives in the output folder because each build empties that
// folder first: a build that fails half-way, or an output someone deleted, leaves no stamp behind,
// and so is never taken for a current one. File times are not compared: a checkout, a copy or a
// `git stash` changes them without changing a byte, and can leave an old file newer than its output.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The stamp's name in a build's output folder; a dotfile, which the web build's service worker does not precache. */
export const STAMP_FILE = ".inputs-sha256";

/** Folders no build reads its inputs from: installed packages and other builds' output. */
const SKIPPED_FOLDERS = new Set(["node_modules", "dist"]);
/** Test and benchmark files: no build's entry point reaches them, so editing one needs no build. */
const NOT_BUILT = /\.(test|bench)\.[cm]?[jt]sx?$/;

/**
 * The files of `paths` (files or folders, relative to `root`) as sorted `/`-separated paths
 * relative to `root`. A missing path is no input (an optional config file).
 */
export function inputFiles(root, paths) {
  const files = [];
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (!statSync(path).isDirectory()) {
      if (!NOT_BUILT.test(path)) files.push(relative(root, path).split(sep).join("/"));
      return;
    }
    for (const entry of readdirSync(path)) if (!SKIPPED_FOLDERS.has(entry)) visit(join(path, entry));
  };
  for (const path of paths) visit(join(root, path));
  return [...new Set(files)].sort();
}

/** SHA-256 over each input file's path and bytes, in sorted order: the same files give the same hash. */
export function inputsHash(root, paths) {
  const hash = createHash("sha256");
  for (const file of inputFiles(root, paths)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/**
 * A build as the start launcher sees it: its inputs, the output folder its stamp is kept in, and a
 * file of the output that must exist for the output to be usable.
 * @typedef {{ name: string, inputs: string[], outputDir: string, outputFile: string }} Build
 */

/** Why `build` must run now, or `null` when its output is that of its current inputs. */
export function whyBuild(root, build, hash = inputsHash(root, build.inputs)) {
  const stampPath = join(root, build.outputDir, STAMP_FILE);
  if (!existsSync(join(root, build.outputDir, build.outputFile))) return "never built";
  if (!existsSync(stampPath)) return "built before its inputs were stamped";
  return readFileSync(stampPath, "utf8").trim() === hash ? null : "its inputs changed since its last build";
}

/** Records that `build`'s output now matches the inputs whose hash is `hash`. */
export function stampBuild(root, build, hash) {
  writeFileSync(join(root, build.outputDir, STAMP_FILE), `${hash}\n`);
}
