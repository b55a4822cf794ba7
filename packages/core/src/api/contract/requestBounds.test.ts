// Bounds everywhere (issue 32): every text a /v1 request carries has a longest length and every
// list a largest count, so a new field without one fails here before anyone can store a megabyte in it.
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { AppendMessage } from "../../domain/schemas/chat";
import { IsoDate, IsoDateTime, Ticker } from "../../domain/schemas/common";
import type { AnyEndpoint } from "./endpoint";
import { contract } from "./index";
import { isBoundedPattern, requestParts, unboundedParts } from "./requestBounds";

/**
 * Request parts allowed to go without a bound, each with the reason. Empty: a multipart upload's
 * form is a class instance the walk does not enter (the PDF router bounds it by bytes), and
 * numbers from a query string are text only on the wire.
 */
const EXEMPT: ReadonlyArray<string> = [];

const requests = Object.entries(contract).flatMap(([area, calls]) =>
  Object.entries(calls as Record<string, AnyEndpoint>).flatMap(([name, endpoint]) =>
    (["query", "body"] as const).flatMap((part) => {
      const schema = endpoint[part];
      return schema ? [{ id: `${area}.${name} ${part}`, schema }] : [];
    }),
  ),
);

describe("every request of the contract is bounded", () => {
  it("reads the requests of the whole contract", () => {
    expect(requests.length).toBeGreaterThan(40);
    expect(requests.map(({ id }) => id)).toContain("chat.appendMessage body");
  });

  it.each(requests)("$id bounds every text, list and record", ({ id, schema }) => {
    const unbounded = unboundedParts(schema)
      .map((part) => `${id} ${part.path || "(the value)"} (${part.kind})`)
      .filter((where) => !EXEMPT.includes(where));
    expect(unbounded).toEqual([]);
  });

  it("bounds the names of the provider and model a message is saved with", () => {
    const parts = requestParts(AppendMessage);
    const max = (path: string) => parts.find((part) => part.path === path)?.max;
    expect(max("provider")).toBe(100);
    expect(max("model")).toBe(200);
    expect(max("assistantResponse.provider")).toBe(100);
    expect(max("assistantResponse.search_results")).toBe(50);
    const decode = Schema.decodeUnknownExit(AppendMessage);
    const long = "m".repeat(500_000);
    expect(decode({ role: "assistant", content: "Hi", provider: long })._tag).toBe("Failure");
    expect(decode({ role: "assistant", content: "Hi", model: long })._tag).toBe("Failure");
    expect(decode({ role: "assistant", content: "Hi", provider: "offline", model: "bm25" })._tag).toBe("Success");
  });
});

describe("the walk that finds unbounded parts", () => {
  it("names text, lists and records without a bound, where they sit", () => {
    const loose = Schema.Struct({
      name: Schema.String,
      tags: Schema.Array(Schema.String.check(Schema.isMaxLength(10))),
      nested: Schema.optionalKey(Schema.NullOr(Schema.Struct({ note: Schema.String }))),
      byKey: Schema.Record(Schema.String, Schema.Number),
    });
    expect(unboundedParts(loose)).toEqual([
      { path: "name", kind: "text", max: undefined },
      { path: "tags", kind: "list", max: undefined },
      { path: "nested.note", kind: "text", max: undefined },
      { path: "byKey", kind: "record", max: undefined },
      { path: "byKey.(a key)", kind: "text", max: undefined },
    ]);
  });

  it("accepts a maximum length, a maximum count, and a pattern that bounds the length", () => {
    const tight = Schema.Struct({
      name: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(40)),
      tags: Schema.Array(Ticker).check(Schema.isMaxLength(5)),
      day: IsoDate,
      byKey: Schema.Record(Ticker, Schema.Number).check(Schema.isMaxProperties(3)),
    });
    expect(unboundedParts(tight)).toEqual([]);
    expect(requestParts(tight).find((part) => part.path === "name")?.max).toBe(40);
  });

  it("tells a pattern that bounds its text's length from one that does not", () => {
    expect(isBoundedPattern("^[A-Za-z0-9][A-Za-z0-9.-]{0,9}$")).toBe(true);
    expect(isBoundedPattern("^\\d{4}-\\d{2}-\\d{2}$")).toBe(true);
    expect(isBoundedPattern("^[^\\r\\n]*$")).toBe(false);
    expect(isBoundedPattern("^a+$")).toBe(false);
    expect(isBoundedPattern("^a{2,}$")).toBe(false);
    expect(isBoundedPattern("[+*]")).toBe(false);
    expect(isBoundedPattern("^[+*]{1,3}$")).toBe(true);
    expect(unboundedParts(IsoDateTime)).toEqual([{ path: "", kind: "text", max: undefined }]);
  });
});
