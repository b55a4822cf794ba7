// An answer's sources: up to three icons, one per domain (a letter when the icon cannot load), and
// the full list with titles, each opening in a new tab. The user's own notes and PDFs are pages of
// this app: they show a note mark and their kind ("Your notes"), and no icon is asked of anyone.
import {
  counted,
  faviconFailures,
  faviconUrl,
  isOwnSource,
  type SearchResult,
  sourceAddress,
  sourceDomain,
  sourceIconDomains,
  sourceLetter,
} from "@moatwise/core";
import { useState } from "react";

const failures = faviconFailures(() => Date.now());

function SourceIcon({ domain }: { domain: string }) {
  const [failed, setFailed] = useState(() => failures.isFailing(domain));
  if (failed) {
    return (
      <span className="source-icon source-icon-letter" aria-hidden="true">
        {sourceLetter(domain)}
      </span>
    );
  }
  return (
    <img
      className="source-icon"
      src={faviconUrl(domain)}
      alt=""
      width={16}
      height={16}
      onError={() => {
        failures.failed(domain);
        setFailed(true);
      }}
    />
  );
}

export function SourceIcons({ sources }: { sources: ReadonlyArray<SearchResult> }) {
  const own = sources.some((source) => isOwnSource(source.url));
  const domains = sourceIconDomains(sources.map((source) => source.url).filter((url) => !isOwnSource(url)));
  if (domains.length === 0 && !own) return null;
  return (
    <span className="source-icons" title={[...(own ? ["your notes and PDFs"] : []), ...domains].join(", ")}>
      {own && (
        <span className="source-icon source-icon-letter source-icon-own" aria-hidden="true">
          ✎
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
