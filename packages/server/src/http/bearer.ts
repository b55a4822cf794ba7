// The Bearer token of a request, if it carries one.
import type { Context } from "hono";

export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "");
  return match?.[1] ?? null;
}
