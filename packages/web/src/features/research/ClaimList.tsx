// A report's claims, each with its sources: a press on a source shows the passage or statement
// line it rests on, and opens it where it lives. A claim whose figures did not verify says so.
import { type Claim, type ResearchSource, sourceLink } from "@moatwise/core";
import { useId, useState } from "react";
import { Link } from "wouter";

const KIND_WORDS: Readonly<Record<ResearchSource["kind"], string>> = {
  filing: "Filing",
  statement: "Statement",
  news: "News",
  profile: "Profile",
  overview: "Key figures",
  note: "Your note",
  pdf: "Your PDF",
  material: "Your material",
};

function SourcePassage({ source }: { readonly source: ResearchSource }) {
  const link = sourceLink(source.url);
  return (
    <figure className="source-passage">
      <figcaption>
        <strong>{source.title}</strong>
        {link &&
          (link.external ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              Open source
            </a>
          ) : (
            <Link href={link.href}>Open in Moatwise</Link>
          ))}
      </figcaption>
      <blockquote>{source.excerpt}</blockquote>
    </figure>
  );
}

function ClaimItem({ claim }: { readonly claim: Claim }) {
  const [open, setOpen] = useState<number | null>(null);
  const passageId = useId();
  return (
    <li className="claim" data-verified={claim.verified}>
      <span className="claim-text">{claim.text}</span>
      {!claim.verified && (
        <span className="claim-unverified" title="A figure of this claim is not in the sources it cites.">
          Figures not verified
        </span>
      )}
      <span className="claim-sources">
        {claim.sources.map((source, index) => (
          <button
            // A claim may cite two passages of one source: the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`${source.id}-${index}`}
            type="button"
            className="source-chip"
            aria-expanded={open === index}
            aria-controls={passageId}
            onClick={() => setOpen((current) => (current === index ? null : index))}
          >
            {KIND_WORDS[source.kind]}
          </button>
        ))}
      </span>
      {open !== null && claim.sources[open] && (
        <div id={passageId}>
          <SourcePassage source={claim.sources[open]} />
        </div>
      )}
    </li>
  );
}

export function ClaimList({ claims, label }: { readonly claims: ReadonlyArray<Claim>; readonly label: string }) {
  if (claims.length === 0) return null;
  return (
    <ul className="claim-list" aria-label={label}>
      {claims.map((claim, index) => (
        // Claims are shown as written; the same sentence may stand twice in a list.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <ClaimItem key={index} claim={claim} />
      ))}
    </ul>
  );
}
