// What a plan answers with in place of what it refuses: a valuation for advice, the last close for a
// forecast or an intraday price, the company-wide revenue for a segment, a person's role.

import { ABSENT_KIND_OF } from "../absentDataKinds";
import type { MaterialAsked, PlannedMeasure, Refusal } from "../answerTypes";
import { clausesOf, measuresOutside, refusedAt } from "./concepts";
import { fromDictionary } from "./formulas";
import { VALUATION_MEASURES } from "./lexicon/material";
import type { Reading } from "./reading";
import { has } from "./words";

/** Kinds of data the app lacks that a person named asks about. */
const PERSON_KINDS: ReadonlySet<string> = new Set(
  ["executive pay", "personal wealth", "ownership", "insider trades"].flatMap((phrase) => {
    const label = ABSENT_KIND_OF.get(phrase)?.label;
    return label ? [label] : [];
  }),
);

/** A plan's measures and the material it is answered from. */
export interface AnswerForm {
  readonly measures: PlannedMeasure[];
  readonly material: MaterialAsked | null;
}

/** The measures and material once the refusals are known: a stand-in for what cannot be served. */
export function withStandIns(
  now: Reading,
  asked: AnswerForm,
  refusals: ReadonlyArray<Refusal>,
  companyCount: number,
): AnswerForm {
  let { measures, material } = asked;
  // "What did management say on the earnings call?": "earnings" is the call's, not net income.
  measures = measuresOutside(now.words, measures, refusals);
  // "What is Tim Cook's net worth?": a person's pay, wealth, holding or dealings are what is asked,
  // never the company's valuation or figures in their place.
  if (now.personNamed && refusals.some((refusal) => refusal.lacks !== undefined && PERSON_KINDS.has(refusal.lacks))) {
    measures = [];
    material = null;
  }
  // "Who is Tim Cook?", "what company does Jensen Huang run?": a person named, and nothing else
  // asked of them, is answered with the role the profile gives them.
  if (
    now.personNamed &&
    measures.length === 0 &&
    refusals.length === 0 &&
    companyCount > 0 &&
    (material === null || material === "search")
  ) {
    measures = [fromDictionary("ceo")];
    material = null;
  }
  // "Has its CEO been selling shares?": what is asked is the figure the data lacks, not the
  // profile fact whose word it shares (the CEO's name).
  // "Who is Apple's CEO, and who owns it?": a profile fact asked in a clause of its own stays.
  const clauses = clausesOf(now.words);
  const refusedClauses = new Set([...refusedAt(now.words, refusals)].map((index) => clauses[index]));
  const ownClause = (measure: PlannedMeasure) => {
    const at = now.positions.get(measure.id);
    return at !== undefined && refusedClauses.size > 0 && !refusedClauses.has(clauses[at]);
  };
  if (
    refusals.some((refusal) => refusal.kind === "absent") &&
    measures.length > 0 &&
    measures.every((measure) => measure.unit === "text" && !ownClause(measure))
  ) {
    measures = [];
  }
  // Advice asked of a company and no figure: no advice, and how it compares on valuation instead.
  if (measures.length === 0 && companyCount > 0 && refusals.some((refusal) => refusal.kind === "advice")) {
    measures = VALUATION_MEASURES.map(fromDictionary);
    material = "valuation";
  }
  // "Where will the stock be in a year?": no forecast, and where it closed last.
  if (
    measures.length === 0 &&
    companyCount > 0 &&
    refusals.some((refusal) => refusal.kind === "forecast") &&
    has(now.lowerSet, "stock", "shares", "price")
  ) {
    measures = [fromDictionary("close")];
    material = null;
  }
  // A product's or a place's figure and no figure named: said not held, and the company-wide revenue.
  if (measures.length === 0 && companyCount > 0 && refusals.some((refusal) => refusal.kind === "segment")) {
    measures = [fromDictionary("revenue")];
    material = null;
  }
  // An intraday or after-hours price: said not held, and the latest close given instead.
  if (measures.length === 0 && companyCount > 0 && refusals.some((refusal) => refusal.kind === "intraday")) {
    measures = [fromDictionary("close")];
    material = null;
  }
  return { measures, material };
}
