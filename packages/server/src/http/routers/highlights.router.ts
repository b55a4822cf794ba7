// Highlights (data-areas §7), scoped to the signed-in user: a document's highlights, a new one
// (201, or 200 when it recolours the same range), and removal.
import { contract } from "@moatwise/core";
import type { AppServices } from "../context";
import { Answer, route } from "../route";

export function highlightsRoutes({ highlights }: AppServices) {
  const endpoints = contract.highlights;
  return [
    route(endpoints.forDocument, ({ userId, param }) => highlights.forDocument(userId, param("id"))),
    route(endpoints.create, async ({ userId, body }) => {
      const { highlight, created } = await highlights.create(userId, body);
      return new Answer(highlight, created ? 201 : 200);
    }),
    route(endpoints.remove, async ({ userId, param }) => {
      await highlights.remove(userId, param("id"));
      return { ok: true as const };
    }),
  ];
}
