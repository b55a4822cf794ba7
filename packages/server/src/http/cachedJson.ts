// A JSON answer for a value that is kept and never changed (a cached profile or quote): it is
// serialised once, and the same text is sent to every caller after that.
import type { Context } from "hono";

const serialised = new WeakMap<object, string>();

export function cachedJson(c: Context, value: object): Response {
  let text = serialised.get(value);
  if (text === undefined) {
    text = JSON.stringify(value);
    serialised.set(value, text);
  }
  return c.body(text, 200, { "content-type": "application/json" });
}
