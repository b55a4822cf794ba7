import { defineConfig } from "vitest/config";

// Workspace packages are resolved to their TypeScript source (the "@moatwise/source" export
// condition), not to their build in dist/.

export default defineConfig({
  ssr: { resolve: { conditions: ["@moatwise/source", "module", "node", "development|production"] } },
  test: {
    name: "testkit",
    environment: "node",
    include: ["src/**/*.test.ts"],
    benchmark: { include: ["src/**/*.bench.ts"] },
    // The model files share a worker's modules (isolate: false): each builds its own machines and
    // paths, and evaluating core anew for each file was half of the project's run.
    isolate: false,
  },
});
