// A company as the search box suggests it (spec §3): symbol, name, exchange, and whether the
// configured data providers have data on it (issue 23: a suggestion never leads to an empty page
// unannounced).
import { Schema } from "effect";

export const CompanySuggestion = Schema.Struct({
  symbol: Schema.String,
  name: Schema.String,
  exchange: Schema.String,
  /** False when no configured provider has data on it (offline: outside the sample set). */
  hasData: Schema.optionalKey(Schema.Boolean),
});
export type CompanySuggestion = typeof CompanySuggestion.Type;
