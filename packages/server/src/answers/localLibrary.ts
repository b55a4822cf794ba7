// The offline assistant's local material (issue 7): every passage it may quote, each with the
// address it can be checked at. Today that is the bundled sample set (profiles, overviews written
// from the figures, filing excerpts, news); the user's notes and PDFs join when those areas exist.
// The bundled set arrives as a SampleLibrary from the composition root (src/bundledMaterial.ts).
import type { Filing, NewsItem } from "@moatwise/core";

export type PassageKind = "profile" | "overview" | "filing" | "news" | "note" | "pdf";

export interface Passage {
  readonly id: string;
  readonly kind: PassageKind;
  readonly symbol: string | null;
  readonly companyName: string | null;
  readonly title: string;
  readonly url: string;
  readonly text: string;
  readonly publisher: string;
  readonly date?: string;
}

/** The bundled sample set as the library reads it: profiles, key-figure overviews, filings and news. */
export interface SampleLibrary {
  readonly profiles: ReadonlyArray<{
    readonly symbol: string;
    readonly companyName: string;
    readonly description: string;
    readonly website: string;
  }>;
  /** A company's key figures, with the address they can be checked at. */
  readonly overview: (symbol: string) => Promise<{
    readonly highlights: ReadonlyArray<string>;
    readonly sources: ReadonlyArray<{ readonly url: string }>;
  }>;
  readonly filings: (symbol: string) => ReadonlyArray<Filing> | null;
  readonly filingDocument: (url: string) => { readonly title: string; readonly text: string } | null;
  readonly news: (symbol: string) => ReadonlyArray<NewsItem> | null;
}

const SAMPLE_PUBLISHER = "Moatwise sample data";

function filingPassages(library: SampleLibrary, symbol: string, companyName: string): Passage[] {
  return (library.filings(symbol) ?? []).flatMap((filing) => {
    const document = library.filingDocument(filing.link);
    if (!document) return [];
    return [
      {
        id: `filing:${filing.link}`,
        kind: "filing" as const,
        symbol,
        companyName,
        title: document.title.includes(companyName) ? document.title : `${companyName}: ${document.title}`,
        url: filing.link,
        text: document.text,
        publisher: "SEC EDGAR (sample excerpt)",
        date: filing.filingDate,
      },
    ];
  });
}

function newsPassages(library: SampleLibrary, symbol: string, companyName: string): Passage[] {
  return (library.news(symbol) ?? []).map((item, index) => ({
    id: `news:${symbol}:${index}`,
    kind: "news" as const,
    symbol,
    companyName,
    title: item.title,
    url: item.url,
    text: item.text,
    publisher: item.publisher,
    date: item.publishedDate.slice(0, 10),
  }));
}

async function overviewPassage(library: SampleLibrary, symbol: string, companyName: string) {
  const overview = await library.overview(symbol).catch(() => null);
  const source = overview?.sources[0];
  if (!overview || !source || overview.highlights.length === 0) return [];
  const passage: Passage = {
    id: `overview:${symbol}`,
    kind: "overview",
    symbol,
    companyName,
    title: `${companyName}: key figures`,
    url: source.url,
    text: overview.highlights.join(" "),
    publisher: SAMPLE_PUBLISHER,
  };
  return [passage];
}

/** Every passage of the bundled sample set. */
export async function samplePassages(library: SampleLibrary): Promise<Passage[]> {
  const perCompany = await Promise.all(
    library.profiles.map(async ({ symbol, companyName, description, website }) => [
      {
        id: `profile:${symbol}`,
        kind: "profile" as const,
        symbol,
        companyName,
        title: `${companyName} (${symbol}): company profile`,
        url: website,
        text: description,
        publisher: SAMPLE_PUBLISHER,
      },
      ...(await overviewPassage(library, symbol, companyName)),
      ...filingPassages(library, symbol, companyName),
      ...newsPassages(library, symbol, companyName),
    ]),
  );
  return perCompany.flat();
}
