// Reads a question into an AnswerPlan (issue 33): the companies (covered or not), the measures
// (the dictionary's, or one the question defines), the period, the operation, what the data
// cannot serve (forecasts, advice, segments, intraday prices, figures it does not hold) and the
// rounding asked for. A follow-up takes what it leaves out from the conversation. Pure, and
// linear in the question's length: one pass cuts the words, then each reader looks at each word
// a bounded number of times.
import { readQuestion } from "../domain/assistant/questionIntent";
import type {
  AnswerPlan,
  MaterialAsked,
  OwnSource,
  PeriodEnded,
  PlannedCompany,
  PlannedMeasure,
  PlannedOperation,
  PlannedPeriod,
  PlannedRounding,
  Refusal,
  UnknownCompany,
} from "./answerTypes";
import {
  ACRONYMS,
  type CompanyDirectory,
  type CompanyMention,
  companiesNamed,
  editDistance,
  ORDINARY_WORDS,
  peopleNamed,
} from "./companyDirectory";
import { FILING_LINE_PHRASES } from "./filingLines";
import {
  ABSENT_KIND_OF,
  ABSENT_PHRASES,
  MEASURE_BY_ID,
  MEASURES,
  type MeasureUnit,
  type SignedTerm,
  type StatementName,
} from "./measures";
import { asksOfEveryCovered, yesNoClaimOf } from "./planForms";
import { isCapitalised, questionWords, type Word } from "./questionWords";
import { unreadWords } from "./wordsRead";

export interface HistoryTurn {
  readonly role: "user" | "assistant";
  readonly content: string;
}

/** The question's text read for intent words: longer text adds cost, not meaning. */
const INTENT_TEXT_MAX_CHARS = 4000;
/** Earlier user turns looked at for a follow-up's subject. */
const HISTORY_TURNS_READ = 6;

// Measure phrases, split into words as questions are ("debt-to-equity" → debt, to, equity).
const splitWords = (text: string) => text.split(/[\s/-]+/).filter(Boolean);

interface Phrase {
  readonly words: ReadonlyArray<string>;
  readonly id: string;
  readonly absent: boolean;
}

const PHRASES_BY_FIRST: ReadonlyMap<string, ReadonlyArray<Phrase>> = (() => {
  const map = new Map<string, Phrase[]>();
  const add = (phrase: Phrase) => {
    const first = phrase.words[0] as string;
    map.set(first, [...(map.get(first) ?? []), phrase]);
  };
  for (const measure of MEASURES) {
    for (const text of measure.phrases) add({ words: splitWords(text), id: measure.id, absent: false });
  }
  for (const text of ABSENT_PHRASES) add({ words: splitWords(text), id: text, absent: true });
  // A line as filings name it ("payments for acquisition of property, plant and equipment"), when
  // the dictionary does not already have the phrase.
  const known = new Set([...map.values()].flat().map((phrase) => phrase.words.join(" ")));
  for (const [text, id] of FILING_LINE_PHRASES) {
    if (!known.has(splitWords(text).join(" "))) add({ words: splitWords(text), id, absent: false });
  }
  // A phrase written as one word ("topline", "freecashflow", "netincome") is the phrase.
  const joinedKnown = new Set([...map.keys()]);
  for (const phrase of [...map.values()].flat()) {
    const joined = phrase.words.join("");
    if (phrase.words.length < 2 || joined.length < 6 || joinedKnown.has(joined)) continue;
    if (!/^[a-z]+$/.test(joined)) continue;
    joinedKnown.add(joined);
    map.set(joined, [...(map.get(joined) ?? []), { ...phrase, words: [joined] }]);
  }
  for (const [first, phrases] of map)
    map.set(
      first,
      [...phrases].sort((a, b) => b.words.length - a.words.length),
    );
  return map;
})();

const wordSet = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Words never read as a company's name or a typo of one. */
const VOCABULARY: ReadonlySet<string> = new Set([
  ...[...PHRASES_BY_FIRST.values()].flatMap((phrases) => phrases.flatMap((phrase) => phrase.words)),
  ...wordSet(
    "what which who whom whose when where why how was were is are be been being did does do done has have had will would " +
      "could should can may might must shall the a an and or but of for from to in on at by with about into over under " +
      "than then that this these those there their they them its it his her our your my me i we you us show tell give " +
      "list compare comparison versus against between since through until last past latest recent current year years " +
      "fiscal quarter quarters annual annually month months day days week weeks trend growth grow grew growing change " +
      "changed total combined each every per share shares stock stocks company companies much many most more less least " +
      "highest lowest largest biggest smallest best worst top rank ranking ranked higher lower faster slower round " +
      "rounded decimal decimals billions millions percent percentage also please just only still both all any some same " +
      "other another end start beginning calendar ended ending full whole number figure figures data value ratio rate " +
      "margin margins cagr compound annualized average mean median trailing twelve ttm ltm next previous prior ago " +
      "first second third fourth one two three four five six seven eight nine ten define defined calculate computed " +
      "compute calculated measured using use as if not no yes vs spend spent pay paid went go going doing did make made " +
      "sell buy buying selling invest investing hold holding good bad great worth price target forecast expect growth " +
      "january february march april may june july august september october november december summary overview " +
      "business model strategy risks risk moat news filings filing annual report dollars dollar usd us u.s",
  ),
]);

// --- Typos of measure words ------------------------------------------------------------------

/** Each word of the dictionary's phrases, with the phrases it is in and where in them. */
const PHRASES_BY_WORD: ReadonlyMap<string, ReadonlyArray<readonly [Phrase, number]>> = (() => {
  const map = new Map<string, Array<readonly [Phrase, number]>>();
  for (const phrases of PHRASES_BY_FIRST.values())
    for (const phrase of phrases)
      phrase.words.forEach((word, at) => {
        map.set(word, [...(map.get(word) ?? []), [phrase, at] as const]);
      });
  return map;
})();

/** Phrase words long enough to be misspelt recognisably, by length. */
const TYPO_MEASURE_WORDS: ReadonlyMap<number, ReadonlyArray<string>> = (() => {
  const map = new Map<number, string[]>();
  for (const word of PHRASES_BY_WORD.keys()) {
    if (word.length < 4 || !/^[a-z]+$/.test(word)) continue;
    map.set(word.length, [...(map.get(word.length) ?? []), word]);
  }
  return map;
})();

/** Words of a question looked at as typos of a measure word: a bound, so reading stays linear. */
const MEASURE_TYPO_CANDIDATES_MAX = 60;

const sameLetters = (a: string, b: string) => [...a].sort().join("") === [...b].sort().join("");

/**
 * Four letters are too few for any edit: a four-letter word is a typo only as two letters swapped
 * ("casj" is not "cash", "csah" is) or as a five-letter word with a letter left out after its first ("goss").
 */
const shortTypoFits = (written: string, wanted: string) =>
  (written.length !== 4 && wanted.length !== 4) ||
  sameLetters(written, wanted) ||
  (written.length === 4 && wanted.length === 5 && written[0] === wanted[0]);

/** The edits a word of this length may carry and still be read as a measure word. */
const typoLimit = (length: number) => (length >= 9 ? 2 : 1);

/** A neighbour that is the phrase's word, or a typo of it in turn ("opertaing incme"). */
function neighbourFits(written: string | undefined, wanted: string): boolean {
  if (written === undefined) return false;
  if (written === wanted) return true;
  if (written.length < 4 || wanted.length < 4 || VOCABULARY.has(written)) return false;
  if (!shortTypoFits(written, wanted)) return false;
  const limit = typoLimit(written.length);
  return editDistance(written, wanted, limit) <= limit;
}

/**
 * Whether `lowers`, with `word` at `index`, hold a whole dictionary phrase through that place. A
 * one-word phrase has no neighbour to vouch for it, so it counts only for a measure (never a kind
 * of data the app lacks: "bonds" is not "bonus") and only when `alone`: the question names no
 * measure otherwise.
 */
function completesPhrase(lowers: ReadonlyArray<string>, index: number, word: string, alone: boolean): boolean {
  return (PHRASES_BY_WORD.get(word) ?? []).some(([phrase, at]) =>
    phrase.words.length === 1
      ? alone && !phrase.absent
      : phrase.words.every((each, offset) => (offset === at ? true : neighbourFits(lowers[index - at + offset], each))),
  );
}

/**
 * The words with each misspelt measure word put right ("incme" → "income", "revnue" → "revenue"):
 * a word no dictionary, company or ordinary word, within one edit of a phrase word (two from nine
 * letters; four letters only as two swapped), kept only where it makes a whole phrase with its
 * neighbours, so "dates" never turns into "rates". Names written with a capital are left alone.
 */
function correctedMeasureWords(words: ReadonlyArray<Word>, directory: CompanyDirectory): Word[] {
  const lowers = words.map((word) => word.lower);
  const out = [...words];
  const alone = !phraseMatches(partsOf(words)).some((match) => !match.phrase.absent);
  let candidates = 0;
  for (let index = 0; index < words.length && candidates < MEASURE_TYPO_CANDIDATES_MAX; index++) {
    const word = words[index] as Word;
    const lower = word.lower;
    if (
      word.number ||
      lower.length < 4 ||
      !/^[a-z]+$/.test(lower) ||
      VOCABULARY.has(lower) ||
      ORDINARY_WORDS.has(lower) ||
      FORMULA_WORDS.has(lower) ||
      directory.byWord.has(lower) ||
      directory.bySymbol.has(word.raw.toUpperCase()) ||
      (isCapitalised(word) && !word.sentenceStart)
    )
      continue;
    candidates++;
    const limit = typoLimit(lower.length);
    let best: string | null = null;
    let bestDistance = limit + 1;
    for (let length = lower.length - limit; length <= lower.length + limit; length++) {
      for (const candidate of TYPO_MEASURE_WORDS.get(length) ?? []) {
        // A slip keeps the first letter, or swaps it with the second ("nte income" is left alone).
        const sameStart = candidate[0] === lower[0] || (candidate[0] === lower[1] && candidate[1] === lower[0]);
        if (!sameStart || !shortTypoFits(lower, candidate)) continue;
        const distance = editDistance(lower, candidate, limit);
        if (distance < bestDistance && completesPhrase(lowers, index, candidate, alone)) {
          best = candidate;
          bestDistance = distance;
        }
      }
    }
    if (best) {
      out[index] = { ...word, lower: best };
      lowers[index] = best;
    }
  }
  return out;
}

// --- Measures -------------------------------------------------------------------------------

/** A word of the question split as measure phrases are, with the index of the word it came from. */
interface Part {
  readonly text: string;
  readonly word: number;
}

function partsOf(words: ReadonlyArray<Word>): Part[] {
  return words.flatMap((word, index) =>
    word.number ? [{ text: word.lower, word: index }] : splitWords(word.lower).map((text) => ({ text, word: index })),
  );
}

/** Words that make a margin of their own with "margin" after them ("gross, operating and net margin"). */
const MARGIN_KINDS = wordSet("gross operating net ebitda ebit fcf pretax pre-tax");
const LIST_JOINS = wordSet("and or &");

/**
 * A list that shares its last word ("gross, operating and net margins"): the shared word is put
 * after each kind, so each is read as its own measure. One pass; a run is read once.
 */
function sharedHeads(parts: ReadonlyArray<Part>): Part[] {
  const out: Part[] = [];
  let index = 0;
  while (index < parts.length) {
    // A run of margin kinds joined by nothing (a comma) or "and"/"or", ending in "margin(s)".
    let end = index;
    const kinds: Part[] = [];
    while (end < parts.length && MARGIN_KINDS.has((parts[end] as Part).text)) {
      kinds.push(parts[end] as Part);
      end++;
      if (end < parts.length && LIST_JOINS.has((parts[end] as Part).text)) end++;
    }
    const head = parts[end];
    if (kinds.length >= 2 && head && (head.text === "margin" || head.text === "margins")) {
      for (const kind of kinds) out.push(kind, { text: "margin", word: kind.word });
      index = end + 1;
      continue;
    }
    out.push(parts[index] as Part);
    index++;
  }
  return out;
}

interface PhraseMatch {
  readonly phrase: Phrase;
  readonly start: number;
  readonly end: number;
}

/** The dictionary's phrases in the question, longest first at each place, left to right. */
function phraseMatches(parts: ReadonlyArray<Part>): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  let index = 0;
  while (index < parts.length) {
    const candidates = PHRASES_BY_FIRST.get((parts[index] as Part).text) ?? [];
    const phrase = candidates.find((candidate) =>
      candidate.words.every((text, offset) => parts[index + offset]?.text === text),
    );
    if (phrase) {
      found.push({ phrase, start: index, end: index + phrase.words.length });
      index += phrase.words.length;
    } else {
      index++;
    }
  }
  return found;
}

const DIVIDE = [
  ["divided", "by"],
  ["over"],
  ["/"],
  ["as", "a", "share", "of"],
  ["as", "a", "percentage", "of"],
  ["as", "a", "percent", "of"],
  ["as", "a", "%", "of"],
  ["as", "a", "proportion", "of"],
  ["relative", "to"],
  ["to"],
  ["per"],
  // "R&D % rev", "SBC as % of revenue", "capex pct of sales": a line as a share of another.
  ["%"],
  ["%", "of"],
  ["as", "%", "of"],
  ["in", "%", "of"],
  ["pct"],
  ["pct", "of"],
  ["as", "pct", "of"],
  ["as", "percent", "of"],
  ["as", "percentage", "of"],
  ["percent", "of"],
  ["percentage", "of"],
] as const;
const MINUS = [["minus"], ["less"], ["-"], ["−"], ["after", "subtracting"], ["net", "of"]] as const;
const PLUS = [["plus"], ["+"], ["and"], ["added", "to"]] as const;
const DEFINE_TRIGGERS = wordSet(
  "defined define defining calculated calculate computed compute measured i.e ie meaning",
);
const PERCENT_NAMES = wordSet(
  "percent percentage % share margin rate yield intensity conversion proportion ratio_pct payout retention",
);

/** The two balances an average is taken of, named ("the opening and closing inventories"). */
const ENDS_WORDS = wordSet("opening closing beginning ending");

/** The words of a formula's operators and triggers: never read as a misspelt measure ("divided" is no "dividend"). */
const FORMULA_WORDS: ReadonlySet<string> = new Set([
  ...[...DIVIDE, ...MINUS, ...PLUS].flat(),
  ...DEFINE_TRIGGERS,
  ...PERCENT_NAMES,
]);

/** Words that make the measure after them the mean of two balances ("divided by average inventory"). */
const AVERAGE_WORDS = wordSet("average avg mean");
/** A fiscal year written inside a definition ("FY2023 cost of sales"): when, not an operator. */
const YEAR_PART = /^(?:fy-?)?(?:19|20)\d{2}$/;
const BEFORE_YEAR = wordSet("in for during of fiscal year fy");

interface Operator {
  readonly operator: "divide" | "minus" | "plus";
  /** The measure after the operator is averaged over two balances. */
  readonly average: boolean;
}

/** Operator words between two measures, read from the parts between them (with signs kept as "after"). */
function operatorBetween(
  parts: ReadonlyArray<Part>,
  words: ReadonlyArray<Word>,
  from: number,
  to: number,
): Operator | null {
  // Each word's text, and a sign written just after a word ("%", "/", "-") where it stands.
  const afterOf = (at: number) => {
    const part = parts[at];
    const last = part !== undefined && parts[at + 1]?.word !== part.word;
    return last ? (words[part.word]?.after ?? "") : "";
  };
  const sign = afterOf(from - 1);
  const between = parts.slice(from, to).flatMap((part, offset) => {
    const after = afterOf(from + offset);
    return after ? [part.text, after] : [part.text];
  });
  const withSign = sign ? [sign, ...between] : between;
  const cleaned = withSign.filter(
    (text) => text !== "the" && text !== "from" && text !== "paid" && text !== "its" && text !== "their",
  );
  // "(FY2023 cost of sales) / (average inventory ...)": the years and an "average (of)" before the
  // next measure say when and how it is taken, not which operator joins them.
  let kept = cleaned.filter(
    (text, at) => !YEAR_PART.test(text) && !(BEFORE_YEAR.has(text) && YEAR_PART.test(cleaned[at + 1] ?? "")),
  );
  if (kept.length === 1 && kept[0] === "and" && cleaned.length > 1) return null;
  // "X to mean Y", "X means Y": the verb of a definition, not "X to the mean of Y".
  if (kept.some((text, at) => (text === "mean" && kept[at - 1] === "to") || text === "means")) return null;
  // "divided by total X": the total is the line's, not an operator's word.
  if (kept.at(-1) === "total" && kept.length > 1) kept = kept.slice(0, -1);
  // "the average of the opening and closing inventories": the two balances averaged, said in words.
  const ends = kept.findIndex(
    (text, at) => ENDS_WORDS.has(text) && kept[at + 1] === "and" && ENDS_WORDS.has(kept[at + 2] ?? ""),
  );
  if (ends >= 0 && ends === kept.length - 3) kept = kept.slice(0, ends);
  if (kept.at(-1) === "of" && AVERAGE_WORDS.has(kept.at(-2) ?? "")) kept = kept.slice(0, -1);
  const average = AVERAGE_WORDS.has(kept.at(-1) ?? "");
  if (average) kept = kept.slice(0, -1);
  if (kept.at(-1) === "an" || kept.at(-1) === "a") kept = kept.slice(0, -1);
  const is = (options: ReadonlyArray<ReadonlyArray<string>>) =>
    options.some((option) => option.length === kept.length && option.every((text, i) => kept[i] === text));
  if (is(DIVIDE)) return { operator: "divide", average };
  if (is(MINUS)) return { operator: "minus", average };
  if (is(PLUS)) return { operator: "plus", average };
  return null;
}

interface Expression {
  readonly numerator: SignedTerm[];
  readonly denominator: SignedTerm[] | null;
  readonly firstMatch: number;
  readonly lastMatch: number;
  /** Joined by a word that can only be arithmetic ("minus", "divided by"), not only "and". */
  readonly explicit: boolean;
}

/** Measures joined by operators ("A minus B minus C", "A / B", "A plus B, divided by C"), from match `start`. */
function expressionFrom(
  matches: ReadonlyArray<PhraseMatch>,
  parts: ReadonlyArray<Part>,
  words: ReadonlyArray<Word>,
  start: number,
): Expression | null {
  const first = matches[start];
  if (!first || first.phrase.absent) return null;
  // "to mean operating cash flow", "I mean repurchases": the verb of a definition, not an average.
  const before = parts[first.start - 1]?.text ?? "";
  const definingVerb = before === "mean" && ["to", "i", "we"].includes(parts[first.start - 2]?.text ?? "");
  const averagedFirst = AVERAGE_WORDS.has(before) && !definingVerb;
  const numerator: SignedTerm[] = [
    { sign: 1, id: first.phrase.id, ...(averagedFirst ? { average: true as const } : {}) },
  ];
  let denominator: SignedTerm[] | null = null;
  let last = start;
  let explicit = false;
  for (let index = start + 1; index < matches.length; index++) {
    const match = matches[index] as PhraseMatch;
    const before = matches[index - 1] as PhraseMatch;
    if (match.phrase.absent) break;
    const joined = operatorBetween(parts, words, before.end, match.start);
    if (!joined) break;
    const { operator } = joined;
    const averaged = joined.average ? { average: true as const } : {};
    if (operator !== "plus" || parts[before.end]?.text !== "and") explicit = true;
    if (operator === "divide") {
      if (denominator) break;
      denominator = [{ sign: 1, id: match.phrase.id, ...averaged }];
    } else {
      (denominator ?? numerator).push({ sign: operator === "minus" ? -1 : 1, id: match.phrase.id, ...averaged });
    }
    last = index;
  }
  if (last === start) return null;
  return { numerator, denominator, firstMatch: start, lastMatch: last, explicit };
}

const NAME_STOPS = wordSet(
  "as is was the a an for what which how taking take using use with where called so i.e ie , · of " +
    // Verbs that introduce a definition are not part of its name ("treat X as", "take X to mean").
    "treat treating mean means meaning say saying call calling count counting " +
    // Verbs of the question around a name ("what leverage does Apple run: A over B").
    "run runs does do did has have had get gets",
);

/** Words between a measure's name and its definition that say when, not what ("payout ratio in 2024 ("). */
const PERIOD_WORDS = wordSet("in for during fy fiscal year of ( )");

/** The few words naming a defined measure, just before its definition ("interest coverage, defined as"). */
function nameBefore(texts: ReadonlyArray<string>, end: number, triggered: boolean): string[] {
  const name: string[] = [];
  let index = end - 1;
  while (
    index >= 0 &&
    (NAME_STOPS.has(texts[index] as string) ||
      PERIOD_WORDS.has(texts[index] as string) ||
      YEAR_PART.test(texts[index] as string) ||
      /^\d/.test(texts[index] as string))
  ) {
    // "to" before a definition's verb ("cash conversion to mean") is the verb's, not the name's.
    if (texts[index - 1] === "to" && NAME_STOPS.has(texts[index] as string)) index--;
    // Without "defined as", a name is written next to its sum: words before the company are not it
    // ("Run a safety screen on Costco: cash minus total debt").
    if (!triggered && texts[index] === "·") return [];
    index--;
  }
  while (
    index >= 0 &&
    name.length < 3 &&
    !NAME_STOPS.has(texts[index] as string) &&
    !/^\d/.test(texts[index] as string)
  ) {
    name.unshift(texts[index] as string);
    index--;
  }
  // A name ends with a noun, not "on" or "for": "a screen on" names nothing.
  return NAME_ENDS_NOT.has(name.at(-1) ?? "") ? [] : name;
}

const NAME_ENDS_NOT = wordSet("on for at in to about from with by into onto than its their my our your");

/** Words of the question around a definition that say it is a percentage. */
const asksPercent = (texts: ReadonlyArray<string>) => texts.some((text) => PERCENT_NAMES.has(text));

const EARN_VERBS = wordSet("earn earned");

interface MeasuresRead {
  readonly measures: PlannedMeasure[];
  readonly absent: string[];
  /** The match index the question's "share of" names as the whole, when it asks a part of one. */
  readonly matches: PhraseMatch[];
  /** The word each measure is first named at, by measure id. */
  readonly positions: ReadonlyMap<string, number>;
  /**
   * The words of a measure the question defines, from its trigger to its last term and the
   * periods written just after it ("... average inventory between FY2022 and FY2023"): the years
   * and "average" there say how the measure is computed, not which periods or operation are asked.
   */
  readonly definition: { readonly from: number; readonly to: number } | null;
  /** Every word a phrase of the dictionary matched, whatever it was read as. */
  readonly consumed: ReadonlySet<number>;
}

/** Words after a definition's last term that still belong to it: its periods. */
const DEFINITION_TAIL = wordSet("between and fy fiscal year years in for of the end from to through ( )");
const DEFINITION_TAIL_MAX_PARTS = 8;

const fromDictionary = (id: string): PlannedMeasure => {
  const measure = MEASURE_BY_ID.get(id);
  if (!measure) throw new Error(`no measure ${id}`);
  return { id, label: measure.label, unit: measure.unit, formula: measure.formula, defined: false };
};

/** A defined measure's label from its terms, when the question gives it no name: "R&D as a share of revenue". */
function labelOf(expression: Pick<Expression, "numerator" | "denominator">, percent: boolean): string {
  const words = (terms: ReadonlyArray<SignedTerm>) =>
    terms
      .map((term, index) => {
        const label = `${term.average ? "average " : ""}${MEASURE_BY_ID.get(term.id)?.label ?? term.id}`;
        return index === 0
          ? term.sign < 0
            ? `minus ${label}`
            : label
          : `${term.sign < 0 ? "minus" : "plus"} ${label}`;
      })
      .join(" ");
  if (!expression.denominator) return words(expression.numerator);
  return `${words(expression.numerator)} ${percent ? "as a share of" : "over"} ${words(expression.denominator)}`;
}

/**
 * A statement flow over revenue alone ("SBC relative to revenue", "R&D over sales") is a share of
 * revenue, written in percent as a margin is; a market value over revenue stays a multiple.
 */
function flowOverRevenue(expression: Pick<Expression, "numerator" | "denominator">): boolean {
  const over = expression.denominator;
  if (over?.length !== 1 || over[0]?.id !== "revenue") return false;
  return expression.numerator.every((term) => {
    const measure = MEASURE_BY_ID.get(term.id);
    return measure?.unit === "usd" && measure.formula.kind === "line";
  });
}

/** "Per share", "per diluted share", "per common share": a cue of a quotient by the share count, not of a percent. */
const PER_SHARE_WORDS = /\bper (?:(?:diluted|basic|common) )?shares?\b/g;
/** Words before a definition's trigger that name a time, not the measure ("at the end of 2024, computed as"). */
const PERIOD_NAME_WORDS = wordSet("end start beginning close year years fiscal fy period quarter the of at in for");

function definedMeasure(expression: Expression, name: string, percent: boolean): PlannedMeasure {
  const units = [...expression.numerator, ...(expression.denominator ?? [])].map(
    (term) => MEASURE_BY_ID.get(term.id)?.unit,
  );
  // Money over the share count is money per share ("equity divided by diluted shares").
  const perShare =
    expression.denominator?.length === 1 &&
    expression.denominator[0]?.id === "dilutedShares" &&
    expression.numerator.every((term) => MEASURE_BY_ID.get(term.id)?.unit === "usd");
  const unit: MeasureUnit = expression.denominator
    ? percent
      ? "percent"
      : perShare
        ? "perShare"
        : "ratio"
    : units.every((each) => each === units[0])
      ? (units[0] ?? "usd")
      : "usd";
  const id =
    name
      .split(/\s+/)
      .filter(Boolean)
      .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase()))
      .join("")
      .replace(/[^\p{L}\d]/gu, "") || "definedMeasure";
  return {
    id,
    label: name || labelOf(expression, percent),
    unit,
    formula: { kind: "expression", numerator: expression.numerator, denominator: expression.denominator, percent },
    defined: true,
  };
}

function readMeasures(words: ReadonlyArray<Word>): MeasuresRead {
  const parts = sharedHeads(partsOf(words));
  // "did Meta earn": a verb names no figure when the question names one ("combined revenue").
  const found = phraseMatches(parts);
  const verbOnly = (match: PhraseMatch) =>
    match.phrase.words.length === 1 && EARN_VERBS.has(match.phrase.words[0] ?? "");
  const named = found.some((match) => !match.phrase.absent && !verbOnly(match));
  const matches = named ? found.filter((match) => !verbOnly(match)) : found;
  const absent = matches.filter((match) => match.phrase.absent).map((match) => match.phrase.id);
  const texts = parts.map((part) => part.text);
  // A definition: the first run of measures joined by operators. Its name is the words before
  // the definition's trigger ("interest coverage, defined as ..."), or after "define".
  let defined: PlannedMeasure | null = null;
  let covered = new Set<number>();
  let definition: MeasuresRead["definition"] = null;
  for (let index = 0; index < matches.length && !defined; index++) {
    const expression = expressionFrom(matches, parts, words, index);
    if (!expression) continue;
    const startPart = (matches[expression.firstMatch] as PhraseMatch).start;
    const trigger = texts
      .slice(Math.max(0, startPart - 12), startPart)
      .findLastIndex((text) => DEFINE_TRIGGERS.has(text));
    const triggerAt = trigger === -1 ? -1 : Math.max(0, startPart - 12) + trigger;
    const nameEnd = triggerAt === -1 ? startPart : triggerAt;
    if (!expression.explicit && triggerAt === -1) continue;
    const defineWord =
      triggerAt !== -1 && ["define", "defining", "calculate", "compute"].includes(texts[triggerAt] ?? "");
    const nameParts = (
      defineWord
        ? texts.slice(
            triggerAt + 1,
            texts.indexOf("as", triggerAt + 1) === -1 ? startPart : texts.indexOf("as", triggerAt + 1),
          )
        : nameBefore(texts, nameEnd, triggerAt !== -1)
    ).filter((text) => text !== "·"); // a company's place is no part of a figure's name ("compute Apple's X")
    // A name that is a measure the dictionary knows ("payout ratio") takes that measure's unit.
    const namedAs = [...phraseMatches(nameParts.map((text) => ({ text, word: 0 })))].at(-1);
    const known = namedAs && !namedAs.phrase.absent ? MEASURE_BY_ID.get(namedAs.phrase.id) : undefined;
    // A name written in capitals keeps them ("EV", "ROIC"); words of a period are no name ("at the end").
    const joinedName = nameParts.every((text) => PERIOD_NAME_WORDS.has(text)) ? "" : nameParts.join(" ");
    const name =
      words.find((word) => word.lower === joinedName && /^[A-Z][A-Z&/]{1,5}$/.test(word.raw))?.raw ?? joinedName;
    const percent =
      known?.unit === "percent" ||
      // A flow over revenue is a share of it, unless a ratio is what is asked ("R&D to revenue ratio").
      (flowOverRevenue(expression) && !texts.includes("ratio")) ||
      asksPercent([...nameParts, ...texts.slice(startPart, (matches[expression.lastMatch] as PhraseMatch).end + 4)]) ||
      /\b(?:share|percentage|percent|pct)\b/.test(texts.join(" ").replace(PER_SHARE_WORDS, " ")) ||
      words.some((word) => word.after === "%");
    defined = definedMeasure(expression, name, percent);
    covered = new Set(
      matches
        .map((match, at) => [match, at] as const)
        .filter(
          ([match, at]) =>
            (at >= expression.firstMatch && at <= expression.lastMatch) ||
            (match.end <= startPart && match.start >= nameEnd - 4 && !defineWord) ||
            (defineWord && match.start > triggerAt && match.end <= startPart),
        )
        .map(([, at]) => at),
    );
    // The definition's extent, with the periods written after its last term.
    let end = (matches[expression.lastMatch] as PhraseMatch).end;
    const limit = Math.min(parts.length, end + DEFINITION_TAIL_MAX_PARTS);
    while (
      end < limit &&
      !words[(parts[end] as Part).word]?.sentenceStart &&
      (DEFINITION_TAIL.has(texts[end] as string) || YEAR_PART.test(texts[end] as string))
    )
      end++;
    const from = (parts[triggerAt === -1 ? startPart : triggerAt] as Part).word;
    definition = { from, to: (parts[end - 1] as Part).word };
    // The defined measure named again later ("What is the FY2023 inventory turnover?") is it, not its words' measures.
    if (nameParts.length > 0) {
      for (let at = end; at + nameParts.length <= texts.length; at++) {
        if (!nameParts.every((text, offset) => texts[at + offset] === text)) continue;
        matches.forEach((match, index) => {
          if (match.start >= at && match.end <= at + nameParts.length) covered.add(index);
        });
      }
    }
  }
  const measures: PlannedMeasure[] = defined ? [defined] : [];
  matches.forEach((match, at) => {
    if (match.phrase.absent || covered.has(at)) return;
    if (measures.some((measure) => measure.id === match.phrase.id)) return;
    measures.push(fromDictionary(match.phrase.id));
  });
  const positions = new Map<string, number>();
  matches.forEach((match, at) => {
    const id = defined && covered.has(at) ? defined.id : match.phrase.id;
    if (!positions.has(id)) positions.set(id, (parts[match.start] as Part).word);
  });
  const consumed = new Set(found.flatMap((match) => parts.slice(match.start, match.end).map((part) => part.word)));
  return { measures, absent, matches, positions, definition, consumed };
}

// --- Periods --------------------------------------------------------------------------------

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  a: 1,
};
const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const MONTH_SHORT = MONTHS.map((month) => month.slice(0, 3));

/** The fiscal year a word names: "2024", "FY2024", "FY24", "fy-2024". */
function yearOf(word: Word | undefined, previous: Word | undefined): number | null {
  if (!word) return null;
  // "FY2024", "fy-24", and a year end written as one word: "end-2022", "YE2022".
  const fiscalPrefix = /^(?:fy|fye|ye)-?(\d{2}|\d{4})$|^(?:end|mid|early|late)-(\d{4})$/.exec(word.lower);
  const digits =
    fiscalPrefix?.[1] ?? fiscalPrefix?.[2] ?? (word.number && /^\d{4}$/.test(word.lower) ? word.lower : null);
  if (digits) {
    const year = digits.length === 2 ? 2000 + Number(digits) : Number(digits);
    return year >= 1950 && year <= 2099 ? year : null;
  }
  if (
    word.number &&
    /^\d{2}$/.test(word.lower) &&
    (previous?.lower === "fiscal" || previous?.lower === "fy" || /^['’]/.test(word.raw))
  ) {
    return 2000 + Number(word.lower);
  }
  return null;
}

/** A year written with two or four digits; two digits take the century of `near` (or 2000). */
function fullYear(digits: string, near = 2000): number {
  return digits.length === 2 ? Math.floor(near / 100) * 100 + Number(digits) : Number(digits);
}

/** Words after a year that make "21-23" a count of something, not years. */
const COUNT_UNITS = wordSet("years year months month days day weeks week times x % percent bps basis points people");

/**
 * The first year of a range written short, "21-23" or "2021-23": two numbers joined by "-", the
 * second two digits and later than the first, not a count ("21-23 days"). The second year is read
 * by yearOf's caller on the next word.
 */
function shortRangeStart(words: ReadonlyArray<Word>, index: number): number | null {
  const word = words[index] as Word;
  const next = words[index + 1];
  const previous = words[index - 1];
  const shortNext = (at: number) => {
    const each = words[at];
    return each?.number === true && /^\d{2}$/.test(each.lower) && !COUNT_UNITS.has(words[at + 1]?.lower ?? "");
  };
  const dash = (each: Word | undefined) => each?.after === "-" || each?.after === "–";
  if (word.number && /^\d{2}$/.test(word.lower) && dash(word) && shortNext(index + 1)) {
    const from = 2000 + Number(word.lower);
    return Number(next?.lower) + 2000 > from && from <= 2099 ? from : null;
  }
  // The second year of "21-23", "2021-23" or "FY21–23".
  if (word.number && /^\d{2}$/.test(word.lower) && previous && dash(previous) && shortNext(index)) {
    const start =
      yearOf(previous, words[index - 2]) ??
      (previous.number && /^\d{2}$/.test(previous.lower) ? 2000 + Number(previous.lower) : null);
    if (start === null) return null;
    const year = fullYear(word.lower, start);
    return year > start && year - start < 50 ? year : null;
  }
  return null;
}

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).toISOString().slice(0, 10);

interface DateMention {
  readonly at: number;
  readonly date: string;
}

/** Calendar dates for prices: "end of March 2023", "March 31, 2023", "2023-03-31". */
function datesIn(words: ReadonlyArray<Word>, text: string): DateMention[] {
  const found: DateMention[] = [];
  for (const match of text.matchAll(/\b(20\d{2}|19\d{2})-(\d{2})-(\d{2})\b/g)) {
    found.push({ at: match.index ?? 0, date: match[0] });
  }
  // "12/31/2023", as US dates are written.
  for (const match of text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(20\d{2}|19\d{2})\b/g)) {
    const [month, day] = [Number(match[1]), Number(match[2])];
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    found.push({
      at: match.index ?? 0,
      date: `${match[3]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    });
  }
  words.forEach((word, index) => {
    // "year-end 2023", "end-2023", "2023 year-end": the year's last close.
    const joined = /^(end|year-?end|start|beginning)-(\d{4})$/.exec(word.lower);
    if (joined) {
      const year = Number(joined[2]);
      found.push({ at: index, date: `${/start|beginning/.test(joined[1] as string) ? year - 1 : year}-12-31` });
      return;
    }
    // "mid-2021", "early-2022", "late-2023": the middle, first or last months of the year.
    const part = /^(mid|early|late)-(\d{4})$/.exec(word.lower);
    if (part) {
      const year = Number(part[2]);
      found.push({
        at: index,
        date: part[1] === "mid" ? `${year}-06-30` : part[1] === "early" ? `${year}-01-31` : `${year}-11-30`,
      });
      return;
    }
    if (["year-end", "yearend"].includes(word.lower)) {
      const next = words[index + 1];
      const previous = words[index - 1];
      const year = next?.number && /^\d{4}$/.test(next.lower) ? Number(next.lower) : null;
      const before = previous?.number && /^\d{4}$/.test(previous.lower) ? Number(previous.lower) : null;
      if (year ?? before) found.push({ at: index, date: `${year ?? before}-12-31` });
      return;
    }
    // "the end of 2023", "the start of 2024": a year's last close, or the one before it.
    if (["end", "close", "start", "beginning"].includes(word.lower) && words[index + 1]?.lower === "of") {
      const year = yearOf(words[index + 2], words[index + 1]);
      if (year && /^(?:fy-?)?\d{4}$/.test(words[index + 2]?.lower ?? "")) {
        found.push({ at: index, date: `${word.lower === "end" || word.lower === "close" ? year : year - 1}-12-31` });
      }
      return;
    }
    const month = MONTHS.indexOf(word.lower) !== -1 ? MONTHS.indexOf(word.lower) : MONTH_SHORT.indexOf(word.lower);
    if (month === -1 || (word.lower === "may" && !words[index + 1]?.number)) return;
    const next = words[index + 1];
    const afterNext = words[index + 2];
    const year = yearOf(next, word) ?? (next?.number && /^\d{1,2}$/.test(next.lower) ? yearOf(afterNext, next) : null);
    if (!year) return;
    // "January 2, 2020", or the day before the month: "2 January 2020".
    const previous = words[index - 1];
    const dayBefore = previous?.number && /^\d{1,2}$/.test(previous.lower) ? Number(previous.lower) : null;
    const dayWord = next?.number && /^\d{1,2}$/.test(next.lower) ? Number(next.lower) : dayBefore;
    const startOf = ["start", "beginning", "early"].includes(words[index - 2]?.lower ?? "");
    const date = dayWord
      ? `${year}-${String(month + 1).padStart(2, "0")}-${String(dayWord).padStart(2, "0")}`
      : startOf
        ? lastDayOf(month === 0 ? year - 1 : year, month === 0 ? 11 : month - 1)
        : lastDayOf(year, month);
    found.push({ at: index, date });
  });
  return found;
}

interface PeriodRead {
  readonly period: PlannedPeriod | null;
  readonly futureWords: boolean;
}

const has = (texts: ReadonlySet<string>, ...options: string[]) => options.some((option) => texts.has(option));

/** Whether the words hold `phrase` ("latest quarter") in order, as neighbours. */
function hasPhrase(lowers: ReadonlyArray<string>, phrase: string): boolean {
  const target = phrase.split(" ");
  for (let index = 0; index + target.length <= lowers.length; index++) {
    if (target.every((text, offset) => lowers[index + offset] === text)) return true;
  }
  return false;
}

const QUARTER_ORDINALS: Readonly<Record<string, number>> = { first: 1, second: 2, third: 3, fourth: 4 };
/** Words between a quarter and its year: "Q2 of fiscal 2023", "the second quarter of FY23". */
const QUARTER_JOINS = wordSet("of fiscal fy quarter the in");

/** The fiscal quarters a question names, each with its year, oldest first and each once. */
function quartersNamed(words: ReadonlyArray<Word>): Array<{ quarter: number; year: number }> {
  const found: Array<{ quarter: number; year: number }> = [];
  for (let index = 0; index < words.length; index++) {
    const lower = (words[index] as Word).lower;
    const short = /^q([1-4])$/.exec(lower);
    const ordinal = QUARTER_ORDINALS[lower] !== undefined && words[index + 1]?.lower === "quarter";
    if (!short && !ordinal) continue;
    const quarter = short ? Number(short[1]) : (QUARTER_ORDINALS[lower] as number);
    // The year after it ("Q2 FY2023", "second quarter of fiscal 2023"), or just before it ("FY2023 Q2").
    let year: number | null = null;
    for (let ahead = index + 1; ahead <= index + 4 && ahead < words.length && year === null; ahead++) {
      year = yearOf(words[ahead], words[ahead - 1]);
      if (year === null && !QUARTER_JOINS.has((words[ahead] as Word).lower)) break;
    }
    year ??= short ? yearOf(words[index - 1], words[index - 2]) : null;
    if (year !== null && !found.some((each) => each.quarter === quarter && each.year === year)) {
      found.push({ quarter, year });
    }
  }
  return found.sort((a, b) => a.year - b.year || a.quarter - b.quarter);
}

const MONTH_NUMBERS: Readonly<Record<string, number>> = Object.fromEntries(
  ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].map((month, index) => [
    month,
    index + 1,
  ]),
);
const SPAN_MONTHS: Readonly<Record<string, number>> = { three: 3, six: 6, nine: 9, twelve: 12 };
const ENDED_DATE =
  /\b(?:(three|six|nine|twelve|3|6|9|12)[- ]months?\s+(?:ended|ending)|ended|ending|at|as of|on)\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+((?:19|20)\d\d)\b/i;

/**
 * The statement column a question dates, as quarterly reports head theirs: "for the three months
 * ended July 1, 2023" (a quarter), "six months ended June 30, 2023", "at July 1, 2023" (a balance).
 */
function columnEnded(text: string, year: number): PeriodEnded | undefined {
  const match = ENDED_DATE.exec(text);
  if (!match || Number(match[4]) !== year) return undefined;
  const month = MONTH_NUMBERS[(match[2] as string).toLowerCase()] as number;
  const day = Number(match[3]);
  if (day < 1 || day > 31) return undefined;
  const span = match[1]?.toLowerCase();
  return {
    date: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    months: span ? (SPAN_MONTHS[span] ?? Number(span)) : null,
  };
}

function readPeriod(words: ReadonlyArray<Word>, text: string, priceMeasure: boolean): PeriodRead {
  const lowers = words.map((word) => word.lower);
  const lowerSet = new Set(lowers);
  const futureWords =
    has(
      lowerSet,
      "next",
      "will",
      "forecast",
      "forecasts",
      "predict",
      "projected",
      "projection",
      "projections",
      "guidance",
      "outlook",
      "estimate",
      "estimates",
      "expected",
      "expect",
      "expects",
      "predicts",
      "guided",
      "target",
    ) || hasPhrase(lowers, "going to");
  // Prices between calendar dates.
  const dates = priceMeasure ? datesIn(words, text) : [];
  if (dates.length >= 2)
    return {
      period: { kind: "dates", from: (dates[0] as DateMention).date, to: (dates[1] as DateMention).date },
      futureWords,
    };
  if (dates.length === 1)
    return { period: { kind: "dates", from: (dates[0] as DateMention).date, to: null }, futureWords };
  const quarters = quartersNamed(words);
  if (quarters.length > 0) return { period: { kind: "quarters", quarters }, futureWords };
  const years: { year: number; at: number }[] = [];
  words.forEach((word, index) => {
    const year = yearOf(word, words[index - 1]) ?? shortRangeStart(words, index);
    if (year) years.push({ year, at: index });
  });
  // "FY21-23", "fy2021-fy2023": a range written as one word.
  for (const word of words) {
    const range = /^fy-?(\d{2}|\d{4})[-–](?:fy-?)?(\d{2}|\d{4})$/.exec(word.lower);
    if (!range) continue;
    const from = fullYear(range[1] as string);
    const to = fullYear(range[2] as string, from);
    if (from < to) return { period: { kind: "range", from, to }, futureWords };
  }
  const quarterly =
    [
      "latest quarter",
      "last quarter",
      "most recent quarter",
      "recent quarter",
      "this quarter",
      "current quarter",
      "latest quarterly",
      "last reported quarter",
      "quarterly",
    ].some((phrase) => hasPhrase(lowers, phrase)) ||
    // "its latest reported quarter", "the most recent fiscal quarter": one word between.
    lowers.some((word, index) => ["latest", "last", "recent"].includes(word) && lowers[index + 2] === "quarter");
  if (quarterly && !lowerSet.has("next")) return { period: { kind: "latestQuarter" }, futureWords };
  const twelveMonths = ["trailing", "last", "past"].some((lead) =>
    ["twelve", "12"].some((count) => ["months", "month"].some((unit) => hasPhrase(lowers, `${lead} ${count} ${unit}`))),
  );
  if (["ttm", "ltm"].some((each) => lowerSet.has(each)) || twelveMonths) {
    return { period: { kind: priceMeasure ? "pastYear" : "ttm" }, futureWords };
  }
  if (priceMeasure && years.length > 0) {
    const first = years[0] as { year: number };
    const last = years.at(-1) as { year: number };
    const since = lowers[(years[0] as { at: number }).at - 1] === "since";
    return {
      period: { kind: "dates", from: `${first.year - 1}-12-31`, to: since ? null : `${last.year}-12-31` },
      futureWords,
    };
  }
  // "last 5 years", "past three fiscal years", "5-year", "five year".
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as Word;
    // "five-year", "3-yr" written as one word.
    const joined = /^([a-z]+|\d+)-(?:years?|yrs?)$/.exec(word.lower);
    const joinedCount = joined ? (NUMBER_WORDS[joined[1] as string] ?? Number(joined[1])) : 0;
    if (joinedCount > 1 && joinedCount <= 40) return { period: { kind: "lastYears", count: joinedCount }, futureWords };
    const count = word.number ? Number(word.lower) : NUMBER_WORDS[word.lower];
    if (!count || count > 40 || word.lower === "a") continue;
    const next = lowers[index + 1];
    const nextNext = lowers[index + 2];
    const yearsWord = (each: string | undefined) =>
      each === "years" || each === "year" || each === "yrs" || each === "yr";
    const previous = lowers[index - 1];
    if (
      (yearsWord(next) || (next === "fiscal" && yearsWord(nextNext))) &&
      (previous === "over" ||
        previous === "across" ||
        // "over the five years you have", "for the three fiscal years".
        (previous === "the" && ["over", "across", "for", "during", "in"].includes(lowers[index - 2] ?? ""))) &&
      !yearsWord(lowers[index + 3])
    ) {
      return { period: { kind: "lastYears", count }, futureWords };
    }
    if (
      (yearsWord(next) || (next === "fiscal" && yearsWord(nextNext))) &&
      (previous === "last" ||
        previous === "past" ||
        previous === "recent" ||
        previous === "the" ||
        word.after === "-" ||
        yearsWord(next))
    ) {
      if (
        previous === "last" ||
        previous === "past" ||
        previous === "recent" ||
        word.after === "-" ||
        next === "year"
      ) {
        return { period: { kind: "lastYears", count }, futureWords };
      }
    }
  }
  if (hasPhrase(lowers, "a decade") || hasPhrase(lowers, "past decade") || hasPhrase(lowers, "last decade")) {
    return { period: { kind: "lastYears", count: 10 }, futureWords };
  }
  if (years.length === 0) {
    if (
      priceMeasure &&
      (hasPhrase(lowers, "past year") || hasPhrase(lowers, "last year") || hasPhrase(lowers, "this year"))
    ) {
      return { period: { kind: "pastYear" }, futureWords };
    }
    if (
      hasPhrase(lowers, "last year") ||
      hasPhrase(lowers, "past year") ||
      hasPhrase(lowers, "latest year") ||
      hasPhrase(lowers, "most recent year") ||
      hasPhrase(lowers, "latest fiscal year")
    ) {
      return { period: { kind: "latest" }, futureWords };
    }
    return { period: null, futureWords };
  }
  const first = years[0] as { year: number; at: number };
  const before = (at: number, span = 3) => lowers.slice(Math.max(0, at - span), at);
  if (years.length === 1) {
    if (before(first.at).includes("since")) return { period: { kind: "since", from: first.year }, futureWords };
    const ended = columnEnded(text, first.year);
    return { period: { kind: "years", years: [first.year], ...(ended ? { ended } : {}) }, futureWords };
  }
  const second = years[1] as { year: number; at: number };
  const between = lowers
    .slice(first.at + 1, second.at)
    .filter((each) => each !== "fiscal" && each !== "fy" && each !== "year");
  const joiner = between.length === 0 ? (words[first.at]?.after ?? "") : between.join(" ");
  const rangeWords = ["to", "through", "thru", "until", "till", "-", "–", "and"];
  const opened = before(first.at, 4).some((each) => each === "from" || each === "between");
  if (
    years.length === 2 &&
    (["to", "through", "thru", "until", "till", "-", "–"].includes(joiner) || (opened && rangeWords.includes(joiner)))
  ) {
    const [from, to] = first.year <= second.year ? [first.year, second.year] : [second.year, first.year];
    return { period: { kind: "range", from, to }, futureWords };
  }
  return { period: { kind: "years", years: [...new Set(years.map((each) => each.year))] }, futureWords };
}

// --- Operation, rounding, refusals ----------------------------------------------------------

/** Two periods named, as a change between them needs. */
const twoPeriods = (period: PlannedPeriod | null) =>
  period !== null &&
  ((period.kind === "years" && period.years.length >= 2) ||
    (period.kind === "quarters" && period.quarters.length >= 2) ||
    period.kind === "range");

function readOperation(
  lowers: ReadonlyArray<string>,
  lowerSet: ReadonlySet<string>,
  period: PlannedPeriod | null,
  companyCount: number,
  sector: string | null,
  shareOfCompanies: boolean,
): PlannedOperation {
  const cagr =
    has(lowerSet, "cagr", "compound", "compounded", "annualized", "annualised", "annualized") ||
    hasPhrase(lowers, "per year on average") ||
    hasPhrase(lowers, "a year on average");
  const growth =
    has(
      lowerSet,
      "grow",
      "growth",
      "grew",
      "growing",
      "grown",
      "increase",
      "increased",
      "rise",
      "rose",
      "risen",
      "change",
      "changed",
      "expand",
      "expanded",
      "decline",
      "declined",
      "fall",
      "fell",
      "shrink",
      "shrank",
      "swing",
      "swung",
    ) ||
    // "The difference between 2022 and 2023" is a change; between two companies it is a comparison.
    (lowerSet.has("difference") && companyCount <= 1) ||
    // "By how much did 2020's exceed 2019's", "fall short of the same period": one company's change
    // between two periods (not "did revenue exceed $100 billion", nor "short-term investments").
    ((has(lowerSet, "exceed", "exceeded", "exceeds") ||
      ["fall short", "fell short", "falls short", "fallen short"].some((phrase) => hasPhrase(lowers, phrase))) &&
      companyCount <= 1 &&
      twoPeriods(period)) ||
    hasPhrase(lowers, "year over year") ||
    hasPhrase(lowers, "year on year") ||
    // The latest period against the same one a year before it.
    hasPhrase(lowers, "a year earlier") ||
    hasPhrase(lowers, "a year ago") ||
    hasPhrase(lowers, "a year before") ||
    hasPhrase(lowers, "same quarter") ||
    has(lowerSet, "yoy");
  const total =
    has(lowerSet, "total", "cumulative", "cumulatively", "altogether", "sum", "combined", "overall") &&
    period !== null &&
    ["range", "since", "lastYears"].includes(period.kind) &&
    !shareOfCompanies &&
    // "The total % change", "overall growth": the whole change, not a sum of the years.
    !(growth && !has(lowerSet, "sum", "cumulative", "cumulatively", "altogether", "combined"));
  const many =
    period !== null &&
    (["range", "since", "lastYears"].includes(period.kind) || (period.kind === "years" && period.years.length > 1));
  const trendWords =
    has(lowerSet, "trend", "trends", "history", "historical", "trajectory") ||
    hasPhrase(lowers, "over time") ||
    hasPhrase(lowers, "each year") ||
    hasPhrase(lowers, "by year");
  const average =
    has(lowerSet, "average", "avg", "mean") &&
    !cagr &&
    !growth &&
    !hasPhrase(lowers, "average diluted") &&
    !hasPhrase(lowers, "weighted average") &&
    many;
  const kind: PlannedOperation["kind"] = cagr
    ? "cagr"
    : average
      ? "average"
      : total
        ? "total"
        : growth
          ? "growth"
          : many || trendWords
            ? "trend"
            : "value";
  const superlative = has(
    lowerSet,
    "rank",
    "ranking",
    "highest",
    "lowest",
    "largest",
    "biggest",
    "smallest",
    "most",
    "least",
    "top",
    "best",
    "worst",
    "leader",
    "leads",
  );
  const across: PlannedOperation["across"] = shareOfCompanies
    ? "shareOf"
    : sector !== null || (companyCount >= 3 && superlative)
      ? "rank"
      : companyCount >= 2
        ? "compare"
        : "each";
  const difference =
    across === "compare" &&
    (has(lowerSet, "difference", "gap") ||
      hasPhrase(lowers, "how much more") ||
      hasPhrase(lowers, "how much higher") ||
      hasPhrase(lowers, "how much bigger") ||
      hasPhrase(lowers, "how much larger") ||
      hasPhrase(lowers, "by how much"));
  return difference ? { kind, across, difference } : { kind, across };
}

/** "to the nearest tenth": the decimals a place's name asks for. */
const PLACE_DECIMALS: Readonly<Record<string, number>> = {
  whole: 0,
  integer: 0,
  unit: 0,
  tenth: 1,
  tenths: 1,
  hundredth: 2,
  hundredths: 2,
  thousandth: 3,
  thousandths: 3,
};

function readRounding(lowers: ReadonlyArray<string>, text: string): PlannedRounding {
  let decimals: number | null = null;
  for (let index = 0; index < lowers.length; index++) {
    const word = lowers[index] as string;
    if (word === "nearest" && PLACE_DECIMALS[lowers[index + 1] ?? ""] !== undefined) {
      decimals = PLACE_DECIMALS[lowers[index + 1] as string] as number;
      continue;
    }
    if (word !== "decimal" && word !== "decimals" && word !== "dp" && word !== "d.p") continue;
    const count = lowers[index - 1] ?? "";
    const value = /^\d$/.test(count)
      ? Number(count)
      : (NUMBER_WORDS[count] ?? (count === "no" || count === "zero" ? 0 : null));
    if (value !== null && value !== undefined) decimals = value === 1 && count === "a" ? 1 : value;
  }
  if (
    decimals === null &&
    (hasPhrase(lowers, "whole number") || hasPhrase(lowers, "nearest whole") || hasPhrase(lowers, "no decimals"))
  )
    decimals = 0;
  const money = String.raw`(?:in|into|as|\() ?(?:\$ ?|us\$ ?|usd ?|u\.s\. dollars in )?`;
  const scaleIs = (names: string) => new RegExp(String.raw`${money}(?:${names})\b`, "i").test(text);
  const scale =
    scaleIs("billions?|bn") || /\$bn\b|\bbillions of dollars\b/i.test(text)
      ? "billion"
      : scaleIs("millions?|mn|mm") || /\$mm?\b|\bmillions of dollars\b/i.test(text)
        ? "million"
        : scaleIs("trillions?")
          ? "trillion"
          : scaleIs("thousands?") || /\bthousands of dollars\b/i.test(text)
            ? "thousand"
            : null;
  // "as a percentage", "in percent", "expressed as a %": the unit, not a share of something named after it.
  const percent =
    /\b(?:as|in|into) (?:an? )?(?:percentage|percent|%)(?![\w%])(?! of\b)|\bin %(?! of\b)|\bpercentage terms\b/i.test(
      text,
    );
  return { decimals, scale, ...(percent ? { percent: true as const } : {}) };
}

const SCALE_NAMES: Readonly<Record<string, NonNullable<PlannedRounding["scale"]>>> = {
  thousand: "thousand",
  thousands: "thousand",
  million: "million",
  millions: "million",
  billion: "billion",
  billions: "billion",
  trillion: "trillion",
  trillions: "trillion",
};

/**
 * Rounding asked by the place rounded to: "to the nearest billion" is whole billions, "to the
 * nearest (whole) percent", "in whole percentage points" is no decimals.
 */
function withPlaceAsked(rounding: PlannedRounding, lowers: ReadonlyArray<string>): PlannedRounding {
  let asked = rounding;
  for (let index = 0; index < lowers.length; index++) {
    if (lowers[index] !== "nearest" && lowers[index] !== "whole") continue;
    const next = lowers[index + 1] === "whole" ? lowers[index + 2] : lowers[index + 1];
    const scale = SCALE_NAMES[next ?? ""];
    if (lowers[index] === "nearest" && scale) asked = { ...asked, scale, decimals: asked.decimals ?? 0 };
    else if (["percent", "percentage", "percentages", "%", "pct"].includes(next ?? ""))
      asked = { ...asked, decimals: 0 };
  }
  return asked;
}

/**
 * Decimals asked in a clause that names one measure of several ("revenue and net income, net
 * margin to one decimal") are for that measure only.
 */
function roundingFor(
  rounding: PlannedRounding,
  text: string,
  measures: ReadonlyArray<PlannedMeasure>,
): PlannedRounding {
  if (rounding.decimals === null || measures.length < 2) return rounding;
  const clause = text
    .split(/[,;?!]|\.(?!\d|p\b)/)
    .find((each) => /\b(?:decimals?|dp|d\.p|whole number|nearest whole)\b/i.test(each));
  if (!clause) return rounding;
  const named = new Set(
    phraseMatches(partsOf(questionWords(clause)))
      .filter((match) => !match.phrase.absent)
      .map((match) => match.phrase.id),
  );
  const asked = measures.filter((measure) => named.has(measure.id));
  return asked.length === 1 && named.size === 1 ? { ...rounding, only: (asked[0] as PlannedMeasure).id } : rounding;
}

const REGIONS = wordSet(
  "overseas abroad foreign internationally domestically geographically regionally china europe asia americas america emea apac japan india latin africa greater international domestic region regions regional geographic geography",
);

function readRefusals(
  words: ReadonlyArray<Word>,
  lowers: ReadonlyArray<string>,
  lowerSet: ReadonlySet<string>,
  measures: ReadonlyArray<PlannedMeasure>,
  absent: ReadonlyArray<string>,
  futureWords: boolean,
  mentions: ReadonlyArray<CompanyMention>,
  text: string,
  directory: CompanyDirectory,
  personNamed = false,
): Refusal[] {
  const refusals: Refusal[] = [];
  const advice =
    (lowerSet.has("should") &&
      has(
        lowerSet,
        "buy",
        "sell",
        "invest",
        "hold",
        "put",
        "trim",
        "add",
        "buying",
        "selling",
        "investing",
        "holding",
        "adding",
        "trimming",
        "own",
        "owning",
        "dump",
        "dumping",
        "exit",
      )) ||
    hasPhrase(lowers, "good buy") ||
    (has(lowerSet, "good", "great", "smart", "wise", "safe") &&
      has(lowerSet, "hold", "bet", "pick", "investment", "long-term", "entry", "add", "adding", "buying", "selling")) ||
    ["time to buy", "time to sell", "late to buy", "early to buy", "too late", "screaming buy", "strong buy"].some(
      (phrase) => hasPhrase(lowers, phrase),
    ) ||
    hasPhrase(lowers, "good investment") ||
    hasPhrase(lowers, "worth buying") ||
    has(lowerSet, "recommend", "recommendation", "recommendations") ||
    hasPhrase(lowers, "buy or sell") ||
    hasPhrase(lowers, "a buy") ||
    hasPhrase(lowers, "a sell") ||
    // Advice asked without "buy" or "sell": adding to or trimming a position, a bargain, timing.
    has(lowerSet, "trim", "trimming", "bargain") ||
    hasPhrase(lowers, "add to my") ||
    hasPhrase(lowers, "add more") ||
    hasPhrase(lowers, "my position") ||
    hasPhrase(lowers, "good time to") ||
    hasPhrase(lowers, "right time to") ||
    hasPhrase(lowers, "time to get in") ||
    hasPhrase(lowers, "load up") ||
    hasPhrase(lowers, "take profits") ||
    hasPhrase(lowers, "get out") ||
    hasPhrase(lowers, "cash out") ||
    hasPhrase(lowers, "worth owning") ||
    hasPhrase(lowers, "worth it") ||
    hasPhrase(lowers, "good entry") ||
    // "Is it a good idea to buy X?", "would you put money into X?", "should I invest in X?".
    ["good idea to", "put money into", "put my money", "money into", "worth investing", "should i invest"].some(
      (phrase) => hasPhrase(lowers, phrase),
    ) ||
    (has(lowerSet, "would", "do") &&
      lowerSet.has("you") &&
      has(lowerSet, "buy", "sell", "hold", "own", "trim", "add", "dump", "invest"));
  if (advice) refusals.push({ kind: "advice", about: null });
  if (
    futureWords &&
    (lowerSet.has("will") ||
      lowerSet.has("forecast") ||
      lowerSet.has("predict") ||
      lowerSet.has("next") ||
      hasPhrase(lowers, "price target") ||
      lowerSet.has("projected") ||
      lowerSet.has("projection") ||
      lowerSet.has("guidance") ||
      lowerSet.has("outlook") ||
      hasPhrase(lowers, "going to") ||
      lowerSet.has("expect") ||
      lowerSet.has("expects") ||
      lowerSet.has("predicts") ||
      lowerSet.has("guided") ||
      lowerSet.has("expected") ||
      lowerSet.has("estimate") ||
      lowerSet.has("estimates"))
  ) {
    refusals.push({ kind: "forecast", about: null });
  }
  const intraday =
    has(
      lowerSet,
      "intraday",
      "today",
      "today's",
      "todays",
      "now",
      "live",
      "real-time",
      "realtime",
      "tonight",
      "morning",
      "afternoon",
      "minute",
      "hourly",
      "am",
      "pm",
    ) ||
    hasPhrase(lowers, "at the moment") ||
    hasPhrase(lowers, "this instant") ||
    /\b\d{1,2}:\d{2}\b/.test(text);
  // Prices the data never holds, whatever else the question names: before or after the session, within a day.
  const outsideSession =
    has(
      lowerSet,
      "intraday",
      "pre-market",
      "premarket",
      "after-hours",
      "afterhours",
      "overnight",
      "real-time",
      "realtime",
      "tick",
      "hourly",
      "minute-by-minute",
    ) ||
    hasPhrase(lowers, "after hours") ||
    hasPhrase(lowers, "extended hours") ||
    hasPhrase(lowers, "pre market") ||
    hasPhrase(lowers, "before the open") ||
    hasPhrase(lowers, "live price");
  const priceLike = new Set(["close", "priceReturn", "yearHigh", "yearLow", "marketCap"]);
  // "Is it trading up at this minute?": a stock's move within the day, though no price is named.
  const tradingWords = has(lowerSet, "trading", "trades", "ticking", "moving", "stock", "shares", "chart");
  if (
    outsideSession ||
    (intraday && !advice && (measures.some((measure) => priceLike.has(measure.id)) || tradingWords))
  )
    refusals.push({ kind: "intraday", about: null });
  // A segment: the word, a region, or a product written like a name just before a figure
  // ("iPhone revenue", "YouTube advertising revenue") of a company the data covers.
  const segmentWord =
    has(lowerSet, "segment", "segments", "division", "divisions", "unit's") ||
    hasPhrase(lowers, "business unit") ||
    hasPhrase(lowers, "product line") ||
    hasPhrase(lowers, "by product");
  const named = new Set(mentions.map((mention) => mention.at));
  // The rest of a named company's name ("UnitedHealth Group") is not a product.
  const nameWords = new Set(mentions.flatMap((mention) => mention.entry.name.toLowerCase().split(/[\s,.]+/)));
  const allNamed = namedWords(mentions);
  const product = words.find((word, index) => {
    if (named.has(index) || word.number || VOCABULARY.has(word.lower) || ACRONYMS.has(word.raw)) return false;
    if (nameWords.has(word.lower)) return false;
    // A fiscal year, a quarter, a month or "I'd" is not a product.
    if (/^(?:FY|Q\d)/i.test(word.raw) || /['’]/.test(word.raw) || MONTHS.includes(word.lower)) return false;
    // A distinctive name word is a company; an ordinary one ("Services") may be a product.
    const nameWord = directory.byWord.get(word.lower)?.some((each) => !each.common) ?? false;
    // A ticker is written in capitals: "App" (of "App Store") is not APP.
    if (nameWord || (word.raw === word.raw.toUpperCase() && directory.bySymbol.has(word.raw))) return false;
    // "iPhone", and "YouTube" or "PlayStation" even as a sentence's first word: a capital inside a word names a product.
    const camel = /^\p{Ll}+\p{Lu}/u.test(word.raw) || /^\p{Lu}\p{Ll}+\p{Lu}/u.test(word.raw);
    const capital = isCapitalised(word) && !word.sentenceStart;
    if (!camel && !capital) return false;
    // A name set beside a company by "and", "vs", "with" is another company ("ASML and Nvidia"), not a product.
    if (comparedName(words, index, allNamed)) return false;
    const ahead = lowers.slice(index + 1, index + 4);
    // "iPhone revenue", "YouTube ads bring in", and a product a figure comes from ("revenue is from Azure").
    return (
      ahead.some(
        (each) => (PHRASES_BY_FIRST.has(each) && !VOCABULARY_NON_MEASURE.has(each)) || EARNING_WORDS.has(each),
      ) ||
      ["from", "by"].includes(lowers[index - 1] ?? "") ||
      (lowers[index - 1] === "the" && lowers[index - 2] === "from")
    );
  });
  // "outside the US", "beyond North America", "non-US": a geography, which the data does not split.
  const outsideAt = lowers.findIndex(
    (word, index) =>
      (word === "outside" || word === "beyond" || word === "non-us" || word === "ex-us") &&
      (lowers[index + 1] === "the" ||
        lowers[index + 1] === "of" ||
        isCapitalised((words[index + 1] ?? words[index]) as Word) ||
        word.includes("-")),
  );
  const region =
    words.find((word) => REGIONS.has(word.lower)) ?? (outsideAt === -1 ? undefined : (words[outsideAt] as Word));
  // The product's whole name as written ("Web Services", "North America").
  const nameFrom = (start: Word | undefined) => {
    if (!start) return null;
    const at = words.indexOf(start);
    let end = at;
    // The rest of a product's name, up to a figure's name: "App Store", "Web Services".
    while (
      end + 1 < words.length &&
      isCapitalised(words[end + 1] as Word) &&
      !named.has(end + 1) &&
      !PHRASES_BY_FIRST.has((words[end + 1] as Word).lower)
    )
      end++;
    if (at === outsideAt) {
      // The phrase to the place it names: "outside the US".
      let last = at + 1;
      while (last < words.length && last < at + 4 && !isCapitalised(words[last] as Word)) last++;
      // The whole place: "outside the United States".
      while (last + 1 < words.length && isCapitalised(words[last + 1] as Word) && !named.has(last + 1)) last++;
      return words
        .slice(at, Math.min(last + 1, words.length))
        .map((each) => each.raw)
        .join(" ");
    }
    let first = at;
    if (REGIONS.has(start.lower) && first > 0 && isCapitalised(words[first - 1] as Word) && !named.has(first - 1))
      first--;
    return words
      .slice(first, end + 1)
      .map((each) => each.raw)
      .join(" ");
  };
  // "AWS's share of Amazon's sales", "Amazon Web Services as a share of its revenue": a part named
  // as a share of a covered company's whole, when the part is no company and no measure.
  const partOfWhole = product ? undefined : shareOfPart(words, lowers, allNamed);
  if (partOfWhole && mentions.some((mention) => mention.entry.covered)) {
    refusals.push({ kind: "segment", about: partOfWhole });
  } else if (
    (segmentWord || product || region) &&
    mentions.some((mention) => mention.entry.covered) &&
    (measures.length > 0 || product)
  ) {
    refusals.push({ kind: "segment", about: nameFrom(product) ?? nameFrom(region) });
  } else if (segmentWord) {
    refusals.push({ kind: "segment", about: null });
  }
  // One line per kind of data lacking, named by the words the question used first.
  const lacking = (about: string): Refusal => {
    const kind = ABSENT_KIND_OF.get(about);
    return kind ? { kind: "absent", about, lacks: kind.label } : { kind: "absent", about };
  };
  const kindsSaid = new Set<string>();
  const sayAbsent = (about: string) => {
    const refusal = lacking(about);
    const key = refusal.lacks ?? about;
    if (kindsSaid.has(key)) return;
    kindsSaid.add(key);
    refusals.push(refusal);
  };
  for (const phrase of absent) sayAbsent(phrase);
  // "Has its chief executive sold stock?", "are insiders dumping shares?": insiders' dealings.
  const dealing = has(
    lowerSet,
    "sell",
    "sold",
    "selling",
    "sells",
    "dump",
    "dumping",
    "dumped",
    "unload",
    "unloading",
    "bought",
    "buying",
  );
  const insider = has(
    lowerSet,
    "ceo",
    "executive",
    "executives",
    "insider",
    "insiders",
    "founder",
    "founders",
    "management",
    "directors",
    "chairman",
    "cfo",
  );
  if ((insider || personNamed) && dealing && !absent.some((phrase) => /insider|selling|sold|dumping/.test(phrase))) {
    sayAbsent("insider trades");
  }
  // "Its share of the US snacks market": a market share, however the market is named.
  const shareAt = lowers.findIndex(
    (word, index) =>
      word === "share" && lowers[index + 1] === "of" && lowers.slice(index + 2, index + 8).includes("market"),
  );
  if (shareAt !== -1) sayAbsent("market share");
  // "What share of Meta does its founder own?", "who owns the most Apple stock": ownership.
  const owning = has(lowerSet, "own", "owns", "owned", "owners", "holders");
  // "Who owns more cash?": an amount the company holds is a figure, not who holds its shares.
  const amountNamed = measures.some((measure) => measure.unit === "usd");
  if (
    owning &&
    !amountNamed &&
    !absent.includes("ownership") &&
    (hasPhrase(lowers, "share of") ||
      hasPhrase(lowers, "how much of") ||
      [...PART_WORDS].some((word) => hasPhrase(lowers, `${word} of`)) ||
      hasPhrase(lowers, "owned by") ||
      hasPhrase(lowers, "who owns") ||
      hasPhrase(lowers, "biggest owners") ||
      hasPhrase(lowers, "largest owners"))
  ) {
    sayAbsent("ownership");
  }
  // "Which funds hold the most Berkshire stock?": holders of the shares, however they are named.
  const holding = has(lowerSet, "hold", "holds", "held", "holding", "own", "owns", "owning");
  const holderWords = has(lowerSet, "institutions", "funds", "investors", "shareholders", "owners", "holders");
  // "Who holds the most Netflix shares?": a question of who, about holding the shares.
  const whoHolds = has(lowerSet, "who", "whom", "which") && has(lowerSet, "shares", "stock", "stake", "stakes");
  if (holding && (holderWords || whoHolds) && !advice && !amountNamed) sayAbsent("ownership");
  // Who owns a company is what is asked: "by Vanguard" names an owner, not a product.
  if (kindsSaid.has("ownership and institutional holders")) {
    const segmentAt = refusals.findIndex((refusal) => refusal.kind === "segment");
    if (segmentAt !== -1) refusals.splice(segmentAt, 1);
  }
  // "How much stock does Mark Zuckerberg own?": a person's holding; "Tim Cook's net worth": their wealth.
  if (personNamed && holding && !advice && !amountNamed) sayAbsent("ownership");
  if (personNamed && has(lowerSet, "worth", "wealth", "fortune", "rich", "richest", "wealthy"))
    sayAbsent("personal wealth");
  // "How much does Tim Cook earn?", "what was the CEO paid?": a person's pay, not the company's earnings.
  const earnWords = has(lowerSet, "earn", "earns", "earned", "paid", "pay", "make", "makes", "made", "compensated");
  if (
    earnWords &&
    (personNamed || has(lowerSet, "ceo", "ceos", "executive", "executives", "cfo", "chairman", "boss")) &&
    measures.length === 0 &&
    !advice
  )
    sayAbsent("executive pay");
  // A figure asked for that no measure names ("how many ...", "... ratio"): said, not guessed.
  const figureAsked =
    hasPhrase(lowers, "how many") ||
    hasPhrase(lowers, "how much") ||
    has(lowerSet, "ratio", "volume", "rate") ||
    // Figures of a business line the statements do not break out ("what were its investment banking
    // fees in 2023?"), when an amount is asked: "Costco membership fees" alone asks about the topic.
    (has(lowerSet, "fee", "fees", "commissions", "premiums", "royalties", "loans", "bookings") &&
      (has(lowerSet, "what", "total", "amount", "much", "size") || words.some((word) => YEAR_PART.test(word.lower))));
  // A word of a line of business, never a company's name however written ("oracle revenue").
  const lineWordAt = (index: number) =>
    index >= 0 &&
    !allNamed.has(index) &&
    businessLineWord(words[index]) &&
    !directory.byWord.has(words[index]?.lower ?? "");
  // A business line named before its revenue ("membership fee revenue", "cloud sales"): a
  // segment the company-wide statements do not split.
  const lineAt = lowers.findIndex(
    (word, index) =>
      (word === "revenue" || word === "revenues" || word === "sales") && index > 0 && lineWordAt(index - 1),
  );
  // A line already named as a kind of data the app lacks ("same-store sales") is said once.
  const lineSaid =
    lineAt > 0 &&
    refusals.some((refusal) => refusal.kind === "absent" && refusal.about?.includes(lowers[lineAt - 1] ?? "·"));
  if (
    lineAt !== -1 &&
    !lineSaid &&
    mentions.some((mention) => mention.entry.covered) &&
    !refusals.some((refusal) => refusal.kind === "segment")
  ) {
    // The line's whole name: "membership fee revenue", "data center revenue".
    const nameWordAt = (index: number) =>
      lineWordAt(index) ||
      (index >= 0 &&
        !allNamed.has(index) &&
        /^\p{Ll}{3,}$/u.test(words[index]?.raw ?? "") &&
        !FUNCTION_WORDS.has(lowers[index] ?? "") &&
        !REVENUE_QUALIFIERS.has(lowers[index] ?? "") &&
        !PHRASES_BY_FIRST.has(lowers[index] ?? ""));
    const first = nameWordAt(lineAt - 2) ? lineAt - 2 : lineAt - 1;
    refusals.push({
      kind: "segment",
      about: words
        .slice(first, lineAt)
        .map((each) => each.raw)
        .join(" "),
    });
  }
  // "How many iPhones did it sell?": the thing counted is what the data lacks.
  const countedAt = lowers.findIndex((word, index) => word === "many" && lowers[index - 1] === "how");
  const counted = countedAt === -1 ? undefined : words[countedAt + 1];
  if (
    measures.length === 0 &&
    absent.length === 0 &&
    figureAsked &&
    // A gap already named says what is missing ("YouTube" is a segment): no second, vaguer one.
    !refusals.some(
      (each) => each.kind === "advice" || each.kind === "forecast" || each.kind === "segment" || each.kind === "absent",
    )
  ) {
    refusals.push({
      kind: "absent",
      about: counted && !VOCABULARY.has(counted.lower) && !counted.number ? counted.raw : null,
    });
  }
  return refusals;
}

/** Words that ask a part of a whole, before "of": "share of", "percent of". */
const PART_WORDS = wordSet("share percent percentage proportion portion fraction %");

/**
 * The name written as the part in "X's share of …" or "X as a share of …", when it is a name (a
 * capital or a capital inside it) that no company, measure or ordinary word takes: "AWS", "Web Services".
 */
function shareOfPart(
  words: ReadonlyArray<Word>,
  lowers: ReadonlyArray<string>,
  named: ReadonlySet<number>,
): string | null {
  for (let index = 1; index < words.length; index++) {
    if (!PART_WORDS.has(lowers[index] ?? "") || lowers[index + 1] !== "of") continue;
    // "X as a share of", "X as % of", or "X's share of".
    // "… of Alphabet's revenue is Google Cloud": the part named after the whole.
    const after = partNamedAfter(words, lowers, named, index + 2);
    if (after) return after;
    let end = index - 1;
    if (lowers[end] === "a" && lowers[end - 1] === "as") end -= 2;
    else if (lowers[end] === "as") end -= 1;
    else if (!(words[end] as Word).possessive && !businessLineWord(words[end])) continue;
    // "Walmart's e-commerce share of sales": a line of business written in lower case.
    if (businessLineWord(words[end]) && !directory_word(words[end])) {
      let first = end;
      while (first > 0 && businessLineWord(words[first - 1]) && !named.has(first - 1)) first--;
      if (!named.has(end))
        return words
          .slice(first, end + 1)
          .map((each) => each.raw)
          .join(" ");
    }
    const isName = (at: number) => {
      const word = words[at];
      if (!word || named.has(at) || word.number || word.lower === "·") return false;
      if (VOCABULARY.has(word.lower) || ORDINARY_WORDS.has(word.lower) || NOT_A_NAME.has(word.lower)) return false;
      if (ACRONYMS.has(word.raw) || /^(?:FY|Q\d)/i.test(word.raw)) return false;
      return /\p{Lu}/u.test(word.raw.slice(word.sentenceStart ? 1 : 0)) || (isCapitalised(word) && !word.sentenceStart);
    };
    // The part may open the question ("Azure as a share of …"): its capital says nothing there,
    // but a word no dictionary knows, set as the part, is still a name.
    const opensAsName = (at: number) => {
      const word = words[at];
      return (
        word !== undefined &&
        word.sentenceStart &&
        isCapitalised(word) &&
        !named.has(at) &&
        !word.number &&
        !VOCABULARY.has(word.lower) &&
        !ORDINARY_WORDS.has(word.lower) &&
        !NOT_A_NAME.has(word.lower) &&
        !ACRONYMS.has(word.raw)
      );
    };
    if (!isName(end) && !opensAsName(end)) continue;
    let start = end;
    while (start > 0 && (isName(start - 1) || opensAsName(start - 1)) && !(words[start - 1] as Word).possessive)
      start--;
    // The company's own name opening the part's: "Amazon Web Services".
    const before = words[start - 1];
    if (start > 0 && named.has(start - 1) && before && isCapitalised(before) && !before.possessive) start--;
    return words
      .slice(start, end + 1)
      .map((each) => each.raw)
      .join(" ");
  }
  return null;
}

/** Whether a word is a dictionary word the part rule must not take as a line of business. */
const directory_word = (word: Word | undefined) => word === undefined || PHRASES_BY_FIRST.has(word.lower);

/** Words that join a whole to the part it holds: "… of its revenue is Google Cloud", "comes from Azure". */
const PART_JOINS = wordSet("is was are were represents represented from");
/** How far after "share of" the part may be named. */
const PART_AFTER_MAX_WORDS = 8;

/**
 * The part named after the whole ("What fraction of Alphabet revenue is Google Cloud?"): a run of
 * capitalised words after a joining word that is not only a company's name, so "what share of
 * their combined revenue is Visa's" stays a share between companies.
 */
function partNamedAfter(
  words: ReadonlyArray<Word>,
  lowers: ReadonlyArray<string>,
  named: ReadonlySet<number>,
  from: number,
): string | null {
  const last = Math.min(words.length, from + PART_AFTER_MAX_WORDS);
  for (let at = from; at < last; at++) {
    if (!PART_JOINS.has(lowers[at] ?? "")) continue;
    let start = at + 1;
    if (lowers[start] === "the") start++;
    let end = start;
    while (end < words.length && isCapitalised(words[end] as Word) && !VOCABULARY.has((words[end] as Word).lower)) {
      if ((words[end] as Word).possessive) break;
      end++;
    }
    const run = words.slice(start, end);
    const ownName = run.some((_, offset) => !named.has(start + offset));
    if (run.length > 0 && ownName && !ACRONYMS.has(run[0]?.raw ?? "")) return run.map((each) => each.raw).join(" ");
    return null;
  }
  return null;
}

/** Words of grammar, never part of a business line's name. */
const FUNCTION_WORDS = wordSet(
  "what which who how the its their his her our your my of for in on at by to from with and or was were is are " +
    "did does do has have had much many total was this that these those all any some each per than then",
);

/** Words before "revenue" that say which revenue without naming a business line. */
const REVENUE_QUALIFIERS = wordSet(
  "quarterly yearly reported consolidated headline overall organic recognized recognised deferred its their " +
    "company-wide group total annual net gross operating",
);

/** A lower-case noun naming a line of business ("membership", "cloud"), not a qualifier or a company. */
function businessLineWord(word: Word | undefined): boolean {
  if (!word || word.number || word.possessive || isCapitalised(word) || word.lower.length < 3) return false;
  return (
    !VOCABULARY.has(word.lower) &&
    !ORDINARY_WORDS.has(word.lower) &&
    !REVENUE_QUALIFIERS.has(word.lower) &&
    !MONTHS.includes(word.lower) &&
    word.lower !== "·"
  );
}

/** Words that say a product earns money, after its name ("YouTube ads bring in", "Azure sales"). */
const EARNING_WORDS = wordSet(
  "ads advertising sales sold bring brings brought make makes made generate generates generated earn earns earned",
);

/** Words of measure phrases that also serve as ordinary words ("share", "price"), for the segment rule. */
const VOCABULARY_NON_MEASURE = wordSet("share price stock return returns run runs who head leads the a of to and");

// --- Sectors ---------------------------------------------------------------------------------

const SECTOR_WORDS: ReadonlyArray<readonly [string, string]> = [
  ["tech", "Technology"],
  ["technology", "Technology"],
  ["software", "Technology"],
  ["semiconductor", "Technology"],
  ["healthcare", "Healthcare"],
  ["health-care", "Healthcare"],
  ["pharma", "Healthcare"],
  ["pharmaceutical", "Healthcare"],
  ["staples", "Consumer Defensive"],
  ["defensive", "Consumer Defensive"],
  ["discretionary", "Consumer Cyclical"],
  ["cyclical", "Consumer Cyclical"],
  ["retail", "Consumer Cyclical"],
  ["retailers", "Consumer Cyclical"],
  ["financial", "Financial Services"],
  ["financials", "Financial Services"],
  ["banks", "Financial Services"],
  ["energy", "Energy"],
  ["industrial", "Industrials"],
  ["industrials", "Industrials"],
  ["communication", "Communication Services"],
  ["media", "Communication Services"],
];

function readSector(lowers: ReadonlyArray<string>, lowerSet: ReadonlySet<string>): string | null {
  const groupWord = has(lowerSet, "companies", "company", "stocks", "names", "sector", "firms", "among", "which");
  if (!groupWord) return null;
  for (let index = 0; index < lowers.length; index++) {
    const word = lowers[index] as string;
    const next = lowers[index + 1] ?? "";
    if (word === "health" && next === "care") return "Healthcare";
    if (word === "consumer" && (next === "staples" || next === "defensive")) return "Consumer Defensive";
    const sector = SECTOR_WORDS.find(([each]) => each === word)?.[1];
    // "Within the financials you cover": a sector named as a group of companies, after a word of scope.
    const scoped =
      word.endsWith("s") &&
      (SCOPE_WORDS.has(lowers[index - 1] ?? "") ||
        (lowers[index - 1] === "the" && SCOPE_WORDS.has(lowers[index - 2] ?? "")));
    if (
      sector &&
      (scoped ||
        ["companies", "company", "stocks", "names", "sector", "firms", "giants", "sector's"].some((each) =>
          lowers.slice(index + 1, index + 3).includes(each),
        ))
    )
      return sector;
  }
  if (
    hasPhrase(lowers, "all companies") ||
    hasPhrase(lowers, "every company") ||
    hasPhrase(lowers, "all the companies") ||
    (hasPhrase(lowers, "which company") && !lowerSet.has("between"))
  )
    return null;
  return null;
}

// --- Companies ------------------------------------------------------------------------------

const PRONOUNS = wordSet("it its it's they their them theirs he she his her company company's firm both");
const COMPARE_WORDS = wordSet("compare compared comparison versus vs vs. against than with relative");
const NOT_A_NAME = wordSet(
  "how what which who where when why is are was were does do did show tell give compare " +
    "the and or of in on for from to at by revenue figures please hi hello thanks thank ok okay yes no",
);

/** Words that set one company beside another: "A and B", "A vs B", "compare A with B". */
const LINK_WORDS = wordSet("and vs vs. versus with against or than compare compared to");

/**
 * Whether a capitalised word is set beside a named company by a linking word ("ASML and Nvidia",
 * "Nvidia vs ASML"): the word across the link is one of `named` (a company's words).
 */
function comparedName(words: ReadonlyArray<Word>, index: number, named: ReadonlySet<number>): boolean {
  let end = index;
  while (end + 1 < words.length && isCapitalised(words[end + 1] as Word) && !(words[end] as Word).possessive) end++;
  const before = words[index - 1];
  const after = words[end + 1];
  return (
    (before !== undefined && LINK_WORDS.has(before.lower) && named.has(index - 2)) ||
    (after !== undefined && LINK_WORDS.has(after.lower) && after.lower !== "to" && named.has(end + 2))
  );
}

/** Every word of each company named ("Home", "Depot"), by index. */
const namedWords = (mentions: ReadonlyArray<CompanyMention>) =>
  new Set(mentions.flatMap((mention) => questionWords(mention.asWritten).map((_, offset) => mention.at + offset)));

/** Words that name a company's shares or its legal form, after its name ("Siemens stock", "Bayer AG"). */
const COMPANY_CUES = wordSet(
  "stock stocks shares share inc corp corporation company plc ag sa se nv ltd limited group holdings",
);
/** Prepositions of place or scope: a capitalised word after one is a place or a group, not a company. */
const SCOPE_WORDS = wordSet("in within among amongst across outside inside throughout around into");
/** Sectors and places written with a capital: never a company's name. */
const NOT_COMPANY_NAMES = wordSet(
  `${SECTOR_WORDS.map(([word]) => word).join(" ")} health care consumer staples utilities materials real estate ` +
    "north south east west western eastern northern southern america american americas europe european asia asian " +
    "africa african australia canada mexico brazil germany france uk britain england japan china india korea global world " +
    "emerging developed middle",
);

/**
 * Whether a capitalised word reads as a company: possessive, a ticker written as one ("$ASML",
 * "ASML"), or followed by a word for its shares or legal form, or directly by a figure's name.
 */
function companyCue(words: ReadonlyArray<Word>, index: number): boolean {
  const word = words[index] as Word;
  const next = words[index + 1];
  return (
    word.possessive ||
    word.dollar ||
    /^[A-Z]{2,5}$/.test(word.raw) ||
    COMPANY_CUES.has(next?.lower ?? "") ||
    (next !== undefined && PHRASES_BY_FIRST.has(next.lower) && !VOCABULARY_NON_MEASURE.has(next.lower))
  );
}

/**
 * Capitalised words that name no known company, in a question about figures: "Siemens", "Samsung
 * Electronics". A sentence's first word ("Within", "Among") counts only with a company cue, a
 * sector or a place never, and a word after "in" / "across" only with a cue.
 */
function unknownNames(
  words: ReadonlyArray<Word>,
  mentions: ReadonlyArray<CompanyMention>,
  accept: (index: number) => boolean = () => true,
): UnknownCompany[] {
  const named = new Set(mentions.map((mention) => mention.at));
  const unknown: UnknownCompany[] = [];
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as Word;
    if (named.has(index) || word.number || !isCapitalised(word)) continue;
    // A capitalised ordinary word opens a name only before the rest of it ("Under Armour's").
    const opensName =
      !word.sentenceStart &&
      isCapitalised((words[index + 1] ?? word) as Word) &&
      (words[index + 1] as Word | undefined)?.possessive === true &&
      !VOCABULARY.has((words[index + 1] as Word).lower);
    if (
      ((VOCABULARY.has(word.lower) || NOT_A_NAME.has(word.lower)) && !opensName) ||
      ACRONYMS.has(word.raw) ||
      word.raw.length < 3
    )
      continue;
    if (MONTHS.includes(word.lower) || /^FY/i.test(word.raw) || /^Q\d/i.test(word.raw)) continue;
    if (NOT_COMPANY_NAMES.has(word.lower)) continue;
    // "Express it as a margin", "Take cash conversion to mean ...": a sentence's ordinary first word.
    if (
      word.sentenceStart &&
      ORDINARY_WORDS.has(word.lower) &&
      !word.possessive &&
      !word.dollar &&
      !COMPANY_CUES.has(words[index + 1]?.lower ?? "")
    )
      continue;
    const scoped = SCOPE_WORDS.has(words[index - 1]?.lower ?? "");
    if ((word.sentenceStart || scoped) && !companyCue(words, index)) continue;
    if (!accept(index)) continue;
    let end = index;
    while (
      end + 1 < words.length &&
      isCapitalised(words[end + 1] as Word) &&
      !named.has(end + 1) &&
      !VOCABULARY.has((words[end + 1] as Word).lower) &&
      !NOT_COMPANY_NAMES.has((words[end + 1] as Word).lower) &&
      !(words[end] as Word).possessive
    )
      end++;
    const asWritten = words
      .slice(index, end + 1)
      .map((each) => each.raw)
      .join(" ");
    unknown.push({ asWritten, symbol: null, name: null });
    index = end;
    if (unknown.length >= 3) break;
  }
  return unknown;
}

/**
 * A company outside every list, named in lower case where a name stands: the question's first word
 * before a figure's name or written possessive ("shopify net income 2024", "rivian's revenue").
 */
function lowerCaseName(words: ReadonlyArray<Word>, mentions: ReadonlyArray<CompanyMention>): UnknownCompany | null {
  const first = words[0];
  const next = words[1];
  if (!first || mentions.length > 0 || first.number || isCapitalised(first) || first.raw.length < 3) return null;
  if (VOCABULARY.has(first.lower) || ORDINARY_WORDS.has(first.lower) || NOT_A_NAME.has(first.lower)) return null;
  if (!first.possessive && !(next && PHRASES_BY_FIRST.has(next.lower))) return null;
  return { asWritten: first.raw.charAt(0).toUpperCase() + first.raw.slice(1), symbol: null, name: null };
}

/** Measures a single word names ("gm", "ni", "eps"): as a capitalised ticker beside a company, the measure. */
const SHORTHAND_MEASURES: ReadonlySet<string> = new Set(
  [...PHRASES_BY_FIRST.values()].flatMap((phrases) =>
    phrases.filter((phrase) => phrase.words.length === 1 && !phrase.absent).map((phrase) => phrase.words[0] as string),
  ),
);

// --- The plan -------------------------------------------------------------------------------

/** The names of the primary statements, as questions write them ("using the cash flow statement"). */
const STATEMENT_NAMES: ReadonlyArray<readonly [StatementName, ReadonlyArray<ReadonlyArray<string>>]> = [
  [
    "cashFlow",
    [
      "cash flow statement",
      "cash flow statements",
      "cash flows statement",
      "statement of cash flows",
      "statements of cash flows",
      "statement of cash flow",
      "cash flow",
    ].map(splitWords),
  ],
  [
    "balance",
    [
      "balance sheet",
      "balance sheets",
      "statement of financial position",
      "statements of financial position",
      "statement of financial condition",
    ].map(splitWords),
  ],
  [
    "income",
    [
      "income statement",
      "income statements",
      "statement of operations",
      "statements of operations",
      "statement of income",
      "statements of income",
      "statement of earnings",
      "statements of earnings",
      "profit and loss statement",
      "profit and loss",
      "p&l",
    ].map(splitWords),
  ],
];

/** Words after "cash flow" that make it a measure ("cash flow from operations", "cash flow margin"). */
const BARE_STATEMENT_NOT_BEFORE = wordSet("from of per margin margins conversion yield generation");

/** Words that say a statement is named ("cash flow" alone is a measure, not a statement). */
const STATEMENT_CUES = wordSet("using use from on in per");
const STATEMENT_ARTICLES = wordSet("the its their a");

/**
 * The statement the question points to and the words that name it: "using the cash flow
 * statement", "from the balance sheet", "on the statement of cash flows". "Cash flow" or "P&L"
 * alone names a statement only after a cue ("from the P&L, ...").
 */
function readStatement(lowers: ReadonlyArray<string>): { statement: StatementName | null; at: ReadonlySet<number> } {
  const at = new Set<number>();
  let statement: StatementName | null = null;
  for (let index = 0; index < lowers.length; index++) {
    for (const [name, phrases] of STATEMENT_NAMES) {
      const phrase = phrases.find((each) => each.every((text, offset) => lowers[index + offset] === text));
      if (!phrase) continue;
      // "Cash flow", "profit and loss": a statement's name only beside a cue, else a measure's words.
      const bare = !phrase.some((word) => /^(?:statements?|sheets?|position|condition)$/.test(word));
      // The cue stands just before the name, or before its article: "from the P&L", not "as operating cash flow".
      const before = lowers[index - 1] ?? "";
      const cue =
        STATEMENT_CUES.has(before) || (STATEMENT_ARTICLES.has(before) && STATEMENT_CUES.has(lowers[index - 2] ?? ""));
      const next = lowers[index + phrase.length] ?? "";
      if (bare && !(cue && !BARE_STATEMENT_NOT_BEFORE.has(next))) continue;
      statement ??= name;
      for (let offset = 0; offset < phrase.length; offset++) at.add(index + offset);
      index += phrase.length - 1;
      break;
    }
  }
  return { statement, at };
}

interface Reading {
  readonly mentions: CompanyMention[];
  /** A covered company's person is named ("Tim Cook"): their pay or dealings are asked about. */
  readonly personNamed: boolean;
  readonly measures: PlannedMeasure[];
  readonly positions: ReadonlyMap<string, number>;
  readonly absent: string[];
  readonly period: PlannedPeriod | null;
  readonly futureWords: boolean;
  readonly words: Word[];
  readonly lowers: string[];
  readonly lowerSet: Set<string>;
  readonly text: string;
  readonly statement: StatementName | null;
  /** The words read for the operation: a definition's own "average" and years left out. */
  readonly operationLowers: string[];
  /** The words the readers consumed: people, companies, statements, measures, a definition. */
  readonly consumed: ReadonlySet<number>;
}

/** Words that say a price moved, for a question about a stock that names no measure. */
const MOVE_WORDS = [
  "up",
  "down",
  "move",
  "moved",
  "gain",
  "gained",
  "lost",
  "climbed",
  "dropped",
  "rallied",
  "since",
  "from",
];

function read(question: string, directory: CompanyDirectory): Reading {
  const written = questionWords(question);
  // A covered company's chief executive named ("Tim Cook", "Nadella") is that company, and the
  // person's words are no company, product or measure of their own.
  const people = peopleNamed(written, directory, VOCABULARY);
  const personWords = new Set(
    people.flatMap((person) => Array.from({ length: person.length }, (_, i) => person.at + i)),
  );
  const words = correctedMeasureWords(
    written.map((word, index) => (personWords.has(index) ? { ...word, raw: "·", lower: "·" } : word)),
    directory,
  );
  const lowers = words.map((word) => word.lower);
  const lowerSet = new Set(lowers);
  const byName = companiesNamed(words, directory, VOCABULARY);
  const found = [
    ...byName,
    ...people
      .filter((person) => !byName.some((mention) => mention.entry.symbol === person.entry.symbol))
      .filter((person, index, all) => all.findIndex((other) => other.entry.symbol === person.entry.symbol) === index)
      .map((person): CompanyMention => ({ entry: person.entry, matchedBy: "name", at: person.at, asWritten: "·" })),
  ].sort((a, b) => a.at - b.at);
  // Beside another company, a ticker that is also a figure's shorthand ("NVDA GM FY24", "MSFT NI")
  // is the figure; a sector or a place is never a company outside the data ("the Healthcare sector").
  const mentions = found.filter((mention) => {
    if (mention.entry.covered) return true;
    const word = words[mention.at] as Word;
    if (word.possessive || word.dollar) return true;
    if (NOT_COMPANY_NAMES.has(word.lower) && mention.matchedBy !== "ticker") return false;
    // Beside a covered company, an ordinary word ("Apple's Services and Products revenue") is its
    // product or segment, not another company, unless written as one ("Target's", "Block stock").
    const beside = found.some((other) => other !== mention && other.entry.covered);
    if (beside && mention.common && !COMPANY_CUES.has(words[mention.at + 1]?.lower ?? "")) return false;
    const besideCovered = found.some((other) => other !== mention && other.entry.covered);
    return !(besideCovered && mention.matchedBy === "ticker" && SHORTHAND_MEASURES.has(word.lower));
  });
  // Every word of a company's name as written ("Home Depot"), not only its first.
  const named = new Set(
    mentions.flatMap((mention) => questionWords(mention.asWritten).map((_, offset) => mention.at + offset)),
  );
  // Words that named a company or a statement are not measures ("Visa" is not "yield", the cash
  // flow statement is not free cash flow).
  const { statement, at: statementWords } = readStatement(lowers);
  const {
    measures,
    absent,
    positions,
    definition,
    consumed: measureWords,
  } = readMeasures(
    words.map((word, index) =>
      named.has(index) ||
      statementWords.has(index) ||
      // What a person earns is their pay, not the company's net income.
      (people.length > 0 && /^earn(?:s|ed|ing)?$/.test(word.lower))
        ? { ...word, lower: "·" }
        : word,
    ),
  );
  const inDefinition = (index: number) => definition !== null && index >= definition.from && index <= definition.to;
  const outsideDefinition = words.map((word, index) => (inDefinition(index) ? { ...word, lower: "·" } : word));
  const text = question.slice(0, INTENT_TEXT_MAX_CHARS);
  // "How much is Meta stock up since March 2023?": a stock that moves over a span is its return.
  if (
    measures.length === 0 &&
    has(lowerSet, "stock", "stocks", "shares") &&
    (has(lowerSet, ...MOVE_WORDS) ||
      datesIn(words, text).length > 0 ||
      // "Mastercard stock, past year": a stock over a span is its move.
      ["past year", "last year", "this year", "year to date", "past 12 months", "last 12 months"].some((phrase) =>
        hasPhrase(lowers, phrase),
      ) ||
      lowerSet.has("ytd"))
  ) {
    // "Where was the stock trading on 2 January 2020?": one date and no move is that day's close.
    const onADay =
      datesIn(words, text).length === 1 &&
      has(lowerSet, "trading", "traded", "closed", "priced") &&
      !has(lowerSet, "since", "from", "up", "down", "gain", "gained", "lost", "move", "moved");
    measures.push(fromDictionary(onADay ? "close" : "priceReturn"));
  }
  // "How much has the share price moved over the past year?": a price that moves is its return.
  if (
    measures.length === 1 &&
    measures[0]?.id === "close" &&
    (has(
      lowerSet,
      "move",
      "moved",
      "moving",
      "gained",
      "lost",
      "climbed",
      "dropped",
      "rallied",
      "performed",
      "returned",
    ) ||
      ["past year", "last year", "past 12 months", "last 12 months", "year to date"].some((phrase) =>
        hasPhrase(lowers, phrase),
      ))
  ) {
    measures.splice(0, 1, fromDictionary("priceReturn"));
  }
  // "How much stock did it buy back": the stock bought back, not the stock's price change.
  if (measures.some((measure) => measure.id === "buybacks")) {
    const at = measures.findIndex((measure) => measure.id === "priceReturn");
    if (at !== -1) measures.splice(at, 1);
  }
  // "How many shares does it have outstanding?": the share count, its words apart.
  if (measures.length === 0 && has(lowerSet, "shares") && has(lowerSet, "outstanding")) {
    measures.push(fromDictionary("dilutedShares"));
  }
  // "And per share?": the per-share figure is earnings per share.
  if (measures.length === 0 && hasPhrase(lowers, "per share")) measures.push(fromDictionary("eps"));
  const priceMeasure = measures.some(
    (measure) =>
      measure.formula.kind === "market" &&
      measure.id !== "pe" &&
      measure.id !== "marketCap" &&
      measure.id !== "enterpriseValue" &&
      measure.id !== "evToEbitda",
  );
  const asked = readPeriod(outsideDefinition, text, priceMeasure);
  const { futureWords } = asked;
  let { period } = asked;
  // No period outside the definition: its own years say it ("(FY2023 cost of sales) / ..."); the
  // two years of an averaged balance are the year asked and the one before it.
  if (period === null && definition !== null) {
    const own = readPeriod(words, text, priceMeasure).period;
    const averaged = measures.some(
      (measure) =>
        measure.formula.kind === "expression" &&
        [...measure.formula.numerator, ...(measure.formula.denominator ?? [])].some((term) => term.average),
    );
    period =
      averaged && own?.kind === "years"
        ? { kind: "years", years: [Math.max(...own.years)] }
        : averaged && own?.kind === "range"
          ? { kind: "years", years: [own.to] }
          : own;
  }
  const operationLowers = outsideDefinition.map((word) => word.lower);
  return {
    mentions,
    personNamed: people.length > 0,
    measures,
    positions,
    absent,
    period,
    futureWords,
    words,
    lowers,
    lowerSet,
    text,
    statement,
    operationLowers,
    consumed: new Set([
      ...personWords,
      ...named,
      ...statementWords,
      ...measureWords,
      ...(definition ? Array.from({ length: definition.to - definition.from + 1 }, (_, i) => definition.from + i) : []),
    ]),
  };
}

/** Whether a follow-up asks for the year before the one talked about ("and the year before?"). */
const stepsBack = (lowers: ReadonlyArray<string>) =>
  [
    "the year before",
    "year before that",
    "prior year",
    "previous year",
    "preceding year",
    "year prior",
    "the year earlier",
  ].some((phrase) => hasPhrase(lowers, phrase));

/** Whether a follow-up asks for the year after the one talked about ("and the year after?"). */
const stepsForward = (lowers: ReadonlyArray<string>) =>
  ["the year after", "year after that", "following year", "the next year", "the year later", "a year later"].some(
    (phrase) => hasPhrase(lowers, phrase),
  );

/** The years a follow-up steps from the conversation's period: back is positive, forward negative. */
const stepOf = (lowers: ReadonlyArray<string>) =>
  yearsStepped(lowers) ?? (stepsBack(lowers) ? 1 : stepsForward(lowers) ? -1 : 0);

const STEP_BACK_WORDS = wordSet("earlier before prior back previously");
const STEP_FORWARD_WORDS = wordSet("later after");

/** "Two years earlier", "3 years before that", "a year later": the years stepped, back positive; null if none. */
function yearsStepped(lowers: ReadonlyArray<string>): number | null {
  for (let index = 0; index + 2 < lowers.length; index++) {
    const count =
      NUMBER_WORDS[lowers[index] as string] ??
      (/^\d{1,2}$/.test(lowers[index] as string) ? Number(lowers[index]) : undefined);
    if (count === undefined || !/^years?$/.test(lowers[index + 1] as string)) continue;
    const after = lowers[index + 2] as string;
    if (STEP_BACK_WORDS.has(after)) return count;
    if (STEP_FORWARD_WORDS.has(after)) return -count;
  }
  return null;
}

/** Whether the question asks how many times a figure grew: "multiplied", "how many times", "-fold". */
const asksMultiplied = (lowers: ReadonlyArray<string>) =>
  lowers.some(
    (word, index) =>
      /^multipl(?:y|ied|ies|ying)$/.test(word) ||
      /^\w+-?fold$/.test(word) ||
      (word === "times" && ["many", "much"].includes(lowers[index - 1] ?? "")),
  );

/** A period moved `back` fiscal years earlier (a negative `back` moves it later). */
function shiftedBack(period: PlannedPeriod, back: number): PlannedPeriod {
  switch (period.kind) {
    case "latest":
      return { kind: "latest", back: Math.max(0, (period.back ?? 0) + back) };
    case "years":
      // The year before the earliest talked about, or the year after the latest.
      return {
        kind: "years",
        years: [back >= 0 ? Math.min(...period.years) - back : Math.max(...period.years) - back],
      };
    case "range":
      return { kind: "range", from: period.from - back, to: period.to - back };
    case "since":
      return { kind: "since", from: period.from - back };
    default:
      return period;
  }
}

/** Words asking how a figure changed between two periods. */
const asksChange = (lowerSet: ReadonlySet<string>) =>
  has(lowerSet, "growth", "grow", "grew", "change", "changed", "increase", "decline", "difference", "gap");

/** Words asking one figure over another: "the ratio of the two", "as a conversion rate", "divided". */
const asksQuotient = (lowers: ReadonlyArray<string>, lowerSet: ReadonlySet<string>) =>
  has(lowerSet, "ratio", "conversion", "divided", "proportion") ||
  ["as a share", "as a percentage", "as a percent", "as a margin", "as a rate", "how many times"].some((phrase) =>
    hasPhrase(lowers, phrase),
  );

/** Words asking something of the two companies talked about, naming neither: "the two", "both". */
const asksOfTheTwo = (lowers: ReadonlyArray<string>) =>
  ["the two", "both", "between them", "each other", "one another", "the pair"].some((phrase) =>
    hasPhrase(lowers, phrase),
  );

/** The last two covered companies the conversation named, the earlier first. */
function companiesTalkedAbout(
  earlierFirstLatest: ReadonlyArray<HistoryTurn>,
  directory: CompanyDirectory,
): PlannedCompany[] {
  const found: PlannedCompany[] = [];
  for (const turn of earlierFirstLatest) {
    for (const mention of read(turn.content, directory).mentions.toReversed()) {
      if (!mention.entry.covered || found.some((each) => each.symbol === mention.entry.symbol)) continue;
      found.unshift({ symbol: mention.entry.symbol, name: mention.entry.name, matchedBy: "history" });
      if (found.length === 2) return found;
    }
  }
  return found;
}

/** A figure an operation can divide: a dollar amount from the statements, not a ratio or a fact. */
const quotientOperand = (measure: PlannedMeasure | undefined) =>
  measure !== undefined && !measure.defined && measure.unit === "usd";

/**
 * One figure over another, as a defined measure is: the dictionary's name when it holds that
 * quotient ("debt-to-equity", "operating margin"), else the two figures' labels.
 */
function derivedQuotient(top: PlannedMeasure, bottom: PlannedMeasure, unit: "percent" | "ratio" | "perShare") {
  const percent = unit === "percent";
  const expression = {
    numerator: [{ sign: 1 as const, id: top.id }],
    denominator: [{ sign: 1 as const, id: bottom.id }],
    firstMatch: 0,
    lastMatch: 1,
    explicit: true,
  };
  const known = MEASURES.find(
    (measure) =>
      measure.formula.kind === "ratio" &&
      measure.formula.of === top.id &&
      measure.formula.to === bottom.id &&
      measure.formula.percent === percent,
  );
  const label = known?.label ?? (unit === "perShare" ? `${top.label} per share` : labelOf(expression, percent));
  const measure = definedMeasure(expression, label, percent);
  return unit === "perShare" ? { ...measure, unit } : measure;
}

/**
 * The user's own sources a question names, in any phrasing: "my notes", "what I wrote/noted" (what
 * a user writes in the app is a note), "my highlights", "my PDF"/"the PDF I uploaded", "what I pasted"/
 * "the material I added".
 */
const OWN_SOURCE_WORDS: ReadonlyArray<readonly [OwnSource, RegExp]> = [
  ["notes", /\bmy (own )?(thesis )?notes?\b|\bi (wrote|write|noted|note|jotted|saved)\b/],
  ["highlights", /\bmy highlights?\b|\bi (highlighted|highlight|marked)\b/],
  [
    "pdfs",
    /\bmy (own )?(pdfs?|documents?|files?|uploads?)\b|\b(pdfs?|documents?|files?) (that )?i (uploaded|upload|added)\b|\bi uploaded\b/,
  ],
  // "The material I added", "your material" (a report's question to its reader): what a draft was given.
  [
    "pasted",
    /\bi (pasted|paste|copied)\b|\bmy pasted\b|\bpasted (text|material)\b|\b(my|your) (own )?(pasted )?materials?\b|\b(materials?|text|excerpts?|transcripts?) (that )?(i|you) (added|pasted|gave|provided)\b/,
  ],
];

/** The user's own sources the question names, in a fixed order. */
export function ownSourcesOf(question: string): OwnSource[] {
  const text = question.toLowerCase().replaceAll("’", "'");
  return OWN_SOURCE_WORDS.filter(([, pattern]) => pattern.test(text)).map(([source]) => source);
}

/** Kinds of data the app lacks that a person named asks about. */
const PERSON_KINDS: ReadonlySet<string> = new Set(
  ["executive pay", "personal wealth", "ownership", "insider trades"].flatMap((phrase) => {
    const label = ABSENT_KIND_OF.get(phrase)?.label;
    return label ? [label] : [];
  }),
);

const MATERIAL_INTENTS = new Set(["risks", "moat", "news", "filings", "valuation", "own"]);

const VALUATION_MEASURES = ["pe", "priceToSales", "priceToBook", "evToEbitda", "dividendYield"];

/**
 * The plan for a question: `history` is the conversation so far (the user's turns are read),
 * `directory` the companies known, `pageSymbol` the company of the page the chat is on.
 */
export function planQuestion(
  question: string,
  history: ReadonlyArray<HistoryTurn>,
  directory: CompanyDirectory,
  pageSymbol?: string | null,
): AnswerPlan {
  const now = read(question, directory);
  let companies: PlannedCompany[] = now.mentions
    .filter((mention) => mention.entry.covered)
    .map((mention) => ({ symbol: mention.entry.symbol, name: mention.entry.name, matchedBy: mention.matchedBy }));
  const unknownCompanies: UnknownCompany[] = now.mentions
    .filter((mention) => !mention.entry.covered)
    .map((mention) => ({ asWritten: mention.asWritten, symbol: mention.entry.symbol, name: mention.entry.name }));
  // A capitalised name that is no company known, in a question that names none: said, not ignored.
  const intentRead = readQuestion(now.text, 1);
  if (
    companies.length === 0 &&
    unknownCompanies.length === 0 &&
    (now.measures.length > 0 ||
      intentRead.intent !== "search" ||
      // "What about Under Armour's?": a name written possessive is a company asked about.
      now.words.some((word) => word.possessive && isCapitalised(word)) ||
      // "And Adidas?", "How about Lululemon?": a follow-up that names only a company.
      (history.length > 0 &&
        (now.lowers[0] === "and" || hasPhrase(now.lowers, "what about") || hasPhrase(now.lowers, "how about"))))
  ) {
    unknownCompanies.push(...unknownNames(now.words, now.mentions));
    if (unknownCompanies.length === 0 && now.measures.length > 0) {
      const lowerCase = lowerCaseName(now.words, now.mentions);
      if (lowerCase) unknownCompanies.push(lowerCase);
    }
  } else if (companies.length > 0 && unknownCompanies.length === 0 && now.measures.length > 0) {
    // Beside a covered company, a name set against it ("Compare ASML and Nvidia") is a company
    // outside the data, said so, not dropped or read as a product.
    const named = namedWords(now.mentions);
    unknownCompanies.push(
      ...unknownNames(now.words, now.mentions, (index) => !named.has(index) && comparedName(now.words, index, named)),
    );
  }
  let measures = now.measures;
  let period = now.period;
  let inheritedOperation: PlannedOperation | null = null;
  const refersBack = now.lowers.some((word) => PRONOUNS.has(word));
  const followUp = companies.length === 0 || (refersBack && now.lowers.some((word) => COMPARE_WORDS.has(word)));
  // The conversation: the latest earlier question that named a company gives the subject, and
  // one that named a figure gives the figure when this one names none ("how about Microsoft?").
  const earlier = history
    .filter((turn) => turn.role === "user")
    .slice(-HISTORY_TURNS_READ)
    .reverse();
  let subjectsFromHistory: PlannedCompany[] = [];
  // The figures the conversation last named, whether or not this question names its own: an
  // operation asked of "the two" or of "it" works on them.
  let lastMeasures: PlannedMeasure[] = [];
  for (const turn of earlier) {
    const before = read(turn.content, directory);
    if (lastMeasures.length === 0) lastMeasures = before.measures;
    if (subjectsFromHistory.length === 0) {
      subjectsFromHistory = before.mentions
        .filter((mention) => mention.entry.covered)
        .map((mention) => ({ symbol: mention.entry.symbol, name: mention.entry.name, matchedBy: "history" as const }));
    }
    if (
      measures.length === 0 &&
      unknownCompanies.length === 0 &&
      before.measures.length > 0 &&
      !MATERIAL_INTENTS.has(intentRead.intent)
    ) {
      measures = before.measures;
      inheritedOperation = readOperation(before.lowers, before.lowerSet, before.period, 1, null, false);
    }
    // "What's the growth versus 2023?" after a question about 2024: from one year to the other.
    if (
      now.period?.kind === "years" &&
      now.period.years.length === 1 &&
      period === now.period &&
      before.period?.kind === "years" &&
      before.period.years.length === 1 &&
      before.period.years[0] !== now.period.years[0] &&
      (has(now.lowerSet, "versus", "vs", "vs.", "compared", "against", "over", "from") ||
        // "what about 2024, and the growth between the two": from the year talked about to this one.
        (asksChange(now.lowerSet) && (has(now.lowerSet, "between") || hasPhrase(now.lowers, "the two"))))
    ) {
      period = { kind: "years", years: [...before.period.years, ...now.period.years].sort((a, b) => a - b) };
    }
    if (period === null && before.period !== null) period = before.period;
    if (subjectsFromHistory.length > 0 && measures.length > 0 && period !== null) break;
  }
  // "And the year before?": a year back from the conversation's period, counting the earlier
  // follow-ups that stepped back already ("and the year before that?").
  // "Growth vs the prior year" compares with it instead: the period stays.
  const comparesWithIt = has(
    now.lowerSet,
    "growth",
    "grow",
    "grew",
    "change",
    "changed",
    "vs",
    "versus",
    "compared",
    "against",
    "yoy",
  );
  // "Which grew faster the following year?" asks of the next year itself: the step is taken.
  const stepped = stepOf(now.lowers);
  if (now.period === null && stepped !== 0 && (stepped < 0 || !comparesWithIt) && earlier.length > 0) {
    let back = stepOf(now.lowers);
    let base: PlannedPeriod = { kind: "latest" };
    for (const turn of earlier) {
      const before = read(turn.content, directory);
      if (before.period !== null) {
        base = before.period;
        break;
      }
      back += stepOf(before.lowers);
    }
    period = shiftedBack(base, back);
  }
  // "Now the gap between the two" after "Apple gross margin" and "and Microsoft's?": the two
  // companies the conversation talked about, in the order it named them.
  const bothTalkedAbout = companies.length === 0 && unknownCompanies.length === 0 && asksOfTheTwo(now.lowers);
  const talkedAbout = bothTalkedAbout ? companiesTalkedAbout(earlier, directory) : [];
  if (talkedAbout.length === 2) {
    companies = talkedAbout;
  } else if (companies.length === 0 && unknownCompanies.length === 0) {
    const page = pageSymbol ? directory.bySymbol.get(pageSymbol.toUpperCase()) : undefined;
    if (page?.covered) companies = [{ symbol: page.symbol, name: page.name, matchedBy: "page" }];
    else if (subjectsFromHistory.length > 0) companies = subjectsFromHistory;
  } else if (followUp && refersBack && companies.length > 0) {
    companies = [
      ...subjectsFromHistory.filter((each) => !companies.some((other) => other.symbol === each.symbol)),
      ...companies,
    ];
  }
  // "And its per share?" after a question about free cash flow: "per share" reads as EPS in the
  // dictionary, but what is asked is the last figure over the diluted shares.
  const perShareOfEarlier =
    history.length > 0 &&
    hasPhrase(now.lowers, "per share") &&
    !has(now.lowerSet, "eps", "earnings", "earning", "earn", "earned") &&
    now.measures.every((measure) => measure.id === "eps") &&
    lastMeasures.length === 1 &&
    quotientOperand(lastMeasures[0]) &&
    lastMeasures[0]?.id !== "netIncome" &&
    companies.length <= 1;
  if (perShareOfEarlier) {
    measures = [derivedQuotient(lastMeasures[0] as PlannedMeasure, fromDictionary("dilutedShares"), "perShare")];
  }
  // "How does that compare with its net income, as a conversion rate?", "And its equity? The ratio
  // of the two": a follow-up naming one figure and asking one over the other sets it against the
  // figure the conversation last named.
  const againstEarlier = lastMeasures[0];
  let alsoNamed: PlannedMeasure | null = null;
  if (
    history.length > 0 &&
    !perShareOfEarlier &&
    asksQuotient(now.lowers, now.lowerSet) &&
    now.measures.length === 1 &&
    lastMeasures.length === 1 &&
    againstEarlier !== undefined &&
    againstEarlier.id !== now.measures[0]?.id &&
    quotientOperand(againstEarlier) &&
    quotientOperand(now.measures[0]) &&
    companies.length <= 1
  ) {
    measures = [againstEarlier, now.measures[0] as PlannedMeasure];
    // "And its equity? Give me the ratio of the two as well.": the figure named is asked too.
    const askedApart =
      hasPhrase(now.lowers, "as well") ||
      has(now.lowerSet, "also", "too") ||
      now.words.some((word, index) => index > 0 && word.sentenceStart);
    if (askedApart) alsoNamed = now.measures[0] as PlannedMeasure;
  }
  // "Express it as a margin.", "as a share of revenue?" after a question about one flow: that flow
  // over the same period's revenue, in percent.
  if (
    measures !== now.measures &&
    !perShareOfEarlier &&
    measures.length === 1 &&
    companies.length <= 1 &&
    (has(now.lowerSet, "margin") ||
      ["as a share of revenue", "as a percentage of revenue", "as a percent of revenue", "of sales"].some((phrase) =>
        hasPhrase(now.lowers, phrase),
      )) &&
    quotientOperand(measures[0]) &&
    measures[0]?.id !== "revenue" &&
    MEASURE_BY_ID.get(measures[0]?.id ?? "")?.flow === true
  ) {
    measures = [derivedQuotient(measures[0] as PlannedMeasure, fromDictionary("revenue"), "percent")];
  }
  // "What's the ratio of the two?", "Express that as a conversion rate." after a question about two
  // figures of one company: the first over the second, a percentage when asked as one.
  const inherited = measures !== now.measures;
  const asksRatio =
    has(now.lowerSet, "ratio", "conversion", "rate", "margin", "percentage", "percent", "proportion", "divided") ||
    hasPhrase(now.lowers, "as a share") ||
    hasPhrase(now.lowers, "how many times");
  if (
    inherited &&
    asksRatio &&
    measures.length === 2 &&
    companies.length <= 1 &&
    !measures.some((measure) => measure.defined || measure.unit !== "usd")
  ) {
    const percent = asksPercent(now.lowers) || has(now.lowerSet, "conversion", "rate");
    // A margin or a share is of revenue, whichever order the figures were named in.
    const [top, bottom] = (percent && measures[0]?.id === "revenue" ? [...measures].reverse() : measures) as [
      PlannedMeasure,
      PlannedMeasure,
    ];
    measures = [...(alsoNamed ? [alsoNamed] : []), derivedQuotient(top, bottom, percent ? "percent" : "ratio")];
  }
  // "R&D spend relative to revenue", "debt in relation to equity": the first over the second, a
  // share when the second is revenue.
  const relativeWords = ["relative to", "in relation to", "as a fraction of", "measured against"].some((phrase) =>
    hasPhrase(now.lowers, phrase),
  );
  if (relativeWords && measures.length === 2 && !measures.some((measure) => measure.defined) && companies.length <= 1) {
    const [part, whole] = measures as [PlannedMeasure, PlannedMeasure];
    const percent = whole.id === "revenue" || asksPercent(now.lowers);
    const expression = {
      numerator: [{ sign: 1 as const, id: part.id }],
      denominator: [{ sign: 1 as const, id: whole.id }],
      firstMatch: 0,
      lastMatch: 1,
      explicit: true,
    };
    measures = [definedMeasure(expression, labelOf(expression, percent), percent)];
  }
  // "What share of A went to B": B as a percentage of A, for one company.
  const partWords =
    ["share", "portion", "percentage", "proportion", "fraction", "percent"].some((word) =>
      hasPhrase(now.lowers, `${word} of`),
    ) ||
    // "How much of its revenue was R&D, as a percentage?"
    (hasPhrase(now.lowers, "how much of") && has(now.lowerSet, "percentage", "percent", "share", "proportion"));
  if (partWords && measures.length === 2 && !measures.some((measure) => measure.defined) && companies.length <= 1) {
    const [whole, part] = measures as [PlannedMeasure, PlannedMeasure];
    measures = [
      definedMeasure(
        {
          numerator: [{ sign: 1, id: part.id }],
          denominator: [{ sign: 1, id: whole.id }],
          firstMatch: 0,
          lastMatch: 1,
          explicit: true,
        },
        `${part.label} as a share of ${whole.label}`,
        true,
      ),
    ];
  }
  // "What multiple of its net income is its revenue?", "how many times EPS is the price?": one
  // figure over the other, the one named after the multiple's words (or after "than") below.
  const multipleAt = now.lowers.findIndex(
    (word, index) =>
      (word === "multiple" && now.lowers[index + 1] === "of") ||
      (word === "times" && ["many", "much"].includes(now.lowers[index - 1] ?? "")) ||
      (word === "multiples" && now.lowers[index + 1] === "of"),
  );
  if (multipleAt !== -1 && measures === now.measures && measures.length === 2 && !measures.some((m) => m.defined)) {
    // "how many times larger is Y than X", "how many times does X cover Y": the base follows "than" or "cover".
    const thanAt = now.lowers.indexOf("than", multipleAt);
    const coverAt = now.lowers.findIndex((word, index) => index > multipleAt && /^cover(?:s|ed)?$/.test(word));
    const after = thanAt !== -1 ? thanAt : coverAt !== -1 ? coverAt : multipleAt;
    const at = (measure: PlannedMeasure) => now.positions.get(measure.id) ?? -1;
    const base = measures.find((measure) => at(measure) > after) ?? (measures[0] as PlannedMeasure);
    const other = measures.find((measure) => measure !== base) as PlannedMeasure;
    measures = [
      {
        ...definedMeasure(
          {
            numerator: [{ sign: 1, id: other.id }],
            denominator: [{ sign: 1, id: base.id }],
            firstMatch: 0,
            lastMatch: 1,
            explicit: true,
          },
          `${other.label} as a multiple of ${base.label}`,
          false,
        ),
        unit: "ratio",
      },
    ];
  }
  const sector = readSector(now.lowers, now.lowerSet);
  // "the Healthcare sector's gross margin": the word names the group ranked, not a figure asked.
  if (sector !== null && measures.length > 1) measures = measures.filter((measure) => measure.id !== "sector");
  const shareOfCompanies =
    companies.length >= 2 &&
    measures.length === 1 &&
    (hasPhrase(now.lowers, "share of") ||
      hasPhrase(now.lowers, "portion of") ||
      hasPhrase(now.lowers, "percentage of")) &&
    has(now.lowerSet, "combined", "total", "together", "joint", "sum");
  // "... combined net income did Meta earn?": the company named after the whole is the part, first.
  if (shareOfCompanies) {
    const pivot = now.lowers.findIndex((word) => ["combined", "total", "together", "joint", "sum"].includes(word));
    const after = now.words.slice(pivot + 1);
    const part = companies.find((company) =>
      after.some(
        (word) =>
          word.raw.toUpperCase() === company.symbol ||
          (directory.byWord.get(word.lower) ?? []).some((each) => each.entry.symbol === company.symbol),
      ),
    );
    if (part) companies = [part, ...companies.filter((company) => company !== part)];
  }
  let operation: PlannedOperation = readOperation(
    now.operationLowers,
    new Set(now.operationLowers),
    period,
    companies.length,
    sector,
    shareOfCompanies,
  );
  if (inheritedOperation && operation.kind === "value" && now.period === null) {
    operation = { ...operation, kind: inheritedOperation.kind };
  }
  // "The ratio of the two", "how many times Apple's": one company's figure over the other's.
  if (
    operation.across === "compare" &&
    companies.length === 2 &&
    measures.length === 1 &&
    measures[0]?.unit !== "ratio" &&
    (has(now.lowerSet, "ratio", "multiple") || hasPhrase(now.lowers, "how many times"))
  ) {
    operation = { ...operation, ratio: true };
  }
  // "By how many times did net income multiply", "a three-fold rise": one figure's end over its
  // start, read as a growth whose answer is a multiple (not a list of the years).
  if (measures.length === 1 && measures[0]?.unit !== "ratio" && !operation.ratio && asksMultiplied(now.lowers)) {
    operation = { ...operation, kind: "growth", multiple: true };
  }
  let material: MaterialAsked | null = null;
  if (measures.length === 0) {
    material = MATERIAL_INTENTS.has(intentRead.intent) ? (intentRead.intent as MaterialAsked) : "search";
    if (material === "valuation") measures = VALUATION_MEASURES.map(fromDictionary);
  }
  // A price's change is its own measure: "growth" of a share price is its return.
  if (operation.kind === "growth" && measures.length === 1 && measures[0]?.id === "close") {
    measures = [fromDictionary("priceReturn")];
    operation = { ...operation, kind: "value" };
  }
  if (measures.some((measure) => measure.id === "yearHigh") && !measures.some((measure) => measure.id === "yearLow")) {
    measures = [...measures, fromDictionary("yearLow")];
  }
  const refusals = readRefusals(
    now.words,
    now.lowers,
    now.lowerSet,
    measures,
    now.absent,
    now.futureWords,
    now.mentions,
    now.text,
    directory,
    now.personNamed,
  );
  // "What is Tim Cook's net worth?": a person's pay, wealth, holding or dealings are what is asked,
  // never the company's valuation or figures in their place.
  if (now.personNamed && refusals.some((refusal) => refusal.lacks !== undefined && PERSON_KINDS.has(refusal.lacks))) {
    measures = [];
    material = null;
  }
  // "Who is Tim Cook?", "what company does Jensen Huang run?": a person named, and nothing else
  // asked of them, is answered with the role the profile gives them.
  if (
    now.personNamed &&
    measures.length === 0 &&
    refusals.length === 0 &&
    companies.length > 0 &&
    (material === null || material === "search")
  ) {
    measures = [fromDictionary("ceo")];
    material = null;
  }
  // "Has its CEO been selling shares?": what is asked is the figure the data lacks, not the
  // profile fact whose word it shares (the CEO's name).
  if (
    refusals.some((refusal) => refusal.kind === "absent") &&
    measures.length > 0 &&
    measures.every((measure) => measure.unit === "text")
  ) {
    measures = [];
  }
  // Advice asked of a company and no figure: no advice, and how it compares on valuation instead.
  if (measures.length === 0 && companies.length > 0 && refusals.some((refusal) => refusal.kind === "advice")) {
    measures = VALUATION_MEASURES.map(fromDictionary);
    material = "valuation";
  }
  // "Where will the stock be in a year?": no forecast, and where it closed last.
  if (
    measures.length === 0 &&
    companies.length > 0 &&
    refusals.some((refusal) => refusal.kind === "forecast") &&
    has(now.lowerSet, "stock", "shares", "price")
  ) {
    measures = [fromDictionary("close")];
    material = null;
  }
  // A product's or a place's figure and no figure named: said not held, and the company-wide revenue.
  if (measures.length === 0 && companies.length > 0 && refusals.some((refusal) => refusal.kind === "segment")) {
    measures = [fromDictionary("revenue")];
    material = null;
  }
  // An intraday or after-hours price: said not held, and the latest close given instead.
  if (measures.length === 0 && companies.length > 0 && refusals.some((refusal) => refusal.kind === "intraday")) {
    measures = [fromDictionary("close")];
    material = null;
  }
  // "What did I write in my notes about Costco's margins?": the user's notes are asked, not the
  // data's margin, and nothing is refused on their behalf.
  const ownSources = ownSourcesOf(now.text);
  if (ownSources.length > 0) {
    measures = [];
    material = "own";
  }
  // "Which of the companies you cover has the highest ...": every covered company is ranked.
  const everyCovered =
    measures.length > 0 &&
    sector === null &&
    !now.mentions.some((mention) => mention.entry.covered) &&
    unknownCompanies.length === 0 &&
    asksOfEveryCovered(now.lowers);
  if (everyCovered) {
    companies = [];
    operation = { ...operation, across: "rank" };
  }
  // "Free cash flow per diluted share", "book value per share": the figure over the share count.
  measures = withPerShare(measures, now);
  // A yes/no question about one figure's change: the change over the years it names, or the last two.
  const claim = yesNoClaimOf(now.lowers);
  if (claim && measures.length === 1 && companies.length <= 1 && !everyCovered) {
    operation = { ...operation, kind: operation.kind === "cagr" ? "cagr" : "growth" };
    if (period?.kind === "years" && period.years.length === 1 && period.ended === undefined) {
      const year = period.years[0] as number;
      period = { kind: "years", years: [year - 1, year] };
    } else if (period === null || period.kind === "latest") {
      period = { kind: "lastYears", count: 2 };
    }
  }
  const plan: AnswerPlan = {
    companies,
    unknownCompanies,
    measures,
    period: period ?? { kind: "latest" },
    periodAsked: now.period !== null,
    operation,
    refusals: ownSources.length > 0 ? [] : refusals,
    rounding: roundingFor(withPlaceAsked(readRounding(now.lowers, now.text), now.lowers), now.text, measures),
    material,
    ownSources,
    sector,
    statement: now.statement,
    words: now.lowers,
    ...(claim ? { claim } : {}),
    ...(everyCovered ? { everyCovered: true as const } : {}),
  };
  return { ...plan, unread: unreadWords(now.words, consumedBy(now, plan), plan) };
}

/** The figure named just before "per share" ("free cash flow per diluted share") over the share count. */
function withPerShare(measures: PlannedMeasure[], now: Reading): PlannedMeasure[] {
  const perAt = now.lowers.findIndex(
    (word, index) =>
      word === "per" &&
      (/^shares?$/.test(now.lowers[index + 1] ?? "") ||
        (/^(?:diluted|basic|common)$/.test(now.lowers[index + 1] ?? "") &&
          /^shares?$/.test(now.lowers[index + 2] ?? ""))),
  );
  if (perAt === -1) return measures;
  const before = measures
    .filter((measure) => measure.unit === "usd" && !measure.defined && (now.positions.get(measure.id) ?? -1) < perAt)
    .sort((a, b) => (now.positions.get(b.id) ?? 0) - (now.positions.get(a.id) ?? 0))[0];
  if (!before) return measures;
  const shares = fromDictionary("dilutedShares");
  return measures
    .filter((measure) => measure.id !== "dilutedShares" && measure.id !== "eps")
    .map((measure) => (measure === before ? derivedQuotient(measure, shares, "perShare") : measure));
}

/**
 * The words the plan's readers consumed, with the words of what the plan holds beyond them: a
 * company outside the data as written, a sector, the words of what is refused.
 */
function consumedBy(now: Reading, plan: AnswerPlan): ReadonlySet<number> {
  const consumed = new Set(now.consumed);
  const heldWords = new Set([
    // Every word of a company's name, however the question wrote the part that found it ("berkshre hathaway").
    ...plan.companies.flatMap((company) => questionWords(company.name).map((word) => word.lower)),
    ...plan.unknownCompanies.flatMap((company) => questionWords(company.asWritten).map((word) => word.lower)),
    ...plan.refusals.flatMap((refusal) =>
      refusal.about ? questionWords(refusal.about).map((word) => word.lower) : [],
    ),
    ...(plan.sector ? SECTOR_WORDS.filter(([, name]) => name === plan.sector).map(([word]) => word) : []),
    // The name a question gives the measure it defines ("gross leverage is ...", "owner earnings").
    ...plan.measures
      .filter((measure) => measure.defined)
      .flatMap((measure) => questionWords(measure.label).map((word) => word.lower)),
  ]);
  const nameWords = plan.companies.flatMap((company) =>
    questionWords(company.name).flatMap((word) => (word.lower.length >= 4 ? [word.lower] : [])),
  );
  now.words.forEach((word, index) => {
    // A company's name word misspelt beside the part that found it ("eli lily") is that name too.
    const misspeltName = word.lower.length >= 4 && nameWords.some((name) => editDistance(word.lower, name, 1) <= 1);
    if (heldWords.has(word.lower) || misspeltName) consumed.add(index);
  });
  return consumed;
}

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
  // A count of something the data does not hold ("how many iPhones"), a forecast of a company
  // with no figure named: the gap, not passages that share words.
  (plan.measures.length === 0 &&
    plan.companies.length > 0 &&
    plan.refusals.some((refusal) => refusal.kind === "absent" || refusal.kind === "forecast")) ||
  (plan.measures.length > 0 && (plan.material === null || plan.material === "valuation")) ||
  (plan.companies.length === 0 && (plan.unknownCompanies.length > 0 || plan.refusals.length > 0)) ||
  // A figure the data never holds ("Apple's ESG score"): the gap is the answer, not passages
  // that share its words.
  (plan.measures.length === 0 && plan.refusals.some((refusal) => refusal.kind === "absent" && refusal.about !== null));
