import react from "@vitejs/plugin-react";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages are resolved to their TypeScript source (the "@moatwise/source" export
// condition), not to their build in dist/.

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@moatwise/source", ...defaultClientConditions] },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.tsx", "src/**/*.test.ts"],
    // The files share a worker's modules (isolate: false), each on a fresh jsdom: every file that
    // renders calls Testing Library's cleanup after each test, and evaluating React, core and the
    // app anew for each file was half of the project's run.
    isolate: false,
  },
});
