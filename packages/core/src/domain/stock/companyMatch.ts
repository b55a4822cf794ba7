// Whether typed text names a company rather than resembling it: the text starts its symbol or
// its name, or each typed word starts a word of the name ("nvid" → NVIDIA, "wholesale cost" →
// Costco). Search ranks such matches above near misses; the palette opens companies by them.
export interface NamedCompany {
  readonly symbol: string;
  readonly name: string;
}

/** Lowercase words of a name, without punctuation: "O'Reilly Automotive, Inc." → oreilly, automotive, inc. */
export const nameWordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’.]/g, "")
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);

/** Whether the typed text starts the symbol ("$" optional), the name, or a word of the name per typed word. */
export function startsMatch(company: NamedCompany, typed: string): boolean {
  const text = typed.trim().toLowerCase().replace(/^\$/, "");
  if (text === "") return false;
  if (company.symbol.toLowerCase().startsWith(text)) return true;
  const nameWords = nameWordsOf(company.name);
  const typedWords = nameWordsOf(text);
  if (typedWords.length === 0) return false;
  if (nameWords.join(" ").startsWith(typedWords.join(" "))) return true;
  return typedWords.every((word) => nameWords.some((name) => name.startsWith(word)));
}
