// Prompts with votes (issue 24): a company's shared prompts ranked by score, a new one (201),
// the user's vote and taking it back, and deletion by the author.
import { contract } from "@moatwise/core";
import type { AppServices } from "../context";
import { created, route } from "../route";

export function promptsRoutes({ prompts, limits }: AppServices) {
  const endpoints = contract.prompts;
  return [
    route(endpoints.list, ({ userId, param }) => prompts.list(userId, param("symbol"))),
    route(endpoints.create, async ({ userId, param, body }) => {
      await limits.take(userId, "promptPosting");
      return created(await prompts.create(userId, param("symbol"), body));
    }),
    route(endpoints.vote, ({ userId, param, body }) => prompts.vote(userId, param("id"), body.voteType)),
    route(endpoints.unvote, ({ userId, param }) => prompts.unvote(userId, param("id"))),
    route(endpoints.remove, async ({ userId, param }) => {
      await prompts.remove(userId, param("id"));
      return { ok: true as const };
    }),
  ];
}
