// Where a plan's answer comes from: the facts, or the user's own notes and PDFs.
import type { AnswerPlan } from "../answerTypes";

/**
 * A figure asked of no company, no sector and no ranking ("advertising slowdown operating margin")
 * has nobody to be computed for: the user's own notes and PDFs answer it when they hold it.
 */
export const asksOfNobody = (plan: AnswerPlan) =>
  plan.companies.length === 0 &&
  plan.unknownCompanies.length === 0 &&
  plan.sector === null &&
  plan.operation.across !== "rank";

/** Whether the facts answer the question: it names a figure, or only what the data cannot serve. */
export const answersFromFacts = (plan: AnswerPlan) =>
  // "How does Costco make money and who owns it?": the material answers, after the gap (issue 44).
  !plan.refusals.some((refusal) => refusal.alongside === "material") &&
  // A count of something the data does not hold ("how many iPhones"), a forecast of a company
  // with no figure named: the gap, not passages that share words.
  ((plan.measures.length === 0 &&
    plan.companies.length > 0 &&
    plan.refusals.some((refusal) => refusal.kind === "absent" || refusal.kind === "forecast")) ||
    (plan.measures.length > 0 && (plan.material === null || plan.material === "valuation")) ||
    (plan.companies.length === 0 && (plan.unknownCompanies.length > 0 || plan.refusals.length > 0)) ||
    // A figure the data never holds ("Apple's ESG score"): the gap is the answer, not passages
    // that share its words.
    (plan.measures.length === 0 &&
      plan.refusals.some((refusal) => refusal.kind === "absent" && refusal.about !== null)));
