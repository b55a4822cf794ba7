// The badge that says where market data came from (issue 6: `Sample data`, `Live · SEC`, ...):
// bundled data is never called live.
import type { Provenance } from "../schemas/common";

const PROVIDER_NAMES: Readonly<Record<string, string>> = { sec: "SEC", fmp: "FMP" };

export function provenanceLabel(provenance: Provenance): string {
  if (provenance.provider === "sample") return "Sample data";
  const name = PROVIDER_NAMES[provenance.provider] ?? provenance.provider;
  return provenance.live ? `Live · ${name}` : `Cached · ${name}`;
}

/** The badge's longer explanation, for its tooltip. */
export function provenanceDescription(provenance: Provenance): string {
  const date = provenance.asOf.slice(0, 10);
  if (provenance.provider === "sample") {
    return `Bundled sample data as of ${date}, taken from public filings: not live, not for investment decisions.`;
  }
  return `${provenanceLabel(provenance)}, as of ${date}.`;
}
