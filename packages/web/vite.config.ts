import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

// In `pnpm dev` the API server listens on API_PORT (3001 by default) and Vite proxies /v1 to it.
const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [react()],
  // @moatwise/core from its TypeScript source (its "@moatwise/source" export condition), not its build.
  resolve: { conditions: ["@moatwise/source", ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { "/v1": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [{ name: "effect", test: /node_modules[\\/]\.pnpm[\\/]effect@/, minShareCount: 2 }],
        },
      },
    },
  },
});
