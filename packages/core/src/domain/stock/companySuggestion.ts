// A company as the search box suggests it (spec §3): symbol, name, exchange.
import { Schema } from "effect";

export const CompanySuggestion = Schema.Struct({
  symbol: Schema.String,
  name: Schema.String,
  exchange: Schema.String,
});
export type CompanySuggestion = typeof CompanySuggestion.Type;
