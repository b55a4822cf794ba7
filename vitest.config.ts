import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/core", "packages/testkit", "packages/server", "packages/web", "packages/cli"],
    // The JSON report feeds the one-line summary .ci/run prints at the end.
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
  },
});
