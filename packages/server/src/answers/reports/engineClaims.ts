// A report question's figures from the facts engine (issue 33): the question planned as the chat
// plans it, and the draft written from its facts, each sentence a claim citing the facts it names.
import {
  type Claim,
  type Fact,
  type FactsTable,
  periodWords,
  planReportQuestion,
  type ResearchSource,
  writeDraft,
} from "@moatwise/core";
import { claimOf } from "./reportClaims";
import type { ResearchEvidence } from "./researchEvidence";

/** A fact as a source states it, with its period: what a claim citing it is checked against. */
function factLine(fact: Fact, table: FactsTable): string {
  const value = typeof fact.value === "number" ? `${fact.value}${fact.unit === "percent" ? "%" : ""}` : fact.value;
  return `${table.names[fact.symbol] ?? fact.symbol}, ${fact.label}, ${periodWords(fact.period)}: ${value}.`;
}

/** The draft the facts engine writes, each sentence a claim citing the facts it names. */
function engineClaims(table: FactsTable): Claim[] {
  const byId = new Map(table.facts.map((fact) => [fact.id, fact]));
  const sentences = writeDraft(table).sentences;
  // The draft's lead sentences say each figure; its item lines repeat them as a list.
  const leads = sentences.filter((sentence) => sentence.block === "paragraph");
  return (leads.length > 0 ? leads : sentences).map((sentence) => {
    const named = sentence.factIds.flatMap((id) => {
      const fact = byId.get(id);
      return fact ? [fact, ...fact.derivedFrom.flatMap((from) => byId.get(from) ?? [])] : [];
    });
    const [first] = named;
    if (!first) return claimOf(sentence.text, []);
    const cited = table.sources.find((source) => source.id === first.sourceId);
    const source: ResearchSource = {
      id: `facts:${named.map((fact) => fact.id).join(",")}`.slice(0, 300),
      kind: "statement",
      title: cited?.title ?? `${first.symbol} financial statements`,
      url: cited?.url ?? `/stock/${encodeURIComponent(first.symbol)}?section=financials`,
      excerpt: [...new Set(named.map((fact) => factLine(fact, table)))].join(" ").slice(0, 4000),
    };
    return claimOf(sentence.text, [source]);
  });
}

/**
 * A figure question planned (core's planQuestion) and answered by the facts engine: null when the
 * question names no figure of this company, so the report's other answers take it.
 */
export async function engineAnswer(text: string, evidence: ResearchEvidence): Promise<Claim[] | null> {
  const engine = evidence.engine;
  if (!engine) return null;
  const plan = planReportQuestion(text, engine.directory, evidence.symbol);
  if (plan.measures.length === 0 || plan.material !== null) return null;
  // The sample set's prices between quarter ends are simulated: never evidence in a report.
  if (plan.measures.some((measure) => PRICE_MEASURES.has(measure.id))) return null;
  if (!plan.companies.some((company) => company.symbol === evidence.symbol)) return null;
  const table = await engine.run(plan);
  if (table.facts.length === 0) return null;
  return engineClaims(table);
}

const PRICE_MEASURES = new Set(["close", "priceReturn", "yearHigh", "yearLow", "volume", "marketCap"]);

/** The figure a facts-engine claim states ("gross margin"), read from the fact it cites; none for others. */
export function figureLabel(claim: Claim): string[] {
  const source = claim.sources[0];
  if (!source?.id.startsWith("facts:")) return [];
  const label = source.excerpt.match(/^[^,]+(?:, Inc\.|, Inc|, Co\.)?, ([^,:]+), /)?.[1];
  return label ? [label] : [];
}
