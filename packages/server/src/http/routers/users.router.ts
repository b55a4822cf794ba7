// The signed-in user's own account: who they are, their name, saved theme and answer preferences.
import { AnswerPreferences, ProfileRequest, ThemeRequest, texts } from "@moatwise/core";
import { Hono } from "hono";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400, readJson } from "../decode";
import { unauthorized } from "../errors";
import { requireUser } from "../middleware/requireUser";

export function usersRouter(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  return new Hono<AppEnv>()
    .get("/users/me", signedIn, async (c) => {
      const user = await services.users.findById(c.get("userId"));
      if (!user) throw unauthorized(texts.notAuthenticated);
      return c.json(user);
    })
    .patch("/users/me/theme", signedIn, async (c) => {
      const { theme } = decodeOr400(ThemeRequest, await readJson(c));
      const user = await services.users.setTheme(c.get("userId"), theme);
      if (!user) throw unauthorized(texts.notAuthenticated);
      return c.json(user);
    })
    .patch("/users/me", signedIn, async (c) => {
      const { username } = decodeOr400(ProfileRequest, await readJson(c));
      const user = await services.users.setUsername(c.get("userId"), username);
      if (!user) throw unauthorized(texts.notAuthenticated);
      return c.json(user);
    })
    .get("/users/me/preferences", signedIn, async (c) => {
      const preferences = await services.users.preferences(c.get("userId"));
      if (!preferences) throw unauthorized(texts.notAuthenticated);
      return c.json(preferences);
    })
    .put("/users/me/preferences", signedIn, async (c) => {
      const wanted = decodeOr400(AnswerPreferences, await readJson(c));
      const preferences = await services.users.setPreferences(c.get("userId"), wanted);
      if (!preferences) throw unauthorized(texts.notAuthenticated);
      return c.json(preferences);
    });
}
