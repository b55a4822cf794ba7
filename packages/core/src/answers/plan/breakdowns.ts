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
/** "Which segment": "what" asks a kind's figure as often as its rank ("what did product recalls cost"). */
const ASKING = wordSet("which");
/** Words between "which" and the kind's word at most ("which geographic region", "which of its segments"). */
const ASKING_REACH = 4;

/**
 * The parts the question ranks, or null when it ranks none: a kind's word asked with "which" just
 * before it, or beside a word that ranks ("the largest segment", "the segment that led").
 */
export function breakdownAsked(lowers: ReadonlyArray<string>): PlannedBreakdown | null {
  const found = ASKED.map((row) => ({
    kind: row.kind,
    at: lowers.findIndex((word) => row.words.has(word)),
    phrase: row.phrases.some((phrase) => hasPhrase(lowers, phrase)),
  })).filter((row) => row.at >= 0 || row.phrase);
  if (found.length === 0) return null;
  const asking = found.some(
    ({ at }) => at >= 0 && lowers.slice(Math.max(0, at - ASKING_REACH), at).some((word) => ASKING.has(word)),
  );
  const ranking = lowers.some((word) => RANKING.has(word));
  if (!ranking && !asking) return null;
  // "Which segment": the first kind named; a place named as a segment's kind ("geographic segment") is a place.
  const placed = found.find((row) => row.kind === "geography" && row.phrase);
  return { by: (placed ?? found[0])?.kind ?? null };
}
