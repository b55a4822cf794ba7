// The offline assistant's local material (issue 7): every passage it may quote, each with the
// address it can be checked at. Today that is the bundled sample set (profiles, overviews written
// from the figures, filing excerpts, news); the user's notes and PDFs join when those areas exist.
import { type CompanyInsights, companyInsightsService } from "../areas/company/companyInsights.service";
import { marketData } from "../areas/market/marketData";
import { sampleFilingDocument, sampleFilings } from "../areas/market/sample/sampleFilings";
import { sampleNews } from "../areas/market/sample/sampleNews";
import { SAMPLE_PROFILES } from "../areas/market/sample/sampleProfiles.data";
import { sampleProvider } from "../areas/market/sample/sampleProvider";

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

const SAMPLE_PUBLISHER = "Moatwise sample data";

function filingPassages(symbol: string, companyName: string): Passage[] {
  return (sampleFilings(symbol) ?? []).flatMap((filing) => {
    const document = sampleFilingDocument(filing.link);
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

function newsPassages(symbol: string, companyName: string): Passage[] {
  return (sampleNews(symbol) ?? []).map((item, index) => ({
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

async function overviewPassage(insights: CompanyInsights, symbol: string, companyName: string) {
  const overview = await insights.overview(symbol).catch(() => null);
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
export async function samplePassages(insights: CompanyInsights): Promise<Passage[]> {
  const perCompany = await Promise.all(
    SAMPLE_PROFILES.map(async ({ symbol, companyName, description, website }) => [
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
      ...(await overviewPassage(insights, symbol, companyName)),
      ...filingPassages(symbol, companyName),
      ...newsPassages(symbol, companyName),
    ]),
  );
  return perCompany.flat();
}

/** The offline assistant's and the report writer's local material: the bundled set's passages. */
export const bundledPassages = () => samplePassages(companyInsightsService(marketData([sampleProvider])));
