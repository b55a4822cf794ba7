// `pnpm start`: builds what is out of date (core, the server, the web app), then runs the built
// server in this same process: one `node` serves, plus the embedded database's thread and the PDF
// readers while they read. No second pnpm, no tsx and no esbuild service is left wrapping it (each
// held 20–90 MB for the server's life), and package.json `exec`s this script, so no shell either.
// Only the `pnpm` that was typed stays, waiting for its script: no script can replace its parent.
// `pnpm dev` keeps tsx and hot reload.
//
// package.json also sets what keeps memory from staying resident after the start, idle or not
// (measured with scripts/measure-start.mjs):
// - `--max-semi-space-size=8`: V8's young generation (two semi-spaces, 16 MB each by default) is
//   filled once by the start's garbage; at 8 MB the server idles about 18 MB smaller, and a
//   request's short-lived objects still fit many times over.
// - `MALLOC_ARENA_MAX=2`: starting PGlite (its WebAssembly compiled on V8's background threads)
//   peaks at about 100 MB of V8's malloc'd memory, against 12 MB on PostgreSQL, and glibc's
//   per-thread arenas keep much of it once freed; with two arenas instead of eight per core the
//   server idles about 25 MB smaller. (Ignored where the C library is not glibc.)
// - `--expose-gc`: one full collection once the start has settled (below) hands back the old
//   generation's pages the start's garbage filled, about 12 MB; V8 alone kept them while idle.
//
// A build is skipped when its inputs have not changed since its last one (scripts/buildStamps.mjs):
// the web build alone takes 10–20 s of both cores, and most starts follow no change to the app.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { inputsHash, stampBuild, whyBuild } from "./buildStamps.mjs";
import { BUILDS } from "./startBuilds.mjs";

const ROOT = resolve(import.meta.dirname, "..");

function buildIfNeeded(build) {
  const hash = inputsHash(ROOT, build.inputs);
  const why = whyBuild(ROOT, build, hash);
  if (why === null) {
    console.log(`${build.name}: up to date with its sources, not rebuilt.`);
    return;
  }
  console.log(`${build.name}: building (${why})…`);
  // The build's pnpm and its tools end with it: only this process goes on to serve.
  const { status } = spawnSync("pnpm", ["--filter", build.filter, "build"], { cwd: ROOT, stdio: "inherit" });
  if (status !== 0) {
    console.error(`${build.name}: the build failed (exit code ${status}); nothing was started.`);
    process.exit(status ?? 1);
  }
  stampBuild(ROOT, build, hash);
}

for (const build of BUILDS) buildIfNeeded(build);
// As before: `pnpm start` opens the research area to every signed-in user unless told otherwise.
if (!process.env.RESEARCH_OPEN) process.env.RESEARCH_OPEN = "true";
await import(pathToFileURL(resolve(ROOT, "packages/server/dist/main.js")).href);

/** The server listens; its background start (the offline assistant's index) ends within a few seconds. */
const START_SETTLES_MS = 5_000;
setTimeout(() => globalThis.gc?.(), START_SETTLES_MS).unref();
