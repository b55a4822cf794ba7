// The contract as methods, grouped by area: `api.company.profile({symbol})`,
// `api.chat.appendMessage(id, payload)`. Arguments follow one rule for every call: the path
// parameters in template order, then the body when there is one, then the query when there is
// one (optional when all its fields are), then per-call options.
import { Effect, type Schema } from "effect";
import { ApiClient, type ApiClientShape } from "./ApiClient";
import type { ApiError } from "./ApiError";
import type { Contract } from "./contract";
import { eagerContract } from "./contract/eagerContract";
import {
  type AnyEndpoint,
  type BodyOf,
  type PathArgs,
  pathParamNames,
  type QueryOf,
  type ResponseOf,
} from "./contract/endpoint";
import { LAZY_AREAS, type LazyArea } from "./contract/lazyAreas";
import type { CallOptions, RequestParts } from "./requestParts";

type BodyArgs<E extends AnyEndpoint> = E["body"] extends Schema.Top ? [body: BodyOf<E>] : [];
type QueryArgs<E extends AnyEndpoint> = E["query"] extends Schema.Top
  ? Partial<QueryOf<E>> extends QueryOf<E>
    ? [query?: QueryOf<E>]
    : [query: QueryOf<E>]
  : [];

export type ArgsOf<E extends AnyEndpoint> = [
  ...PathArgs<E["path"]>,
  ...BodyArgs<E>,
  ...QueryArgs<E>,
  options?: CallOptions,
];

/** JSON calls answer their decoded shape, binary calls a Blob, streaming calls the open Response. */
export type AnswerOf<E extends AnyEndpoint> = E["responseKind"] extends "json"
  ? ResponseOf<E>
  : E["responseKind"] extends "binary"
    ? Blob
    : Response;

export type TypedApi = {
  readonly [Area in keyof Contract]: {
    readonly [Name in keyof Contract[Area]]: Contract[Area][Name] extends AnyEndpoint
      ? (...args: ArgsOf<Contract[Area][Name]>) => Effect.Effect<AnswerOf<Contract[Area][Name]>, ApiError>
      : never;
  };
};

export type PromiseApi = {
  readonly [Area in keyof Contract]: {
    readonly [Name in keyof Contract[Area]]: Contract[Area][Name] extends AnyEndpoint
      ? (...args: ArgsOf<Contract[Area][Name]>) => Promise<AnswerOf<Contract[Area][Name]>>
      : never;
  };
};

/** Splits positional arguments into the request's parts and the call options. */
export function partsFromArgs(
  endpoint: AnyEndpoint,
  args: ReadonlyArray<unknown>,
): { parts: RequestParts; options: CallOptions } {
  const names = pathParamNames(endpoint.path);
  const params = Object.fromEntries(names.map((name, index) => [name, String(args[index])]));
  let next = names.length;
  const body = endpoint.body === undefined ? undefined : args[next++];
  const query = endpoint.query === undefined ? undefined : args[next++];
  const options = (args[next] ?? {}) as CallOptions;
  return { parts: { params, query, body }, options };
}

/** Every area as methods: an eager area's from its endpoints, a lazy area's loading them at its first call. */
function mapContract<Method>(
  toMethod: (endpoint: AnyEndpoint) => Method,
  lazyMethod: (area: LazyArea, name: string) => Method,
) {
  const eager = Object.entries(eagerContract).map(([area, endpoints]) => [
    area,
    Object.fromEntries(Object.entries(endpoints).map(([name, endpoint]) => [name, toMethod(endpoint as AnyEndpoint)])),
  ]);
  const lazy = (Object.keys(LAZY_AREAS) as LazyArea[]).map((area) => [
    area,
    // Not a thenable: an area awaited by mistake is the area, not a call named "then".
    new Proxy(
      {},
      { get: (_, name) => (typeof name === "string" && name !== "then" ? lazyMethod(area, name) : undefined) },
    ),
  ]);
  return Object.fromEntries([...eager, ...lazy]);
}

/** A lazy area's endpoint by name, its area loaded once. */
const loadedAreas = new Map<LazyArea, Promise<Record<string, AnyEndpoint>>>();
async function lazyEndpoint(area: LazyArea, name: string): Promise<AnyEndpoint> {
  let loading = loadedAreas.get(area);
  if (!loading) {
    // A failed load (the network dropped) is not kept: the next call tries again.
    loading = LAZY_AREAS[area]().catch((error: unknown) => {
      loadedAreas.delete(area);
      throw error;
    });
    loadedAreas.set(area, loading);
  }
  const endpoint = (await loading)[name];
  if (!endpoint) throw new Error(`The contract has no call ${area}.${name}.`);
  return endpoint;
}

const typedApis = new WeakMap<ApiClientShape, TypedApi>();

/** Every call as a method answering an Effect that fails with ApiError (built once per client). */
export function typedApi(client: ApiClientShape): TypedApi {
  let api = typedApis.get(client);
  if (!api) {
    const send = (endpoint: AnyEndpoint, args: ReadonlyArray<unknown>) => {
      const { parts, options } = partsFromArgs(endpoint, args);
      return client.send(endpoint, parts, options);
    };
    api = mapContract(
      (endpoint) =>
        (...args: unknown[]) =>
          send(endpoint, args),
      (area, name) =>
        (...args: unknown[]) =>
          Effect.flatMap(
            Effect.promise(() => lazyEndpoint(area, name)),
            (endpoint) => send(endpoint, args),
          ),
    ) as unknown as TypedApi;
    typedApis.set(client, api);
  }
  return api;
}

/** Uses the typed API of the ApiClient in context. */
export const withApi = <A, E>(use: (api: TypedApi) => Effect.Effect<A, E>): Effect.Effect<A, E, ApiClient> =>
  ApiClient.use((client) => use(typedApi(client)));

/** The same calls as Promises, for callers without Effect; `options.signal` aborts. */
export function promiseApi(client: ApiClientShape): PromiseApi {
  const send = (endpoint: AnyEndpoint, args: ReadonlyArray<unknown>) => {
    const { parts, options } = partsFromArgs(endpoint, args);
    return Effect.runPromise(client.send(endpoint, parts, options));
  };
  return mapContract(
    (endpoint) =>
      (...args: unknown[]) =>
        send(endpoint, args),
    (area, name) =>
      async (...args: unknown[]) =>
        send(await lazyEndpoint(area, name), args),
  ) as unknown as PromiseApi;
}
