import { defineConfig } from "vitest/config";

// Workspace packages are resolved to their TypeScript source (the "@moatwise/source" export
// condition), not to their build in dist/.

export default defineConfig({
  ssr: { resolve: { conditions: ["@moatwise/source", "module", "node", "development|production"] } },
  test: {
    name: "core",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // fast-check's run count per property: FC_NUM_RUNS when set (`pnpm test:deep`), else its own 100.
    setupFiles: ["../../vitest.fastCheck.ts"],
    benchmark: { include: ["src/**/*.bench.ts"] },
    // The test files of a worker share its modules (isolate: false): core's tests are pure or
    // drive machines they create, and no file mocks a module; a stubbed global is unstubbed after
    // its test. Evaluating core's source anew for each of its ~180 files took two thirds of its run.
    isolate: false,
    // A property plans or walks hundreds of cases: 2 to 6 s on a 2-core machine, and Vitest's 5 s
    // default failed them whenever the CPU was shared. A test that hangs still fails, after 30 s.
    testTimeout: 30_000,
  },
});
