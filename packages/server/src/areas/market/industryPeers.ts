// A company's peers in the data (issue 43): the companies of the bundled sample set whose industry
// competes with its own (core's peerSetOf), never those that only share its sector. The set is
// what Moatwise holds on every machine, so a company is set against the same peers whichever
// provider serves its figures.
import { type PeerSet, peerSetOf } from "@moatwise/core";
import { SAMPLE_PROFILES } from "./sample/sampleProfiles.data";

/** The sample set's companies that compete with this one, and why; none without an industry. */
export function industryPeers(symbol: string, industry: string | null): PeerSet {
  return peerSetOf({ symbol, industry }, SAMPLE_PROFILES);
}
