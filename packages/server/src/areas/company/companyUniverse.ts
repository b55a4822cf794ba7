// The bundled universe of US-listed companies the search answers from, parsed once.
import type { CompanySuggestion } from "@moatwise/core";
import { COMPANY_UNIVERSE_DATA } from "./companyUniverse.data";

/** When the bundled list was last checked against the exchanges' listings. */
export const COMPANY_UNIVERSE_AS_OF = "2026-10-01T00:00:00.000Z";

export function parseUniverse(data: string): CompanySuggestion[] {
  return data
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [symbol = "", name = "", exchange = ""] = line.split("|");
      return { symbol, name, exchange };
    });
}

export const companyUniverse: ReadonlyArray<CompanySuggestion> = parseUniverse(COMPANY_UNIVERSE_DATA);
