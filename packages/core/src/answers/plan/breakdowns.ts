// A question that ranks the parts of a figure (issue 45 item 4): "which segment had the highest
// revenue", "which region grew fastest", "what was the largest product category". The kind of
// part is read from the lexicon's words; PDF chat ranks the parts a filing's breakdown tables hold
// (filingBreakdowns); the chat, whose data holds no parts, still says so first.
import type { PlannedBreakdown } from "../answerTypes";
import {
  BREAKDOWN_GROWTH_WORDS,
  BREAKDOWN_KINDS,
  BREAKDOWN_LEAD_WORDS,
  BREAKDOWN_RANK_WORDS,
  PARTS_OUTRIGHT,
  PARTS_OUTRIGHT_PHRASES,
} from "./lexicon/filingBreakdownWords";
import { hasPhrase, wordSet } from "./words";

const ASKED = BREAKDOWN_KINDS.map((row) => ({
  kind: row.kind,
  words: wordSet(row.asked),
  phrases: (row.askedPhrases ?? "").split("|").filter(Boolean),
}));
const RANKING = new Set([
  ...wordSet(BREAKDOWN_LEAD_WORDS),
  ...wordSet(BREAKDOWN_GROWTH_WORDS),
  ...wordSet(BREAKDOWN_RANK_WORDS),
]);
/**
 * The parts the question ranks, or null when it ranks none: a kind's word beside a word that ranks
 * ("which segment had the highest revenue", "the largest segment", "the segment that led").
 */
export function breakdownAsked(lowers: ReadonlyArray<string>): PlannedBreakdown | null {
  const found = ASKED.map((row) => ({
    kind: row.kind,
    at: lowers.findIndex((word) => row.words.has(word)),
    phrase: row.phrases.some((phrase) => hasPhrase(lowers, phrase)),
  })).filter((row) => row.at >= 0 || row.phrase);
  if (found.length === 0) return null;
  // "Which products does it sell?" asks what they are, not which leads: a word that ranks is needed.
  if (!lowers.some((word) => RANKING.has(word))) return null;
  // "Which segment": the first kind named; a place named as a segment's kind ("geographic segment") is a place.
  const placed = found.find((row) => row.kind === "geography" && row.phrase);
  return { by: (placed ?? found[0])?.kind ?? null };
}

/** Whether the question names the parts by a word that means nothing but parts ("segment", "region", "product category"). */
export const namesPartsOutright = (lowers: ReadonlyArray<string>) =>
  lowers.some((word) => PARTS_OUTRIGHT.has(word)) || PARTS_OUTRIGHT_PHRASES.some((phrase) => hasPhrase(lowers, phrase));
