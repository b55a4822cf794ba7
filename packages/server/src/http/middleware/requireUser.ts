// Accepts a request only with a valid Bearer access token, and records whose it is.
import { texts } from "@moatwise/core";
import { createMiddleware } from "hono/factory";
import type { AccessTokens } from "../../auth/accessTokens";
import { bearerToken } from "../bearer";
import type { AppEnv } from "../context";
import { unauthorized } from "../errors";

export function requireUser(tokens: AccessTokens) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerToken(c);
    const userId = token ? await tokens.verify(token) : null;
    if (!userId) throw unauthorized(texts.notAuthenticated);
    c.set("userId", userId);
    await next();
  });
}
