// Text a request may carry: no NUL character (PostgreSQL cannot store one) and no lone UTF-16
// surrogate (it is not Unicode, and cannot be written as UTF-8). Every body, form and query the
// server decodes is checked with this once, before its schema, so no endpoint can be handed such text.

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE_PATTERN = "[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]";
const LONE_SURROGATE = new RegExp(LONE_SURROGATE_PATTERN, "g");
/** A NUL, or a lone surrogate. */
const UNSTORABLE = new RegExp(`\\u0000|${LONE_SURROGATE_PATTERN}`);

export type UnstorableProblem = "nul" | "surrogate";

export interface UnstorableText {
  /** Where the text sits, as `a.b.0.c`; empty for the value itself. */
  readonly path: string;
  readonly problem: UnstorableProblem;
}

/** Text made storable: NUL characters dropped, lone surrogates replaced by U+FFFD (for text we did not write, as a PDF's). */
export function toStorableText(text: string): string {
  return text.replaceAll("\u0000", "").replace(LONE_SURROGATE, "\uFFFD");
}

/** The problem of one string, or null when it may be stored. */
export function unstorableProblem(text: string): UnstorableProblem | null {
  const match = UNSTORABLE.exec(text);
  if (!match) return null;
  return match[0] === "\u0000" ? "nul" : "surrogate";
}

/**
 * The first string (value or object key) that may not be stored, walking the value without
 * recursion so that a deeply nested body cannot overflow the stack; null when all may be stored.
 */
export function findUnstorableText(value: unknown): UnstorableText | null {
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: "" }];
  const join = (path: string, key: string) => (path === "" ? key : `${path}.${key}`);
  while (pending.length > 0) {
    const { value: item, path } = pending.pop() as { value: unknown; path: string };
    if (typeof item === "string") {
      const problem = unstorableProblem(item);
      if (problem) return { path, problem };
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) {
        pending.push({ value: item[index], path: join(path, String(index)) });
      }
    } else if (typeof item === "object" && item !== null && !(item instanceof Blob)) {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, child] = entries[index] as [string, unknown];
        const problem = unstorableProblem(key);
        if (problem) return { path: join(path, "(a key)"), problem };
        pending.push({ value: child, path: join(path, key) });
      }
    }
  }
  return null;
}

/** The sentence for a 400: names the field (or, for the value itself, `subject`) and what is wrong. */
export function describeUnstorableText({ path, problem }: UnstorableText, subject = "The text"): string {
  const what =
    problem === "nul"
      ? "must not contain a NUL character"
      : "must be valid Unicode text (it contains a lone surrogate)";
  return path === "" ? `${subject} ${what}.` : `${path}: ${what}`;
}
