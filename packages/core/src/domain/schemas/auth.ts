// Shapes of the account calls: sign-up, sign-in, Google, tokens, CSRF, sessions, theme, usage.
import { Schema } from "effect";
import { Theme, User } from "../account/user";
import {
  EMAIL_MAX_LENGTH,
  HANDLE_MAX_CHARS,
  HANDLE_MIN_CHARS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
} from "../constants";
import { boundedText, Id, IsoDate, IsoDateTime } from "./common";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Email = Schema.String.check(
  Schema.isMaxLength(EMAIL_MAX_LENGTH, { message: `must be at most ${EMAIL_MAX_LENGTH} characters` }),
  Schema.isPattern(EMAIL_PATTERN, { message: "must be a valid e-mail address" }),
);

export const NewPassword = Schema.String.check(
  Schema.isMinLength(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` }),
  Schema.isMaxLength(PASSWORD_MAX_LENGTH, { message: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
);

/** At sign-in any length up to the maximum is checked against the hash; longer is malformed. */
export const GivenPassword = Schema.String.check(
  Schema.isMinLength(1, { message: "is required" }),
  Schema.isMaxLength(PASSWORD_MAX_LENGTH, { message: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
);

export const SignUpRequest = Schema.Struct({
  email: Email,
  password: NewPassword,
  username: Schema.optionalKey(
    Schema.String.check(
      Schema.isMaxLength(USERNAME_MAX_LENGTH, { message: `must be at most ${USERNAME_MAX_LENGTH} characters` }),
    ),
  ),
});
export type SignUpRequest = typeof SignUpRequest.Type;

/** Form fields of POST /users/signin: `username` carries the e-mail, as the spec's call does. */
export const SignInForm = Schema.Struct({
  username: Schema.String.check(
    Schema.isMinLength(1, { message: "is required" }),
    Schema.isMaxLength(EMAIL_MAX_LENGTH, { message: `must be at most ${EMAIL_MAX_LENGTH} characters` }),
  ),
  password: GivenPassword,
});
export type SignInForm = typeof SignInForm.Type;

export const TokenResponse = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.Literal("bearer"),
  expires_in: Schema.Finite,
  user: User,
});
export type TokenResponse = typeof TokenResponse.Type;

export const HealthResponse = Schema.Struct({
  status: Schema.Literal("ok"),
  database: Schema.Literals(["pglite", "postgres"]),
  migration: Schema.Struct({ applied: Schema.Finite, latest: Schema.NullOr(Schema.String) }),
});
export type HealthResponse = typeof HealthResponse.Type;

/** POST /auth/google: the ID token from Google Identity Services. */
export const GoogleSignInRequest = Schema.Struct({ id_token: boundedText(8192) });
export type GoogleSignInRequest = typeof GoogleSignInRequest.Type;

/** GET /auth/status: whether the cookie session is live, and what sign-in options exist. */
export const AuthStatus = Schema.Struct({
  authenticated: Schema.Boolean,
  user: Schema.NullOr(User),
  /** The Google client id when Google sign-in is configured, else null (no Google button). */
  google_client_id: Schema.NullOr(Schema.String),
  /**
   * Ours: whether the request carried a refresh cookie, live or not: only then has POST /auth/refresh
   * a session to restore, so a signed-out page load asks nothing that answers 401 (issue 43).
   */
  refresh_cookie: Schema.optionalKey(Schema.Boolean),
});
export type AuthStatus = typeof AuthStatus.Type;

/** GET /auth/csrf: the token to send as `X-CSRF-Token` on every non-GET request. */
export const CsrfResponse = Schema.Struct({ csrf_token: boundedText(256) });
export type CsrfResponse = typeof CsrfResponse.Type;

/** One signed-in device: a refresh-token family. */
export const SessionInfo = Schema.Struct({
  id: Id,
  createdAt: IsoDateTime,
  lastUsedAt: IsoDateTime,
  userAgent: Schema.NullOr(Schema.String),
  /** Roughly where it signed in: its network, never the address ("203.0.113.x"); null when unknown. */
  network: Schema.NullOr(Schema.String),
  current: Schema.Boolean,
});
export type SessionInfo = typeof SessionInfo.Type;

/** How many other devices "Sign out all other sessions" signed out. */
export const OtherSessionsRevoked = Schema.Struct({ signedOut: Schema.Finite });
export type OtherSessionsRevoked = typeof OtherSessionsRevoked.Type;

/** A theme to keep, or null to follow the device's (System). */
export const ThemeRequest = Schema.Struct({ theme: Schema.NullOr(Theme) });
export type ThemeRequest = typeof ThemeRequest.Type;

/** PATCH /users/me: the name shown in the app. */
export const ProfileRequest = Schema.Struct({
  username: Schema.Trim.check(
    Schema.isMinLength(1, { message: "is required" }),
    Schema.isMaxLength(USERNAME_MAX_LENGTH, { message: `must be at most ${USERNAME_MAX_LENGTH} characters` }),
  ),
});
export type ProfileRequest = typeof ProfileRequest.Type;

/** PUT /users/me/handle: the public handle shared prompts carry (unique; see HANDLE_MIN_CHARS). */
export const HandleRequest = Schema.Struct({
  handle: Schema.Trim.check(
    Schema.isPattern(new RegExp(`^[a-z0-9][a-z0-9-]{${HANDLE_MIN_CHARS - 2},${HANDLE_MAX_CHARS - 2}}[a-z0-9]$`), {
      message: `must be ${HANDLE_MIN_CHARS} to ${HANDLE_MAX_CHARS} characters of a-z, 0-9 and inner hyphens`,
    }),
  ),
});
export type HandleRequest = typeof HandleRequest.Type;

/** The kinds of request the usage page counts. */
export const UsageKind = Schema.Literals(["ai", "chat", "company", "financials", "research", "pdf"]);
export type UsageKind = typeof UsageKind.Type;

/** GET /usage: requests per day by kind, oldest day first. */
export const UsageResponse = Schema.Struct({
  days: Schema.Array(
    Schema.Struct({
      date: IsoDate,
      counts: Schema.Record(UsageKind, Schema.Finite),
    }),
  ),
});
export type UsageResponse = typeof UsageResponse.Type;
