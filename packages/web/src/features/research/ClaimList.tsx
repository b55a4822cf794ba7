// A report's claims, each with its sources: a press on a source shows the passage or statement
// line it rests on, and opens it where it lives. Each says how it stands: figures checked, quoted,
// or not verified.
// The thesis check's evidence uses the same sentence-with-sources (SourcedText).
import {
  CLAIM_STATE_WORDS,
  type Claim,
  claimFlag,
  claimStateOf,
  type ResearchSource,
  SOURCE_KIND_WORDS,
  sourceLink,
} from "@moatwise/core";
import { useId, useState } from "react";
import { Link } from "wouter";

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

/**
 * A sentence and its sources: a chip per source, which shows the passage quoted and where it
 * lives. A claim's figures that did not verify are flagged by the caller that knows.
 */
export function SourcedText(props: { readonly text: string; readonly sources: ReadonlyArray<ResearchSource> }) {
  const [open, setOpen] = useState<number | null>(null);
  const passageId = useId();
  const shown = open === null ? undefined : props.sources[open];
  return (
    <>
      <span className="claim-text">{props.text}</span>
      <span className="claim-sources">
        {props.sources.map((source, index) => (
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
            {SOURCE_KIND_WORDS[source.kind]}
          </button>
        ))}
      </span>
      {shown && (
        <div id={passageId}>
          <SourcePassage source={shown} />
        </div>
      )}
    </>
  );
}

/** A claim's warning when it did not verify: what, and on hover or focus, why. */
export function ClaimFlag({ claim }: { readonly claim: Claim }) {
  const flag = claimFlag(claim);
  if (!flag) return null;
  return (
    <span className="claim-unverified" title={flag.reason}>
      {flag.label}
    </span>
  );
}

/** How a cited claim stands (issue 34): its figures checked, or quoted word for word; else its flag says. */
function ClaimState({ claim }: { readonly claim: Claim }) {
  const state = claimStateOf(claim);
  if (state === "unverified" || claim.sources.length === 0) return null;
  const words = CLAIM_STATE_WORDS[state];
  return (
    <span className={`claim-state claim-state-${state}`} title={words.reason}>
      {words.label}
    </span>
  );
}

function ClaimItem({ claim }: { readonly claim: Claim }) {
  return (
    <li className="claim" data-verified={claim.verified} data-state={claimStateOf(claim)}>
      <SourcedText text={claim.text} sources={claim.sources} />
      <ClaimState claim={claim} />
      <ClaimFlag claim={claim} />
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
