// Sign-up, sign-in (password or Google), refresh, sign-out, status, CSRF tokens and the list of
// signed-in devices. The access token travels in the body; the refresh token only in an HttpOnly,
// SameSite=Lax cookie scoped to /v1/auth; every new session also hands out a CSRF token.
import {
  API_PREFIX,
  contract,
  counted,
  REFRESH_COOKIE_NAME,
  type TokenResponse,
  texts,
  type User,
} from "@moatwise/core";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { coarseNetwork } from "../../auth/coarseNetwork";
import { accountOf } from "../../auth/loginThrottle";
import { bearerToken } from "../bearer";
import type { AppEnv, AppServices } from "../context";
import { badRequest, HttpError, unauthorized } from "../errors";
import { created, route } from "../route";

const COOKIE_PATH = `${API_PREFIX}/auth`;
const USER_AGENT_MAX_CHARS = 300;
/** The device cookie (see auth/loginThrottle.ts): sent to sign-in only, and only from our own pages. */
export const DEVICE_COOKIE_NAME = "moatwise_device";
const DEVICE_COOKIE_PATH = `${API_PREFIX}/users/signin`;
/** A device is remembered for a year after its last sign-in. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function cookieOptions(c: Context<AppEnv>, maxAgeSeconds: number) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "Lax" as const,
    secure: c.get("secureRequest"),
    maxAge: maxAgeSeconds,
  };
}

const deviceCookieOptions = (c: Context<AppEnv>) => ({
  path: DEVICE_COOKIE_PATH,
  httpOnly: true,
  sameSite: "Strict" as const,
  secure: c.get("secureRequest"),
  maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
});

const tooManySignUps = (limit: number, retryAfterSeconds: number) =>
  `Too many accounts were created from your network: at most ${counted(limit, "account")} an hour. ` +
  `Try again in ${counted(Math.ceil(retryAfterSeconds / 60), "minute")}.`;

const userAgentOf = (c: Context) => c.req.header("user-agent")?.slice(0, USER_AGENT_MAX_CHARS) ?? null;

export function authRoutes(services: AppServices, refreshTtlSeconds: number) {
  const { users, accessTokens, refreshSessions, csrf, loginThrottle, signUpThrottle, google } = services;

  /** Answers a new or renewed session: access token in the body, refresh cookie, CSRF token. */
  async function sessionAnswer(
    c: Context<AppEnv>,
    user: User,
    refresh: { token: string; familyId: string },
  ): Promise<TokenResponse> {
    setCookie(c, REFRESH_COOKIE_NAME, refresh.token, cookieOptions(c, refreshTtlSeconds));
    await csrf.issue(c, user.id);
    return {
      access_token: await accessTokens.issue(user.id, refresh.familyId),
      token_type: "bearer",
      expires_in: accessTokens.ttlSeconds,
      user: { ...user, first_visit: await refreshSessions.isFirstSession(user.id, refresh.familyId) },
    };
  }

  /** A new session, and this browser remembered as a device of the account for sign-in throttling. */
  async function startSession(c: Context<AppEnv>, user: User) {
    setCookie(c, DEVICE_COOKIE_NAME, loginThrottle.deviceTokenFor(accountOf(user.email)), deviceCookieOptions(c));
    return sessionAnswer(
      c,
      user,
      await refreshSessions.start(user.id, {
        userAgent: userAgentOf(c),
        network: coarseNetwork(c.get("clientAddress")()),
      }),
    );
  }

  const forgetCookie = (c: Context) => deleteCookie(c, REFRESH_COOKIE_NAME, { path: COOKIE_PATH });

  /** The signed-in user of the request: by access token, else by a live refresh cookie. */
  async function currentUser(c: Context): Promise<User | null> {
    const token = bearerToken(c);
    const byToken = token ? await accessTokens.verify(token) : null;
    if (byToken) return users.findById(byToken);
    const cookie = getCookie(c, REFRESH_COOKIE_NAME);
    const session = cookie ? await refreshSessions.peek(cookie) : null;
    return session ? users.findById(session.userId) : null;
  }

  const endpoints = { ...contract.auth, ...contract.users };
  return [
    route(endpoints.signUp, async ({ c, body }) => {
      const place = await signUpThrottle.take(c.get("clientAddress")());
      if (!place.taken) {
        c.header("Retry-After", String(place.retryAfterSeconds));
        throw new HttpError(429, "too_many_sign_ups", tooManySignUps(place.limit, place.retryAfterSeconds));
      }
      // A sign-up that makes no account (the address taken, the password refused) gives its place back.
      const made = await users.create(body).catch(async (error: unknown) => {
        await place.giveBack();
        throw error;
      });
      if (!made.ok) {
        await place.giveBack();
        throw new HttpError(409, "email_taken", texts.emailTaken);
      }
      return created(await startSession(c, made.user));
    }),
    route(endpoints.signIn, async ({ c, body: form }) => {
      const attempt = {
        account: accountOf(form.username),
        address: c.get("clientAddress")(),
        deviceToken: getCookie(c, DEVICE_COOKIE_NAME),
      };
      const verdict = await loginThrottle.check(attempt);
      if (verdict.blocked) {
        c.header("Retry-After", String(verdict.retryAfterSeconds));
        throw new HttpError(429, "too_many_attempts", "Too many failed sign-in attempts. Please try again later.");
      }
      const user = await users.authenticate(form.username, form.password);
      if (!user) {
        await loginThrottle.recordFailure(attempt);
        throw unauthorized(texts.invalidCredentials, "invalid_credentials");
      }
      await loginThrottle.clear(attempt);
      return startSession(c, user);
    }),
    route(endpoints.google, async ({ c, body }) => {
      if (!google) throw badRequest("Google sign-in is not configured on this server.", "google_not_configured");
      const identity = await google.verify(body.id_token);
      if (!identity) throw unauthorized("The Google sign-in could not be verified.", "google_token_invalid");
      return startSession(c, await users.signInWithGoogle(identity));
    }),
    route(endpoints.refresh, async ({ c }) => {
      const presented = getCookie(c, REFRESH_COOKIE_NAME);
      if (!presented) throw unauthorized("No session to restore.", "no_session");
      const rotated = await refreshSessions.rotate(presented);
      const user = rotated.ok ? await users.findById(rotated.userId) : null;
      if (!rotated.ok || !user) {
        forgetCookie(c);
        throw unauthorized(texts.sessionExpired, "session_expired");
      }
      return sessionAnswer(c, user, rotated);
    }),
    route(endpoints.logout, async ({ c }) => {
      const presented = getCookie(c, REFRESH_COOKIE_NAME);
      if (presented) await refreshSessions.revokeFamilyOf(presented);
      forgetCookie(c);
      return { ok: true as const };
    }),
    route(endpoints.status, async ({ c }) => {
      const user = await currentUser(c);
      return {
        authenticated: user !== null,
        user,
        google_client_id: google?.clientId ?? null,
        refresh_cookie: getCookie(c, REFRESH_COOKIE_NAME) !== undefined,
      };
    }),
    route(endpoints.csrf, async ({ c }) => ({ csrf_token: await csrf.issue(c) })),
    route(endpoints.sessions, async ({ c, userId }) => {
      const cookie = getCookie(c, REFRESH_COOKIE_NAME);
      const mine = cookie ? await refreshSessions.peek(cookie) : null;
      const devices = await refreshSessions.listFor(userId);
      return devices.map((device) => ({
        id: device.id,
        createdAt: device.createdAt.toISOString(),
        lastUsedAt: device.lastUsedAt.toISOString(),
        userAgent: device.userAgent,
        network: device.network,
        current: device.id === mine?.familyId,
      }));
    }),
    route(endpoints.revokeOtherSessions, async ({ c, userId }) => {
      const cookie = getCookie(c, REFRESH_COOKIE_NAME);
      const mine = cookie ? await refreshSessions.peek(cookie) : null;
      return { signedOut: await refreshSessions.revokeAllBut(userId, mine?.familyId ?? null) };
    }),
    route(endpoints.revokeSession, async ({ userId, param }) => {
      const revoked = await refreshSessions.revokeFor(userId, param("id"));
      if (!revoked) throw new HttpError(404, "not_found", "No such session.");
      return { ok: true as const };
    }),
  ];
}
