import { defineConfig } from "vitest/config";

// The repository's own scripts (the start launcher's build stamps), in plain Node.
export default defineConfig({
  test: {
    name: "scripts",
    environment: "node",
    include: ["**/*.test.mjs"],
    setupFiles: ["../vitest.fastCheck.ts"],
  },
});
