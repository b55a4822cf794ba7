// Login CSRF: a page on another site must not sign a visitor's browser in, say to the attacker's
// account, so that what the victim writes next lands there. The calls that start a session carry
// no CSRF token (there is no session yet to have handed one out), so the browser's own word on
// where the request comes from decides: Sec-Fetch-Site "cross-site" is refused, and so is an Origin
// that is not this server's own scheme and host. A client that sends neither (curl, a terminal
// client) is not a browser that another site's page could drive, and passes.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { HttpError } from "../errors";
import { SESSION_STARTING_ROUTES } from "../sessionStartingRoutes";
import { lastForwarded } from "./behindProxy";

const crossSiteRefused = () =>
  new HttpError(
    403,
    "cross_site_sign_in",
    "Sign-in is only accepted from Moatwise's own pages. Open Moatwise and sign in there.",
  );

/** An origin as the URL standard writes it (lower case, default port left out); null when it is none. */
function normalOrigin(text: string): string | null {
  try {
    const origin = new URL(text).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/** Where this request was sent to: its scheme and host, as a trusted proxy saw them when there is one. */
function ownOrigin(c: Context<AppEnv>, trustProxy: boolean): string | null {
  const host = (trustProxy ? lastForwarded(c.req.header("x-forwarded-host")) : undefined) ?? c.req.header("host");
  return host ? normalOrigin(`${c.get("secureRequest") ? "https" : "http"}://${host}`) : null;
}

function comesFromAnotherSite(c: Context<AppEnv>, trustProxy: boolean): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site === "cross-site") return true;
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    const ours = ownOrigin(c, trustProxy);
    return ours === null || normalOrigin(origin) !== ours;
  }
  // "same-site" is also another port or another subdomain; without an Origin it cannot be told ours.
  return site === "same-site";
}

export function refuseCrossSiteSignIn(trustProxy: boolean) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SESSION_STARTING_ROUTES.has(`${c.req.method} ${c.req.path}`) && comesFromAnotherSite(c, trustProxy)) {
      throw crossSiteRefused();
    }
    return next();
  });
}
