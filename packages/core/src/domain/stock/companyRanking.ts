// Company search results, re-ranked here by fuzzy match on symbol and name (spec §7, threshold
// 0.4): an exact symbol first, then matches the text starts (a symbol or a word of the name), then
// near misses (a typo), covered companies first among those (issue 38: "Cosco" means Costco, which
// has data, before Cisco, which has none); by score within each, then the rest in the server's
// order. Nothing is dropped. fuse.js is only needed once a search answers, so clients may load
// this module lazily.

import Fuse from "fuse.js";
import { COMPANY_SEARCH_FUZZY_THRESHOLD } from "../constants";
import { startsMatch } from "./companyMatch";
import type { CompanySuggestion } from "./companySuggestion";

export function rankCompanies<C extends CompanySuggestion>(query: string, results: ReadonlyArray<C>): C[] {
  const trimmed = query.trim();
  if (trimmed === "" || results.length === 0) return [...results];
  const fuse = new Fuse(results, {
    keys: [
      { name: "symbol", weight: 2 },
      { name: "name", weight: 1 },
    ],
    threshold: COMPANY_SEARCH_FUZZY_THRESHOLD,
    ignoreLocation: true,
    includeScore: true,
  });
  const exact = trimmed.toUpperCase();
  const tier = (company: C) => {
    if (company.symbol === exact) return 0;
    if (startsMatch(company, trimmed)) return 1;
    return company.hasData === false ? 3 : 2;
  };
  const matched = fuse
    .search(trimmed)
    .map((match) => ({ ...match, tier: tier(match.item) }))
    .sort((a, b) => a.tier - b.tier || (a.score ?? 1) - (b.score ?? 1) || a.refIndex - b.refIndex)
    .map((match) => match.item);
  const matchedSet = new Set(matched);
  return [...matched, ...results.filter((item) => !matchedSet.has(item))];
}
