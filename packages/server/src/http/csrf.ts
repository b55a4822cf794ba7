// CSRF protection for /v1: every non-GET request must carry X-CSRF-Token equal to the CSRF cookie
// and signed for the requester's subject; sign-in, sign-up and Google sign-in carry none (no
// session has handed one out yet) and are kept to our own pages by their origin instead
// (middleware/refuseCrossSiteSignIn.ts). Tokens are issued by GET /auth/csrf and with every new session.
import { API_PREFIX, CSRF_COOKIE_NAME, CSRF_HEADER, REFRESH_COOKIE_NAME } from "@moatwise/core";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AccessTokens } from "../auth/accessTokens";
import { ANONYMOUS_SUBJECT, type CsrfTokens } from "../auth/csrfTokens";
import type { RefreshSessions } from "../auth/refreshSessions";
import { bearerToken } from "./bearer";
import { HttpError } from "./errors";
import { SESSION_STARTING_ROUTES } from "./sessionStartingRoutes";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const csrfRejected = () =>
  new HttpError(403, "csrf_invalid", "CSRF token missing or invalid. Reload the page and try again.");

export function csrfProtection(tokens: CsrfTokens, accessTokens: AccessTokens, refreshSessions: RefreshSessions) {
  /**
   * Who the browser session belongs to: the user of the request's access token (expired ones too),
   * else of its refresh cookie, else "anonymous". Every tab of a signed-in browser, including one
   * still starting up without an access token, so gets the same token.
   */
  async function subjectOf(c: Context): Promise<string> {
    const token = bearerToken(c);
    const fromToken = token ? await accessTokens.subjectOf(token) : null;
    if (fromToken) return fromToken;
    const refreshCookie = getCookie(c, REFRESH_COOKIE_NAME);
    return (refreshCookie && (await refreshSessions.ownerOf(refreshCookie))) || ANONYMOUS_SUBJECT;
  }

  return {
    require: createMiddleware(async (c, next) => {
      if (SAFE_METHODS.has(c.req.method) || SESSION_STARTING_ROUTES.has(`${c.req.method} ${c.req.path}`)) return next();
      const header = c.req.header(CSRF_HEADER);
      const cookie = getCookie(c, CSRF_COOKIE_NAME);
      if (!header || header !== cookie || !tokens.verify(header, await subjectOf(c))) throw csrfRejected();
      return next();
    }),

    /**
     * Hands out the token for `subject` (the request's own when not given) in the cookie and the
     * X-CSRF-Token header. A cookie token still valid for the subject is kept, so tabs share one.
     */
    async issue(c: Context, subject?: string): Promise<string> {
      const who = subject ?? (await subjectOf(c));
      const current = getCookie(c, CSRF_COOKIE_NAME);
      const token = current && tokens.verify(current, who) ? current : tokens.mint(who);
      setCookie(c, CSRF_COOKIE_NAME, token, {
        path: API_PREFIX,
        httpOnly: true,
        sameSite: "Lax",
        secure: c.get("secureRequest") === true,
      });
      c.header(CSRF_HEADER, token);
      return token;
    },
  };
}

export type CsrfProtection = ReturnType<typeof csrfProtection>;
