// Reads a request body and decodes it with a schema from the core contract; anything malformed
// becomes a 400 that names the field at fault. Text no database can keep (a NUL, a lone
// surrogate) is refused here, before any schema, for every body, form and query at once.
import { describeSchemaIssue, describeUnstorableText, findUnstorableText } from "@moatwise/core";
import { Result, Schema } from "effect";
import type { Context } from "hono";
import { badRequest, HttpError } from "./errors";

export function decodeOr400<T, E>(schema: Schema.Codec<T, E>, input: unknown, code = "invalid_body"): T {
  const unstorable = findUnstorableText(input);
  if (unstorable) throw badRequest(describeUnstorableText(unstorable), "invalid_text");
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" });
  if (Result.isSuccess(result)) return result.success;
  throw badRequest(describeSchemaIssue(result.failure.issue), code);
}

export async function readJson(c: Context): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw new HttpError(415, "unsupported_media_type", "Send the body as JSON (Content-Type: application/json).");
  }
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The body is not valid JSON.", "invalid_json");
  }
}

/** Form fields as a plain object of strings; repeated or file fields are malformed here. */
export async function readForm(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  if (type.includes("application/x-www-form-urlencoded")) {
    return Object.fromEntries(new URLSearchParams(await c.req.text()));
  }
  if (type.includes("multipart/form-data")) {
    try {
      return await c.req.parseBody();
    } catch {
      throw badRequest("The form could not be read.", "invalid_form");
    }
  }
  throw new HttpError(415, "unsupported_media_type", "Send the fields as a form (application/x-www-form-urlencoded).");
}
