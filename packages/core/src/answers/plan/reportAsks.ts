// What a research report's question asks for, where one thing answers it (issue 22), and whether a
// question is fit for a report at all. The server's report writer answers what this reads.
import { asksAnyOf, holdsAnyOf } from "./askedPhrases";
import {
  DEBT_WORDS,
  FILING_FORM_WORDS,
  LARGEST_COST_WORDS,
  LEADER_WORDS,
  MARGIN_NAMES,
  MARGIN_TREND_WORDS,
  NAMED_OFTEN_WORDS,
  PEER_WORDS,
  PRICE_SUBJECT_WORDS,
  QUARTER_WORDS,
  RANK_WORDS,
  RISK_WORDS,
} from "./lexicon/reportAskWords";

/** The one thing a report question asks for, in the order the report writer answers them. */
export type ReportAsk =
  | { readonly kind: "peers"; readonly rank: boolean }
  | { readonly kind: "chiefExecutive" }
  | { readonly kind: "latestQuarter" }
  /** `margin` is the margin the question names ("gross margin"), or null. */
  | { readonly kind: "marginTrend"; readonly margin: string | null }
  | { readonly kind: "debt" }
  | { readonly kind: "namedRisks" }
  | { readonly kind: "largestCost" };

const asksPeers = asksAnyOf(PEER_WORDS);
const asksRank = asksAnyOf(RANK_WORDS);
const asksLeader = asksAnyOf(LEADER_WORDS);
const asksQuarter = asksAnyOf(QUARTER_WORDS);
const asksMarginTrend = asksAnyOf(MARGIN_TREND_WORDS);
const asksDebt = asksAnyOf(DEBT_WORDS);
const asksRisks = asksAnyOf(RISK_WORDS);
const asksNamedOften = asksAnyOf(NAMED_OFTEN_WORDS);
const asksLargestCost = asksAnyOf(LARGEST_COST_WORDS);

/**
 * The things a report question asks for that one source answers, first the one asked most plainly
 * (peers before the chief executive before the quarter …); the writer answers the first it can.
 */
export function reportAsks(question: string): ReportAsk[] {
  const asked: ReportAsk[] = [];
  if (asksPeers(question)) asked.push({ kind: "peers", rank: asksRank(question) });
  if (asksLeader(question)) asked.push({ kind: "chiefExecutive" });
  if (asksQuarter(question)) asked.push({ kind: "latestQuarter" });
  if (asksMarginTrend(question)) {
    const lower = question.toLowerCase();
    asked.push({ kind: "marginTrend", margin: MARGIN_NAMES.find((name) => lower.includes(name)) ?? null });
  }
  if (asksDebt(question)) asked.push({ kind: "debt" });
  if (asksRisks(question) && asksNamedOften(question)) asked.push({ kind: "namedRisks" });
  if (asksLargestCost(question)) asked.push({ kind: "largestCost" });
  return asked;
}

const namesFilingForm = holdsAnyOf(FILING_FORM_WORDS);
const aboutPrices = asksAnyOf(PRICE_SUBJECT_WORDS);

/** Why a report question's own words unfit it, or null: a filing's form line pasted, or prices its subject. */
export function reportQuestionWordsProblem(question: string): "itemTitle" | "simulatedPrices" | null {
  if (namesFilingForm(question)) return "itemTitle";
  if (aboutPrices(question)) return "simulatedPrices";
  return null;
}
