// What the request looked like where it entered: over HTTPS or not, and from which client
// address. Behind a TLS proxy (TRUST_PROXY=true) these come from the proxy's X-Forwarded-Proto and
// X-Forwarded-For (the entry the proxy itself added, the last); otherwise from the connection.
// Over HTTPS, cookies are marked Secure and HSTS tells browsers to keep to HTTPS. Headers are set
// before the handler runs: touching a finished response's headers costs Node's fast path.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

const HSTS = "max-age=31536000; includeSubDomains";

/** The last entry of a comma-separated forwarding header: the one our own proxy wrote. */
export const lastForwarded = (value: string | undefined) => value?.split(",").at(-1)?.trim() || undefined;

function connectionAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

export function behindProxy(trustProxy: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const forwardedProto = trustProxy ? lastForwarded(c.req.header("x-forwarded-proto")) : undefined;
    const secure = forwardedProto ? forwardedProto === "https" : c.req.url.startsWith("https:");
    c.set("secureRequest", secure);
    // Asked for only by sign-in, so the connection is looked up only then.
    c.set(
      "clientAddress",
      () => (trustProxy ? lastForwarded(c.req.header("x-forwarded-for")) : undefined) ?? connectionAddress(c),
    );
    if (secure) c.header("Strict-Transport-Security", HSTS);
    await next();
  });
}
