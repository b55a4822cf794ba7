// The offline report writer (issue 22): a pillar's section written from the company's own
// material, not from a template. Each question is answered with the computed figures that speak
// to it and the best sentences of the company's passages, each sentence a claim with its sources;
// the section's key points, evidence and risks are drawn from those answers and passages. Every
// claim's figures are checked against its sources (core's checkClaim), as a model's would be.
// Issue 34: a report says each sentence once (a `ReportMemory` carries what earlier sections said,
// and a later one refers back); a question gets only the figures its own words ask for, else one
// honest line on what the data lacks; headings and simulated prices are never evidence.
// Issue 38: text pasted into the draft is a source: each of its sentences, figures and all, reaches
// the pillar it concerns most, and a question about it ("what I pasted") is answered from it alone.
import {
  bestSentences,
  type Claim,
  type Fact,
  type FactsTable,
  isQuotable,
  marginTrend,
  noPeerLine,
  ownSourcesOf,
  PILLAR_IDS,
  type Pillar,
  type PillarId,
  periodWords,
  planReportQuestion,
  queryTerms,
  type ResearchQuestion,
  type ResearchSource,
  type StructuredContent,
  sentenceKey,
  sentencesOf,
  sourcedClaim,
  statedNumbers,
  texts,
  writeDraft,
} from "@moatwise/core";
import type { Passage } from "../localLibrary";
import type { FigureFact } from "../statementFacts";
import { peersSentence, rankSentences } from "./peerComparison";
import { PILLAR_FOCUS, RISK_WORDS } from "./pillarFocus";
import { isMaterialPassage, isPastedPassage, passageSource, type ResearchEvidence } from "./researchEvidence";

export interface WrittenAnswer {
  readonly question: ResearchQuestion;
  readonly answer: ReadonlyArray<Claim>;
}

export interface WrittenSection {
  readonly structuredContent: StructuredContent;
  readonly answers: ReadonlyArray<WrittenAnswer>;
}

/** At most this many figures and quoted sentences answer one question. */
const FACTS_PER_ANSWER = 2;
const QUOTES_PER_ANSWER = 3;
const KEY_POINTS = 4;
const EVIDENCE_ITEMS = 6;
const RISKS = 3;
/** The user's material is read more deeply than a library passage: each of its sentences may land in a pillar. */
const MATERIAL_SENTENCES_SEARCHED = 12;

/** A claim with its sources and its state: figures checked, quoted verbatim, or not verified. */
export function claimOf(text: string, sources: ReadonlyArray<ResearchSource>): Claim {
  return sourcedClaim(text, [...sources]);
}

/**
 * What a report has said so far, across its sections: each sentence's key and where it was said
 * (the section's title), so a later section refers back instead of saying it again.
 */
export interface ReportMemory {
  readonly said: Map<string, string>;
}

export const newReportMemory = (): ReportMemory => ({ said: new Map() });

const factClaim = (fact: FigureFact) => claimOf(fact.text, [fact.source]);

/**
 * The facts a question's own words ask for, the pillar's first when several do; never a figure
 * the question does not ask about (issue 34: no fact under a question it does not answer).
 */
function factsFor(terms: ReadonlyArray<string>, pillar: Pillar, facts: ReadonlyArray<FigureFact>): FigureFact[] {
  const score = (fact: FigureFact) => fact.keywords.filter((keyword) => terms.includes(keyword)).length;
  const best = Math.max(0, ...facts.map(score));
  const asked = best === 0 ? [] : facts.filter((fact) => score(fact) === best);
  const topics = PILLAR_FOCUS[pillar.id].topics;
  const preferred = asked.filter((fact) => topics.includes(fact.topic));
  return (preferred.length > 0 ? preferred : asked).slice(0, FACTS_PER_ANSWER);
}

/** How many of the terms a sentence contains (a term may start a longer word). */
function termsIn(sentence: string, terms: ReadonlyArray<string>): number {
  const lower = sentence.toLowerCase();
  return terms.filter((term) => lower.includes(term)).length;
}

export interface Quote {
  readonly sentence: string;
  readonly passage: Passage;
  readonly score: number;
}

/** The sentences a filing lists under its risk factors: the risk pillar's to quote, nobody else's. */
function riskSentencesOf(passage: Passage): string[] {
  if (passage.kind !== "filing") return [];
  const at = passage.text.search(/Risk factors\.\s/i);
  if (at === -1) return [];
  const rest = passage.text.slice(at).replace(/^Risk factors\.\s*/i, "");
  return sentencesOf(rest.split(/\n\n/)[0] ?? "").filter(isQuotable);
}

/** The risks the company's filings name, the most often named first, each with its newest filing. */
export function namedRisks(evidence: ResearchEvidence): Quote[] {
  const named = new Map<string, { quote: Quote; count: number }>();
  const newestFirst = [...evidence.passages].sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));
  for (const passage of newestFirst) {
    for (const sentence of riskSentencesOf(passage)) {
      const key = sentenceKey(sentence);
      const seen = named.get(key);
      if (seen) seen.count += 1;
      else named.set(key, { quote: { sentence, passage, score: 1 }, count: 1 });
    }
  }
  return [...named.values()].sort((a, b) => b.count - a.count).map((each) => each.quote);
}

/** Simulated prices illustrate the sample set; they are never evidence of how a company runs. */
const isSimulated = (passage: Passage) => /simulated|illustrative/i.test(passage.text);

/**
 * The passages' sentences that best match the terms, best first: never a heading, one about the
 * data set, one from simulated prices, nor one said already.
 */
function bestQuotes(
  passages: ReadonlyArray<Passage>,
  terms: ReadonlyArray<string>,
  skip: Set<string>,
  risksToo = false,
): Quote[] {
  return passages
    .filter((passage) => !isSimulated(passage))
    .flatMap((passage) => {
      const risks = new Set(riskSentencesOf(passage).map(sentenceKey));
      return bestSentences(passage.text, terms, isMaterialPassage(passage) ? MATERIAL_SENTENCES_SEARCHED : 3)
        .filter(
          (sentence) =>
            isQuotable(sentence) &&
            !skip.has(sentenceKey(sentence)) &&
            // Figures come from the facts, dated and checked; a filing's results are the quarter question's.
            // The user's own material is quoted with its figures: they stand in the excerpt cited.
            (isMaterialPassage(passage) || statedNumbers(sentence).length === 0) &&
            (risksToo || !risks.has(sentenceKey(sentence))),
        )
        .map((sentence) => ({ sentence, passage, score: termsIn(sentence, terms) }));
    })
    .filter((quote) => quote.score > 0)
    .sort((a, b) => b.score - a.score)
    .filter(
      (quote, index, all) =>
        all.findIndex((other) => sentenceKey(other.sentence) === sentenceKey(quote.sentence)) === index,
    );
}

/**
 * Whether a sentence of the user's material belongs in a pillar: it shares the most of that
 * pillar's words among the nine, so each pasted figure lands where it is about, once.
 */
export function concernsPillar(sentence: string, pillarId: PillarId): boolean {
  const scores = PILLAR_IDS.map((id) => termsIn(sentence, PILLAR_FOCUS[id].words));
  const best = Math.max(...scores);
  return best > 0 && scores[PILLAR_IDS.indexOf(pillarId)] === best;
}

/** A quote is the pillar's to show: the company's passages always, the user's material where it concerns it. */
const belongsTo = (pillarId: PillarId) => (quote: Quote) =>
  !isMaterialPassage(quote.passage) || concernsPillar(quote.sentence, pillarId);

/** At most this many of the pasted material's sentences answer a question about it. */
const PASTED_PER_ANSWER = 8;

/** Words that name the material rather than what the question asks of it. */
const MATERIAL_WORDS = new Set("material materials pasted paste added add gave provided text say says said".split(" "));

/**
 * A question about the user's material ("What does the material I added say about membership?"):
 * its sentences alone, those sharing the question's other words when some do, else all in order;
 * null when the question names no material of the user, [] when the draft was given none.
 */
function materialQuotes(text: string, evidence: ResearchEvidence, skip: ReadonlySet<string>): Quote[] | null {
  if (!ownSourcesOf(text).includes("pasted")) return null;
  const quotedTitle = text.match(/["“]([^"”]+)["”]/)?.[1]?.toLowerCase();
  const materials = evidence.passages.filter(isMaterialPassage);
  const titled = quotedTitle ? materials.filter((passage) => passage.title.toLowerCase().includes(quotedTitle)) : [];
  const read = titled.length > 0 ? titled : materials.filter(isPastedPassage);
  const terms = ownTerms(text, evidence).filter((term) => !MATERIAL_WORDS.has(term));
  const sentences = read.flatMap((passage) =>
    sentencesOf(passage.text)
      .filter((sentence) => isQuotable(sentence) && !skip.has(sentenceKey(sentence)))
      .map((sentence) => ({ sentence, passage, score: termsIn(sentence, terms) })),
  );
  const asked = sentences.filter((quote) => quote.score > 0);
  return (asked.length > 0 ? asked : sentences).slice(0, PASTED_PER_ANSWER);
}

/** The offline answer to a question about the user's material: its sentences, or what the draft lacks. */
function materialClaims(text: string, evidence: ResearchEvidence): Claim[] | null {
  const quotes = materialQuotes(text, evidence, new Set());
  if (quotes === null) return null;
  if (quotes.length === 0 && !evidence.passages.some(isPastedPassage)) return [claimOf(texts.noPastedMaterial, [])];
  return quotes.map(quoteClaim);
}

function quoteClaim(quote: Quote): Claim {
  return claimOf(quote.sentence, [passageSource(quote.passage, quote.sentence)]);
}

/** What the writer says when the company's material has nothing on a question: what it lacks, named. */
export const NOTHING_FOUND = (companyName: string, question = "") => {
  const asked = queryTerms(question)
    .filter((term) => !companyName.toLowerCase().includes(term))
    .slice(0, 4);
  return asked.length > 0
    ? `Nothing in the data on ${companyName} answers this (its statements, filings, profile and news were searched for ${listed(asked.map((term) => `“${term}”`))}); add a filing, a note or a PDF to the draft's materials.`
    : `The material on ${companyName} available offline says nothing on this question; add a filing, a note or a PDF to the draft's materials.`;
};

/** What one question's answer may rest on: its figures and the best sentences of the passages. */
export interface Retrieved {
  readonly facts: ReadonlyArray<FigureFact>;
  readonly quotes: ReadonlyArray<Quote>;
}

/** The question's own words, without the company's name. */
const ownTerms = (text: string, evidence: ResearchEvidence) =>
  queryTerms(text).filter(
    (term) => !evidence.companyName.toLowerCase().includes(term) && term !== evidence.symbol.toLowerCase(),
  );

/** The figures and sentences that speak to a question; a sentence is given to one question only. */
export function retrieveFor(
  question: ResearchQuestion,
  pillar: Pillar,
  evidence: ResearchEvidence,
  quoted: Set<string>,
): Retrieved {
  // A question about the user's material is given its sentences, for a model to answer from too.
  const material = materialQuotes(question.text, evidence, quoted);
  if (material !== null) {
    for (const quote of material) quoted.add(sentenceKey(quote.sentence));
    return { facts: [], quotes: material };
  }
  const terms = ownTerms(question.text, evidence);
  const searchTerms = [...new Set([...terms, ...PILLAR_FOCUS[pillar.id].words])];
  // A sentence answers a question when it shares one of the question's own words, not only the pillar's.
  const quotes = bestQuotes(
    evidence.passages,
    searchTerms,
    quoted,
    terms.some((term) => term.startsWith("risk")),
  )
    .filter((quote) => termsIn(quote.sentence, terms) > 0)
    // A pasted sentence answers the questions of the pillar it concerns, not any sharing a word.
    .filter(belongsTo(pillar.id))
    .slice(0, QUOTES_PER_ANSWER);
  for (const quote of quotes) quoted.add(sentenceKey(quote.sentence));
  return { facts: factsFor(terms, pillar, evidence.facts), quotes };
}

/** The sources a retrieved figure or sentence is cited to. */
export const retrievedSources = (retrieved: Retrieved): ResearchSource[] => [
  ...retrieved.facts.map((fact) => fact.source),
  ...retrieved.quotes.map((quote) => passageSource(quote.passage, quote.sentence)),
];

const listed = (items: ReadonlyArray<string>) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

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
async function engineAnswer(text: string, evidence: ResearchEvidence): Promise<Claim[] | null> {
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

const asks = (text: string, pattern: RegExp) => pattern.test(text.toLowerCase());

/** The newest quarterly filing's results, quoted: what "its latest quarter" asks for. */
function quarterClaims(evidence: ResearchEvidence): Claim[] {
  const latest = evidence.passages
    .filter((passage) => passage.kind === "filing" && /10-Q/.test(passage.title))
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))[0];
  if (!latest) return [];
  return sentencesOf(latest.text)
    .filter((sentence) => /^(Fiscal \d{4} Q\d|Operating income was)/.test(sentence))
    .map((sentence) => claimOf(sentence, [passageSource(latest, sentence)]));
}

const MARGIN_NAMES: ReadonlyArray<[FigureFact["topic"], string]> = [
  ["grossMargin", "gross margin"],
  ["operatingMargin", "operating margin"],
  ["netMargin", "net margin"],
];

/** The margin a question names, over every year the data holds, with a source stating each year. */
function marginTrendClaims(text: string, evidence: ResearchEvidence): Claim[] | null {
  const [topic, name] = MARGIN_NAMES.find(([, words]) => text.toLowerCase().includes(words)) ?? [];
  const fact = evidence.facts.find((each) => each.topic === topic);
  const trend = name && fact?.series ? marginTrend(name, fact.series) : null;
  if (!fact || !trend) return null;
  return [
    claimOf(trend.text, [
      {
        ...fact.source,
        id: `statement:${evidence.symbol}:trend:${topic}`,
        title: `${evidence.symbol} income statement: ${name} in every year the data holds`,
        excerpt: trend.sourceLines.join(" "),
      },
    ]),
  ];
}

/**
 * The questions the company's profile, its peers, its filings' risks and its latest quarter answer,
 * each from the one thing it asks for; null for a question none of them answers.
 */
function specialClaims(text: string, evidence: ResearchEvidence, memory: ReportMemory): Claim[] | null {
  const { comparison, profile, companyName } = evidence;
  const aboutPeers = asks(text, /\b(compet\w*|rivals?|peers?)\b/);
  if (aboutPeers && !comparison) return [claimOf(noPeerLine(companyName, profile?.industry), [])];
  if (aboutPeers && comparison && asks(text, /\b(rank|ranks|against)\b/)) {
    return rankSentences(comparison, companyName).map((line) => claimOf(line, [comparison.source]));
  }
  if (aboutPeers && comparison) return [claimOf(peersSentence(comparison), [comparison.source])];
  if (asks(text, /\b(leads|chief executive|ceo)\b/)) {
    if (!profile?.ceo) return [claimOf(`The data does not name ${companyName}'s chief executive.`, [])];
    const excerpt = `${profile.companyName}. CEO: ${profile.ceo}.`;
    return [
      claimOf(`${profile.ceo} is ${companyName}'s chief executive, as its company profile names.`, [
        {
          id: `profile:${evidence.symbol}`,
          kind: "profile",
          title: `${companyName} (${evidence.symbol}): company profile`,
          url: `/stock/${encodeURIComponent(evidence.symbol)}`,
          excerpt,
        },
      ]),
    ];
  }
  if (asks(text, /\bquarter(ly)?\b/)) return quarterClaims(evidence);
  if (asks(text, /\bfastest-moving margin\b/)) return marginTrendClaims(text, evidence);
  if (asks(text, /\bdebt\b/)) {
    const debt = evidence.facts.find((fact) => fact.topic === "balanceSheet");
    if (debt) return [factClaim(debt)];
  }
  if (asks(text, /\brisks?\b/) && asks(text, /\b(name|names|named|often|most)\b/)) {
    return namedRisks(evidence)
      .filter((quote) => !memory.said.has(sentenceKey(quote.sentence)))
      .slice(0, RISKS)
      .map(quoteClaim);
  }
  if (asks(text, /\b(largest|biggest) cost\b/) && evidence.costLine) {
    return [claimOf(evidence.costLine.text, [evidence.costLine.source])];
  }
  return null;
}

/** The figure a facts-engine claim states ("gross margin"), read from the fact it cites; none for others. */
function figureLabel(claim: Claim): string[] {
  const source = claim.sources[0];
  if (!source?.id.startsWith("facts:")) return [];
  const label = source.excerpt.match(/^[^,]+(?:, Inc\.|, Inc|, Co\.)?, ([^,:]+), /)?.[1];
  return label ? [label] : [];
}

/**
 * One question's answer: from what it asks for (its peers, leader, quarter, risks, cost), else
 * the facts engine's figures for its plan and the sentences that share its words. A sentence the
 * report said already is referred back to; a question nothing answers gets one line on what the
 * data lacks.
 */
async function answerOf(
  question: ResearchQuestion,
  pillar: Pillar,
  evidence: ResearchEvidence,
  memory: ReportMemory,
  quoted: Set<string>,
  here: string,
): Promise<WrittenAnswer> {
  const material = materialClaims(question.text, evidence);
  const special = material ?? specialClaims(question.text, evidence, memory);
  let claims: Claim[];
  if (special !== null) {
    claims = special;
  } else {
    const retrieved = retrieveFor(question, pillar, evidence, quoted);
    // Figures only from the question's plan: a keyword shared with a figure ("products") is no plan.
    const figures = evidence.engine
      ? ((await engineAnswer(question.text, evidence).catch(() => null)) ?? [])
      : retrieved.facts.map(factClaim);
    claims = [...figures, ...retrieved.quotes.map(quoteClaim)];
  }
  const fresh = claims.filter((claim) => !memory.said.has(sentenceKey(claim.text)));
  const given = claims.filter((claim) => !fresh.includes(claim));
  const answer = [...fresh];
  if (given.length > 0) {
    const places = [...new Set(given.map((claim) => memory.said.get(sentenceKey(claim.text)) ?? here))];
    const where = listed(places.map((place) => (place === here ? "in this section" : `in ${place}`)));
    const labels = [...new Set(given.flatMap(figureLabel))];
    const partly =
      labels.length > 0
        ? `${evidence.companyName}'s ${listed(labels)} ${labels.length === 1 ? "is" : "are"} given above, ${where}.`
        : null;
    if (answer.length === 0) answer.push(claimOf(`“${question.text}” is answered above, ${where}.`, []));
    else if (material) answer.push(claimOf(texts.pastedQuotedAbove(listed(places)), []));
    else if (partly && !memory.said.has(sentenceKey(partly))) answer.push(claimOf(partly, []));
  }
  const written = answer.length > 0 ? answer : [claimOf(NOTHING_FOUND(evidence.companyName, question.text), [])];
  remember(memory, written, here);
  return { question, answer: written };
}

function remember(memory: ReportMemory, claims: ReadonlyArray<Claim>, here: string) {
  for (const claim of claims) {
    const key = sentenceKey(claim.text);
    if (!memory.said.has(key)) memory.said.set(key, here);
  }
}

function risksFor(pillar: Pillar, evidence: ResearchEvidence, quoted: Set<string>): Claim[] {
  const terms =
    pillar.id === "risks-mitigating-factors" ? RISK_WORDS : [...RISK_WORDS, ...PILLAR_FOCUS[pillar.id].words];
  const risky = (quote: Quote) => RISK_WORDS.some((word) => quote.sentence.toLowerCase().includes(word));
  return bestQuotes(evidence.passages, terms, quoted, pillar.id === "risks-mitigating-factors")
    .filter(risky)
    .filter(belongsTo(pillar.id))
    .slice(0, RISKS)
    .map(quoteClaim);
}

/**
 * The section's summary, written for it: what its answers rest on (which figures, which kinds of
 * source) and which questions the data leaves open; never its first points glued together.
 */
function summaryOf(pillar: Pillar, companyName: string, answers: ReadonlyArray<WrittenAnswer>): string {
  const claims = answers.flatMap((written) => written.answer).filter((claim) => claim.sources.length > 0);
  const figures = claims.filter((claim) => claim.sources.some((source) => source.kind === "statement")).length;
  const quotes = claims.length - figures;
  const kinds = [
    ...new Set(
      claims.flatMap((claim) => claim.sources.filter((source) => source.kind !== "statement").map((s) => s.kind)),
    ),
  ];
  const open = answers.filter((written) => written.answer.every((claim) => claim.sources.length === 0)).length;
  const rests =
    figures + quotes === 0
      ? "the data holds nothing that answers its questions"
      : `its answers rest on ${[
          figures > 0 ? `${figures} ${figures === 1 ? "figure" : "figures"} from the statements` : "",
          quotes > 0
            ? `${quotes} ${quotes === 1 ? "passage" : "passages"} quoted from ${listed(kinds.map(kindWords))}`
            : "",
        ]
          .filter((part) => part !== "")
          .join(" and ")}`;
  const left = open > 0 && figures + quotes > 0 ? `; ${open} of ${answers.length} questions the data leaves open` : "";
  return `${pillar.title}, ${companyName}: ${rests}${left}.`;
}

const KIND_WORDS: Readonly<Record<ResearchSource["kind"], string>> = {
  filing: "filings",
  statement: "statements",
  news: "news",
  profile: "the company profile",
  overview: "the key figures",
  note: "your notes",
  pdf: "your PDFs",
  material: "your materials",
};
const kindWords = (kind: ResearchSource["kind"]) => KIND_WORDS[kind];

/**
 * A section from its answers. The answers hold what was found; the key points are the pillar's
 * other figures, the evidence its other passages and the risks those that name one, none said
 * before in the report. `summary` is the writer's own, else one written for the section.
 */
export function sectionOf(
  pillar: Pillar,
  evidence: ResearchEvidence,
  answers: ReadonlyArray<WrittenAnswer>,
  quoted: Set<string>,
  summary: string | null = null,
  memory: ReportMemory = newReportMemory(),
): WrittenSection {
  remember(
    memory,
    answers.flatMap((written) => written.answer),
    pillar.title,
  );
  for (const key of memory.said.keys()) quoted.add(key);
  const topics = PILLAR_FOCUS[pillar.id].topics;
  const keyPoints = evidence.facts
    .filter((fact) => topics.includes(fact.topic) && !memory.said.has(sentenceKey(fact.text)))
    .slice(0, KEY_POINTS)
    .map(factClaim);
  remember(memory, keyPoints, pillar.title);
  // The user's pasted sentences on this pillar come first: they brought them to this report.
  const focus = PILLAR_FOCUS[pillar.id].words;
  const own = bestQuotes(evidence.passages.filter(isMaterialPassage), focus, quoted).filter(belongsTo(pillar.id));
  const others = bestQuotes(
    evidence.passages.filter((passage) => !isMaterialPassage(passage)),
    focus,
    quoted,
  );
  const further = [...own, ...others].slice(0, EVIDENCE_ITEMS).map(quoteClaim);
  remember(memory, further, pillar.title);
  for (const claim of further) quoted.add(sentenceKey(claim.text));
  const risks = risksFor(pillar, evidence, quoted);
  remember(memory, risks, pillar.title);
  return {
    structuredContent: {
      summary: summary ?? summaryOf(pillar, evidence.companyName, answers),
      keyPoints,
      evidence: further,
      risks,
      ...(pillar.id === "competitors" && evidence.comparison ? { comparison: evidence.comparison } : {}),
    },
    answers,
  };
}

/** Writes one pillar's section offline: the retrieved figures and sentences are the answers. */
export async function writeSection(
  pillar: Pillar,
  questions: ReadonlyArray<ResearchQuestion>,
  evidence: ResearchEvidence,
  memory: ReportMemory = newReportMemory(),
): Promise<WrittenSection> {
  const quoted = new Set<string>(memory.said.keys());
  const answers: WrittenAnswer[] = [];
  for (const question of questions) {
    answers.push(await answerOf(question, pillar, evidence, memory, quoted, pillar.title));
  }
  return sectionOf(pillar, evidence, answers, quoted, null, memory);
}

/** Writes a pillar's section: offline from the retrieved material, or by a live model from it. */
export type SectionWriter = (
  pillar: Pillar,
  questions: ReadonlyArray<ResearchQuestion>,
  evidence: ResearchEvidence,
  memory?: ReportMemory,
) => Promise<WrittenSection>;

export const offlineSectionWriter: SectionWriter = async (pillar, questions, evidence, memory) =>
  writeSection(pillar, questions, evidence, memory);
