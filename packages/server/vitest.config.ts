import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    include: ["src/**/*.test.ts"],
    benchmark: { include: ["src/**/*.bench.ts"] },
    // Each file starts its own server and database; PGlite boots in about a second.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
