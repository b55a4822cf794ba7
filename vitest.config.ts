import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/core", "packages/testkit", "packages/server", "packages/web", "packages/cli"],
    // One test worker per core. Vitest's default leaves a core to its own process (cores − 1),
    // which on CI's 2 cores ran every file in a single worker while the other core mostly idled:
    // that process only collects results, and the server tests wait on their database and PDF
    // readers half the time.
    maxWorkers: availableParallelism(),
    // The JSON report feeds the one-line summary .ci/run prints at the end.
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
