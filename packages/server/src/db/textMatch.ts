// A SQL condition for "the column contains any of these words" (case-insensitive), so a search
// over a user's own material reads only the rows that can match instead of all of them.
import { type Column, ilike, or, type SQL, sql } from "drizzle-orm";

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** True for rows whose `column` holds any of `words`; false for no words. */
export function containsAnyWord(column: Column, words: ReadonlyArray<string>): SQL {
  if (words.length === 0) return sql`false`;
  return or(...words.map((word) => ilike(column, likePattern(word)))) as SQL;
}
