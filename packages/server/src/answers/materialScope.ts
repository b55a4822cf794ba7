// The user's own material scoped to a company (issue 43; DESIGN "one passage index ... scoped to
// the asking user AND to the company asked about"): the chat and the research report ask this one
// rule whether a note, a highlight or a PDF page is evidence about a company, so a report on Costco
// never quotes the user's Apple 10-K, whatever words the two share ("Inc.", "Corporation").
import {
  companyMentions,
  companyNamed,
  companyNameWords,
  mentionIndex,
  type NamedCompany,
  sameCompanyName,
} from "@moatwise/core";
import type { Passage } from "./localLibrary";
import type { CompanyCatalogue } from "./ports";

/** A company asked about: its symbol and its name as the data writes it. */
export interface ScopedCompany {
  readonly symbol: string;
  readonly name: string;
}

/** Whom a page names: the company asked about, when the covered companies leave it out (a company outside the list). */
function mentionsOn(text: string, company: ScopedCompany, covered: ReadonlyArray<NamedCompany>) {
  const counts = companyMentions(text, mentionIndex(covered));
  if (!covered.some((each) => each.symbol === company.symbol)) {
    const own = companyMentions(text, mentionIndex([company])).get(company.symbol) ?? 0;
    counts.set(company.symbol, own);
  }
  return counts;
}

/**
 * Whether a page of a PDF whose issuer is unknown (no cover, no company its pages name far more
 * than any other: a research note, a transcript, a deck) is about the company. The safe rule: the
 * page names the company more often than any other covered company. A page naming no company is
 * evidence about none (never quoted just because it holds "Inc." or "revenue"), and a page that
 * lists the company among others as often (a rival's list of competitors) is about none of them.
 */
function pageNamesMostly(text: string, company: ScopedCompany, covered: ReadonlyArray<NamedCompany>): boolean {
  const counts = mentionsOn(text, company, covered);
  const own = counts.get(company.symbol) ?? 0;
  if (own === 0) return false;
  for (const [symbol, count] of counts) if (symbol !== company.symbol && count >= own) return false;
  return true;
}

/**
 * Whether a passage of the user's own material is evidence about the company:
 * - it names its company by symbol (a note's symbol, a highlight in the company's filing, a PDF
 *   whose issuer is a covered company): that symbol must be the company's;
 * - it names its company only by name (a PDF whose registrant is no covered company): the name
 *   must be the company's, legal forms and generic words aside;
 * - it names no company (a PDF whose issuer is unknown): the page itself must name the company
 *   more often than any other covered company.
 */
export function isAboutCompany(
  passage: Passage,
  company: ScopedCompany,
  covered: ReadonlyArray<NamedCompany>,
): boolean {
  if (passage.symbol !== null) return passage.symbol.toUpperCase() === company.symbol.toUpperCase();
  if (passage.companyName !== null) {
    // A registrant the list did not hold at upload may be in it now: then its symbol decides.
    const listed = companyNamed(passage.companyName, covered);
    return listed ? listed.symbol === company.symbol : sameCompanyName(passage.companyName, company.name);
  }
  return pageNamesMostly(passage.text, company, covered);
}

/** The words a company's material is searched by: its symbol and the words of its name that tell it apart. */
export const companySearchWords = (company: ScopedCompany): string[] => [
  company.symbol.toLowerCase(),
  ...companyNameWords(company.name),
];

const coveredOf = new WeakMap<CompanyCatalogue, NamedCompany[]>();

/** The companies a document's issuer is looked up among: the bundled set and the listed universe, once each. */
export function coveredCompanies(catalogue: CompanyCatalogue): ReadonlyArray<NamedCompany> {
  const known = coveredOf.get(catalogue);
  if (known) return known;
  const bySymbol = new Map<string, NamedCompany>();
  for (const company of catalogue.universe)
    bySymbol.set(company.symbol, { symbol: company.symbol, name: company.name });
  for (const company of catalogue.bundled) {
    if (!bySymbol.has(company.symbol))
      bySymbol.set(company.symbol, { symbol: company.symbol, name: company.companyName });
  }
  const covered = [...bySymbol.values()];
  coveredOf.set(catalogue, covered);
  return covered;
}

/** Where the user's own material on a company is read from: the notes, highlights and PDF areas. */
export interface OwnMaterialReaders {
  /** The user's notes on one symbol. */
  readonly notesOn: (userId: string, symbol: string) => Promise<ReadonlyArray<Passage>>;
  /** The user's highlights on a company (in its filings, or naming it elsewhere). */
  readonly highlightsOn: (userId: string, company: ScopedCompany) => Promise<ReadonlyArray<Passage>>;
  /** Pages of the user's PDFs holding any of the words; with `about`, only PDFs that may be that symbol's. */
  readonly pdfPages: (userId: string, words: ReadonlyArray<string>, about?: string) => Promise<ReadonlyArray<Passage>>;
}

/** The user's notes, highlights and PDF pages about one company, each kept only when the scope rule says so. */
export function ownMaterialOn(readers: OwnMaterialReaders, covered: ReadonlyArray<NamedCompany>) {
  return async (userId: string, company: ScopedCompany): Promise<Passage[]> => {
    const [notes, highlights, pages] = await Promise.all([
      readers.notesOn(userId, company.symbol),
      readers.highlightsOn(userId, company),
      readers.pdfPages(userId, companySearchWords(company), company.symbol),
    ]);
    return [...notes, ...highlights, ...pages].filter((passage) => isAboutCompany(passage, company, covered));
  };
}
