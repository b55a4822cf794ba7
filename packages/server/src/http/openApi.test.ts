// GET /v1/openapi.json over real HTTP: an OpenAPI 3.1 document of the whole contract, each endpoint
// under its path and method with its path and query parameters and its request body's JSON Schema
// (read here from core's schemas with Effect, not from the generator), open without a session.
import { type AnyEndpoint, contract, pathParamNames } from "@moatwise/core";
import { Schema } from "effect";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server";
import { startTestServer } from "../testing/testServer";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Operation {
  readonly operationId: string;
  readonly parameters: ReadonlyArray<{ readonly name: string; readonly in: string; readonly required: boolean }>;
  readonly requestBody?: { readonly content: Record<string, { readonly schema: unknown }> };
  readonly responses: Record<string, unknown>;
  readonly security: ReadonlyArray<unknown>;
}
interface Document {
  readonly openapi: string;
  readonly paths: Record<string, Record<string, Operation>>;
  readonly components: { readonly schemas: Record<string, unknown> };
}

const everyEndpoint = Object.entries(contract).flatMap(([area, endpoints]) =>
  Object.entries(endpoints).map(([name, endpoint]) => ({ id: `${area}.${name}`, endpoint: endpoint as AnyEndpoint })),
);
const MEDIA = { json: "application/json", form: "application/x-www-form-urlencoded", multipart: "multipart/form-data" };
/** The JSON Schema Effect writes for a schema, its references pointed at the document's components. */
const expectedSchema = (schema: Schema.Top) =>
  JSON.parse(
    JSON.stringify(Schema.toJsonSchemaDocument(schema).schema).replaceAll("#/$defs/", "#/components/schemas/"),
  );

const read = async () => {
  const response = await fetch(`${server.url}/v1/openapi.json`);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    document: (await response.json()) as Document,
  };
};

describe("GET /v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document, served without a session", async () => {
    const { status, type, document } = await read();
    expect(status).toBe(200);
    expect(type).toContain("application/json");
    expect(document.openapi).toBe("3.1.0");
  });

  it("holds every endpoint of the contract under its path and method, with its parameters and request schema", async () => {
    const { document } = await read();
    const missing: string[] = [];
    for (const { id, endpoint } of everyEndpoint) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      if (!operation) {
        missing.push(`${endpoint.method} ${endpoint.path}`);
        continue;
      }
      expect(operation.operationId).toBe(id);
      const inPath = operation.parameters.filter((parameter) => parameter.in === "path").map((p) => p.name);
      expect(`${id}: ${inPath.join(",")}`).toBe(`${id}: ${pathParamNames(endpoint.path).join(",")}`);
      if (endpoint.query !== undefined) {
        const properties = Object.keys(
          (Schema.toJsonSchemaDocument(endpoint.query).schema as { properties?: object }).properties ?? {},
        );
        const inQuery = operation.parameters.filter((parameter) => parameter.in === "query").map((p) => p.name);
        expect(inQuery.sort()).toEqual(properties.sort());
      }
      if (endpoint.body !== undefined && endpoint.bodyEncoding !== "none") {
        const media = MEDIA[endpoint.bodyEncoding];
        expect(operation.requestBody?.content[media]?.schema).toEqual(expectedSchema(endpoint.body));
      } else {
        expect(`${id}: ${operation.requestBody === undefined}`).toBe(`${id}: true`);
      }
      expect(`${id}: ${operation.security.length === 0}`).toBe(`${id}: ${endpoint.access === "public"}`);
    }
    expect(missing).toEqual([]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(everyEndpoint.length);
  });

  it("names the bounds a body keeps: a chat message's text is 1 to 100,000 characters", async () => {
    const { document } = await read();
    const append = document.paths["/chat/conversations/{id}/messages"]?.post;
    const schema = append?.requestBody?.content["application/json"]?.schema as {
      properties: { content: { minLength: number; maxLength: number } };
    };
    expect(schema.properties.content).toMatchObject({ minLength: 1, maxLength: 100_000 });
  });

  it("resolves every reference it holds within the document", async () => {
    const { document } = await read();
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] ?? "");
    const unresolved = references.filter(
      (reference) =>
        !reference.startsWith("#/components/schemas/") || !(reference.slice(21) in document.components.schemas),
    );
    expect(unresolved).toEqual([]);
  });
});
