// Notes (data-areas §7), scoped to the signed-in user: a company's notes, a new note (201), a
// changed note, removal, and organising a note with a live AI model.
import { NewNote, NoteUpdate, SymbolQuery } from "@moatwise/core";
import { Hono } from "hono";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400, readJson } from "../decode";
import { requireUser } from "../middleware/requireUser";

export function notesRouter(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  const { notes, ai } = services;
  return new Hono<AppEnv>()
    .get("/notes", signedIn, async (c) => {
      const { symbol } = decodeOr400(SymbolQuery, c.req.query(), "invalid_query");
      return c.json(await notes.list(c.get("userId"), symbol));
    })
    .post("/notes", signedIn, async (c) => {
      const body = decodeOr400(NewNote, await readJson(c));
      return c.json(await notes.create(c.get("userId"), body), 201);
    })
    .put("/notes/:id", signedIn, async (c) => {
      const body = decodeOr400(NoteUpdate, await readJson(c));
      return c.json(await notes.update(c.get("userId"), c.req.param("id"), body));
    })
    .delete("/notes/:id", signedIn, async (c) => {
      await notes.remove(c.get("userId"), c.req.param("id"));
      return c.json({ ok: true as const });
    })
    .post("/notes/:id/organize", signedIn, async (c) => {
      const userId = c.get("userId");
      await ai.checkQuota(userId);
      return c.json(await notes.organize(userId, c.req.param("id"), ai.provider, c.req.raw.signal));
    });
}
