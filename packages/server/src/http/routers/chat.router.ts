// Conversations (spec §7), each scoped to the signed-in user: list, create, read, rename, append a
// message, and make a title from the first message with the configured AI provider.
import { AppendMessage, NewConversation, RenameConversation } from "@moatwise/core";
import { Hono } from "hono";
import { AiProviderError } from "../../areas/ai/aiProvider";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400, readJson } from "../decode";
import { HttpError } from "../errors";
import { requireUser } from "../middleware/requireUser";

/** Longest title kept; a model's long answer is cut at a word. */
const TITLE_MAX_CHARS = 80;

export function cleanTitle(raw: string): string {
  const line = raw
    .replace(/["“”*#]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (line.length <= TITLE_MAX_CHARS) return line;
  const cut = line.slice(0, TITLE_MAX_CHARS);
  return cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : TITLE_MAX_CHARS);
}

export function chatRouter(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  const { conversations, ai } = services;
  return new Hono<AppEnv>()
    .get("/chat/conversations", signedIn, async (c) => c.json(await conversations.list(c.get("userId"))))
    .post("/chat/conversations", signedIn, async (c) => {
      const body = decodeOr400(NewConversation, await readJson(c));
      return c.json(await conversations.create(c.get("userId"), body.title), 201);
    })
    .get("/chat/conversations/:id", signedIn, async (c) =>
      c.json(await conversations.get(c.get("userId"), c.req.param("id"))),
    )
    .patch("/chat/conversations/:id", signedIn, async (c) => {
      const { title } = decodeOr400(RenameConversation, await readJson(c));
      return c.json(await conversations.rename(c.get("userId"), c.req.param("id"), title));
    })
    .post("/chat/conversations/:id/messages", signedIn, async (c) => {
      const message = decodeOr400(AppendMessage, await readJson(c));
      return c.json(await conversations.append(c.get("userId"), c.req.param("id"), message), 201);
    })
    .post("/chat/conversations/:id/generate-title", signedIn, async (c) => {
      const userId = c.get("userId");
      const id = c.req.param("id");
      const first = await conversations.firstUserMessage(userId, id);
      let title: string;
      try {
        title = cleanTitle(await ai.provider.title(first, c.req.raw.signal));
      } catch (error) {
        const detail = error instanceof AiProviderError ? error.message : "The AI provider could not make a title.";
        throw new HttpError(503, "title_unavailable", detail);
      }
      if (title === "") throw new HttpError(503, "title_unavailable", "The AI provider answered with an empty title.");
      return c.json({ title: (await conversations.rename(userId, id, title)).title });
    });
}
