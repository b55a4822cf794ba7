// Notes (data-areas §7), scoped to the signed-in user: a company's notes, a new note (201), a
// changed note, removal, and organising a note with a live AI model.
import { contract } from "@moatwise/core";
import type { AppServices } from "../context";
import { created, route } from "../route";

export function notesRoutes({ notes, ai }: AppServices) {
  const endpoints = contract.notes;
  return [
    route(endpoints.list, ({ userId, query }) => notes.list(userId, query.symbol)),
    route(endpoints.create, async ({ userId, body }) => created(await notes.create(userId, body))),
    route(endpoints.update, ({ userId, param, body }) => notes.update(userId, param("id"), body)),
    route(endpoints.remove, async ({ userId, param }) => {
      await notes.remove(userId, param("id"));
      return { ok: true as const };
    }),
    route(endpoints.organize, async ({ userId, param, c }) => {
      await ai.checkQuota(userId);
      return notes.organize(userId, param("id"), ai.provider, c.req.raw.signal);
    }),
  ];
}
