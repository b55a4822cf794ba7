// Serves the built web app beside /v1: hashed assets cached for a year and sent as their
// precompressed brotli or gzip copy when the browser takes one (see the web build), a missing
// asset as a 404, and index.html for every other page path so client-side routes survive a reload.
// A dotfile in the build (`pnpm start`'s stamp of its inputs, .inputs-sha256) is the build's own
// record, not the app's: it is never sent.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { API_PREFIX } from "@moatwise/core";
import type { Hono } from "hono";
import type { AppEnv } from "./context";
import { errorResponse } from "./errors";

const hasDotSegment = (path: string) => path.split("/").some((segment) => segment.startsWith("."));

export function serveSpa(app: Hono<AppEnv>, distDir: string): void {
  const indexFile = join(distDir, "index.html");
  const root = relative(process.cwd(), distDir) || ".";
  app.use(
    "/assets/*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  // A hashed asset that is not there (an old build's) must fail plainly, not load the app's HTML as script.
  app.get("/assets/*", (c) => errorResponse(c, 404, "not_found", "No such file."));
  const servedFiles = serveStatic({ root, precompressed: true });
  app.use("*", (c, next) => (hasDotSegment(c.req.path) ? next() : servedFiles(c, next)));
  app.get("*", (c) => {
    if (c.req.path.startsWith(API_PREFIX)) return c.notFound();
    if (!existsSync(indexFile)) {
      return c.text("The web app has not been built. Run `pnpm start`, which builds it first.", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(indexFile, "utf8"));
  });
}
