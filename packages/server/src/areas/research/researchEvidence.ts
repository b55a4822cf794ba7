// What a report on one company may rest on (issue 22): the company's passages (profile, key
// figures, filing excerpts, news, the seven-powers evidence), the user's own notes, PDFs and pasted
// materials, and figures computed from the annual statements, each as a sentence with the
// statement line it comes from. Every piece carries the source a reader can open.
import { type Material, type ResearchSource, safeSourceUrl } from "@moatwise/core";
import type { Passage } from "../ai/offline/localLibrary";
import { annualFacts, type FigureFact } from "../financials/statementFacts";
import type { MarketData } from "../market/marketData";

export interface ResearchEvidence {
  readonly symbol: string;
  readonly companyName: string;
  readonly passages: ReadonlyArray<Passage>;
  readonly facts: ReadonlyArray<FigureFact>;
}

export interface EvidenceSources {
  readonly market: MarketData;
  /** Every passage of the local library (the sample set); the company's are picked from it. */
  readonly libraryPassages: () => Promise<ReadonlyArray<Passage>>;
  /** The user's own notes and PDF pages matching these words. */
  readonly ownPassages: (userId: string, words: ReadonlyArray<string>) => Promise<ReadonlyArray<Passage>>;
}

function materialPassages(materials: ReadonlyArray<Material>, symbol: string): Passage[] {
  return materials.map((material, index) => ({
    id: `material:${index}`,
    kind: material.kind === "note" ? ("note" as const) : ("pdf" as const),
    symbol,
    companyName: null,
    title: material.title,
    // A material stored before its address was checked keeps it only if a source may open it.
    url: (material.url === undefined ? null : safeSourceUrl(material.url)) ?? `#material-${index + 1}`,
    text: material.content,
    publisher: "Your materials",
  }));
}

export async function gatherEvidence(
  sources: EvidenceSources,
  request: { userId: string; symbol: string; companyName: string; materials: ReadonlyArray<Material> },
): Promise<ResearchEvidence> {
  const symbol = request.symbol.toUpperCase();
  const [library, own, facts] = await Promise.all([
    sources.libraryPassages(),
    sources.ownPassages(request.userId, [symbol.toLowerCase(), ...request.companyName.toLowerCase().split(/\s+/)]),
    annualFacts(sources.market, symbol).catch(() => []),
  ]);
  const company = library.filter((passage) => passage.symbol === symbol);
  const ownOfCompany = own.filter((passage) => passage.symbol === null || passage.symbol === symbol);
  return {
    symbol,
    companyName: request.companyName,
    passages: [...company, ...ownOfCompany, ...materialPassages(request.materials, symbol)],
    facts,
  };
}

/** The source a reader opens for a passage: where it is, and the words quoted from it. */
export function passageSource(passage: Passage, excerpt: string): ResearchSource {
  const kind =
    passage.kind === "overview" ? "overview" : passage.id.startsWith("material:") ? "material" : passage.kind;
  return {
    id: passage.id,
    kind,
    title: passage.date ? `${passage.title} (${passage.date})` : passage.title,
    url: passage.url,
    excerpt: excerpt.slice(0, 4000),
  };
}
