// Concepts the data lacks, read wherever their words are (issue 44, item 6): a row's phrase
// anywhere in the question, or a word of each of its cue lists within one clause, in any order.
// Each concept found is one refusal carrying the words it was read from (so they count as read).
// A question of two parts ("how does Costco make money and who owns it") marks the refusal as
// `alongside` the material its other clause asks for, so the reply says the gap and answers that part.
import type { PlannedMeasure, Refusal } from "../answerTypes";
import { editDistance } from "../companyDirectory";
import { MEASURE_BY_ID } from "../measures";
import type { Word } from "../questionWords";
import { QUESTION_OPENERS } from "./lexicon/formWords";
import {
  ASKER_HOLDING_VERBS,
  ASKER_POSSESSIVES,
  ASKER_PRONOUNS,
  CLAUSE_JOINS,
  DESCRIPTION_ASKS,
  LACKING_CONCEPTS,
  type LackingConcept,
} from "./lexicon/lackingConcepts";
import { EARN_VERBS, YEAR_PART } from "./lexicon/measureWords";
import { FUNCTION_WORDS } from "./lexicon/refusalWords";
import { materialAsked } from "./materialAsked";
import { partsOf, phraseMatches, setAside, VOCABULARY } from "./phrases";

const split = (list: string, by: RegExp) => list.split(by).filter(Boolean);

interface ConceptWords {
  readonly concept: LackingConcept;
  readonly phrases: ReadonlyArray<ReadonlyArray<string>>;
  readonly cues: readonly [ReadonlySet<string>, ReadonlySet<string>] | null;
  readonly unless: ReadonlySet<string>;
}

const CONCEPT_WORDS: ReadonlyArray<ConceptWords> = LACKING_CONCEPTS.map((concept) => ({
  concept,
  phrases: split(concept.phrases, /\|/).map((phrase) => split(phrase, / /)),
  cues: concept.cues ? [new Set(split(concept.cues[0], /\s+/)), new Set(split(concept.cues[1], /\s+/))] : null,
  unless: new Set(split(concept.unless ?? "", /\s+/)),
}));

/** Words long enough that one slip ("guidence", "sharehodlers") still names them. */
const TYPO_MIN_LENGTH = 7;

/** Every one-word phrase and cue word long enough to be read through a typo, with its concept. */
const TYPO_TARGETS: ReadonlyArray<string> = [
  ...new Set(
    CONCEPT_WORDS.flatMap(({ phrases, cues }) => [
      ...phrases.filter((phrase) => phrase.length === 1).map((phrase) => phrase[0] as string),
      ...(cues ? [...cues[0], ...cues[1]] : []),
    ]).filter((word) => word.length >= TYPO_MIN_LENGTH),
  ),
];

/** Every word of every concept's phrases and cues: a word spelt as one of them is no slip ("charges" is not "changes"). */
const CONCEPT_VOCABULARY: ReadonlySet<string> = new Set(
  CONCEPT_WORDS.flatMap(({ phrases, cues }) => [...phrases.flat(), ...(cues ? [...cues[0], ...cues[1]] : [])]),
);

/**
 * The question's words with a slip put right when it is one edit from a concept's word and no
 * word the plan knows ("guidence" → "guidance"); other words as they are.
 */
function conceptSpelling(lowers: ReadonlyArray<string>): string[] {
  return lowers.map((lower) => {
    if (lower.length < TYPO_MIN_LENGTH - 1 || VOCABULARY.has(lower)) return lower;
    if (CONCEPT_VOCABULARY.has(lower)) return lower;
    return TYPO_TARGETS.find((target) => editDistance(lower, target, 1) <= 1) ?? lower;
  });
}

/** "MCD revenue 2024 + how many Big Macs did it sell?": a "+" before a question's opener joins two questions. */
const plusAsks = (words: ReadonlyArray<Word>, index: number) =>
  words[index - 1]?.after === "+" && QUESTION_OPENERS.has((words[index] as Word).lower);

/**
 * Each word's question: a new one starts at a sentence, or at a join before a question's opener
 * ("…in 2024, and how much stock did it buy back?"), not at an "and" between years or figures.
 */
export const questionClausesOf = (words: ReadonlyArray<Word>): number[] =>
  clausesSplitAt(words, (index) => QUESTION_OPENERS.has(words[index + 1]?.lower ?? ""));

/** Each word's clause: a new one starts at a join ("and", "but") or a new sentence. */
export const clausesOf = (words: ReadonlyArray<Word>): number[] => clausesSplitAt(words, () => true);

/** Each word's clause: a new one at a sentence, a "+" before an opener, or a join that `joinSplits`. */
function clausesSplitAt(words: ReadonlyArray<Word>, joinSplits: (index: number) => boolean): number[] {
  let clause = 0;
  return words.map((word, index) => {
    const join = CLAUSE_JOINS.has(word.lower) && joinSplits(index);
    if (index > 0 && (word.sentenceStart || join || plusAsks(words, index))) clause++;
    return clause;
  });
}

/**
 * The indices a concept's phrases cover in the question. A one-word phrase is also read as a part
 * of a hyphenated word ("cash-adjusted"), unless another part says the word means something else
 * ("split-adjusted"); a phrase in a clause holding such a word ("seasonally adjusted") is none.
 */
function phraseHits(
  phrases: ConceptWords["phrases"],
  lowers: ReadonlyArray<string>,
  unless: ReadonlySet<string> = new Set(),
): number[] {
  const hits: number[] = [];
  const clauseOf = unless.size > 0 ? clausesOfLowers(lowers) : [];
  const unlessInClause = new Set(clauseOf.filter((_, index) => unless.has(lowers[index] as string)));
  for (let index = 0; index < lowers.length; index++) {
    if (unlessInClause.has(clauseOf[index] as number)) continue;
    const parts = (lowers[index] as string).includes("-") ? (lowers[index] as string).split("-") : [];
    for (const phrase of phrases) {
      const whole = phrase.every((text, offset) => lowers[index + offset] === text);
      const asPart =
        phrase.length === 1 && parts.includes(phrase[0] as string) && !parts.some((part) => unless.has(part));
      if (whole || asPart) hits.push(...phrase.map((_, offset) => index + offset));
    }
  }
  return hits;
}

/** Clauses by words alone, for a phrase's exceptions: a new clause after a join word or a full stop's word. */
function clausesOfLowers(lowers: ReadonlyArray<string>): number[] {
  let clause = 0;
  return lowers.map((lower, index) => {
    if (index > 0 && CLAUSE_JOINS.has(lower)) clause++;
    return clause;
  });
}

/** The question's word indices by clause, in one pass. */
function byClause(clauses: ReadonlyArray<number>): number[][] {
  const groups: number[][] = [];
  clauses.forEach((clause, index) => {
    const group = groups[clause] ?? [];
    group.push(index);
    groups[clause] = group;
  });
  return groups.filter(Boolean);
}

/** The indices of a word of each cue list within one clause (a year written serving as the second, when the row says so). */
function cueHits(concept: ConceptWords, lowers: ReadonlyArray<string>, clauses: ReadonlyArray<number[]>): number[] {
  if (!concept.cues) return [];
  const [first, second] = concept.cues;
  const hits: number[] = [];
  for (const at of clauses) {
    if (at.some((index) => concept.unless.has(lowers[index] as string))) continue;
    const firsts = at.filter((index) => first.has(lowers[index] as string));
    const seconds = at.filter(
      (index) =>
        second.has(lowers[index] as string) || (concept.concept.yearIsCue && YEAR_PART.test(lowers[index] as string)),
    );
    // One word in both lists ("remarks") is not two cues.
    if (firsts.length > 0 && seconds.some((index) => !firsts.includes(index) || firsts.length > 1)) {
      hits.push(...new Set([...firsts, ...seconds]));
    }
  }
  return hits;
}

export interface ConceptFound {
  readonly concept: LackingConcept;
  /** Indices of the question's words it was read from. */
  readonly at: ReadonlyArray<number>;
  /** Those, and its cue words anywhere ("owned by Vanguard and BlackRock"): all read as the concept's. */
  readonly read: ReadonlyArray<number>;
}

/** Indices of the words that start a dollar figure's phrase ("cash", "total debt"). */
function amountWords(words: ReadonlyArray<Word>): Set<number> {
  const parts = partsOf(words);
  return new Set(
    phraseMatches(parts)
      .filter((match) => !match.phrase.absent && MEASURE_BY_ID.get(match.phrase.id)?.unit === "usd")
      .map((match) => (parts[match.start] as { word: number }).word),
  );
}

/**
 * The lacking concepts a question asks, each once, in the lexicon's order. `advice`: holding words
 * ask whether to hold, not who holds. In a clause naming a dollar figure ("who holds the most
 * cash"), holding words are that amount's, not ownership.
 */
export function conceptsAsked(words: ReadonlyArray<Word>, advice = false): ConceptFound[] {
  const lowers = conceptSpelling(words.map((word) => word.lower));
  const clauses = byClause(clausesOf(words));
  const amounts = amountWords(words);
  // "I hold Apple shares", "my stake": the asker's own holding, not who holds the company.
  const asker = (index: number) =>
    ASKER_POSSESSIVES.has(lowers[index] as string) ||
    (ASKER_PRONOUNS.has(lowers[index] as string) && ASKER_HOLDING_VERBS.has(lowers[index + 1] ?? ""));
  const ownClauses = advice
    ? []
    : clauses.filter((clause) => !clause.some((index) => amounts.has(index) || asker(index)));
  const ownWords = new Set(ownClauses.flat());
  const found: ConceptFound[] = [];
  for (const each of CONCEPT_WORDS) {
    const ownership = each.concept.id === "ownership";
    const byPhrase = phraseHits(each.phrases, lowers, each.unless).filter((index) => !ownership || ownWords.has(index));
    const byCue = cueHits(each, lowers, ownership ? ownClauses : clauses);
    const hits = [...byPhrase, ...byCue];
    const hitSet = new Set(hits);
    // "What did Tim Cook say about demand": the rest of the clause is what was said about, read with it.
    const topic = each.concept.topicInClause
      ? clauses.filter((clause) => clause.some((index) => hitSet.has(index))).flat()
      : [];
    const at = [...new Set([...hits, ...topic])].sort((a, b) => a - b);
    if (at.length === 0) continue;
    const cueWords = lowers.flatMap((lower, index) =>
      each.cues?.[0].has(lower) || each.cues?.[1].has(lower) ? [index] : [],
    );
    found.push({ concept: each.concept, at, read: [...new Set([...at, ...cueWords])].sort((a, b) => a - b) });
  }
  return found;
}

/** The words naming a thing counted, from `at` up to a function word: "Big Macs" of "how many Big Macs did it sell". */
function thingNamed(words: ReadonlyArray<Word>, at: number): string {
  const name: string[] = [];
  for (let index = at; index < words.length && name.length < 3; index++) {
    const word = words[index] as Word;
    if (word.number || FUNCTION_WORDS.has(word.lower) || (index > at && VOCABULARY.has(word.lower))) break;
    name.push(word.raw);
    if (word.after !== "") break;
  }
  return name.join(" ");
}

/** The refusal a concept found makes, with the words it was read from. */
export function conceptRefusal(found: ConceptFound, words: ReadonlyArray<Word>): Refusal {
  const asked = found.read.map((index) => (words[index] as Word).lower);
  // "How many iPhones": the thing counted, as written, when the row names where it is.
  const afterAt = found.concept.aboutAfter ? words.findIndex((word) => word.lower === found.concept.aboutAfter) : -1;
  const named = afterAt === -1 ? undefined : words[afterAt + 1];
  const about = named && !named.number && !VOCABULARY.has(named.lower) ? thingNamed(words, afterAt + 1) : null;
  return found.concept.segment
    ? { kind: "segment", about: null, asked }
    : {
        kind: "absent",
        about,
        lacks: found.concept.lacks,
        asked,
        ...(found.concept.statementLine ? { line: found.concept.statementLine } : {}),
      };
}

const DESCRIPTION_PHRASES = split(DESCRIPTION_ASKS, /\|/).map((phrase) => split(phrase, / /));

/**
 * Whether a clause with none of the lacking words asks what the company's material holds: how it
 * makes money, what it does, its risks, moat or news.
 */
export function asksMaterialBeside(words: ReadonlyArray<Word>, lackingAt: ReadonlySet<number>): boolean {
  if (lackingAt.size === 0) return false;
  const clauses = clausesOf(words);
  const lacking = new Set([...lackingAt].map((index) => clauses[index]));
  const others = byClause(clauses).filter((at) => !lacking.has(clauses[at[0] as number]));
  return others.some((at) => {
    const inClause = at.map((index) => words[index] as Word);
    const lowers = inClause.map((word) => word.lower);
    const described = phraseHits(DESCRIPTION_PHRASES, lowers).length > 0;
    // "What does Costco do": a question of what, ending on the verb.
    const whatItDoes = lowers.includes("what") && ["do", "does"].includes(lowers.at(-1) ?? "");
    // Any material of the company's the lexicon names; the user's own notes are not the company's.
    const material = materialAsked(lowers);
    return described || whatItDoes || (material !== null && material !== "own");
  });
}

/**
 * Indices of the question's words a refusal was read from: a concept's by where it was found
 * (its clause, for one that takes its clause as topic), a dictionary phrase ("customers") by its words.
 */
export function refusedAt(words: ReadonlyArray<Word>, refusals: ReadonlyArray<Refusal>): Set<number> {
  const at = new Set<number>();
  const found = conceptsAsked(words);
  for (const refusal of refusals) {
    if (refusal.kind !== "absent" && refusal.kind !== "segment") continue;
    for (const each of found) {
      const same = refusal.kind === "segment" ? each.concept.segment : each.concept.lacks === refusal.lacks;
      if (same && refusal.asked) for (const index of each.at) at.add(index);
    }
    const named = new Set(refusal.about ? split(refusal.about.toLowerCase(), /[\s-]+/) : []);
    words.forEach((word, index) => {
      // "how", "the": grammar is in every clause and places none.
      if (FUNCTION_WORDS.has(word.lower)) return;
      if (named.has(word.lower) || split(word.lower, /-/).some((part) => named.has(part))) at.add(index);
    });
  }
  return at;
}

/**
 * Indices of the words a lacking concept's phrase covers ("earnings call", "revenue estimates"):
 * a measure read from one of them is a neighbour of what was asked, never its answer.
 */
export function conceptPhraseWords(words: ReadonlyArray<Word>): Set<number> {
  const lowers = conceptSpelling(words.map((word) => word.lower));
  const clauses = byClause(clausesOf(words));
  // A concept read from its two cues ("when does it pay its dividend") owns those words too, where its row says so.
  return new Set(
    CONCEPT_WORDS.flatMap((each) => [
      ...phraseHits(each.phrases, lowers),
      ...(each.concept.cuesOwnFigures ? cueHits(each, lowers, clauses) : []),
    ]),
  );
}

/**
 * The measures named somewhere outside a lacking concept's words: "net income" after "the earnings
 * call" is asked, the call's "earnings" is not. A concept whose row says its clause names only what
 * was said about ("what did Tim Cook say about margins") takes the measures of its clause too.
 * A measure the dictionary reads nowhere (a defined one, a stand-in) stays.
 */
export function measuresOutside(
  words: ReadonlyArray<Word>,
  measures: ReadonlyArray<PlannedMeasure>,
  refusals: ReadonlyArray<Refusal> = [],
): PlannedMeasure[] {
  const taken = conceptPhraseWords(words);
  const clauses = clausesOf(words);
  const topicClauses = new Set(
    refusals
      .filter((refusal) => LACKING_CONCEPTS.some((concept) => concept.topicInClause && concept.lacks === refusal.lacks))
      .flatMap((refusal) => [...refusedAt(words, [refusal])].map((index) => clauses[index])),
  );
  const parts = partsOf(words);
  const starts = new Map<string, number[]>();
  for (const match of phraseMatches(parts)) {
    if (setAside(parts, match)) continue;
    const at = (parts[match.start] as { word: number }).word;
    const list = starts.get(match.phrase.id) ?? [];
    list.push(at);
    starts.set(match.phrase.id, list);
  }
  // "How much interest income did Apple earn?", "what does it owe on its leases?": a figure named
  // only by its verb is the verb of the thing the data lacks, not a figure asked beside it.
  const lackingNamed = refusals.some((refusal) => refusal.kind === "absent");
  const verbOfLacking = (index: number) => lackingNamed && EARN_VERBS.has((words[index] as Word).lower);
  return measures.filter((measure) => {
    const at = starts.get(measure.id);
    return (
      !at ||
      at.some((index) => !taken.has(index) && !topicClauses.has(clauses[index] as number) && !verbOfLacking(index))
    );
  });
}
