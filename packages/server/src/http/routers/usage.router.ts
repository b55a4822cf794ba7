// The usage page's numbers: the signed-in user's requests per day by kind, last 30 days.
import { Hono } from "hono";
import type { AppEnv, AppServices } from "../context";
import { requireUser } from "../middleware/requireUser";

export function usageRouter(services: AppServices) {
  return new Hono<AppEnv>().get("/usage", requireUser(services.accessTokens), async (c) =>
    c.json(await services.usage.daily(c.get("userId"))),
  );
}
