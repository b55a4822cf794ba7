// A model asked for JSON may wrap it in prose or a code fence: the object is taken from the first
// "{" to the last "}" and decoded with the schema; anything else reads as no answer (null).
import { Schema } from "effect";
import { type AiProvider, AiProviderError } from "./aiProvider";

export function jsonReply<T>(reply: string, schema: Schema.Decoder<T>): T | null {
  const start = reply.indexOf("{");
  const end = reply.lastIndexOf("}");
  if (start === -1 || end <= start) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.slice(start, end + 1));
  } catch {
    return null;
  }
  const decoded = Schema.decodeUnknownOption(schema)(parsed);
  return decoded._tag === "Some" ? decoded.value : null;
}

/** The model's JSON answer, or a failure that says which model did not write `what` as asked. */
export function requiredJsonReply<T>(reply: string, schema: Schema.Decoder<T>, provider: AiProvider, what: string): T {
  const decoded = jsonReply(reply, schema);
  if (decoded !== null) return decoded;
  throw new AiProviderError(
    "upstreamFailed",
    `${provider.name} (${provider.model}) did not write ${what} in the form asked; try again.`,
  );
}
