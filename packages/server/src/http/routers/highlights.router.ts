// Highlights (data-areas §7), scoped to the signed-in user: a document's highlights, a new one
// (201, or 200 when it recolours the same range), and removal.
import { NewHighlight } from "@moatwise/core";
import { Hono } from "hono";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400, readJson } from "../decode";
import { requireUser } from "../middleware/requireUser";

export function highlightsRouter(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  const { highlights } = services;
  return new Hono<AppEnv>()
    .get("/highlights/document/:id", signedIn, async (c) =>
      c.json(await highlights.forDocument(c.get("userId"), c.req.param("id"))),
    )
    .post("/highlights", signedIn, async (c) => {
      const body = decodeOr400(NewHighlight, await readJson(c));
      const { highlight, created } = await highlights.create(c.get("userId"), body);
      return c.json(highlight, created ? 201 : 200);
    })
    .delete("/highlights/:id", signedIn, async (c) => {
      await highlights.remove(c.get("userId"), c.req.param("id"));
      return c.json({ ok: true as const });
    });
}
