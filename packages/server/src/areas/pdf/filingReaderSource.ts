// When the server runs from its TypeScript source (tsx for `pnpm dev` and the browser journeys,
// vitest for the tests), its PDF readers must classify filings with core's source too, not a
// build of core that may be missing or older. Plain Node cannot load TypeScript, and a TypeScript
// loader in each reader (tsx) costs each of them half a second of a core; so core's filing entry
// is bundled once per server process, with rolldown (the build's own bundler, a dev dependency
// like tsx), into one plain module the readers load as the built server's load core's build.
// The built server never comes here.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** core's filing entry in the workspace (from source, the server sits beside core in packages/). */
const CORE_FILING_SOURCE = fileURLToPath(new URL("../../../../core/src/filing.ts", import.meta.url));

let bundled: Promise<string> | undefined;

/** The file URL of core's filing reader bundled from its source, made on the first call. */
export function filingReaderFromSource(): Promise<string> {
  bundled ??= bundleFilingReader().catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  return bundled;
}

async function bundleFilingReader(): Promise<string> {
  const { build } = await import("rolldown");
  const folder = mkdtempSync(join(tmpdir(), "moatwise-filing-reader-"));
  process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
  const file = join(folder, "filing.mjs");
  await build({ input: CORE_FILING_SOURCE, platform: "node", logLevel: "silent", output: { file, format: "esm" } });
  return pathToFileURL(file).href;
}
