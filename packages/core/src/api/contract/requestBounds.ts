// What a request may not leave open: every text a caller sends has a longest length and every
// list a largest count, so no one can store a megabyte where a model name belongs. This reads a
// request schema's AST and names each part without its bound; the contract's test keeps the list empty.
import type { Schema, SchemaAST } from "effect";

type Check = SchemaAST.Check<unknown>;

function flatChecks(checks: ReadonlyArray<Check> | undefined): Check[] {
  return (checks ?? []).flatMap((check) => (check._tag === "FilterGroup" ? flatChecks(check.checks) : [check]));
}

function representationOf(check: Check): { id?: unknown; payload?: Record<string, unknown> } {
  const annotations = check.annotations as { representation?: { id?: unknown; payload?: Record<string, unknown> } };
  return annotations?.representation ?? {};
}

/** The bound a `isMaxLength` check sets (on text or a list), if the node has one. */
export function maxLengthOf(ast: SchemaAST.AST): number | undefined {
  const bounds = flatChecks(ast.checks).flatMap((check) => {
    const { id, payload } = representationOf(check);
    return id === "effect/schema/isMaxLength" && typeof payload?.maxLength === "number" ? [payload.maxLength] : [];
  });
  return bounds.length > 0 ? Math.min(...bounds) : undefined;
}

/**
 * A pattern that cannot match text of unbounded length: anchored at both ends, with no `*`, `+`
 * or open `{n,}` repetition (a ticker's `^[A-Z][A-Z.-]{0,9}$`, a date's `^\d{4}-\d{2}-\d{2}$`).
 */
export function isBoundedPattern(source: string): boolean {
  const unescaped = source.replace(/\\./g, "x").replace(/\[[^\]]*\]/g, "x");
  return unescaped.startsWith("^") && unescaped.endsWith("$") && !/[*+]|\{\d+,\}/.test(unescaped);
}

function hasBoundedPattern(ast: SchemaAST.AST): boolean {
  return flatChecks(ast.checks).some((check) => {
    const { id, payload } = representationOf(check);
    return id === "effect/schema/isPattern" && typeof payload?.source === "string" && isBoundedPattern(payload.source);
  });
}

function maxPropertiesOf(ast: SchemaAST.AST): number | undefined {
  const bounds = flatChecks(ast.checks).flatMap((check) => {
    const { id, payload } = representationOf(check);
    return id === "effect/schema/isMaxProperties" && typeof payload?.maxProperties === "number"
      ? [payload.maxProperties]
      : [];
  });
  return bounds.length > 0 ? Math.min(...bounds) : undefined;
}

const join = (path: string, key: string) => (path === "" ? key : `${path}.${key}`);

/** A text, list or record of a request and its bound (the most characters, items or keys), if any. */
export interface RequestPart {
  readonly path: string;
  readonly kind: "text" | "list" | "record";
  /** The most characters or items; `undefined` without a bound, `null` for text bounded by its pattern alone. */
  readonly max: number | null | undefined;
}

/** Every text, list and record of `schema` (as it decodes), with its bound. */
export function requestParts(schema: Schema.Top): RequestPart[] {
  const found: RequestPart[] = [];
  // A recursive schema is walked once; any other node as often as it is used, at each place.
  const suspended = new Set<SchemaAST.AST>();
  const visit = (ast: SchemaAST.AST, path: string): void => {
    switch (ast._tag) {
      case "String":
      case "TemplateLiteral":
        found.push({ path, kind: "text", max: maxLengthOf(ast) ?? (hasBoundedPattern(ast) ? null : undefined) });
        return;
      case "Arrays":
        if (ast.rest.length > 0) found.push({ path, kind: "list", max: maxLengthOf(ast) });
        for (const [index, element] of ast.elements.entries()) visit(element, join(path, String(index)));
        for (const rest of ast.rest) visit(rest, join(path, "[]"));
        return;
      case "Objects":
        for (const property of ast.propertySignatures) visit(property.type, join(path, String(property.name)));
        for (const index of ast.indexSignatures) {
          found.push({ path, kind: "record", max: maxPropertiesOf(ast) });
          visit(index.parameter, join(path, "(a key)"));
          visit(index.type, join(path, "[]"));
        }
        return;
      case "Union":
        for (const member of ast.types) visit(member, path);
        return;
      case "Suspend":
        if (suspended.has(ast)) return;
        suspended.add(ast);
        visit(ast.thunk(), path);
        return;
      case "Declaration":
        // A class instance (a multipart upload's FormData): its handler bounds it, by bytes.
        for (const parameter of ast.typeParameters) visit(parameter, path);
        return;
      default:
        return;
    }
  };
  visit(schema.ast, "");
  return found;
}

/** Every text, list and record of `schema` that has no bound. */
export const unboundedParts = (schema: Schema.Top): RequestPart[] =>
  requestParts(schema).filter((part) => part.max === undefined);
