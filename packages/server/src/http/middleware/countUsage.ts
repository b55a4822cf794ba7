// After a signed-in request of a counted kind is answered without error, adds one to the user's
// usage for today. Requests that fail (4xx, 5xx) or that nobody signed in made are not counted.
import { API_PREFIX } from "@moatwise/core";
import { createMiddleware } from "hono/factory";
import type { UsageService } from "../../areas/usage/usage.service";
import { usageKindFor } from "../../areas/usage/usageKind";
import type { AppEnv } from "../context";

export function countUsage(usage: UsageService) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const userId = c.get("userId");
    const kind = usageKindFor(c.req.path.slice(API_PREFIX.length), c.req.method);
    if (userId && kind && c.res.status < 400) usage.count(userId, kind);
  });
}
