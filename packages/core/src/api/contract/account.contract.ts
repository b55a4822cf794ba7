// The account calls: health, sign-up and sign-in, Google, tokens, CSRF, devices, theme, usage.

import { Schema } from "effect";
import { User } from "../../domain/account/user";
import { AnswerPreferences } from "../../domain/chat/aiRequest";
import {
  AuthStatus,
  CsrfResponse,
  GoogleSignInRequest,
  HandleRequest,
  HealthResponse,
  OtherSessionsRevoked,
  ProfileRequest,
  SessionInfo,
  SignInForm,
  SignUpRequest,
  ThemeRequest,
  TokenResponse,
  UsageResponse,
} from "../../domain/schemas/auth";
import { OkResponse } from "../../domain/schemas/common";
import { endpoint } from "./endpoint";

export const healthEndpoints = {
  check: endpoint("GET", "/health", { response: HealthResponse, access: "public" }),
};

export const authEndpoints = {
  google: endpoint("POST", "/auth/google", { body: GoogleSignInRequest, response: TokenResponse, access: "public" }),
  logout: endpoint("POST", "/auth/logout", { response: OkResponse, access: "public" }),
  status: endpoint("GET", "/auth/status", { response: AuthStatus, access: "public" }),
  /** Ours: the refresh cookie in, a new access token (and a rotated cookie) out. */
  refresh: endpoint("POST", "/auth/refresh", { response: TokenResponse, access: "public" }),
  /** Ours: a CSRF token for the `X-CSRF-Token` header. */
  csrf: endpoint("GET", "/auth/csrf", { response: CsrfResponse, access: "public", cache: "none" }),
  /** Ours: the devices signed in to this account. */
  sessions: endpoint("GET", "/auth/sessions", { response: Schema.Array(SessionInfo) }),
  /** Ours: sign out one device. */
  revokeSession: endpoint("DELETE", "/auth/sessions/{id}", { response: OkResponse }),
  /** Ours: sign out every device but this one. */
  revokeOtherSessions: endpoint("POST", "/auth/sessions/revoke-others", { response: OtherSessionsRevoked }),
};

export const usersEndpoints = {
  /** Ours: create an account with e-mail and password; signs the new user in. */
  signUp: endpoint("POST", "/users/signup", { body: SignUpRequest, response: TokenResponse, access: "public" }),
  signIn: endpoint("POST", "/users/signin", {
    body: SignInForm,
    encoding: "form",
    response: TokenResponse,
    access: "public",
  }),
  me: endpoint("GET", "/users/me", { response: User }),
  setTheme: endpoint("PATCH", "/users/me/theme", { body: ThemeRequest, response: User }),
  /** Ours: change the name shown in the app. */
  updateProfile: endpoint("PATCH", "/users/me", { body: ProfileRequest, response: User }),
  /** Ours: choose the public handle shared prompts carry; 400 handle_taken when another user has it. */
  setHandle: endpoint("PUT", "/users/me/handle", { body: HandleRequest, response: User }),
  /** Ours: the user's default search depth, complexity and verbosity for answers. */
  preferences: endpoint("GET", "/users/me/preferences", { response: AnswerPreferences }),
  setPreferences: endpoint("PUT", "/users/me/preferences", { body: AnswerPreferences, response: AnswerPreferences }),
};

export const usageEndpoints = {
  /** Ours: requests per day by kind, for the usage page. */
  daily: endpoint("GET", "/usage", { response: UsageResponse }),
};
