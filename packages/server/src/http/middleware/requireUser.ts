// Accepts a request only with a valid Bearer access token, and records whose it is.
import { texts } from "@moatwise/core";
import { createMiddleware } from "hono/factory";
import type { AccessTokens } from "../../auth/accessTokens";
import type { AppEnv } from "../context";
import { unauthorized } from "../errors";

export function requireUser(tokens: AccessTokens) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const userId = match?.[1] ? await tokens.verify(match[1]) : null;
    if (!userId) throw unauthorized(texts.notAuthenticated);
    c.set("userId", userId);
    await next();
  });
}
