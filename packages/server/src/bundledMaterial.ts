// What the answer engine reads from the bundled sample set, put together here from the areas that
// hold it (market's sample files, company's universe and overviews), so answers/ imports no area:
// the companies it may name and compare, and every passage the offline assistant may quote.
import { type Passage, samplePassages } from "./answers/localLibrary";
import type { CompanyCatalogue } from "./answers/ports";
import { companyInsightsService } from "./areas/company/companyInsights.service";
import { companyUniverse } from "./areas/company/companyUniverse";
import { marketData } from "./areas/market/marketData";
import { sampleFilingDocument, sampleFilings } from "./areas/market/sample/sampleFilings";
import { sampleNews } from "./areas/market/sample/sampleNews";
import { SAMPLE_PROFILES } from "./areas/market/sample/sampleProfiles.data";
import { sampleProvider } from "./areas/market/sample/sampleProvider";

/** The bundled set's companies and the listed universe: whom the facts engine plans and compares. */
export const bundledCatalogue: CompanyCatalogue = { bundled: SAMPLE_PROFILES, universe: companyUniverse };

/** The offline assistant's and the report writer's local material: the bundled set's passages. */
let passagesRead: Promise<Passage[]> | undefined;

/**
 * The bundled material's passages, read once per process: the set is fixed, and reading it (every
 * filing and overview) takes about a second, which no question should wait for twice.
 */
export const bundledPassages = (): Promise<ReadonlyArray<Passage>> => {
  passagesRead ??= readBundledPassages().catch((error: unknown) => {
    passagesRead = undefined;
    throw error;
  });
  return passagesRead;
};

function readBundledPassages(): Promise<Passage[]> {
  // The overviews are written from the sample figures, whatever live providers answer the data pages.
  const insights = companyInsightsService(marketData([sampleProvider]));
  return samplePassages({
    profiles: SAMPLE_PROFILES,
    overview: (symbol) => insights.overview(symbol),
    filings: sampleFilings,
    filingDocument: sampleFilingDocument,
    news: sampleNews,
  });
}
