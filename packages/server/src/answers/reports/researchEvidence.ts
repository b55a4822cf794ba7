// What a report on one company may rest on (issue 22): the company's passages (profile, key
// figures, filing excerpts, news, the seven-powers evidence), the user's own notes, PDFs and pasted
// materials, and figures computed from the annual statements, each as a sentence with the
// statement line it comes from. Every piece carries the source a reader can open. The user's own
// material is what the chat reads on the company, by the same scope (issue 43).
import {
  type AnswerPlan,
  type CompanyDirectory,
  type CompanyProfile,
  type FactsTable,
  formatMoney,
  formatPercent,
  isUntitledPaste,
  type Material,
  type PeerComparison,
  pastedMaterialAnchor,
  type ResearchSource,
  safeSourceUrl,
  texts,
} from "@moatwise/core";
import { factsOver } from "../factsOver";
import type { Passage } from "../localLibrary";
import type { CompanyCatalogue, MarketFacts } from "../ports";
import { annualFacts, type FigureFact } from "../statementFacts";
import { peerComparison } from "./peerComparison";

/** The answer engine over the report's market data: the plan reader's directory and runPlan. */
export interface FactsEngine {
  readonly directory: CompanyDirectory;
  readonly run: (plan: AnswerPlan) => Promise<FactsTable>;
}

export interface ResearchEvidence {
  readonly symbol: string;
  readonly companyName: string;
  readonly passages: ReadonlyArray<Passage>;
  readonly facts: ReadonlyArray<FigureFact>;
  /** The company's profile (sector, industry, chief executive), when the data has one. */
  readonly profile?: CompanyProfile | null;
  /** The company against its industry's peers in the data, when there are some (issue 43). */
  readonly comparison?: PeerComparison | null;
  /** The facts engine a figure question is planned and answered with (issue 34). */
  readonly engine?: FactsEngine;
  /** The largest cost line of the latest fiscal year, as a sentence with its statement lines. */
  readonly costLine?: { readonly label: string; readonly text: string; readonly source: ResearchSource } | null;
}

const COST_LINES = [
  ["costOfRevenue", "cost of revenue"],
  ["researchAndDevelopmentExpenses", "research and development"],
  ["sellingGeneralAndAdministrativeExpenses", "selling, general and administrative expenses"],
  ["interestExpense", "interest expense"],
  ["incomeTaxExpense", "income tax"],
] as const;

/** The biggest of the income statement's cost lines in the latest fiscal year, against revenue. */
async function largestCostLine(market: MarketFacts, symbol: string): Promise<ResearchEvidence["costLine"]> {
  const income = await market.statements(symbol, "income", "annual");
  const latest = income.data[0];
  const revenue = latest?.revenue;
  if (!latest || !revenue) return null;
  const lines = COST_LINES.flatMap(([key, label]) => {
    const value = latest[key];
    return typeof value === "number" && value > 0 ? [{ label, value }] : [];
  }).sort((a, b) => b.value - a.value);
  const [largest] = lines;
  if (!largest) return null;
  const year = `fiscal ${latest.fiscalYear}`;
  return {
    label: largest.label,
    text: `${symbol}'s largest cost line in ${year} was ${largest.label}, ${formatMoney(largest.value)}, ${formatPercent(largest.value / revenue)} of revenue.`,
    source: {
      id: `statement:${symbol}:costs`,
      kind: "statement",
      title: `${symbol} income statement: cost lines`,
      url: `/stock/${encodeURIComponent(symbol)}?section=financials`,
      excerpt: [
        `${year}: revenue ${formatMoney(revenue)}.`,
        ...lines.map(
          (line) => `${line.label} ${formatMoney(line.value)} (${formatPercent(line.value / revenue)} of revenue).`,
        ),
      ].join(" "),
    },
  };
}

const engines = new WeakMap<MarketFacts, WeakMap<CompanyCatalogue, FactsEngine>>();
const engineOf = ({ market, catalogue }: EvidenceSources): FactsEngine => {
  let byCatalogue = engines.get(market);
  if (!byCatalogue) {
    byCatalogue = new WeakMap();
    engines.set(market, byCatalogue);
  }
  let engine = byCatalogue.get(catalogue);
  if (!engine) {
    engine = factsOver(market, catalogue);
    byCatalogue.set(catalogue, engine);
  }
  return engine;
};

export interface EvidenceSources {
  readonly market: MarketFacts;
  /** The companies the engine may name and compare a company with (the bundled set, the listed universe). */
  readonly catalogue: CompanyCatalogue;
  /** Every passage of the local library (the sample set); the company's are picked from it. */
  readonly libraryPassages: () => Promise<ReadonlyArray<Passage>>;
  /**
   * The user's own notes, highlights and PDF pages about the company: the chat's own material,
   * scoped by the one rule (answers/materialScope), so another company's filing is never evidence.
   */
  readonly ownMaterial: (
    userId: string,
    company: { readonly symbol: string; readonly name: string },
  ) => Promise<ReadonlyArray<Passage>>;
}

/** The id every passage of a draft's materials starts with: what the user brought to this report. */
export const MATERIAL_PASSAGE = "material:";

/** A passage of the draft's materials, and text the user pasted into it (issue 38). */
export const isMaterialPassage = (passage: Passage) => passage.id.startsWith(MATERIAL_PASSAGE);
export const isPastedPassage = (passage: Passage) =>
  isMaterialPassage(passage) && passage.publisher === texts.pastedMaterialSource;

/** Pasted text is cited as the user's pasted material, by its own title when the user gave it one. */
function pastedTitle(material: Material): string {
  return isUntitledPaste(material) ? texts.pastedMaterialSource : `${texts.pastedMaterialSource}: ${material.title}`;
}

function materialPassages(materials: ReadonlyArray<Material>, symbol: string): Passage[] {
  return materials.map((material, index) => ({
    id: `${MATERIAL_PASSAGE}${index}`,
    kind: material.kind === "note" ? ("note" as const) : ("pdf" as const),
    symbol,
    companyName: null,
    title: material.kind === "text" ? pastedTitle(material) : material.title,
    // A material stored before its address was checked keeps it only if a source may open it.
    url: (material.url === undefined ? null : safeSourceUrl(material.url)) ?? pastedMaterialAnchor(index),
    text: material.content,
    publisher: material.kind === "text" ? texts.pastedMaterialSource : "Your materials",
  }));
}

export async function gatherEvidence(
  sources: EvidenceSources,
  request: { userId: string; symbol: string; companyName: string; materials: ReadonlyArray<Material> },
): Promise<ResearchEvidence> {
  const symbol = request.symbol.toUpperCase();
  const [library, own, facts, profile, costLine] = await Promise.all([
    sources.libraryPassages(),
    sources.ownMaterial(request.userId, { symbol, name: request.companyName }),
    annualFacts(sources.market, symbol).catch(() => []),
    sources.market.profile(symbol).catch(() => null),
    largestCostLine(sources.market, symbol).catch(() => null),
  ]);
  const comparison = await peerComparison(
    sources.market,
    symbol,
    request.companyName,
    profile ? { sector: profile.sector, industry: profile.industry } : null,
    sources.catalogue.bundled,
  ).catch(() => null);
  const company = library.filter((passage) => passage.symbol === symbol);
  return {
    symbol,
    companyName: request.companyName,
    passages: [...company, ...own, ...materialPassages(request.materials, symbol)],
    facts,
    profile,
    comparison,
    engine: engineOf(sources),
    costLine,
  };
}

/** The source a reader opens for a passage: where it is, and the words quoted from it. */
export function passageSource(passage: Passage, excerpt: string): ResearchSource {
  const kind = passage.kind === "overview" ? "overview" : isMaterialPassage(passage) ? "material" : passage.kind;
  return {
    id: passage.id,
    kind,
    title: passage.date ? `${passage.title} (${passage.date})` : passage.title,
    url: passage.url,
    excerpt: excerpt.slice(0, 4000),
  };
}
