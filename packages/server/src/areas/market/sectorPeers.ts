// A company's sector peers in the data: the companies of the bundled sample set in the same sector.
// The set is what Moatwise holds on every machine, so a company is set against the same peers
// whichever provider serves its figures.
import { SAMPLE_PROFILES } from "./sample/sampleProfiles.data";

/** The sample set's other companies in `sector` (matched without regard to case); none without a sector. */
export function sectorPeerSymbols(symbol: string, sector: string | null): string[] {
  if (!sector) return [];
  const wanted = sector.trim().toLowerCase();
  const own = symbol.toUpperCase();
  return SAMPLE_PROFILES.filter((profile) => profile.sector.toLowerCase() === wanted && profile.symbol !== own).map(
    (profile) => profile.symbol,
  );
}
