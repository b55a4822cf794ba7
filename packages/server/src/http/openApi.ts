// The contract as an OpenAPI 3.1 document, generated from core's endpoints (method, path template,
// query, body and response schemas, access) with Effect Schema's JSON Schema (draft 2020-12, which
// OpenAPI 3.1 speaks). Written once per process and served at GET /v1/openapi.json; nothing here
// declares a shape of its own.
import type { AnyEndpoint, BodyEncoding, ResponseKind } from "@moatwise/core";
import { contract, pathParamNames } from "@moatwise/core";
import { Schema } from "effect";

type Json = { readonly [key: string]: unknown };

const REQUEST_MEDIA: Readonly<Record<Exclude<BodyEncoding, "none">, string>> = {
  json: "application/json",
  form: "application/x-www-form-urlencoded",
  multipart: "multipart/form-data",
};
const RESPONSE_MEDIA: Readonly<Record<ResponseKind, string>> = {
  json: "application/json",
  sse: "text/event-stream",
  dataLines: "text/plain",
  binary: "application/octet-stream",
};
const COMPONENTS = "#/components/schemas/";

/** Points the references of one schema's document at the document's shared components. */
const withComponentRefs = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withComponentRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string"
        ? inner.replace(/^#\/\$defs\//, COMPONENTS)
        : withComponentRefs(inner),
    ]),
  );
};

/** The JSON Schema of a contract schema, its definitions added to `components`. */
export function jsonSchemaOf(schema: Schema.Top, components: Record<string, unknown> = {}): Json {
  const document = Schema.toJsonSchemaDocument(schema);
  for (const [name, definition] of Object.entries(document.definitions)) {
    components[name] = withComponentRefs(definition);
  }
  return withComponentRefs(document.schema) as Json;
}

function parametersOf(endpoint: AnyEndpoint, components: Record<string, unknown>) {
  const inPath = pathParamNames(endpoint.path).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  if (endpoint.query === undefined) return inPath;
  const query = jsonSchemaOf(endpoint.query, components);
  const required = new Set((query.required as ReadonlyArray<string> | undefined) ?? []);
  const inQuery = Object.entries((query.properties as Json | undefined) ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

function operationOf(id: string, endpoint: AnyEndpoint, components: Record<string, unknown>) {
  const error = { $ref: `${COMPONENTS}Problem` };
  return {
    operationId: id,
    parameters: parametersOf(endpoint, components),
    ...(endpoint.body !== undefined && endpoint.bodyEncoding !== "none"
      ? {
          requestBody: {
            required: true,
            content: { [REQUEST_MEDIA[endpoint.bodyEncoding]]: { schema: jsonSchemaOf(endpoint.body, components) } },
          },
        }
      : {}),
    responses: {
      "2XX": {
        description: endpoint.responseKind === "json" ? "The answer." : "The answer, streamed: the shape of one event.",
        content: { [RESPONSE_MEDIA[endpoint.responseKind]]: { schema: jsonSchemaOf(endpoint.response, components) } },
      },
      default: {
        description: "A refusal or failure: what went wrong, and a code.",
        content: { "application/json": { schema: error } },
      },
    },
    security: endpoint.access === "public" ? [] : [{ bearer: [] }],
    ...(endpoint.access === "research" ? { "x-access": "research" } : {}),
  };
}

/** Every endpoint of the contract, with its area and name (`chat.getConversation`). */
export const contractEndpoints = (): ReadonlyArray<{ readonly id: string; readonly endpoint: AnyEndpoint }> =>
  Object.entries(contract).flatMap(([area, endpoints]) =>
    Object.entries(endpoints).map(([name, endpoint]) => ({ id: `${area}.${name}`, endpoint: endpoint as AnyEndpoint })),
  );

export function openApiDocument(): Json {
  const components: Record<string, unknown> = {
    Problem: {
      type: "object",
      properties: { detail: { type: "string" }, code: { type: "string" } },
      required: ["detail", "code"],
    },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { id, endpoint } of contractEndpoints()) {
    paths[endpoint.path] ??= {};
    (paths[endpoint.path] as Record<string, unknown>)[endpoint.method.toLowerCase()] = operationOf(
      id,
      endpoint,
      components,
    );
  }
  return {
    openapi: "3.1.0",
    info: { title: "Moatwise /v1", version: "1" },
    servers: [{ url: "/v1" }],
    paths,
    components: {
      schemas: components,
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
    },
  };
}
