import react from "@vitejs/plugin-react";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

// Workspace packages are resolved to their TypeScript source (the "@moatwise/source" export
// condition), not to their build in dist/.

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["@moatwise/source", ...defaultClientConditions] },
  test: { name: "web", environment: "jsdom", include: ["src/**/*.test.tsx", "src/**/*.test.ts"] },
});
