// Where the figures came from: `Sample data`, `Live · SEC`, ... with the date in its tooltip.
import { type Provenance, provenanceDescription, provenanceLabel } from "@moatwise/core";

export function ProvenanceBadge({ provenance }: { readonly provenance: Provenance }) {
  const live = provenance.live && provenance.provider !== "sample";
  return (
    <span className={`provenance-badge${live ? " provenance-live" : ""}`} title={provenanceDescription(provenance)}>
      {provenanceLabel(provenance)}
    </span>
  );
}
