// What a refused form says, field by field, in words: the server's `{detail, code}` (or the
// client's own check, in the same "path: wording; ..." form) becomes one sentence per field of
// the form ("Shares must not be negative."), shown under that field, and a sentence for what
// concerns none of them. The paths and "body:" prefixes of the API never reach the user.

export interface FieldProblems<F extends string> {
  /** Each field's problem, as a sentence. */
  readonly fields: Partial<Record<F, string>>;
  /** What concerns no field of the form, as sentences; null when there is none. */
  readonly general: string | null;
}

/** Where the request's parts are named in a path: not fields of any form. */
const PART_NAMES = new Set(["body", "query", "form", "params"]);
/**
 * The longest run of a problem's path at the start of a text: names joined by "." or ":" and at
 * most one space, as "body.items[0].shares" or "body: shares". A separator is required between two
 * names, so the run is read in one pass whatever the text's length (the old pattern let a name
 * split anywhere, and took minutes over one sentence without a colon).
 */
const PATH_RUN = /^[\p{L}\p{N}_$[\]]+(?:(?:[.:]\s?|\s)[\p{L}\p{N}_$[\]]+)*(?:[.:]\s?|\s)?/u;

/**
 * "path: wording" split at the last ": " the path's run reaches ("body: shares: must not be
 * negative" → "body: shares"), or null when the text names no path.
 */
export function pathAndWording(part: string): { path: string; wording: string } | null {
  const run = PATH_RUN.exec(part)?.[0].length ?? 0;
  const colons = [...part.matchAll(/:\s/gu)].map((found) => found.index).filter((at) => at > 0 && at <= run);
  for (const colon of colons.reverse()) {
    const wording = part.slice(colon + 1).trimStart();
    if (wording !== "" && !/[\n\r\u2028\u2029]/u.test(wording)) return { path: part.slice(0, colon), wording };
  }
  return null;
}

/** "costPerShare" → "Cost per share". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/[_-]+/g, " ")
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The schema's wording as said of a field: "is required", "must be …"; a whole sentence stays whole. */
function aboutField(label: string, wording: string): string {
  const said = wording.trim();
  if (said === "Missing key" || said === "is required") return `${label} is required.`;
  if (/^(Expected|Invalid)\b/u.test(said)) return `${label} is not valid.`;
  if (/^\p{Lu}/u.test(said)) return sentence(said);
  return sentence(`${label} ${said}`);
}

/** The text a problem carries: the server's detail, an error's message, or the text itself. */
function problemText(problem: unknown): { text: string; code: string | null } {
  if (typeof problem === "string") return { text: problem, code: null };
  if (problem === null || typeof problem !== "object") return { text: "", code: null };
  const { payload, message, code } = problem as { payload?: unknown; message?: unknown; code?: unknown };
  const detail = (payload as { detail?: unknown } | null)?.detail;
  return {
    text: typeof detail === "string" ? detail : typeof message === "string" ? message : "",
    code: typeof code === "string" ? code : null,
  };
}

/**
 * The problems of a form's fields, from a refusal. `labels` names the form's fields as the user
 * reads them; `codes` ties an error code that names no path to the field it is about
 * (`email_taken` → email). A path the form has no field for is said with its own name.
 */
export function fieldProblems<F extends string>(
  problem: unknown,
  labels: Readonly<Record<F, string>>,
  codes: Readonly<Record<string, F>> = {},
): FieldProblems<F> {
  const { text, code } = problemText(problem);
  const fields: Partial<Record<F, string>> = {};
  const general: string[] = [];
  if (text.trim() === "") return { fields, general: null };
  const coded = code ? codes[code] : undefined;
  if (coded) return { fields: { [coded]: sentence(text) } as Partial<Record<F, string>>, general: null };
  // A "; " starts another field's problem only where a path follows: "…; choose another" is the same one.
  for (const part of text.split(/;\s+(?=[\p{L}\p{N}_$.[\]]+:\s)/u)) {
    const match = pathAndWording(part.trim());
    if (!match) {
      // A sentence of the server's own (a failed sign-in's detail) is shown as it came (spec §8).
      if (part.trim()) general.push(part.trim());
      continue;
    }
    const path = match.path
      .split(/[.:\s[\]]+/u)
      .filter((segment) => segment !== "" && !PART_NAMES.has(segment) && !/^\d+$/u.test(segment));
    const wording = match.wording;
    const field = path.findLast((segment): segment is F => Object.hasOwn(labels, segment));
    if (field !== undefined) {
      fields[field] ??= aboutField(labels[field], wording);
    } else {
      const last = path.at(-1);
      general.push(last ? aboutField(fieldLabel(last), wording) : aboutField("It", wording));
    }
  }
  return { fields, general: general.length > 0 ? general.join(" ") : null };
}
