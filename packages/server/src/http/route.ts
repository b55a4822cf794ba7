// One /v1 call served as the contract declares it: the method and path come from the endpoint,
// the signed-in check from its access, the query and body are decoded with its schemas, and a
// JSON answer is encoded with its response schema (so nothing the contract does not name leaves
// the server). A handler sees typed input and returns the value; streams and files return a
// Response of their own.
import type { AnyEndpoint, BodyOf, PathParamName, QueryOf, ResponseOf } from "@moatwise/core";
import { Schema } from "effect";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { decodeOr400, readForm, readJson } from "./decode";

export interface Call<E extends AnyEndpoint> {
  readonly c: Context<AppEnv>;
  readonly query: QueryOf<E>;
  readonly body: BodyOf<E>;
  /** A path parameter, by its name in the contract's template (`{id}` → "id"): no other name compiles. */
  readonly param: (name: PathParamName<E["path"]>) => string;
  /** The signed-in user; only for endpoints whose access is not public. */
  readonly userId: string;
  /**
   * The answer for a value that is kept and never changed (a cached profile): encoded and
   * serialised once, and the same text sent to every caller after that.
   */
  readonly cached: (value: ResponseOf<E> & object) => Response;
}

/** An answer with a status other than 200. */
export class Answer<T> {
  constructor(
    readonly value: T,
    readonly status: 200 | 201,
  ) {}
}

/** A thing made by the call: 201 Created. */
export const created = <T>(value: T) => new Answer(value, 201);

type Answered<E extends AnyEndpoint> = ResponseOf<E> | Answer<ResponseOf<E>> | Response;
export type Handler<E extends AnyEndpoint> = (call: Call<E>) => Answered<E> | Promise<Answered<E>>;

/** A contract endpoint with the handler that serves it, ready to be registered. */
export interface ServedRoute {
  readonly endpoint: AnyEndpoint;
  readonly register: (app: Hono<AppEnv>, signedIn: MiddlewareHandler<AppEnv>) => void;
}

/** `/notes/{id}/organize` → `/notes/:id/organize`. */
export const honoPath = (template: string) => template.replace(/\{([^}]+)\}/g, ":$1");

async function bodyOf(endpoint: AnyEndpoint, c: Context<AppEnv>): Promise<unknown> {
  if (endpoint.body === undefined) return undefined;
  if (endpoint.bodyEncoding === "json") return decodeOr400(endpoint.body, await readJson(c));
  if (endpoint.bodyEncoding === "form") return decodeOr400(endpoint.body, await readForm(c));
  // Multipart bodies carry files; their handler reads them within its own size limit.
  return undefined;
}

function userIdOf(endpoint: AnyEndpoint, c: Context<AppEnv>): string {
  if (endpoint.access === "public") {
    throw new Error(`${endpoint.method} ${endpoint.path} is public: it has no signed-in user.`);
  }
  return c.get("userId");
}

/** Serialises encoded values once per value (see `Call.cached`). */
function onceSerialised(encode: (value: unknown) => unknown) {
  const serialised = new WeakMap<object, string>();
  return (c: Context<AppEnv>, value: object): Response => {
    let text = serialised.get(value);
    if (text === undefined) {
      text = JSON.stringify(encode(value));
      serialised.set(value, text);
    }
    return c.body(text, 200, { "content-type": "application/json" });
  };
}

export interface RouteOptions {
  /** Middleware of this call alone, run after the access check (a larger body limit). */
  readonly before?: ReadonlyArray<MiddlewareHandler<AppEnv>>;
}

export function route<E extends AnyEndpoint>(
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): ServedRoute {
  const encode = Schema.encodeUnknownSync(endpoint.response as Schema.Codec<unknown, unknown>);
  const cachedAnswer = onceSerialised(encode);
  const serve = async (c: Context<AppEnv>) => {
    const call: Call<E> = {
      c,
      query: (endpoint.query === undefined
        ? undefined
        : decodeOr400(endpoint.query, c.req.query(), "invalid_query")) as QueryOf<E>,
      body: (await bodyOf(endpoint, c)) as BodyOf<E>,
      param: (name) => c.req.param(name as string) ?? "",
      get userId() {
        return userIdOf(endpoint, c);
      },
      cached: (value) => cachedAnswer(c, value),
    };
    const answered = await handler(call);
    if (answered instanceof Response) return answered;
    const { value, status } = answered instanceof Answer ? answered : new Answer(answered, 200);
    return c.json(encode(value) as object, status);
  };
  return {
    endpoint,
    register: (app, signedIn) => {
      const path = honoPath(endpoint.path);
      const access = endpoint.access === "public" ? [] : [signedIn];
      const chain: [MiddlewareHandler<AppEnv>, ...MiddlewareHandler<AppEnv>[]] = [
        ...access,
        ...(options.before ?? []),
        serve,
      ] as unknown as [MiddlewareHandler<AppEnv>, ...MiddlewareHandler<AppEnv>[]];
      app.on(endpoint.method, path, ...chain);
    },
  };
}

/** A router of contract routes: each registered with its access check. */
export function servedRoutes(signedIn: MiddlewareHandler<AppEnv>, routes: ReadonlyArray<ServedRoute>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const served of routes) served.register(app, signedIn);
  return app;
}
