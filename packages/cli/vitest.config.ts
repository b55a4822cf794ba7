import { defineConfig } from "vitest/config";

// Workspace packages are resolved to their TypeScript source (the "@moatwise/source" export
// condition), not to their build in dist/; the built command is tested through its own process.

export default defineConfig({
  ssr: { resolve: { conditions: ["@moatwise/source", "module", "node", "development|production"] } },
  test: {
    name: "cli",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Each file starts its own server and database, two files at once (one per core) on a
    // machine that may be busy: generous limits, as the server project has.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
