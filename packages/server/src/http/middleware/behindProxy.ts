// What the request looked like where it entered: over HTTPS or not, and from which client
// address. Behind a TLS proxy (TRUST_PROXY=true) these come from the proxy's X-Forwarded-Proto and
// X-Forwarded-For (the entry the proxy itself added, the last); otherwise from the connection.
// Over HTTPS, cookies are marked Secure and HSTS tells browsers to keep to HTTPS.
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";

const HSTS = "max-age=31536000; includeSubDomains";

/** The last entry of a comma-separated forwarding header: the one our own proxy wrote. */
const lastForwarded = (value: string | undefined) => value?.split(",").at(-1)?.trim() || undefined;

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
    const secure = forwardedProto ? forwardedProto === "https" : new URL(c.req.url).protocol === "https:";
    const forwardedFor = trustProxy ? lastForwarded(c.req.header("x-forwarded-for")) : undefined;
    c.set("secureRequest", secure);
    c.set("clientAddress", forwardedFor ?? connectionAddress(c));
    await next();
    if (secure) c.header("Strict-Transport-Security", HSTS);
  });
}
