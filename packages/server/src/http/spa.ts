// Serves the built web app beside /v1: hashed assets cached for a year, index.html for every other
// page path so client-side routes survive a reload.
import { existsSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { API_PREFIX } from "@moatwise/core";
import type { Hono } from "hono";

export function serveSpa(app: Hono, distDir: string): void {
  const indexFile = join(distDir, "index.html");
  const root = relative(process.cwd(), distDir) || ".";
  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root }));
  app.get("*", (c) => {
    if (c.req.path.startsWith(API_PREFIX)) return c.notFound();
    if (!existsSync(indexFile)) {
      return c.text("The web app has not been built. Run `pnpm start`, which builds it first.", 503);
    }
    c.header("Cache-Control", "no-cache");
    return c.html(readFileSync(indexFile, "utf8"));
  });
}
