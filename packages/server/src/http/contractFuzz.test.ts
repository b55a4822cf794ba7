// Every /v1 call of the contract, fed what an attacker or a broken client sends: values its own
// schemas generate (Effect's schema arbitraries), then the same with a field swapped by fast-check
// for something hostile (NUL, lone surrogates, huge text and numbers, wrong types), whole random
// JSON, and hostile path parameters. The server must never answer 5xx, and every error must be
// `{detail, code}` without a stack trace. Every text and list of a request has a bound (issue 32):
// one past it, in any field, is refused with 400 naming the field.
import {
  type AnyEndpoint,
  contract,
  findUnstorableText,
  isStreaming,
  MAX_REQUEST_BODY_BYTES,
  requestParts,
  toStorableText,
} from "@moatwise/core";
import { Arbitrary, Effect, Result, Schema } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server";
import { minimalPdf } from "../testing/minimalPdf";
import { scaledRuns } from "../testing/propertyRuns";
import { type Member, signUpMember, startTestServer } from "../testing/testServer";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ researchOpen: true });
});
afterAll(() => server.close());

const RUNS_PER_ENDPOINT = 14;

/** Percent-encodes text the way a client that does not care about UTF-8 might: lone surrogates as their own 3 bytes. */
function rawEncode(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    out +=
      char.length === 1 && code >= 0xd800 && code <= 0xdfff
        ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
            .map((byte) => `%${byte.toString(16).toUpperCase()}`)
            .join("")
        : encodeURIComponent(char);
  }
  return out;
}

const hostileText = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\uD800",
    "x\uDFFFy",
    "__proto__",
    "constructor",
    "../../etc/passwd",
    "%00",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "🍎".repeat(500),
    "AAPL",
    "",
    " ",
  ),
  fc.nat({ max: 300_000 }).map((length) => "w".repeat(length)),
  fc.string({ unit: "binary", maxLength: 60 }),
);
const hostileNumber = fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31, 2 ** 31 - 1, 2 ** 53, 1e308, -1e308, 4_294_967_296);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  fc.constantFrom(null, true, false, [], {}, [[[[[]]]]], { "\u0000": 1 }),
  fc.array(hostileText, { maxLength: 3 }),
);

/** A few values the endpoint's schema itself generates, in their encoded (wire) form. */
function samplesOf(schema: Schema.Top | undefined, count = 8): unknown[] {
  if (!schema) return [{}];
  try {
    const decoded = Effect.runSync(Arbitrary.sampleEffect(Arbitrary.schema(schema), { count } as never));
    const encode = Schema.encodeUnknownSync(schema as Schema.Codec<unknown, unknown>);
    return decoded.flatMap((value) => {
      try {
        return [encode(value)];
      } catch {
        return [];
      }
    });
  } catch {
    return [{}];
  }
}

/** A sample with one of its fields swapped for a hostile value, or a hostile key added. */
function mutated(sample: unknown): fc.Arbitrary<unknown> {
  if (typeof sample !== "object" || sample === null || Array.isArray(sample)) return hostileValue;
  const keys = Object.keys(sample);
  return fc
    .tuple(fc.constantFrom(...keys, "extra\u0000key", "__proto__"), hostileValue)
    .map(([key, value]) => ({ ...(sample as object), [key]: value }));
}

function inputFor(schema: Schema.Top | undefined): fc.Arbitrary<unknown> {
  const samples = samplesOf(schema);
  const sample = fc.constantFrom(...samples);
  return fc.oneof(
    { weight: 2, arbitrary: sample },
    { weight: 5, arbitrary: sample.chain(mutated) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: hostileValue },
  );
}

const pathParam = fc.oneof(
  fc.uuid().map((id) => id),
  fc.constantFrom("AAPL", "%00", "%ED%A0%80", "%FF", "..", "%2F", "a%00b", "1".repeat(3000), "__proto__"),
  hostileText.filter((text) => text.length > 0 && text.length < 2000).map(rawEncode),
);

function queryString(query: unknown): string {
  if (typeof query !== "object" || query === null) return `?q=${rawEncode(String(query))}`;
  const pairs = Object.entries(query).map(([key, value]) => {
    const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
    return `${rawEncode(key)}=${rawEncode(text)}`;
  });
  return pairs.length > 0 ? `?${pairs.join("&")}` : "";
}

function bodyFor(endpoint: AnyEndpoint, body: unknown): { body?: string | FormData; headers: Record<string, string> } {
  if (endpoint.bodyEncoding === "none" && body === undefined) return { headers: {} };
  if (endpoint.bodyEncoding === "form") {
    const fields = typeof body === "object" && body !== null ? Object.entries(body) : [["value", body]];
    const text = fields.map(([key, value]) => `${rawEncode(String(key))}=${rawEncode(String(value))}`).join("&");
    return { body: text, headers: { "content-type": "application/x-www-form-urlencoded" } };
  }
  if (endpoint.bodyEncoding === "multipart") {
    const form = new FormData();
    const text = typeof body === "string" ? body : (JSON.stringify(body) ?? "");
    if (text.length % 3 === 0)
      form.append("file", new Blob([minimalPdf([text.slice(0, 200).replace(/[^ -~]/g, "")])]), "a.pdf");
    else if (text.length % 3 === 1) form.append("file", new Blob([text]), rawEncode(text).slice(0, 300));
    else form.append("note", text);
    return { body: form, headers: {} };
  }
  return { body: JSON.stringify(body) ?? "null", headers: { "content-type": "application/json" } };
}

interface Call {
  readonly params: string[];
  readonly query: unknown;
  readonly body: unknown;
}

async function send(member: Member, endpoint: AnyEndpoint, call: Call) {
  let index = 0;
  const path = endpoint.path.replace(/\{\w+\}/g, () => call.params[index++] ?? "x");
  const search = endpoint.query ? queryString(call.query) : "";
  const { body, headers } = bodyFor(endpoint, call.body);
  const answer = await member.browser.request(`/v1${path}${search}`, {
    method: endpoint.method,
    headers: { ...member.auth, ...headers },
    ...(body === undefined ? {} : { body }),
  });
  const text = await answer.text();
  return { status: answer.status, type: answer.headers.get("content-type") ?? "", text };
}

function expectWellFormedAnswer(endpoint: AnyEndpoint, answer: { status: number; type: string; text: string }) {
  const where = `${endpoint.method} ${endpoint.path} answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeLessThan(500);
  if (answer.status < 400) return;
  expect(answer.type, where).toContain("application/json");
  const error = JSON.parse(answer.text) as { detail?: unknown; code?: unknown };
  expect(typeof error.detail, where).toBe("string");
  expect(typeof error.code, where).toBe("string");
  expect(String(error.detail), where).not.toMatch(/\n\s+at /);
}

const endpoints = Object.entries(contract).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
    name: `${area}.${name}`,
    endpoint,
  })),
);

describe("every contract endpoint, fuzzed", () => {
  it.each(endpoints)(
    "$name never answers 5xx and always explains an error",
    async ({ endpoint }) => {
      const member = await signUpMember(server.url, "fuzz");
      const params = Array.from({ length: (endpoint.path.match(/\{/g) ?? []).length }, () => pathParam);
      const call = fc.record({
        params: fc.tuple(...params).map((values) => values as string[]),
        query: endpoint.query ? inputFor(endpoint.query) : fc.constant(undefined),
        body: endpoint.body ? inputFor(endpoint.body) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(call, async (generated) => {
          expectWellFormedAnswer(endpoint, await send(member, endpoint, generated));
        }),
        { numRuns: scaledRuns(isStreaming(endpoint) ? RUNS_PER_ENDPOINT / 2 : RUNS_PER_ENDPOINT) },
      );
    },
    120_000,
  );
});

/** Every string field of a value, as a path of keys, at any depth. */
function stringFields(value: unknown, path: string[] = []): string[][] {
  if (typeof value === "string") return [path];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringFields(child, [...path, key]));
}

function withText(value: unknown, path: ReadonlyArray<string>, text: string): unknown {
  if (path.length === 0) return text;
  const [key = "", ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key] = withText(copy[key], rest, text);
  return copy;
}

describe("text no database can keep, in every field", () => {
  it.each(endpoints.filter(({ endpoint }) => endpoint.body && endpoint.bodyEncoding === "json"))(
    "$name refuses a NUL or a lone surrogate in each text field of its body, naming the field",
    async ({ endpoint }) => {
      const member = await signUpMember(server.url, "text");
      const params = (endpoint.path.match(/\{/g) ?? []).map(() => crypto.randomUUID());
      const clean = samplesOf(endpoint.body).filter((sample) => findUnstorableText(sample) === null);
      for (const sample of clean.slice(0, 3)) {
        for (const field of stringFields(sample)) {
          for (const bad of ["a\u0000b", "a\uD800b"]) {
            const answer = await send(member, endpoint, {
              params,
              query: undefined,
              body: withText(sample, field, bad),
            });
            expectWellFormedAnswer(endpoint, answer);
            // A planned call, and Google sign-in on a server without it, refuse before reading the body.
            if (["not_found", "google_not_configured"].includes(JSON.parse(answer.text).code)) continue;
            expect(answer.status, `${endpoint.path} ${field.join(".")}`).toBe(400);
            expect(JSON.parse(answer.text)).toMatchObject({ code: "invalid_text" });
            expect(JSON.parse(answer.text).detail).toContain(field.join("."));
          }
        }
      }
    },
    60_000,
  );

  it("refuses them at sign-up and sign-in, which need no account", async () => {
    const member = await signUpMember(server.url, "text");
    const signUp = await send(member, contract.users.signUp, {
      params: [],
      query: undefined,
      body: { email: "nul@example.com", password: "correct horse\u0000battery" },
    });
    expect(signUp.status).toBe(400);
    expect(JSON.parse(signUp.text)).toEqual({
      code: "invalid_text",
      detail: "password: must not contain a NUL character",
    });
    const signIn = await send(member, contract.users.signIn, {
      params: [],
      query: undefined,
      body: { username: "a\u0000@example.com", password: "whatever1" },
    });
    expect(signIn.status).toBe(400);
    expect(JSON.parse(signIn.text).detail).toBe("username: must not contain a NUL character");
  });

  it("refuses them in an address's path and query", async () => {
    const member = await signUpMember(server.url, "text");
    const inPath = await member.browser.request("/v1/highlights/document/a%00b", { headers: member.auth });
    expect(inPath.status).toBe(400);
    expect(await inPath.json()).toMatchObject({ code: "invalid_url" });
    const inQuery = await member.browser.request("/v1/notes?symbol=%ED%A0%80", { headers: member.auth });
    expect(inQuery.status).toBe(400);
    const nul = await member.browser.request("/v1/notes?symbol=A%00", { headers: member.auth });
    expect(await nul.json()).toEqual({ code: "invalid_query", detail: "symbol: must not contain a NUL character" });
  });
});

/** `materials.3.content` → `materials.[].content`, the path `requestParts` names a list's items by. */
const schemaPath = (path: ReadonlyArray<string>) => path.map((key) => (/^\d+$/.test(key) ? "[]" : key)).join(".");

/** Every list of a value (at any depth, the value itself included) with at least one item, as a path of keys. */
function listFields(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== "object" || value === null) return [];
  const inside = Object.entries(value).flatMap(([key, child]) => listFields(child, [...path, key]));
  return Array.isArray(value) && value.length > 0 ? [path, ...inside] : inside;
}

function valueAt(value: unknown, path: ReadonlyArray<string>): unknown {
  return path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], value);
}

function withValue(value: unknown, path: ReadonlyArray<string>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [key = "", ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string, unknown>;
  copy[key] = withValue(copy[key], rest, replacement);
  return copy;
}

/** A sample with every NUL made a "0" and every lone surrogate a U+FFFD: storable, and each text as long as it was. */
function storable(value: unknown): unknown {
  if (typeof value === "string") return toStorableText(value.replaceAll("\u0000", "0"));
  if (Array.isArray(value)) return value.map(storable);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, storable(child)]));
}

/**
 * Storable samples the schema itself decodes (40, so that most optional fields turn up), and in
 * them each field shape (`a.[].b`) once: in the first sample that has it.
 */
function fieldsOnce(schema: Schema.Top, fieldsOf: (sample: unknown) => string[][]) {
  const decodes = (sample: unknown) =>
    Result.isSuccess(Schema.decodeUnknownResult(schema as Schema.Codec<unknown, unknown>)(sample));
  const seen = new Set<string>();
  return samplesOf(schema, 40)
    .map(storable)
    .filter(decodes)
    .flatMap((sample) =>
      fieldsOf(sample).flatMap((field) => {
        const shape = schemaPath(field);
        if (seen.has(shape)) return [];
        seen.add(shape);
        return [{ sample, field, shape }];
      }),
    );
}

const textBounds = (schema: Schema.Top | undefined) =>
  schema ? requestParts(schema).flatMap((part) => (part.kind === "text" && part.max ? [part.max] : [])) : [];
const withBody = endpoints.filter(({ endpoint }) => endpoint.body && endpoint.bodyEncoding !== "multipart");
const withQuery = endpoints.filter(({ endpoint }) => endpoint.query);
/** One character past the longest text any body takes (a note's HTML, research material): past every bound, and under the body limit. */
const OVERSIZE_BODY_TEXT = Math.max(...withBody.flatMap(({ endpoint }) => textBounds(endpoint.body))) + 1;
const OVERSIZE_QUERY_TEXT = Math.max(...withQuery.flatMap(({ endpoint }) => textBounds(endpoint.query))) + 1;

/** A refusal of a field too long or a list too long: 400 naming it, or, past the body limit, 413. */
function expectRefusedNaming(endpoint: AnyEndpoint, answer: { status: number; text: string }, field: string) {
  const where = `${endpoint.method} ${endpoint.path} ${field} answered ${answer.status}: ${answer.text.slice(0, 300)}`;
  expect(answer.status, where).toBeGreaterThanOrEqual(400);
  const { code, detail } = JSON.parse(answer.text) as { code: string; detail: string };
  // A planned call, and Google sign-in on a server without it, refuse before reading the body.
  if (["not_found", "google_not_configured"].includes(code)) return;
  if (answer.status === 413) return expect(code, where).toBe("body_too_large");
  expect(answer.status, where).toBe(400);
  expect(detail, where).toContain(field === "" ? "" : `${field}:`);
}

describe("bounds everywhere: text and lists past their bound, in every field", () => {
  it("finds the bounds it tests past", () => {
    expect(OVERSIZE_BODY_TEXT).toBeGreaterThan(100_000);
    // The oversize text is sent as ASCII, a byte a character, so the field's 400 comes before the body's 413.
    expect(OVERSIZE_BODY_TEXT + 1024).toBeLessThan(MAX_REQUEST_BODY_BYTES);
    expect(OVERSIZE_QUERY_TEXT).toBeGreaterThan(100);
  });

  it.each(withBody)(
    "$name refuses each text field of its body one character past the longest bound, naming the field",
    async ({ endpoint }) => {
      const member = await signUpMember(server.url, "bounds");
      const params = (endpoint.path.match(/\{/g) ?? []).map(() => crypto.randomUUID());
      const oversize = "w".repeat(OVERSIZE_BODY_TEXT);
      const fields = fieldsOnce(endpoint.body as Schema.Top, (value) => stringFields(value));
      expect(fields.length > 0 || !requestParts(endpoint.body as Schema.Top).some((part) => part.kind === "text")).toBe(
        true,
      );
      for (const { sample, field } of fields) {
        const answer = await send(member, endpoint, {
          params,
          query: undefined,
          body: withText(sample, field, oversize),
        });
        expectWellFormedAnswer(endpoint, answer);
        expectRefusedNaming(endpoint, answer, field.join("."));
      }
    },
    60_000,
  );

  it.each(withBody)(
    "$name refuses each list of its body one item past its bound, naming the list",
    async ({ endpoint }) => {
      const member = await signUpMember(server.url, "bounds");
      const params = (endpoint.path.match(/\{/g) ?? []).map(() => crypto.randomUUID());
      const lists = requestParts(endpoint.body as Schema.Top).filter((part) => part.kind === "list");
      for (const { sample, field, shape } of fieldsOnce(endpoint.body as Schema.Top, listFields)) {
        const bound = lists.find((list) => list.path === shape)?.max;
        expect(bound, `${endpoint.path} ${shape} has a bound`).toBeTypeOf("number");
        const items = valueAt(sample, field) as unknown[];
        const longer = Array.from({ length: (bound as number) + 1 }, (_, index) => items[index % items.length]);
        const answer = await send(member, endpoint, {
          params,
          query: undefined,
          body: withValue(sample, field, longer),
        });
        expectWellFormedAnswer(endpoint, answer);
        expectRefusedNaming(endpoint, answer, field.join("."));
      }
    },
    60_000,
  );

  it.each(withBody.filter(({ endpoint }) => endpoint.bodyEncoding === "json"))(
    "$name refuses 1,000,000 characters in a field (400 naming it), and a body past the limit (413)",
    async ({ endpoint }) => {
      const member = await signUpMember(server.url, "bounds");
      const params = (endpoint.path.match(/\{/g) ?? []).map(() => crypto.randomUUID());
      const [first] = fieldsOnce(endpoint.body as Schema.Top, (value) => stringFields(value));
      const body = (length: number) =>
        first ? withText(first.sample, first.field, "w".repeat(length)) : ["w".repeat(length)];
      const million = await send(member, endpoint, { params, query: undefined, body: body(1_000_000) });
      expectWellFormedAnswer(endpoint, million);
      expectRefusedNaming(endpoint, million, first?.field.join(".") ?? "");
      const past = await send(member, endpoint, { params, query: undefined, body: body(MAX_REQUEST_BODY_BYTES) });
      expectWellFormedAnswer(endpoint, past);
      expect(past.status, endpoint.path).toBe(413);
    },
    60_000,
  );

  it.each(withQuery)(
    "$name refuses each text of its query one character past the longest bound, naming it",
    async ({ endpoint }) => {
      const member = await signUpMember(server.url, "bounds");
      const params = (endpoint.path.match(/\{/g) ?? []).map(() => crypto.randomUUID());
      const oversize = "w".repeat(OVERSIZE_QUERY_TEXT);
      for (const { sample, field } of fieldsOnce(endpoint.query as Schema.Top, (value) => stringFields(value))) {
        const answer = await send(member, endpoint, {
          params,
          query: withText(sample, field, oversize),
          body: undefined,
        });
        expectWellFormedAnswer(endpoint, answer);
        expectRefusedNaming(endpoint, answer, field.join("."));
      }
    },
    60_000,
  );
});
