// The value held per sector as one stacked bar and a legend with weights.
import { formatPercent, type SectorSlice } from "@moatwise/core";

export function SectorAllocation({ slices }: { readonly slices: ReadonlyArray<SectorSlice> }) {
  if (slices.length === 0) return null;
  return (
    <div className="card portfolio-sectors">
      <span className="muted">By sector</span>
      <div
        className="sector-bar"
        role="img"
        aria-label={slices.map((s) => `${s.sector} ${formatPercent(s.weight)}`).join(", ")}
      >
        {slices.map((slice, index) => (
          <span
            key={slice.sector}
            className={`sector-part sector-${index % 6}`}
            style={{ width: `${slice.weight * 100}%` }}
          />
        ))}
      </div>
      <ul className="sector-legend">
        {slices.map((slice, index) => (
          <li key={slice.sector}>
            <span className={`sector-dot sector-${index % 6}`} aria-hidden="true" />
            {slice.sector} <span className="muted">{formatPercent(slice.weight)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
