// Where a plan's answer comes from: the facts, or the user's own notes and PDFs.
import type { AnswerPlan } from "../answerTypes";
import { QUOTED_MATERIAL } from "./lexicon/material";

/**
 * A figure asked of no company, no sector and no ranking ("advertising slowdown operating margin")
 * has nobody to be computed for: the user's own notes and PDFs answer it when they hold it.
 */
export const asksOfNobody = (plan: AnswerPlan) =>
  plan.companies.length === 0 &&
  plan.unknownCompanies.length === 0 &&
  plan.sector === null &&
  plan.operation.across !== "rank";

/** Whether the question asks a company's risks, moat, news or filings: the engine quotes its sources. */
export const asksQuotedMaterial = (plan: AnswerPlan) =>
  plan.companies.length > 0 &&
  plan.ownSources.length === 0 &&
  plan.material !== null &&
  QUOTED_MATERIAL.has(plan.material);

/**
 * Whether the engine answers the question: it names a figure, a company's material the engine
 * quotes, or only what the data cannot serve.
 */
export const answersFromFacts = (plan: AnswerPlan) =>
  asksQuotedMaterial(plan) ||
  // "How does Costco make money and who owns it?": the material answers, after the gap (issue 44).
  (!plan.refusals.some((refusal) => refusal.alongside === "material") &&
    // A count of something the data does not hold ("how many iPhones"), a forecast of a company
    // with no figure named: the gap, not passages that share words.
    ((plan.measures.length === 0 &&
      plan.companies.length > 0 &&
      plan.refusals.some((refusal) => refusal.kind === "absent" || refusal.kind === "forecast")) ||
      (plan.measures.length > 0 &&
        (plan.material === null || plan.material === "valuation" || QUOTED_MATERIAL.has(plan.material))) ||
      (plan.companies.length === 0 && (plan.unknownCompanies.length > 0 || plan.refusals.length > 0)) ||
      // A figure the data never holds ("Apple's ESG score"): the gap is the answer, not passages
      // that share its words.
      (plan.measures.length === 0 &&
        plan.refusals.some((refusal) => refusal.kind === "absent" && refusal.about !== null))));
