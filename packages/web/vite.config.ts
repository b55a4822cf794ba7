import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// In `pnpm dev` the API server listens on API_PORT (3001 by default) and Vite proxies /v1 to it.
const apiPort = process.env.API_PORT ?? "3001";

export default defineConfig({
  plugins: [
    react(),
    // A generated Workbox service worker (issue 38): it precaches the app shell and every route's
    // code, and answers page navigations with the cached index.html, so the app opens and moves
    // between pages offline. It caches nothing of /v1: user data never sits in a cache shared by
    // whoever uses the browser next. A new version waits for the visitor's "Reload" (prompt), and
    // main.tsx registers it after the first load.
    VitePWA({
      strategies: "generateSW",
      registerType: "prompt",
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,woff2}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/v1(\/|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        // The first install takes charge of the open page, so it works offline without a reload.
        clientsClaim: true,
      },
    }),
  ],
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
          groups: [
            { name: "effect", test: /node_modules[\\/]\.pnpm[\\/]effect@/, minShareCount: 2 },
            // xstate in one piece: split between chunks its parts compress worse (about 1 KB more).
            { name: "xstate", test: /node_modules[\\/]\.pnpm[\\/]xstate@/, minShareCount: 2 },
            // core's small shared modules that every first page needs, in one chunk rather than eleven
            // (each chunk is a request and an import list of its own, and compresses alone): the last
            // four are shared with the search box, which loads when first shown.
            {
              name: "core-shared",
              test: /core[\\/]src[\\/](api[\\/](ApiError|requiredActor)|domain[\\/](texts|counted|constants|schemas[\\/]common|chat[\\/](aiRequest|question)|account[\\/](user|sessionRules)|shell[\\/](commands|coverage|navigation)|stock[\\/]companyMatch)|services[\\/]clock)\.ts$/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
