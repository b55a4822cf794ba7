// Sign-up, sign-in, refresh and sign-out. The access token travels in the body; the refresh token
// only in an HttpOnly, SameSite=Lax cookie scoped to /v1/auth.
import {
  API_PREFIX,
  REFRESH_COOKIE_NAME,
  SignInForm,
  SignUpRequest,
  type TokenResponse,
  texts,
  type User,
} from "@moatwise/core";
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv, AppServices } from "../context";
import { decodeOr400, readForm, readJson } from "../decode";
import { HttpError, unauthorized } from "../errors";

const COOKIE_PATH = `${API_PREFIX}/auth`;

function cookieOptions(c: Context, maxAgeSeconds: number) {
  return {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "Lax" as const,
    secure: new URL(c.req.url).protocol === "https:",
    maxAge: maxAgeSeconds,
  };
}

export function authRouter(services: AppServices, refreshTtlSeconds: number) {
  const { users, accessTokens, refreshSessions } = services;

  async function tokenAnswer(c: Context, user: User, refreshToken: string): Promise<TokenResponse> {
    setCookie(c, REFRESH_COOKIE_NAME, refreshToken, cookieOptions(c, refreshTtlSeconds));
    return {
      access_token: await accessTokens.issue(user.id),
      token_type: "bearer",
      expires_in: accessTokens.ttlSeconds,
      user,
    };
  }

  const forgetCookie = (c: Context) => deleteCookie(c, REFRESH_COOKIE_NAME, { path: COOKIE_PATH });

  return new Hono<AppEnv>()
    .post("/users/signup", async (c) => {
      const request = decodeOr400(SignUpRequest, await readJson(c));
      const created = await users.create(request);
      if (!created.ok) throw new HttpError(409, "email_taken", texts.emailTaken);
      return c.json(await tokenAnswer(c, created.user, await refreshSessions.start(created.user.id)), 201);
    })
    .post("/users/signin", async (c) => {
      const form = decodeOr400(SignInForm, await readForm(c));
      const user = await users.authenticate(form.username, form.password);
      if (!user) throw unauthorized(texts.invalidCredentials, "invalid_credentials");
      return c.json(await tokenAnswer(c, user, await refreshSessions.start(user.id)));
    })
    .post("/auth/refresh", async (c) => {
      const presented = getCookie(c, REFRESH_COOKIE_NAME);
      if (!presented) throw unauthorized("No session to restore.", "no_session");
      const rotated = await refreshSessions.rotate(presented);
      const user = rotated.ok ? await users.findById(rotated.userId) : null;
      if (!rotated.ok || !user) {
        forgetCookie(c);
        throw unauthorized(texts.sessionExpired, "session_expired");
      }
      return c.json(await tokenAnswer(c, user, rotated.token));
    })
    .post("/auth/logout", async (c) => {
      const presented = getCookie(c, REFRESH_COOKIE_NAME);
      if (presented) await refreshSessions.revokeFamilyOf(presented);
      forgetCookie(c);
      return c.json({ ok: true as const });
    });
}
