import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "testkit",
    environment: "node",
    include: ["src/**/*.test.ts"],
    benchmark: { include: ["src/**/*.bench.ts"] },
  },
});
