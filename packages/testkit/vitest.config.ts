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
    // A property plans or walks hundreds of cases: 2 to 6 s on a 2-core machine, and Vitest's 5 s
    // default failed them whenever the CPU was shared. A test that hangs still fails, after 30 s.
    testTimeout: 30_000,
  },
});
