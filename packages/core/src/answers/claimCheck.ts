// Checking an answer's draft against its facts (issue 33): each sentence's figures must stand in
// the facts and quotes it names, with the rules for one figure in domain/research/claimStanding.ts
// (shared with the research reports). The same check runs on chat answers, offline or model-written;
// a figure that fails is shown as not verified.

import { type ClaimCheck, checkClaim } from "../domain/research/claimStanding";
import { texts } from "../domain/texts";
import type { Draft, DraftSentence, Fact, FactsTable } from "./answerTypes";
import { periodWords } from "./templateWriter";

// The engine's callers read the figure rules with its checks.
export {
  type ClaimCheck,
  type ClaimStanding,
  checkClaim,
  claimStanding,
  type StatedNumber,
  sameFigure,
  statedNumbers,
} from "../domain/research/claimStanding";

/** A fact's value as a source would state it, exactly, with the words of its period. */
function factText(fact: Fact): string {
  const value = typeof fact.value === "number" ? `${fact.value}${fact.unit === "percent" ? "%" : ""}` : fact.value;
  return `${value} (${periodWords(fact.period)})`;
}

export interface SentenceCheck extends ClaimCheck {
  readonly sentence: DraftSentence;
}

/**
 * Checks each sentence of a draft against the facts and quotes it names, and the facts those are
 * computed from (issue 33): the same `checkClaim` as the research reports, the facts written as a
 * source states them. A sentence that names none is checked against the whole table, so a figure
 * anywhere in the facts stands and one that is nowhere does not. `alsoGiven` are texts the reader
 * gave or was told (the question, the gaps), whose figures need no fact.
 */
export function checkAnswer(
  draft: Pick<Draft, "sentences">,
  table: FactsTable,
  alsoGiven: ReadonlyArray<string> = [],
): SentenceCheck[] {
  const factsById = new Map(table.facts.map((fact) => [fact.id, fact]));
  const quotesById = new Map(table.quotes.map((quote) => [quote.id, quote]));
  const given = [...alsoGiven, ...table.gaps.map((gap) => gap.text)];
  const everything = [...table.facts.map(factText), ...table.quotes.map((quote) => quote.text)];
  return draft.sentences.map((sentence) => {
    const named = sentence.factIds.flatMap((id) => {
      const fact = factsById.get(id);
      if (!fact) return [];
      return [fact, ...fact.derivedFrom.flatMap((from) => factsById.get(from) ?? [])];
    });
    const quoted = sentence.quoteIds.flatMap((id) => quotesById.get(id) ?? []);
    const cited =
      named.length + quoted.length === 0 ? everything : [...named.map(factText), ...quoted.map((quote) => quote.text)];
    return { sentence, ...checkClaim(sentence.text, [...cited, ...given]) };
  });
}

/**
 * The text with ` *(not verified)*` after each figure that failed the check, in the order stated;
 * Markdown emphasis, so a stored answer keeps its marks and the web shows them as a badge.
 */
export function markUnverified(text: string, unsupported: ReadonlyArray<string>): string {
  let out = "";
  let rest = text;
  for (const figure of unsupported) {
    const at = rest.indexOf(figure);
    if (at === -1) continue;
    out += `${rest.slice(0, at + figure.length)} *${texts.figureNotVerified}*`;
    rest = rest.slice(at + figure.length);
  }
  return out + rest;
}
