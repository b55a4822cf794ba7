// Names that are no company the directory knows ("Siemens", "shopify"), and names set beside a
// known company ("ASML and Nvidia").
import type { PlannedCompany, UnknownCompany } from "../answerTypes";
import { ACRONYMS, type CompanyMention, ORDINARY_WORDS } from "../companyDirectory";
import { isCapitalised, questionWords, type Word } from "../questionWords";
import { COMPANY_CUES, LINK_WORDS, NOT_A_NAME, NOT_COMPANY_NAMES, SCOPE_WORDS } from "./lexicon/companyWords";
import { MONTHS } from "./lexicon/periodWords";
import { VOCABULARY_NON_MEASURE } from "./lexicon/refusalWords";
import { PHRASES_BY_FIRST, VOCABULARY } from "./phrases";
import type { Reading } from "./reading";
import { hasPhrase } from "./words";

/**
 * Whether a capitalised word is set beside a named company by a linking word ("ASML and Nvidia",
 * "Nvidia vs ASML"): the word across the link is one of `named` (a company's words).
 */
export function comparedName(words: ReadonlyArray<Word>, index: number, named: ReadonlySet<number>): boolean {
  let end = index;
  while (end + 1 < words.length && isCapitalised(words[end + 1] as Word) && !(words[end] as Word).possessive) end++;
  const before = words[index - 1];
  const after = words[end + 1];
  return (
    (before !== undefined && LINK_WORDS.has(before.lower) && named.has(index - 2)) ||
    (after !== undefined && LINK_WORDS.has(after.lower) && after.lower !== "to" && named.has(end + 2))
  );
}

/** Every word of each company named ("Home", "Depot"), by index. */
export const namedWords = (mentions: ReadonlyArray<CompanyMention>) =>
  new Set(mentions.flatMap((mention) => questionWords(mention.asWritten).map((_, offset) => mention.at + offset)));

/**
 * Whether a capitalised word reads as a company: possessive, a ticker written as one ("$ASML",
 * "ASML"), or followed by a word for its shares or legal form, or directly by a figure's name.
 */
function companyCue(words: ReadonlyArray<Word>, index: number): boolean {
  const word = words[index] as Word;
  const next = words[index + 1];
  return (
    word.possessive ||
    word.dollar ||
    /^[A-Z]{2,5}$/.test(word.raw) ||
    COMPANY_CUES.has(next?.lower ?? "") ||
    (next !== undefined && PHRASES_BY_FIRST.has(next.lower) && !VOCABULARY_NON_MEASURE.has(next.lower))
  );
}

/**
 * Capitalised words that name no known company, in a question about figures: "Siemens", "Samsung
 * Electronics". A sentence's first word ("Within", "Among") counts only with a company cue, a
 * sector or a place never, and a word after "in" / "across" only with a cue.
 */
export function unknownNames(
  words: ReadonlyArray<Word>,
  mentions: ReadonlyArray<CompanyMention>,
  accept: (index: number) => boolean = () => true,
): UnknownCompany[] {
  const named = new Set(mentions.map((mention) => mention.at));
  const unknown: UnknownCompany[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as Word;
    if (named.has(index) || word.number || !isCapitalised(word)) continue;
    // A capitalised ordinary word opens a name only before the rest of it ("Under Armour's").
    const opensName =
      !word.sentenceStart &&
      isCapitalised((words[index + 1] ?? word) as Word) &&
      (words[index + 1] as Word | undefined)?.possessive === true &&
      !VOCABULARY.has((words[index + 1] as Word).lower);
    if (
      ((VOCABULARY.has(word.lower) || NOT_A_NAME.has(word.lower)) && !opensName) ||
      ACRONYMS.has(word.raw) ||
      word.raw.length < 3
    )
      continue;
    // A period written as a word ("FY24", "CY2024", "Q3", "H1") names no company.
    if (MONTHS.includes(word.lower) || /^(?:FY|CY)/i.test(word.raw) || /^[QH]\d/i.test(word.raw)) continue;
    if (NOT_COMPANY_NAMES.has(word.lower)) continue;
    // "Express it as a margin", "Take cash conversion to mean ...": a sentence's ordinary first word.
    if (
      word.sentenceStart &&
      ORDINARY_WORDS.has(word.lower) &&
      !word.possessive &&
      !word.dollar &&
      !COMPANY_CUES.has(words[index + 1]?.lower ?? "")
    )
      continue;
    const scoped = SCOPE_WORDS.has(words[index - 1]?.lower ?? "");
    if ((word.sentenceStart || scoped) && !companyCue(words, index)) continue;
    if (!accept(index)) continue;
    let end = index;
    while (
      end + 1 < words.length &&
      isCapitalised(words[end + 1] as Word) &&
      !named.has(end + 1) &&
      !VOCABULARY.has((words[end + 1] as Word).lower) &&
      !NOT_COMPANY_NAMES.has((words[end + 1] as Word).lower) &&
      !(words[end] as Word).possessive
    )
      end++;
    const asWritten = words
      .slice(index, end + 1)
      .map((each) => each.raw)
      .join(" ");
    unknown.push({ asWritten, symbol: null, name: null });
    index = end;
    if (unknown.length >= 3) break;
  }
  return unknown;
}

/**
 * A company outside every list, named in lower case where a name stands: the question's first word
 * before a figure's name or written possessive ("shopify net income 2024", "rivian's revenue").
 */
export function lowerCaseName(
  words: ReadonlyArray<Word>,
  mentions: ReadonlyArray<CompanyMention>,
): UnknownCompany | null {
  const first = words[0];
  const next = words[1];
  if (!first || mentions.length > 0 || first.number || isCapitalised(first) || first.raw.length < 3) return null;
  if (VOCABULARY.has(first.lower) || ORDINARY_WORDS.has(first.lower) || NOT_A_NAME.has(first.lower)) return null;
  if (!first.possessive && !(next && PHRASES_BY_FIRST.has(next.lower))) return null;
  return { asWritten: first.raw.charAt(0).toUpperCase() + first.raw.slice(1), symbol: null, name: null };
}

/** The companies a question names: those the data covers, and names outside it said, not ignored. */
export interface CompaniesAsked {
  readonly companies: PlannedCompany[];
  readonly unknownCompanies: UnknownCompany[];
}

/**
 * The companies `now` names. `followsOn` says the conversation has earlier turns, `aboutCompany`
 * that the question's words ask about a company (its material, its growth): a name outside the
 * data is looked for only where a company is asked about.
 */
export function companiesAsked(now: Reading, followsOn: boolean, aboutCompany: boolean): CompaniesAsked {
  // A company written twice ("V's slice of V + MA") is one company, where it was first written.
  const companies: PlannedCompany[] = now.mentions
    .filter(
      (mention, index) =>
        mention.entry.covered && now.mentions.findIndex((other) => other.entry === mention.entry) === index,
    )
    .map((mention) => ({ symbol: mention.entry.symbol, name: mention.entry.name, matchedBy: mention.matchedBy }));
  const unknownCompanies: UnknownCompany[] = now.mentions
    .filter((mention) => !mention.entry.covered)
    .map((mention) => ({ asWritten: mention.asWritten, symbol: mention.entry.symbol, name: mention.entry.name }));
  // A capitalised name that is no company known, in a question that names none: said, not ignored.
  if (
    companies.length === 0 &&
    unknownCompanies.length === 0 &&
    (now.measures.length > 0 ||
      aboutCompany ||
      // "What about Under Armour's?": a name written possessive is a company asked about.
      now.words.some((word) => word.possessive && isCapitalised(word)) ||
      // "And Adidas?", "How about Lululemon?": a follow-up that names only a company.
      (followsOn &&
        (now.lowers[0] === "and" || hasPhrase(now.lowers, "what about") || hasPhrase(now.lowers, "how about"))))
  ) {
    unknownCompanies.push(...unknownNames(now.words, now.mentions));
    if (unknownCompanies.length === 0 && now.measures.length > 0) {
      const lowerCase = lowerCaseName(now.words, now.mentions);
      if (lowerCase) unknownCompanies.push(lowerCase);
    }
  } else if (companies.length > 0 && unknownCompanies.length === 0 && now.measures.length > 0) {
    // Beside a covered company, a name set against it ("Compare ASML and Nvidia") is a company
    // outside the data, said so, not dropped or read as a product.
    const named = namedWords(now.mentions);
    unknownCompanies.push(
      ...unknownNames(now.words, now.mentions, (index) => !named.has(index) && comparedName(now.words, index, named)),
    );
  }
  return { companies, unknownCompanies };
}
