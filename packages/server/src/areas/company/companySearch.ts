// Company search over a universe held in memory: symbol prefixes first, then names starting with
// the text, then names with a word starting with each typed word, then near-misses (a typo or two
// in a symbol or a name word). Built once per universe, so a search is one pass over flat arrays.
import type { CompanySuggestion } from "@moatwise/core";

/** The most suggestions one search answers. */
export const SEARCH_RESULT_LIMIT = 10;

interface IndexedCompany {
  readonly company: CompanySuggestion;
  readonly symbol: string;
  readonly name: string;
  readonly words: ReadonlyArray<string>;
}

export interface CompanyIndex {
  readonly size: number;
  search(query: string, limit?: number): CompanySuggestion[];
}

/** Lowercase words of a name, without punctuation: "O'Reilly Automotive, Inc." → oreilly, automotive, inc. */
export function nameWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’.]/g, "")
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
}

/** Edit distance (insert, delete, substitute, swap neighbours), or `max + 1` once it exceeds `max`. */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, (before[j - 2] ?? 0) + 1);
      current[j] = best;
      rowMin = Math.min(rowMin, best);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  const distance = previous[b.length] ?? max + 1;
  return distance > max ? max + 1 : distance;
}

/** Typos forgiven: none under 4 characters, one up to 7, two beyond. */
const allowedTypos = (length: number) => (length < 4 ? 0 : length <= 7 ? 1 : 2);

/** Symbol, name start, or every typed word starting a name word; 0 when none of these. */
function strongScore(entry: IndexedCompany, symbolQuery: string, queryWords: ReadonlyArray<string>): number {
  if (entry.symbol === symbolQuery) return 1000;
  if (symbolQuery.length > 0 && entry.symbol.startsWith(symbolQuery)) return 900 - entry.symbol.length;
  const phrase = queryWords.join(" ");
  if (phrase && entry.name.startsWith(phrase)) return 800 - entry.name.length / 100;
  if (queryWords.length > 0 && queryWords.every((word) => entry.words.some((w) => w.startsWith(word)))) {
    return 700 - entry.words.findIndex((w) => w.startsWith(queryWords[0] ?? "")) - entry.name.length / 100;
  }
  return 0;
}

/** A typo rarely hits the first letter twice: candidates start with the text's first or second letter. */
const plausibleStart = (word: string, typed: string) => word[0] === typed[0] || word[0] === typed[1];

export function companyIndex(companies: ReadonlyArray<CompanySuggestion>): CompanyIndex {
  const entries: IndexedCompany[] = companies.map((company) => ({
    company,
    symbol: company.symbol.toUpperCase(),
    name: nameWords(company.name).join(" "),
    words: nameWords(company.name),
  }));
  // Near-misses are looked up per distinct word (and symbol), not per company.
  const byWord = new Map<string, number[]>();
  entries.forEach((entry, i) => {
    for (const key of new Set([...entry.words, entry.symbol.toLowerCase()])) {
      const list = byWord.get(key);
      if (list) list.push(i);
      else byWord.set(key, [i]);
    }
  });

  function nearMisses(typed: string, taken: ReadonlySet<number>): Array<{ index: number; score: number }> {
    const typos = allowedTypos(typed.length);
    if (typos === 0) return [];
    const best = new Map<number, number>();
    for (const [word, holders] of byWord) {
      if (!plausibleStart(word, typed)) continue;
      const distance = editDistanceWithin(typed, word.slice(0, typed.length + typos), typos);
      if (distance > typos) continue;
      for (const i of holders) {
        if (!taken.has(i)) best.set(i, Math.min(best.get(i) ?? typos, distance));
      }
    }
    return [...best].map(([index, distance]) => ({
      index,
      score: 500 - distance * 50 - (entries[index]?.name.length ?? 0) / 100,
    }));
  }

  return {
    size: entries.length,
    search(query, limit = SEARCH_RESULT_LIMIT) {
      const symbolQuery = query.trim().toUpperCase();
      const queryWords = nameWords(query);
      if (symbolQuery === "" && queryWords.length === 0) return [];
      const scored: Array<{ index: number; score: number }> = [];
      entries.forEach((entry, index) => {
        const score = strongScore(entry, symbolQuery, queryWords);
        if (score > 0) scored.push({ index, score });
      });
      const [onlyWord] = queryWords;
      if (scored.length < limit && queryWords.length === 1 && onlyWord) {
        scored.push(...nearMisses(onlyWord, new Set(scored.map((s) => s.index))));
      }
      const symbolOf = (i: number) => entries[i]?.symbol ?? "";
      scored.sort((a, b) => b.score - a.score || symbolOf(a.index).localeCompare(symbolOf(b.index)));
      return scored.slice(0, limit).flatMap(({ index }) => (entries[index] ? [entries[index].company] : []));
    },
  };
}
