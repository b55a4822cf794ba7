// Builds the `moatwise` command: one ESM file that runs in plain Node, with its dependencies
// (@moatwise/core's build, xstate) and Node's own modules left to Node's resolution.
import { readFileSync } from "node:fs";
import { defineConfig } from "rolldown";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const dependencies = Object.keys(manifest.dependencies ?? {});
const isExternal = (id) =>
  id.startsWith("node:") || dependencies.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  input: { moatwise: "src/main.ts" },
  platform: "node",
  external: isExternal,
  output: { dir: "dist", format: "esm", entryFileNames: "[name].js", cleanDir: true },
});
