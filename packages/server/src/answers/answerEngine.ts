// One engine answers every question the data can (issue 44, item 7): the plan's figures from the
// facts engine over the one MarketData, a company's risks, moat, news and filings as quotes of its
// own sources, and what the data lacks as gaps, all in one FactsTable that the offline template
// writer and a live model's writer both write from. The AI providers only carry the words.
import { type AnswerPlan, asksQuotedMaterial, type CompanyDirectory, type FactsTable } from "@moatwise/core";
import { factsOver } from "./factsOver";
import { type MaterialSources, materialQuotes } from "./materialQuotes";
import type { CompanyCatalogue, MarketFacts } from "./ports";

export interface AnswerEngine {
  /** The companies the plan reader knows: those the data covers and every listed one. */
  readonly directory: CompanyDirectory;
  /** The facts, quotes and gaps that answer the plan. */
  readonly run: (plan: AnswerPlan) => Promise<FactsTable>;
}

export function answerEngine(
  market: MarketFacts,
  catalogue: CompanyCatalogue,
  material: MaterialSources,
): AnswerEngine {
  const facts = factsOver(market, catalogue);
  // The material is read once, on the first question that quotes it, not per question.
  let passages: ReturnType<MaterialSources["passages"]> | undefined;
  const once: MaterialSources = {
    ...material,
    passages: () => {
      passages ??= material.passages();
      return passages;
    },
  };
  return {
    directory: facts.directory,
    async run(plan) {
      const table = await facts.run(plan);
      if (!asksQuotedMaterial(plan) || plan.material === null) return table;
      const found = await materialQuotes(plan.material, plan.companies, plan.words ?? [], once);
      return {
        ...table,
        gaps: [...table.gaps, ...found.gaps],
        quotes: [...table.quotes, ...found.quotes],
        sources: [...table.sources, ...found.sources],
      };
    },
  };
}
