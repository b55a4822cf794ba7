// Builds the answer-streaming benchmark page on its own (see answerStreaming.tsx).
import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // @moatwise/core from its TypeScript source (its "@moatwise/source" export condition), not its build.
  resolve: { conditions: ["@moatwise/source", ...defaultClientConditions] },
  logLevel: "warn",
  build: {
    outDir: resolve(import.meta.dirname, "../../../test-results/answer-bench-page"),
    emptyOutDir: true,
    rollupOptions: { input: resolve(import.meta.dirname, "answer-streaming.html") },
  },
});
