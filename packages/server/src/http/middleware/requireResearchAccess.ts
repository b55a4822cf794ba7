// Guards every /research/* call (spec §6): the caller must be signed in and may use the research
// area (on the allow-list, or the area is open); others get 403 research_forbidden.
import { texts } from "@moatwise/core";
import { createMiddleware } from "hono/factory";
import type { AppEnv, AppServices } from "../context";
import { forbidden, unauthorized } from "../errors";
import { requireUser } from "./requireUser";

export function requireResearchAccess(services: AppServices) {
  const signedIn = requireUser(services.accessTokens);
  const allowListed = createMiddleware<AppEnv>(async (c, next) => {
    const user = await services.users.findById(c.get("userId"));
    if (!user) throw unauthorized(texts.notAuthenticated);
    if (!user.research_access) throw forbidden(texts.researchForbidden, "research_forbidden");
    await next();
  });
  return [signedIn, allowListed] as const;
}
