// Whom a document is about (issue 43): a user's uploaded PDF is evidence about a company only when
// it is that company's. A filing names its issuer on the cover ("Apple Inc. (Exact name of
// registrant as specified in its charter)"); any other document is the company its pages name far
// more than any other. Names are compared by the words that tell companies apart: "Inc.",
// "Corporation", "Company", "Holdings", "Group", "The" tell no company from another.
import { type NamedCompany, nameWordsOf } from "./companyMatch";

/** Words of a company's name that name no company: legal forms and joining words. */
const GENERIC_NAME_WORDS = new Set([
  "the",
  "inc",
  "incorporated",
  "corp",
  "corporation",
  "company",
  "companies",
  "co",
  "holding",
  "holdings",
  "group",
  "ltd",
  "limited",
  "plc",
  "llc",
  "lp",
  "partnership",
  "sa",
  "nv",
  "ag",
  "se",
  "and",
  "&",
  "of",
]);

/**
 * A name's ".com" ("Amazon.com, Inc.") is its address, not a word of it, and its possessive
 * ("Costco's", "McDonald's") is the name itself: a text and a name are read alike.
 */
const plainName = (name: string) => name.replace(/\.com\b/gi, "").replace(/['’]s\b/gi, "");

/** The words that tell a company from others, lower case: "The Home Depot, Inc." → home, depot. */
export function companyNameWords(name: string): string[] {
  return nameWordsOf(plainName(name)).filter((word) => !GENERIC_NAME_WORDS.has(word));
}

const startsWithWords = (words: ReadonlyArray<string>, start: ReadonlyArray<string>) =>
  start.length > 0 && start.length <= words.length && start.every((word, index) => words[index] === word);

/**
 * Whether two names are one company's: the same telling words, or one's words start the other's
 * (a cover's "Oracle Corporaon", its ligature lost, is Oracle; "Meta Platforms" is "Meta").
 */
export function sameCompanyName(a: string, b: string): boolean {
  const left = companyNameWords(a);
  const right = companyNameWords(b);
  return startsWithWords(left, right) || startsWithWords(right, left);
}

/** The covered company a name is: the one with the same telling words, else the longest whose words start it. */
export function companyNamed<Company extends NamedCompany>(
  name: string,
  companies: ReadonlyArray<Company>,
): Company | null {
  const words = companyNameWords(name);
  if (words.length === 0) return null;
  let best: { company: Company; length: number } | null = null;
  for (const company of companies) {
    const own = companyNameWords(company.name);
    if (own.length === words.length && startsWithWords(words, own)) return company;
    if (startsWithWords(words, own) && (!best || own.length > best.length)) best = { company, length: own.length };
  }
  return best?.company ?? null;
}

// --- Who a text names --------------------------------------------------------------------------

/** First words too common to name a company alone ("Home" of The Home Depot, "General" of General Mills). */
const COMMON_FIRST_WORDS = new Set([
  "home",
  "general",
  "first",
  "american",
  "united",
  "national",
  "international",
  "global",
  "new",
  "southern",
  "northern",
  "western",
  "eastern",
  "pacific",
  "public",
  "digital",
  "energy",
  "health",
  "capital",
  "bank",
  "royal",
]);
/** A first word shorter than this is too likely another word to name a company alone. */
const FIRST_WORD_MIN_CHARS = 4;

/** A way a text names a company: its telling words in order, as the name spells them. */
interface MentionForm {
  readonly symbol: string;
  readonly words: ReadonlyArray<string>;
  /** The words as the name writes them ("eBay"), which count even when they start in lower case. */
  readonly spelled: ReadonlyArray<string>;
}

/** The words of a text as written, split as names are: "McDONALD’S" → McDONALD, "U.S." → US. */
const textTokens = (text: string) =>
  plainName(text)
    .replace(/['’.]/g, "")
    .split(/[^A-Za-z0-9&]+/)
    .filter(Boolean);

/** A name's telling words as it writes them. */
const spelledWords = (name: string) => textTokens(name).filter((word) => !GENERIC_NAME_WORDS.has(word.toLowerCase()));

/** Who a text may name, by the first word of each form. */
export interface MentionIndex {
  readonly byFirstWord: ReadonlyMap<string, ReadonlyArray<MentionForm>>;
}

const indexes = new WeakMap<ReadonlyArray<NamedCompany>, MentionIndex>();

/**
 * The forms a text names each company by: its telling words ("Costco Wholesale"), and its first
 * word alone ("Costco") when that word is long, not a common one and starts no other company's name.
 */
export function mentionIndex(companies: ReadonlyArray<NamedCompany>): MentionIndex {
  const cached = indexes.get(companies);
  if (cached) return cached;
  const firstWordOwners = new Map<string, Set<string>>();
  for (const company of companies) {
    const first = companyNameWords(company.name)[0];
    if (first) firstWordOwners.set(first, (firstWordOwners.get(first) ?? new Set()).add(company.symbol));
  }
  const byFirstWord = new Map<string, MentionForm[]>();
  const add = (form: MentionForm) => {
    const first = form.words[0] as string;
    byFirstWord.set(first, [...(byFirstWord.get(first) ?? []), form]);
  };
  for (const company of companies) {
    const spelled = spelledWords(company.name);
    const words = spelled.map((word) => word.toLowerCase());
    const first = words[0];
    if (!first) continue;
    add({ symbol: company.symbol, words, spelled });
    const distinctive =
      words.length > 1 &&
      first.length >= FIRST_WORD_MIN_CHARS &&
      !COMMON_FIRST_WORDS.has(first) &&
      firstWordOwners.get(first)?.size === 1;
    if (distinctive) add({ symbol: company.symbol, words: [first], spelled: spelled.slice(0, 1) });
  }
  // The longest form is tried first, so "Costco Wholesale" counts once, not also as "Costco".
  for (const forms of byFirstWord.values()) forms.sort((a, b) => b.words.length - a.words.length);
  const index = { byFirstWord };
  indexes.set(companies, index);
  return index;
}

/** A word of the text is a name's word when it is capitalised, all capitals, or spelled as the name spells it. */
const namesWord = (token: string, word: string, spelled: string) =>
  token.toLowerCase() === word && (token === spelled || !/^[a-z]/.test(token));

/** The words a text writes in lower case: its ordinary words ("consolidated", "equity", "target"). */
export function ordinaryWords(text: string): Set<string> {
  return new Set(textTokens(text).filter((token) => /^[a-z]/.test(token) && token === token.toLowerCase()));
}

/**
 * How many times the text names each company of the index, by symbol. A one-word name ("Target",
 * "Consolidated" of Consolidated Edison, "Equity" of Equity Residential) counts only where the
 * document never writes that word in lower case: there, a capital is a heading's or a sentence's,
 * not a company's. `ordinary` is the document's lower-case words (the text's own by default).
 */
export function companyMentions(
  text: string,
  index: MentionIndex,
  ordinary: ReadonlySet<string> = ordinaryWords(text),
): Map<string, number> {
  const tokens = textTokens(text);
  const counts = new Map<string, number>();
  for (let at = 0; at < tokens.length; at++) {
    const forms = index.byFirstWord.get((tokens[at] as string).toLowerCase());
    const form = forms?.find(
      (candidate) =>
        !(candidate.words.length === 1 && ordinary.has(candidate.words[0] as string)) &&
        candidate.words.every((word, offset) => {
          const token = tokens[at + offset];
          return token !== undefined && namesWord(token, word, candidate.spelled[offset] as string);
        }),
    );
    if (!form) continue;
    counts.set(form.symbol, (counts.get(form.symbol) ?? 0) + 1);
    at += form.words.length - 1;
  }
  return counts;
}

/** A document is a company's when its pages name it at least this often... */
const DOMINANT_MIN_MENTIONS = 3;
/** ...and this many times as often as any other company. */
const DOMINANT_MARGIN = 2;

/** The company a text names far more than any other, by symbol; null when none stands out. */
export function dominantCompany(counts: ReadonlyMap<string, number>): string | null {
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [top, second] = ranked;
  if (!top || top[1] < DOMINANT_MIN_MENTIONS) return null;
  return !second || top[1] >= DOMINANT_MARGIN * second[1] ? top[0] : null;
}

// --- A filing's cover ---------------------------------------------------------------------------

/** The cover's label under the registrant's name: 10-K, 10-Q and 8-K covers all carry it. */
const REGISTRANT_LABEL =
  /\(?\s*exact\s+name\s+of\s+(?:the\s+)?registrants?\s+as\s+specified\s+in\s+(?:its|their)?\s*charters?\s*\)?/i;
/** Cover lines that are not a name: the commission file number, the report's kind, a period. */
const NOT_A_NAME = /commission|file\s+number|transition|period|report|act\s+of|securities|\bform\b|date\s+of|^\(/i;
const NAME_MAX_CHARS = 120;
/** Lines above the label a name may stand on (a second registrant's name may sit between). */
const LINES_ABOVE = 2;

const nameLike = (line: string) =>
  line.length > 0 && line.length <= NAME_MAX_CHARS && /[A-Za-z]/.test(line) && !NOT_A_NAME.test(line);

/**
 * The registrant a filing's cover names: the words before the "(Exact name of registrant as
 * specified in its charter)" label on its line, or the line above it. Null when the page has no
 * label, or no name stands by it (a cover laid out as a table).
 */
export function registrantName(page: string): string | null {
  const lines = page.split(/\r?\n/).map((line) => line.trim());
  const at = lines.findIndex((line) => REGISTRANT_LABEL.test(line));
  if (at < 0) return null;
  const before = (lines[at] as string).split(REGISTRANT_LABEL)[0]?.trim() ?? "";
  if (nameLike(before)) return before.replace(/[,\s]+$/, "");
  for (let line = at - 1; line >= Math.max(0, at - LINES_ABOVE); line--) {
    const candidate = lines[line] as string;
    if (nameLike(candidate)) return candidate.replace(/[,\s]+$/, "");
  }
  return null;
}

/** Pages a cover may be on: a glossy annual report puts the 10-K's cover after its letter. */
const COVER_PAGES_READ = 5;

/** Whom a document is about: its name as the document writes it, and the covered company it is, if any. */
export interface DocumentIssuer {
  readonly name: string;
  readonly symbol: string | null;
}

/**
 * The issuer of a document, from its pages' text: the registrant its cover names, else the covered
 * company its pages name far more than any other. Null when neither is found: then no page of it
 * is any company's until a page itself names one clearly (see the server's material scope).
 */
export function documentIssuer(
  pages: ReadonlyArray<string>,
  companies: ReadonlyArray<NamedCompany>,
): DocumentIssuer | null {
  for (const page of pages.slice(0, COVER_PAGES_READ)) {
    const name = registrantName(page);
    if (name) return { name, symbol: companyNamed(name, companies)?.symbol ?? null };
  }
  const index = mentionIndex(companies);
  const ordinary = ordinaryWords(pages.join("\n"));
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const [symbol, count] of companyMentions(page, index, ordinary)) {
      counts.set(symbol, (counts.get(symbol) ?? 0) + count);
    }
  }
  const symbol = dominantCompany(counts);
  const company = symbol ? companies.find((each) => each.symbol === symbol) : undefined;
  return company ? { name: company.name, symbol: company.symbol } : null;
}
