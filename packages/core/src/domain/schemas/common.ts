// Building blocks every area's shapes share: identifiers, tickers, dates, bounded text, numbers
// that travel as query strings, provenance, and the plain answers (`{ok: true}`, errors).
import { Schema, SchemaTransformation } from "effect";
import { SOURCE_URL_MAX_CHARS } from "../constants";

const withMessage = (message: string) => ({ message });

/** Text with at least one character and at most `max`. */
export const boundedText = (max: number) =>
  Schema.String.check(
    Schema.isMinLength(1, withMessage("is required")),
    Schema.isMaxLength(max, withMessage(`must be at most ${max} characters`)),
  );

/** Text of at most `max` characters, empty allowed. */
export const textUpTo = (max: number) =>
  Schema.String.check(Schema.isMaxLength(max, withMessage(`must be at most ${max} characters`)));

/** A list of at most `max` items; `noun` names them in the refusal ("must hold at most 50 sources"). */
export const listUpTo = <S extends Schema.Top>(item: S, max: number, noun: string) =>
  Schema.Array(item).check(Schema.isMaxLength(max, withMessage(`must hold at most ${max} ${noun}`)));

/** An identifier the server made (UUID or similar); never empty, never long. */
export const Id = boundedText(64);
export type Id = typeof Id.Type;

/** A ticker as exchanges write it: letters, digits, `.` and `-`, up to 10 characters (BRK.B, RDS-A). */
export const Ticker = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9.-]{0,9}$/, withMessage("must be a ticker symbol such as AAPL or BRK.B")),
);
export type Ticker = typeof Ticker.Type;

/** An ISO 8601 instant, e.g. `2026-11-21T14:30:00.000Z`. */
export const IsoDateTime = Schema.String.check(
  Schema.isPattern(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
    withMessage("must be an ISO date-time"),
  ),
);
/** A calendar date, `YYYY-MM-DD`. */
export const IsoDate = Schema.String.check(
  Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/, withMessage("must be a date written YYYY-MM-DD")),
);

/** An absolute http(s) URL. */
export const HttpUrl = Schema.String.check(
  Schema.isMaxLength(SOURCE_URL_MAX_CHARS, withMessage(`must be at most ${SOURCE_URL_MAX_CHARS} characters`)),
  Schema.isPattern(/^https?:\/\/[^\s]+$/i, withMessage("must be an http or https address")),
);

/** A whole number in a query string, within bounds. */
export const queryInt = (minimum: number, maximum: number) =>
  Schema.FiniteFromString.check(
    Schema.isInt(withMessage("must be a whole number")),
    Schema.isBetween({ minimum, maximum }, withMessage(`must be between ${minimum} and ${maximum}`)),
  );

/** A decimal number in a query string, within bounds. */
export const queryNumber = (minimum: number, maximum: number) =>
  Schema.FiniteFromString.check(
    Schema.isBetween({ minimum, maximum }, withMessage(`must be between ${minimum} and ${maximum}`)),
  );

/** `true`/`false` in a query string. */
export const QueryBoolean = Schema.Literals(["true", "false"]).pipe(
  Schema.decodeTo(
    Schema.Boolean,
    SchemaTransformation.transform({ decode: (text) => text === "true", encode: (flag) => (flag ? "true" : "false") }),
  ),
);

/** A figure that may be missing from a filing or a provider: a number or null. */
export const Figure = Schema.NullOr(Schema.Finite);

/** A struct of figures, one per name: keeps the names in the type. */
export function figures<const Name extends string>(
  names: ReadonlyArray<Name>,
): { readonly [K in Name]: typeof Figure } {
  return Object.fromEntries(names.map((name) => [name, Figure])) as { readonly [K in Name]: typeof Figure };
}

/**
 * Where market data came from: the provider (`sample`, `sec`, `fmp`, or an AI provider), when the
 * provider produced it, and whether it is live (false for the bundled sample data and for caches
 * the provider no longer confirms).
 */
export const Provenance = Schema.Struct({
  provider: boundedText(40),
  asOf: IsoDateTime,
  live: Schema.Boolean,
});
export type Provenance = typeof Provenance.Type;

export const OkResponse = Schema.Struct({ ok: Schema.Literal(true) });
export type OkResponse = typeof OkResponse.Type;

/** Every error the server answers: a sentence for people and a code for programs. */
export const ErrorBody = Schema.Struct({ detail: Schema.String, code: Schema.String });
export type ErrorBody = typeof ErrorBody.Type;

/** A query with just a ticker. */
export const SymbolQuery = Schema.Struct({ symbol: Ticker });
export type SymbolQuery = typeof SymbolQuery.Type;

/** `force=true` re-runs a research step even when its result exists. */
export const ForceQuery = Schema.Struct({ force: Schema.optionalKey(QueryBoolean) });
export type ForceQuery = typeof ForceQuery.Type;

/** A titled link behind a written answer (company overview, research questions). */
export const SourceLink = Schema.Struct({ title: Schema.String, url: HttpUrl });
export type SourceLink = typeof SourceLink.Type;
