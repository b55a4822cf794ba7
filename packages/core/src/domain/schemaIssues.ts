// Turns a schema decoding failure into one readable sentence for a 400 `detail` or a form.
import { Result, Schema, SchemaIssue } from "effect";

const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

function describeOne(path: ReadonlyArray<PropertyKey | { key: PropertyKey }>, message: string): string {
  const field = path.map((p) => String(typeof p === "object" ? p.key : p)).join(".");
  const wording = message === "Missing key" ? "is required" : message;
  return field ? `${field}: ${wording}` : wording;
}

/** "email: is required; password: must be at least 8 characters" */
export function describeSchemaIssue(issue: SchemaIssue.Issue): string {
  const { issues } = formatter(issue);
  return issues.map((i) => describeOne(i.path ?? [], i.message)).join("; ");
}

/** null when `input` fits `schema`, else the sentence describing what does not. */
export function explainInvalid<T, E>(schema: Schema.Codec<T, E>, input: unknown): string | null {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" });
  return Result.isSuccess(result) ? null : describeSchemaIssue(result.failure.issue);
}
