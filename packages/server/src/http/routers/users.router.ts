// The signed-in user's own account.
import { texts } from "@moatwise/core";
import { Hono } from "hono";
import type { AppEnv, AppServices } from "../context";
import { unauthorized } from "../errors";
import { requireUser } from "../middleware/requireUser";

export function usersRouter(services: AppServices) {
  return new Hono<AppEnv>().get("/users/me", requireUser(services.accessTokens), async (c) => {
    const user = await services.users.findById(c.get("userId"));
    if (!user) throw unauthorized(texts.notAuthenticated);
    return c.json(user);
  });
}
