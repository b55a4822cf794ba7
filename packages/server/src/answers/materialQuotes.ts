// The engine's quotes for a question about a company's material rather than a figure (issue 44,
// item 7): the risks its filings name, the evidence for its moat's seven powers, its latest news
// and filings. Each quote carries its source, so the writer cites it; what the data does not hold
// is a gap, said first.
import {
  bestSentences,
  evidenceByDirection,
  evidenceText,
  type FactSource,
  type Gap,
  isQuotable,
  type MaterialAsked,
  type PlannedCompany,
  possessive,
  type Quote,
  type SevenPowers,
  sentencesOf,
  shortName,
} from "@moatwise/core";
import type { Passage } from "./localLibrary";
import { RISK_WORDS } from "./reports/pillarFocus";

/** What the engine reads a company's material from. */
export interface MaterialSources {
  /** The bundled material: filings, news, profiles. */
  readonly passages: () => Promise<ReadonlyArray<Passage>>;
  /** A company's seven-powers evidence, or null when the data holds none. */
  readonly powers: (symbol: string) => Promise<SevenPowers | null>;
}

/** Quotes, their sources and what was not found, for one plan. */
export interface MaterialFound {
  readonly quotes: ReadonlyArray<Quote>;
  readonly sources: ReadonlyArray<FactSource>;
  readonly gaps: ReadonlyArray<Gap>;
}

const SAMPLE_PUBLISHER = "Moatwise sample data";
const RISKS_QUOTED = 5;
const LATEST_ITEMS = 5;
const RISK_FACTORS_HEADING = /^(Item 1A\.?\s*)?Risk factors\b/i;
const EXCERPT_CHARS = 300;
const BUSINESS_SENTENCES = 3;
/** The heading of a moat answer's first item: the business the evidence is about. */
export const BUSINESS_HEADING = "What the business does";

/** One company's quotes as they are gathered: each source once, each quote numbered in the table. */
class Gathered {
  readonly quotes: Quote[] = [];
  readonly sources = new Map<string, FactSource>();
  readonly gaps: Gap[] = [];

  /** A source is cited once by its address, whatever quotes it gives: the profile and its evidence share one. */
  add(symbol: string, text: string, source: FactSource, extra: Pick<Quote, "heading" | "against"> = {}) {
    const known = [...this.sources.values()].find((each) => each.url === source.url) ?? source;
    if (!this.sources.has(known.id)) this.sources.set(known.id, known);
    this.quotes.push({ id: `quote:${symbol}:${this.quotes.length + 1}`, symbol, text, sourceId: known.id, ...extra });
  }
}

const passageSource = (passage: Passage): FactSource => ({
  id: passage.id,
  url: passage.url,
  title: passage.title,
  publisher: passage.publisher,
  excerpt: passage.text.slice(0, EXCERPT_CHARS),
  ...(passage.date ? { date: passage.date } : {}),
});

const newestFirst = (passages: ReadonlyArray<Passage>, symbol: string, kind: Passage["kind"]) =>
  passages.filter((passage) => passage.symbol === symbol && passage.kind === kind).sort(byDateDescending);
const byDateDescending = (a: Passage, b: Passage) => (b.date ?? "").localeCompare(a.date ?? "");

/** A filing's risk factors: the sentences of its "Risk factors" part, else those that speak of risk. */
function riskSentences(text: string): string[] {
  const part = text.split(/\n{2,}/).find((paragraph) => RISK_FACTORS_HEADING.test(paragraph.trim()));
  return part ? sentencesOf(part) : bestSentences(text, RISK_WORDS, 3);
}

function risksOf(passages: ReadonlyArray<Passage>, company: PlannedCompany, found: Gathered) {
  const seen = new Set<string>();
  let quoted = 0;
  for (const passage of newestFirst(passages, company.symbol, "filing")) {
    for (const sentence of riskSentences(passage.text)) {
      if (quoted >= RISKS_QUOTED || seen.has(sentence) || !isQuotable(sentence)) continue;
      seen.add(sentence);
      found.add(company.symbol, sentence, passageSource(passage));
      quoted++;
    }
  }
  if (quoted === 0) found.gaps.push(absent(`risk factors from ${possessiveOf(company)} filings`));
}

/**
 * A filing is quoted by its first sentence with a result (an amount or a percentage), else its
 * first with a number; news by its first sentence.
 */
function leadSentence(passage: Passage): string | undefined {
  const sentences = sentencesOf(passage.text).filter(isQuotable);
  if (passage.kind !== "filing") return sentences[0];
  const result = sentences.find((sentence) => /\$\s?\d|\d\s?%/.test(sentence));
  return result ?? sentences.find((sentence) => /\d/.test(sentence)) ?? sentences[0];
}

/** The forms a question names ("10-K", "8-K"), as filings title them; empty: any form. */
function formsAsked(words: ReadonlyArray<string>): string[] {
  return words.flatMap((word, index) => {
    const next = words[index + 1];
    return (word === "10" || word === "8") && (next === "k" || next === "q")
      ? [`Form ${word}-${next.toUpperCase()}`]
      : [];
  });
}

function latestOf(
  passages: ReadonlyArray<Passage>,
  company: PlannedCompany,
  kind: "news" | "filing",
  words: ReadonlyArray<string>,
  found: Gathered,
) {
  const forms = kind === "filing" ? formsAsked(words) : [];
  const items = newestFirst(passages, company.symbol, kind)
    .filter((passage) => forms.length === 0 || forms.some((form) => passage.title.includes(form)))
    .flatMap((passage) => {
      const lead = leadSentence(passage);
      return lead ? [{ passage, lead }] : [];
    })
    .slice(0, LATEST_ITEMS);
  for (const { passage, lead } of items) {
    found.add(company.symbol, lead, passageSource(passage), {
      heading: `${passage.date ?? "Undated"}, **${passage.title}**`,
    });
  }
  if (items.length === 0) {
    const what = kind === "news" ? "news" : `${forms.join(" or ") || "filings"}`;
    found.gaps.push(absent(`${what} about ${shortName(company.name)}`));
  }
}

/** What the business does, in its profile's words: where a moat would come from, before the evidence for one. */
function businessOf(passages: ReadonlyArray<Passage>, company: PlannedCompany, found: Gathered) {
  const [profile] = newestFirst(passages, company.symbol, "profile");
  if (!profile) return;
  const sentences = sentencesOf(profile.text).filter(isQuotable).slice(0, BUSINESS_SENTENCES);
  for (const sentence of sentences)
    found.add(company.symbol, sentence, passageSource(profile), { heading: BUSINESS_HEADING });
}

function moatOf(powers: SevenPowers | null, company: PlannedCompany, found: Gathered) {
  const withEvidence = powers?.powers.filter((power) => power.evidence.length > 0) ?? [];
  for (const power of withEvidence) {
    const { for: forIt, against } = evidenceByDirection(power.evidence);
    for (const [evidence, speaksAgainst] of [
      ...forIt.map((each) => [each, false] as const),
      ...against.map((each) => [each, true] as const),
    ]) {
      const text = evidenceText(evidence);
      const source: FactSource = {
        id: evidence.source?.url ?? `/stock/${encodeURIComponent(company.symbol)}?section=moat`,
        url: evidence.source?.url ?? `/stock/${encodeURIComponent(company.symbol)}?section=moat`,
        title: evidence.source?.title ?? `${company.name}: seven powers evidence`,
        publisher: SAMPLE_PUBLISHER,
        excerpt: text,
      };
      found.add(company.symbol, text, source, { heading: power.name, ...(speaksAgainst ? { against: true } : {}) });
    }
  }
  const without = powers?.powers.filter((power) => power.evidence.length === 0).map((power) => power.name) ?? [];
  if (withEvidence.length === 0) found.gaps.push(absent(`evidence for ${possessiveOf(company)} moat`));
  else if (without.length > 0) {
    const listed = without.length === 1 ? without[0] : `${without.slice(0, -1).join(", ")} or ${without.at(-1)}`;
    found.gaps.push(absent(`evidence for ${possessiveOf(company)} ${listed}`));
  }
}

const absent = (what: string): Gap => ({ kind: "absent", text: `The data holds no ${what}.` });
const possessiveOf = (company: PlannedCompany) => possessive(shortName(company.name));

/** The quotes for `material` about each company, newest material first. */
export async function materialQuotes(
  material: MaterialAsked,
  companies: ReadonlyArray<PlannedCompany>,
  words: ReadonlyArray<string>,
  sources: MaterialSources,
): Promise<MaterialFound> {
  const found = new Gathered();
  const passages = await sources.passages();
  for (const company of companies) {
    if (material === "risks") risksOf(passages, company, found);
    else if (material === "news") latestOf(passages, company, "news", words, found);
    else if (material === "filings") latestOf(passages, company, "filing", words, found);
    else if (material === "moat") {
      businessOf(passages, company, found);
      moatOf(await sources.powers(company.symbol).catch(() => null), company, found);
    }
  }
  return { quotes: found.quotes, sources: [...found.sources.values()], gaps: found.gaps };
}
