import { defineConfig } from "vitest/config";

// Workspace packages are resolved to their TypeScript source (the "@moatwise/source" export
// condition), not to their build in dist/.

export default defineConfig({
  ssr: { resolve: { conditions: ["@moatwise/source", "module", "node", "development|production"] } },
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // fast-check's run count per property: FC_NUM_RUNS when set (`pnpm test:deep`), else its own 100;
    // and on PostgreSQL, a database per worker (testing/workerDatabase.ts).
    setupFiles: ["../../vitest.fastCheck.ts", "src/testing/workerDatabase.ts"],
    benchmark: { include: ["src/**/*.bench.ts"] },
    // The test files of a worker share its modules (isolate: false): each file would otherwise
    // evaluate the server's and core's 2 MB of source anew, seconds a file on 2 cores. Each file
    // starts its own server and database, and no server test mocks a module or stubs the env.
    isolate: false,
    // Each file starts its own server and database. Two files run at once (one per core) beside
    // their PDF readers and database threads: a file's first start (which makes the in-memory
    // database's template) or a test of 21 PDF uploads can take tens of seconds on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
