// The builds `pnpm start` (scripts/start.mjs) keeps up to date, in order, each with the inputs it
// reads (files or folders from the repository's root; see buildStamps.mjs for what is skipped).
/** Every build reads the lockfile: an upgraded dependency can change what a build makes. */
const LOCKFILE = "pnpm-lock.yaml";
const CORE_SOURCE = ["packages/core/src", "packages/core/package.json"];

/**
 * The builds, in order, with the inputs each reads. The server's build leaves @moatwise/core to
 * Node, which loads core's build (dist/); the web app bundles core from its source. The bundlers
 * read a package's tsconfig.json and the settings it extends, so those are inputs too.
 */
export const BUILDS = [
  {
    name: "core",
    filter: "@moatwise/core",
    inputs: [
      ...CORE_SOURCE,
      "packages/core/rolldown.config.mjs",
      "packages/core/tsconfig.json",
      "packages/core/tsconfig.build.json",
      "tsconfig.base.json",
      LOCKFILE,
    ],
    outputDir: "packages/core/dist",
    outputFile: "index.js",
  },
  {
    name: "server",
    filter: "@moatwise/server",
    inputs: [
      "packages/server/src",
      "packages/server/package.json",
      "packages/server/rolldown.config.mjs",
      "packages/server/tsconfig.json",
      "tsconfig.base.json",
      LOCKFILE,
    ],
    outputDir: "packages/server/dist",
    outputFile: "main.js",
  },
  {
    name: "web app",
    filter: "@moatwise/web",
    inputs: [
      "packages/web/src",
      "packages/web/public",
      "packages/web/scripts",
      "packages/web/index.html",
      "packages/web/package.json",
      "packages/web/vite.config.ts",
      "packages/web/tsconfig.json",
      "tsconfig.base.json",
      ...CORE_SOURCE,
      LOCKFILE,
    ],
    outputDir: "packages/web/dist",
    outputFile: "index.html",
  },
];
