// Conversations (spec §7), each scoped to the signed-in user: list (or search), create, read, rename,
// delete, append a message, and make a title from the first message with the configured AI provider.
import { contract } from "@moatwise/core";
import type { AppServices } from "../context";
import { created, route } from "../route";

export function chatRoutes({ conversations, ai }: AppServices) {
  const endpoints = contract.chat;
  return [
    route(endpoints.listConversations, ({ userId, query }) => conversations.list(userId, query.q)),
    route(endpoints.createConversation, async ({ userId, body }) =>
      created(await conversations.create(userId, body.title)),
    ),
    route(endpoints.getConversation, ({ userId, param }) => conversations.get(userId, param("id"))),
    route(endpoints.renameConversation, ({ userId, param, body }) =>
      conversations.rename(userId, param("id"), body.title),
    ),
    route(endpoints.deleteConversation, async ({ userId, param }) => {
      await conversations.remove(userId, param("id"));
      return { ok: true as const };
    }),
    route(endpoints.appendMessage, async ({ userId, param, body }) =>
      created(await conversations.append(userId, param("id"), body)),
    ),
    route(endpoints.generateTitle, async ({ userId, param, c }) => {
      const titleOf = (question: string) => ai.provider.title(question, c.req.raw.signal);
      const { title } = await conversations.generateTitle(userId, param("id"), titleOf);
      return { title };
    }),
  ];
}
