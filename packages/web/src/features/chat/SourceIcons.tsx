// An answer's sources: up to three icons, one per domain (its letter on its own colour, drawn here:
// no icon service learns what the user reads), and the full list with titles, each opening in a new
// tab. Sources on this app's own pages (statements, the user's notes and PDFs) share one "M" mark.
import {
  counted,
  isOwnSource,
  type SearchResult,
  sourceAddress,
  sourceDomain,
  sourceHue,
  sourceIconDomains,
  sourceLetter,
} from "@moatwise/core";
import type { CSSProperties } from "react";

function SourceIcon({ domain }: { domain: string }) {
  const style = { "--source-hue": sourceHue(domain) } as CSSProperties;
  return (
    <span className="source-icon source-icon-letter" style={style} aria-hidden="true">
      {sourceLetter(domain)}
    </span>
  );
}

export function SourceIcons({ sources }: { sources: ReadonlyArray<SearchResult> }) {
  const own = sources.some((source) => isOwnSource(source.url));
  const domains = sourceIconDomains(sources.map((source) => source.url).filter((url) => !isOwnSource(url)));
  if (domains.length === 0 && !own) return null;
  return (
    <span className="source-icons" title={[...(own ? ["Moatwise pages"] : []), ...domains].join(", ")}>
      {own && (
        <span className="source-icon source-icon-letter source-icon-own" aria-hidden="true">
          M
        </span>
      )}
      {domains.map((domain) => (
        <SourceIcon key={domain} domain={domain} />
      ))}
      <span className="source-count">{counted(sources.length, "source")}</span>
    </span>
  );
}

export function SourcesList({ sources }: { sources: ReadonlyArray<SearchResult> }) {
  return (
    <ol className="sources-list" aria-label="Sources">
      {sources.map((source) => (
        <li key={source.url}>
          <a href={sourceAddress(source.url, window.location.origin)} target="_blank" rel="noopener noreferrer">
            {source.title}
          </a>
          <span className="muted">
            {" "}
            · {isOwnSource(source.url) ? (source.publisher ?? "Yours") : (sourceDomain(source.url) ?? source.url)}
            {source.date ? ` · ${source.date}` : ""}
          </span>
        </li>
      ))}
    </ol>
  );
}
