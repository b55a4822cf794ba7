// The plan reader: a question, with the conversation so far, read into an AnswerPlan. See README.md.
export { answersFromFacts, asksOfNobody, asksQuotedMaterial } from "./answerSource";
export { closingBalanceLabel } from "./balanceDates";
export {
  askedTermOf,
  askedThing,
  askingVerb,
  asksAmountOnly,
  asksForFigure,
  asksOutlook,
  datedMonths,
  definesMeasure,
  type NameGiven,
  namesGiven,
  requiredPairs,
  yearsAsked,
} from "./filingAsks";
export { askedConcepts, personNamed } from "./filingConceptsAsked";
export type { HistoryTurn } from "./followUps";
export { LACKING_CONCEPTS, type LackingConcept, type LackingConceptId } from "./lexicon/lackingConcepts";
export { ownSourcesOf } from "./ownSources";
export { planQuestion } from "./planQuestion";
export { type ReportAsk, reportAsks, reportQuestionWordsProblem } from "./reportAsks";
