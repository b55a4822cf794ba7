// The sources of a filing's facts (issue 39, item 5): each a page of the PDF, a computed fact citing
// its inputs' first page, so every fact names a page the reader can open.
import { type ClassifiedPage, type Fact, type FactSource, filingPageClassWords } from "@moatwise/core";

/** The page a fact's source id names ("page:12"), or null for a source that is not a page. */
export const pageOfSource = (sourceId: string): number | null => {
  const match = /^page:(\d+)$/.exec(sourceId);
  return match ? Number(match[1]) : null;
};

export interface FilingSourceOptions {
  /** The PDF's name, as its sources are titled. */
  readonly filename: string;
  /** Where a page is read in the app. */
  readonly pageUrl: (pageNumber: number) => string;
}

/** The facts with each computed one citing its inputs' first page, and the pages they cite as sources. */
export function sourcedOnPages(
  facts: ReadonlyMap<string, Fact>,
  classOf: ReadonlyMap<number, ClassifiedPage>,
  options: FilingSourceOptions,
): { facts: Fact[]; sources: FactSource[] } {
  const all = [...facts.values()];
  const pageOfFact = (fact: Fact, depth = 0): string => {
    if (pageOfSource(fact.sourceId) !== 0 || depth > 8) return fact.sourceId;
    const input = fact.derivedFrom.map((id) => facts.get(id)).find((each): each is Fact => each !== undefined);
    return input ? pageOfFact(input, depth + 1) : fact.sourceId;
  };
  const sourced = all.map((fact) => ({ ...fact, sourceId: pageOfFact(fact) }));
  const sources: FactSource[] = [...new Set(sourced.map((fact) => fact.sourceId))].flatMap((sourceId) => {
    const pageNumber = pageOfSource(sourceId);
    if (!pageNumber) return [];
    const page = classOf.get(pageNumber);
    const kind = page ? filingPageClassWords(page.pageClass) : "page";
    return [
      {
        id: sourceId,
        url: options.pageUrl(pageNumber),
        title: `${options.filename}, page ${pageNumber}`,
        publisher: options.filename,
        excerpt: page?.title ? `${page.title} (${kind})` : kind,
      },
    ];
  });
  return { facts: sourced, sources };
}
