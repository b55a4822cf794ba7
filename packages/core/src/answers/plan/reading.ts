// One question read into its parts: companies, people, the statement named, measures, the period.
// The plan and the follow-up readers read each earlier turn the same way.
import type { PlannedMeasure, PlannedPeriod } from "../answerTypes";
import { type CompanyDirectory, type CompanyMention, companiesNamed, peopleNamed } from "../companyDirectory";
import { MEASURES, type StatementName } from "../measures";
import { questionWords, type Word } from "../questionWords";
import { datesIn } from "./dates";
import { fromDictionary } from "./formulas";
import { COMPANY_CUES, NOT_COMPANY_NAMES } from "./lexicon/companyWords";
import { DOWN_WORDS, UP_WORDS } from "./lexicon/formWords";
import { MOVE_WORDS, SHARE_COUNT_WORDS } from "./lexicon/measureWords";
import {
  BARE_STATEMENT_NOT_BEFORE,
  STATEMENT_ARTICLES,
  STATEMENT_CUES,
  STATEMENT_NAMES,
} from "./lexicon/statementWords";
import { readMeasures } from "./measureReader";
import { correctedMeasureWords } from "./measureTypos";
import { readPeriod } from "./periods";
import { SHORTHAND_MEASURES, VOCABULARY } from "./phrases";
import { roleSentenceWords } from "./roleSentences";
import { has, hasPhrase } from "./words";

/** The question's text read for intent words: longer text adds cost, not meaning. */
const INTENT_TEXT_MAX_CHARS = 4000;

/** The measures' phrases of more than one word, as words: a statement's name may start inside one. */
const LONG_MEASURE_PHRASES: ReadonlyArray<ReadonlyArray<string>> = MEASURES.flatMap((measure) =>
  measure.phrases.map((phrase) => phrase.split(" ")).filter((words) => words.length >= 2),
);

/**
 * Whether a measure's phrase begins before `index` and runs on into the words from it: "free cash
 * flow (statement of cash flows)" holds "cash flow statement" once the bracket is gone, but its
 * "cash flow" ends "free cash flow".
 */
function measureRunsInto(lowers: ReadonlyArray<string>, index: number): boolean {
  return LONG_MEASURE_PHRASES.some((words) =>
    words.some(
      (_, split) =>
        split >= 1 && split < words.length && words.every((word, offset) => lowers[index - split + offset] === word),
    ),
  );
}

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
      if (!phrase || measureRunsInto(lowers, index)) continue;
      // "Cash flow", "profit and loss": a statement's name only beside a cue, else a measure's words.
      const bare = !phrase.some((word) => /(?:^|-)(?:statements?|sheets?|position|condition)$/.test(word));
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

export interface Reading {
  readonly mentions: CompanyMention[];
  /** A covered company's person is named ("Tim Cook"): their pay or dealings are asked about. */
  readonly personNamed: boolean;
  readonly measures: PlannedMeasure[];
  readonly positions: ReadonlyMap<string, number>;
  /** The word each measure is last named at. */
  readonly lastPositions: ReadonlyMap<string, number>;
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

/**
 * "Did its stock rise / double / fall in 2024?": a word of a claim's change says a price moved;
 * not of the number of shares ("did Meta increase the number of shares outstanding?").
 */
const claimsAMove = (lowerSet: ReadonlySet<string>) =>
  !has(lowerSet, ...SHARE_COUNT_WORDS) && [...lowerSet].some((word) => UP_WORDS.has(word) || DOWN_WORDS.has(word));

export function read(question: string, directory: CompanyDirectory): Reading {
  const written = questionWords(question);
  // A covered company's chief executive named ("Tim Cook", "Nadella") is that company, and the
  // person's words are no company, product or measure of their own.
  const people = peopleNamed(written, directory, VOCABULARY);
  const personWords = new Set(
    people.flatMap((person) => Array.from({ length: person.length }, (_, i) => person.at + i)),
  );
  const wordsAsWritten = correctedMeasureWords(
    written.map((word, index) => (personWords.has(index) ? { ...word, raw: "·", lower: "·" } : word)),
    directory,
  );
  const byName = companiesNamed(wordsAsWritten, directory, VOCABULARY);
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
    const word = wordsAsWritten[mention.at] as Word;
    if (word.possessive || word.dollar) return true;
    if (NOT_COMPANY_NAMES.has(word.lower) && mention.matchedBy !== "ticker") return false;
    // Beside a covered company, an ordinary word ("Apple's Services and Products revenue") is its
    // product or segment, not another company, unless written as one ("Target's", "Block stock").
    const beside = found.some((other) => other !== mention && other.entry.covered);
    if (beside && mention.common && !COMPANY_CUES.has(wordsAsWritten[mention.at + 1]?.lower ?? "")) return false;
    const besideCovered = found.some((other) => other !== mention && other.entry.covered);
    return !(besideCovered && mention.matchedBy === "ticker" && SHORTHAND_MEASURES.has(word.lower));
  });
  // Every word of a company's name as written ("Home Depot"), not only its first.
  const named = new Set(
    mentions.flatMap((mention) => questionWords(mention.asWritten).map((_, offset) => mention.at + offset)),
  );
  // "I cover restaurants for a long-only fund.": who the asker is asks no figure and refuses nothing;
  // its words are read as the asker's, and every reader after this one sees them blank.
  const roleWords = new Set([...roleSentenceWords(wordsAsWritten)].filter((index) => !named.has(index)));
  const words =
    roleWords.size === 0
      ? wordsAsWritten
      : wordsAsWritten.map((word, index) => (roleWords.has(index) ? { ...word, raw: "·", lower: "·" } : word));
  const lowers = words.map((word) => word.lower);
  const lowerSet = new Set(lowers);
  // Words that named a company or a statement are not measures ("Visa" is not "yield", the cash
  // flow statement is not free cash flow).
  const { statement, at: statementWords } = readStatement(lowers);
  const {
    measures,
    absent,
    positions,
    lastPositions,
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
      claimsAMove(lowerSet) ||
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
      claimsAMove(lowerSet) ||
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
    lastPositions,
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
      ...roleWords,
      ...named,
      ...statementWords,
      ...measureWords,
      ...(definition ? Array.from({ length: definition.to - definition.from + 1 }, (_, i) => definition.from + i) : []),
    ]),
  };
}
