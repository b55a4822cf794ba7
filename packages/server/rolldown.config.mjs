// Builds the server that `pnpm start` runs: one ESM file, dist/main.js, run by plain Node, with its
// dependencies (@moatwise/core's build among them) and Node's own modules left to Node's resolution.
// The files the server reaches by their path beside its own module (`new URL("./…", import.meta.url)`,
// `import.meta.dirname`) are copied beside dist/main.js: the database thread and initdb's process,
// the PDF reader's process (plain JavaScript, each run by Node on its own) and the migrations.
// dist/ sits as deep in the package as src/ does, so the repository root is found the same way.
import { cpSync, readFileSync } from "node:fs";
import { defineConfig } from "rolldown";

const manifest = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const dependencies = Object.keys(manifest.dependencies ?? {});
const isExternal = (id) =>
  id.startsWith("node:") || dependencies.some((name) => id === name || id.startsWith(`${name}/`));

const FILES_BESIDE_THE_SERVER = [
  "src/db/embeddedDatabase.worker.mjs",
  "src/db/embeddedDatabase.init.mjs",
  "src/db/migrations",
  "src/areas/pdf/pdfTextReader.mjs",
];

const copyFilesBesideTheServer = {
  name: "copy-files-beside-the-server",
  writeBundle() {
    for (const from of FILES_BESIDE_THE_SERVER) {
      cpSync(from, `dist/${from.slice(from.lastIndexOf("/") + 1)}`, { recursive: true });
    }
  },
};

export default defineConfig({
  input: { main: "src/main.ts" },
  platform: "node",
  external: isExternal,
  plugins: [copyFilesBesideTheServer],
  output: { dir: "dist", format: "esm", entryFileNames: "[name].js", cleanDir: true },
});
