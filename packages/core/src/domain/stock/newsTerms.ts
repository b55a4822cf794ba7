// A company's extra news search terms (data-areas §3, news preference): typed as one line of
// comma-separated words, stored as a list. The same rule reads the line in the browser and the
// `custom_search_terms` query on the server.
import { NEWS_SEARCH_TERM_MAX_LENGTH, NEWS_SEARCH_TERMS_MAX } from "../constants";

/** The terms in `line`: split on commas, trimmed, blanks and repeats (any case) dropped, in order. */
export function searchTermsFrom(line: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const part of line.split(",")) {
    const term = part.trim().replace(/\s+/g, " ").slice(0, NEWS_SEARCH_TERM_MAX_LENGTH).trim();
    const key = term.toLowerCase();
    if (term === "" || seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
    if (terms.length === NEWS_SEARCH_TERMS_MAX) break;
  }
  return terms;
}

/** The line that reads back as `terms`. */
export const searchTermsLine = (terms: ReadonlyArray<string>): string => terms.join(", ");

/** Whether a news item's title or text mentions `term`, in any case. */
export function mentions(item: { readonly title: string; readonly text: string }, term: string): boolean {
  const needle = term.toLowerCase();
  return item.title.toLowerCase().includes(needle) || item.text.toLowerCase().includes(needle);
}
