// A report's claims (issue 22): a sentence with its sources, from a computed figure or a quoted
// sentence, and what the writer says when the company's material has nothing on a question.
import { type Claim, queryTerms, type ResearchSource, sourcedClaim } from "@moatwise/core";
import type { FigureFact } from "../statementFacts";
import type { Quote } from "./questionRetrieval";
import { passageSource } from "./researchEvidence";

/** A claim with its sources and its state: figures checked, quoted verbatim, or not verified. */
export function claimOf(text: string, sources: ReadonlyArray<ResearchSource>): Claim {
  return sourcedClaim(text, [...sources]);
}

/** A computed figure as a claim, cited to its statement. */
export const factClaim = (fact: FigureFact) => claimOf(fact.text, [fact.source]);

/** A quoted sentence as a claim, cited to its passage. */
export function quoteClaim(quote: Quote): Claim {
  return claimOf(quote.sentence, [passageSource(quote.passage, quote.sentence)]);
}

/** What the writer says when the company's material has nothing on a question: what it lacks, named. */
export const NOTHING_FOUND = (companyName: string, question = "") => {
  const asked = queryTerms(question)
    .filter((term) => !companyName.toLowerCase().includes(term))
    .slice(0, 4);
  return asked.length > 0
    ? `Nothing in the data on ${companyName} answers this (its statements, filings, profile and news were searched for ${listed(asked.map((term) => `“${term}”`))}); add a filing, a note or a PDF to the draft's materials.`
    : `The material on ${companyName} available offline says nothing on this question; add a filing, a note or a PDF to the draft's materials.`;
};

/** Items as a sentence lists them: "a, b and c". */
export const listed = (items: ReadonlyArray<string>) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
