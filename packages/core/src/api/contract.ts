// The /v1 contract, written once: each call's method, path, body and response shapes and time-out
// class. The client sends with it, the server decodes with it, the tests read it.
import type { Schema } from "effect";
import { User } from "../domain/user";
import { HealthResponse, OkResponse, SignInForm, SignUpRequest, TokenResponse } from "./schemas";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** How the body travels: JSON, an HTML form (`application/x-www-form-urlencoded`), or none. */
export type BodyEncoding = "json" | "form" | "none";
/** default 30 s; long 120 s (summaries, readability, pillar reports, sanity checks); none. */
export type TimeoutClass = "default" | "long" | "none";
/** Who may call: anyone, or a signed-in user (Bearer token). */
export type Access = "public" | "user";

export interface Endpoint<Body extends Schema.Top | undefined, Response extends Schema.Top> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly body: Body;
  readonly bodyEncoding: BodyEncoding;
  readonly response: Response;
  readonly timeout: TimeoutClass;
  readonly access: Access;
}

// biome-ignore lint/suspicious/noExplicitAny: a list of endpoints holds many shapes.
export type AnyEndpoint = Endpoint<any, any>;
export type BodyOf<E extends AnyEndpoint> = E["body"] extends Schema.Top ? E["body"]["Type"] : undefined;
export type ResponseOf<E extends AnyEndpoint> = E["response"]["Type"];

function get<Response extends Schema.Top>(
  path: string,
  response: Response,
  access: Access = "user",
): Endpoint<undefined, Response> {
  return { method: "GET", path, body: undefined, bodyEncoding: "none", response, timeout: "default", access };
}

function send<Body extends Schema.Top | undefined, Response extends Schema.Top>(
  method: Exclude<HttpMethod, "GET">,
  path: string,
  spec: { body: Body; response: Response; encoding?: BodyEncoding; access?: Access; timeout?: TimeoutClass },
): Endpoint<Body, Response> {
  return {
    method,
    path,
    body: spec.body,
    bodyEncoding: spec.body === undefined ? "none" : (spec.encoding ?? "json"),
    response: spec.response,
    timeout: spec.timeout ?? "default",
    access: spec.access ?? "user",
  };
}

export const endpoints = {
  health: get("/health", HealthResponse, "public"),
  /** Ours: create an account with e-mail and password; signs the new user in. */
  signUp: send("POST", "/users/signup", { body: SignUpRequest, response: TokenResponse, access: "public" }),
  signIn: send("POST", "/users/signin", {
    body: SignInForm,
    response: TokenResponse,
    encoding: "form",
    access: "public",
  }),
  /** Ours: the refresh cookie in, a new access token (and a rotated cookie) out. */
  refresh: send("POST", "/auth/refresh", { body: undefined, response: TokenResponse, access: "public" }),
  logout: send("POST", "/auth/logout", { body: undefined, response: OkResponse, access: "public" }),
  me: get("/users/me", User),
} as const;

export type Endpoints = typeof endpoints;
