// What a thesis check weighs (issue 43, item 14): every claim of the report, each sentence its
// sources quote (the filings' passages, the statements' lines, the peer table's rows), and the
// material the user pasted into its draft; and how a sentence is read for the check: by its
// concepts, a measure in any of its words ("earnings" is net income), a direction (rose, fell), and
// the stems of its other words, the report's own company aside (every sentence is about it).

import { isUntitledPaste } from "../domain/research/materialQuestion";
import { sourcedClaim } from "../domain/research/reportClaims";
import { safeSourceUrl } from "../domain/research/sourceLink";
import type { Claim, Material, ResearchSection, ResearchSource } from "../domain/schemas/research";
import { texts } from "../domain/texts";
import { MEASURES } from "./measures";
import { isQuotable, queryTerms, sentencesOf, textWords } from "./sentences";

/** The longest measure phrase read, in words ("selling general and administrative"). */
const PHRASE_WORDS_MAX = 5;

const MEASURE_OF_PHRASE: ReadonlyMap<string, string> = new Map(
  MEASURES.flatMap((measure) => measure.phrases.map((phrase) => [phrase, measure.id] as const)),
);

/**
 * Words of a direction: a thesis that earnings grow and a report whose earnings rose say the
 * same; a report whose earnings fell bears on it too, but never as the same concept.
 */
const DIRECTION_OF: ReadonlyMap<string, string> = new Map([
  ...["grow", "grows", "grew", "grown", "growing", "growth", "rise", "rises", "rose", "risen", "rising"].map(
    (word) => [word, "direction:up"] as const,
  ),
  ...["increase", "increased", "increases", "increasing", "expand", "expanded", "expanding", "expansion"].map(
    (word) => [word, "direction:up"] as const,
  ),
  ...["fall", "falls", "fell", "fallen", "falling", "decline", "declined", "declines", "declining", "shrink"].map(
    (word) => [word, "direction:down"] as const,
  ),
  ...["shrank", "shrinking", "decrease", "decreased", "decreasing", "drop", "dropped", "contraction"].map(
    (word) => [word, "direction:down"] as const,
  ),
]);

/** A word's stem for matching: "fees" is "fee", "companies" "company"; short words stay whole. */
function stemOf(word: string): string {
  const bare = word.replace(/'s?$/, "");
  if (bare.length > 4 && bare.endsWith("ies")) return `${bare.slice(0, -3)}y`;
  if (bare.length > 3 && bare.endsWith("s") && !bare.endsWith("ss")) return bare.slice(0, -1);
  return bare;
}

/** Two stems name one thing when equal, or when one starts the other and both have 4+ letters ("earn", "earnings"). */
export const stemsMatch = (a: string, b: string) =>
  a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** What a sentence speaks of: its measures, its directions, and the stems of its other content words. */
export interface Concepts {
  readonly named: ReadonlySet<string>;
  readonly stems: ReadonlyArray<string>;
}

/** The measures a text names, and the words their phrases take. */
function measuresIn(words: ReadonlyArray<string>): { ids: Set<string>; taken: Set<number> } {
  const ids = new Set<string>();
  const taken = new Set<number>();
  for (let start = 0; start < words.length; start += 1) {
    for (let length = Math.min(PHRASE_WORDS_MAX, words.length - start); length >= 1; length -= 1) {
      const id = MEASURE_OF_PHRASE.get(words.slice(start, start + length).join(" "));
      if (id === undefined) continue;
      ids.add(`measure:${id}`);
      for (let index = start; index < start + length; index += 1) taken.add(index);
      break;
    }
  }
  return { ids, taken };
}

/** A text's concepts; `ignored` are stems that decide nothing here (the report's company's names). */
export function conceptsOf(text: string, ignored: ReadonlySet<string>): Concepts {
  const words = textWords(text).map((word) => word.replace(/'s$/, ""));
  const { ids, taken } = measuresIn(words);
  const named = new Set(ids);
  const rest: string[] = [];
  words.forEach((word, index) => {
    const direction = DIRECTION_OF.get(word);
    if (direction) named.add(direction);
    else if (!taken.has(index)) rest.push(word);
  });
  const stems = queryTerms(rest.join(" "))
    .filter((term) => !/^\d/.test(term))
    .map(stemOf)
    .filter((stem) => !ignored.has(stem));
  return { named, stems: [...new Set(stems)] };
}

/** The concepts of a claim that a piece of evidence shares. */
export function sharedConcepts(claim: Concepts, evidence: Concepts): string[] {
  return [
    ...[...claim.named].filter((concept) => evidence.named.has(concept)),
    ...claim.stems.filter((stem) => evidence.stems.some((other) => stemsMatch(stem, other))),
  ];
}

export const conceptCount = (concepts: Concepts) => concepts.named.size + concepts.stems.length;

/** The company's names as stems: a report's every sentence is about it, so they weigh nothing. */
export const companyStems = (company: { readonly name: string; readonly ticker: string } | undefined) =>
  new Set(company ? queryTerms(`${company.name} ${company.ticker}`).map(stemOf) : []);

/** Where a report cites a material of its draft: pasted text as the user's pasted material. */
export function materialSource(material: Material, index: number, excerpt: string): ResearchSource {
  const title =
    material.kind !== "text"
      ? material.title
      : isUntitledPaste(material)
        ? texts.pastedMaterialSource
        : `${texts.pastedMaterialSource}: ${material.title}`;
  return {
    id: `material:${index}`,
    kind: "material",
    title,
    url: (material.url === undefined ? null : safeSourceUrl(material.url)) ?? `#material-${index + 1}`,
    excerpt,
  };
}

const quotableSentences = (text: string) => sentencesOf(text).filter(isQuotable);

/**
 * Everything a thesis is weighed against, each with its source: the report's claims, then each
 * sentence its sources quote (a table's row is one), then the draft's materials sentence by sentence.
 */
export function thesisEvidence(
  sections: ReadonlyArray<ResearchSection>,
  claims: ReadonlyArray<Claim>,
  materials: ReadonlyArray<Material>,
): Claim[] {
  const sources = [
    ...claims.flatMap((claim) => claim.sources),
    ...sections.flatMap((section) => section.structuredContent.comparison?.source ?? []),
  ];
  const distinctSources = [...new Map(sources.map((source) => [`${source.id}\n${source.excerpt}`, source])).values()];
  const quoted = distinctSources.flatMap((source) =>
    quotableSentences(source.excerpt).map((sentence) => sourcedClaim(sentence, [source])),
  );
  const pasted = materials.flatMap((material, index) =>
    quotableSentences(material.content).map((sentence) =>
      sourcedClaim(sentence, [materialSource(material, index, sentence)]),
    ),
  );
  return [...new Map([...claims, ...quoted, ...pasted].map((claim) => [claim.text, claim])).values()];
}
