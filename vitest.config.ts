import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/core", "packages/testkit", "packages/server", "packages/web", "packages/cli", "scripts"],
    // One test worker per core. Vitest's default leaves a core to its own process (cores − 1),
    // which on CI's 2 cores ran all 288 files one after another in a single worker (its
    // 689 s were the sum of the files'), though that process only collects results.
    maxWorkers: availableParallelism(),
    // The JSON report feeds the one-line summary .ci/run prints at the end.
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
