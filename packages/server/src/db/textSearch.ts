// Full-text search over a user's own material with PostgreSQL's stored search documents
// (`tsvector` columns with a GIN index): "any of these words", stemmed ("margins" finds
// "margin"), ranked, and never by reading text a query cannot match.
import { type Column, type SQL, sql } from "drizzle-orm";

/** A word as a search term: letters and digits only, so no query operator can slip in. */
const plainWord = (word: string) => word.replace(/[^\p{L}\p{N}]+/gu, " ").trim();

/** The query "any of these words", or null when no word is left to search. */
export function anyWordQuery(words: ReadonlyArray<string>): SQL | null {
  const terms = words.map(plainWord).filter(Boolean);
  if (terms.length === 0) return null;
  return sql`websearch_to_tsquery('english', ${terms.join(" or ")})`;
}

/** True for rows whose search document matches the query. */
export const matches = (search: Column, query: SQL): SQL => sql`${search} @@ ${query}`;

/** How well a row matches the query, for ordering best first. */
export const rank = (search: Column, query: SQL): SQL => sql`ts_rank(${search}, ${query})`;
