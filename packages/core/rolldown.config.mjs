// Builds core for other packages: ESM in dist/, one file per entry plus shared chunks, every
// dependency left to the consumer's own resolution. Types come from tsc (tsconfig.build.json).
import { readFileSync } from "node:fs";
import { defineConfig } from "rolldown";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const dependencies = Object.keys(manifest.dependencies ?? {});
const isExternal = (id) =>
  id.startsWith("node:") || dependencies.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  input: { index: "src/index.ts", node: "src/node.ts", filing: "src/filing.ts", pageData: "src/pageData.ts" },
  platform: "neutral",
  external: isExternal,
  treeshake: { moduleSideEffects: false },
  // The web app's lazy imports (contract areas, streams) split its bundle; in one library bundle
  // that already holds them they cannot, and need not, so rolldown's warning says nothing here.
  checks: { ineffectiveDynamicImport: false },
  output: {
    dir: "dist",
    format: "esm",
    entryFileNames: "[name].js",
    chunkFileNames: "chunks/[name]-[hash].js",
    cleanDir: true,
  },
});
