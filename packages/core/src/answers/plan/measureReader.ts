// The measures a question names: the dictionary's, a definition of its own, and the kinds of data
// the app lacks ("absent" phrases).

import { ABSENT_KIND_OF } from "../absentDataKinds";
import type { PlannedMeasure } from "../answerTypes";
import { formulaTerms, MEASURE_BY_ID } from "../measures";
import type { Word } from "../questionWords";
import { questionClausesOf } from "./concepts";
import {
  asksPercent,
  definedMeasure,
  expressionFrom,
  factorAfter,
  flowOverRevenue,
  fromDictionary,
  nameBefore,
  withFactor,
} from "./formulas";
import {
  AMOUNT_QUESTIONS,
  AMOUNT_VERB_MEASURE,
  AMOUNT_VERBS,
  AT_CLOSE_WORDS,
  CLOSE_WORDS,
  DEFINE_AS_VERBS,
  DEFINE_NAME_FIRST,
  DEFINE_TRIGGERS,
  DEFINITION_TAIL,
  DEFINITION_TAIL_MAX_PARTS,
  EARN_VERBS,
  LATEST_BEFORE_CLOSE,
  LIST_JOINS,
  MARGIN_KINDS,
  NAME_LEAD_WORDS,
  PER_SHARE_WORDS,
  PERIOD_BEFORE_CLOSE,
  PERIOD_NAME_WORDS,
  PURPOSE_NOUNS,
  SUM_AFTER,
  SUM_BEFORE,
  VALUED_AT_CLOSE,
  YEAR_PART,
} from "./lexicon/measureWords";
import { type Part, type PhraseMatch, partsOf, phraseMatches, setAside } from "./phrases";
import { hasPhrase } from "./words";

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

interface MeasuresRead {
  readonly measures: PlannedMeasure[];
  readonly absent: string[];
  /** The match index the question's "share of" names as the whole, when it asks a part of one. */
  readonly matches: PhraseMatch[];
  /** The word each measure is first named at, by measure id. */
  readonly positions: ReadonlyMap<string, number>;
  /** The word each measure is last named at ("… revenue, operating income … did operating income grow faster than revenue?"). */
  readonly lastPositions: ReadonlyMap<string, number>;
  /**
   * The words of a measure the question defines, from its trigger to its last term and the
   * periods written just after it ("... average inventory between FY2022 and FY2023"): the years
   * and "average" there say how the measure is computed, not which periods or operation are asked.
   */
  readonly definition: { readonly from: number; readonly to: number } | null;
  /** Every word a phrase of the dictionary matched, whatever it was read as. */
  readonly consumed: ReadonlySet<number>;
}

/**
 * "How much did Nike sell": a verb of amount names the revenue only when an amount is asked and no
 * figure is named; "which products does it sell" asks none. Kept out of the dictionary's phrases,
 * which filings and claims also read, where "sells" names no figure.
 */
function withAmountVerb(
  found: PhraseMatch[],
  parts: ReadonlyArray<Part>,
  words: ReadonlyArray<Word>,
  verbOnly: (match: PhraseMatch) => boolean,
): PhraseMatch[] {
  if (found.some((match) => !match.phrase.absent && !verbOnly(match))) return found;
  const lowers = words.map((word) => word.lower);
  if (!AMOUNT_QUESTIONS.some((phrase) => hasPhrase(lowers, phrase))) return found;
  const at = parts.findIndex((part) => AMOUNT_VERBS.has(part.text));
  if (at === -1) return found;
  const verb = (parts[at] as Part).text;
  return [...found, { phrase: { words: [verb], id: AMOUNT_VERB_MEASURE, absent: false }, start: at, end: at + 1 }];
}

/** Within this many words before a definition's first term, a trigger opens it. */
const TRIGGER_REACH = 12;

/**
 * Where the word that opens a definition stands before its first term (-1 when none): "defined
 * as", "i.e.", or a verb that names the measure first, "define X as" and "take X as" ("I take ROIC
 * as NOPAT over invested capital"); "take" opens one only with its "as".
 */
function triggerBefore(texts: ReadonlyArray<string>, startPart: number): { triggerAt: number; defineWord: boolean } {
  const from = Math.max(0, startPart - TRIGGER_REACH);
  const before = texts.slice(from, startPart);
  const trigger = before.findLastIndex((text) => DEFINE_TRIGGERS.has(text));
  const takeAs = before.findLastIndex(
    (text, at) => DEFINE_AS_VERBS.has(text) && before.slice(at + 1, at + 5).includes("as"),
  );
  const at = Math.max(trigger, takeAs);
  if (at === -1) return { triggerAt: -1, defineWord: false };
  const word = before[at] ?? "";
  return { triggerAt: from + at, defineWord: DEFINE_NAME_FIRST.has(word) || DEFINE_AS_VERBS.has(word) };
}

/**
 * A term of the definition named again with its own formula ("…, where the tax rate is income tax
 * over pre-tax income") is part of the definition, not another figure asked: the matches of such
 * restatements, when the formula given is the term's own.
 */
function termsDefined(
  matches: ReadonlyArray<PhraseMatch>,
  parts: ReadonlyArray<Part>,
  words: ReadonlyArray<Word>,
  defined: PlannedMeasure,
): number[] {
  const terms = new Set(formulaTerms(defined.formula).map((term) => term.id));
  const restated: number[] = [];
  for (let at = 0; at < matches.length; at++) {
    const term = MEASURE_BY_ID.get((matches[at] as PhraseMatch).phrase.id);
    if (!term || !terms.has(term.id)) continue;
    const own = new Set(formulaTerms(term.formula).map((each) => each.id));
    const given = expressionFrom(matches, parts, words, at + 1);
    if (!given || own.size === 0) continue;
    const givenIds = [...given.numerator, ...(given.denominator ?? [])].map((each) => each.id);
    if (givenIds.length !== own.size || !givenIds.every((id) => own.has(id))) continue;
    for (let index = at; index <= given.lastMatch; index++) restated.push(index);
    at = given.lastMatch;
  }
  return restated;
}

/**
 * Figures joined by "and" that the question sums in words: "combined" or "together" just after
 * them, or "combined"/"the sum of" just before ("Mastercard's buybacks and dividends combined").
 * Only sums of money: "revenue and margin combined" adds nothing up.
 */
function sumSaid(
  texts: ReadonlyArray<string>,
  matches: ReadonlyArray<PhraseMatch>,
  expression: { numerator: ReadonlyArray<{ id: string }>; denominator: unknown; firstMatch: number; lastMatch: number },
): boolean {
  if (expression.denominator !== null) return false;
  if (!expression.numerator.every((term) => MEASURE_BY_ID.get(term.id)?.unit === "usd")) return false;
  const after = texts[(matches[expression.lastMatch] as PhraseMatch).end] ?? "";
  const start = (matches[expression.firstMatch] as PhraseMatch).start;
  const before = texts.slice(Math.max(0, start - 4), start);
  return SUM_AFTER.has(after) || before.some((text) => SUM_BEFORE.has(text));
}

/**
 * A measure valued at the share price: a market multiple or yield, the market value, or a figure
 * over it. Not a price itself (the 52-week range, a span's highest close), which the close stands beside.
 */
function pricedAtClose(id: string): boolean {
  const measure = MEASURE_BY_ID.get(id);
  if (!measure) return false;
  if (measure.formula.kind === "market") return measure.unit === "ratio" || VALUED_AT_CLOSE.has(measure.formula.field);
  return formulaTerms(measure.formula).some((term) => term.id === "marketCap" || term.id === "enterpriseValue");
}

export function readMeasures(words: ReadonlyArray<Word>): MeasuresRead {
  const parts = sharedHeads(partsOf(words));
  // "did Meta earn": a verb names no figure when the question names one ("combined revenue").
  const verbOnly = (match: PhraseMatch) =>
    match.phrase.words.length === 1 && EARN_VERBS.has(match.phrase.words[0] ?? "");
  const found = withAmountVerb(phraseMatches(parts), parts, words, verbOnly);
  // "What did Berkshire earn in 2024, and how much stock did it buy back?": a verb is dropped for
  // a figure named in its own clause only; in a clause of its own it asks its figure.
  const clauses = questionClausesOf(words);
  const clauseOfMatch = (match: PhraseMatch) => clauses[(parts[match.start] as Part).word];
  const figureClauses = new Set(found.filter((match) => !match.phrase.absent && !verbOnly(match)).map(clauseOfMatch));
  const verbBesideFigure = (match: PhraseMatch) => verbOnly(match) && figureClauses.has(clauseOfMatch(match));
  const named = figureClauses.size > 0;
  // "For a leverage table, take total debt …": a measure naming the work's purpose is no figure
  // asked, when the question names the figures it wants.
  const purpose = (match: PhraseMatch) => PURPOSE_NOUNS.has(parts[match.end]?.text ?? "");
  const asked = found.filter((match) => !purpose(match) && !setAside(parts, match));
  const kept = asked.some((match) => !match.phrase.absent && !verbOnly(match)) ? asked : found;
  // "At the FY23 close", "the year-end close": when a period ends, not the share price.
  // Only beside another figure: "Apple's 2015 close" alone is the share price at that year's end.
  const isClose = (match: PhraseMatch) => CLOSE_WORDS.has(match.phrase.words.join(" "));
  const otherFigure = found.some((match) => !match.phrase.absent && !isClose(match) && !verbOnly(match));
  // "FCF yield at the last close": beside a figure valued at the share price, the latest close is
  // when it is taken, not a figure of its own.
  const texts = parts.map((part) => part.text);
  // Only after "at", "as of", "on" ("P/E at the last close"): "Apple's last close and P/E" asks both.
  const latestClose = ({ phrase, start }: PhraseMatch) => {
    // The words up to the close, its phrase's included: "… at the last close".
    const said = [...texts.slice(Math.max(0, start - 4), start), ...phrase.words];
    const latestAt = said.length - 2;
    return (
      CLOSE_WORDS.has(said.at(-1) ?? "") &&
      LATEST_BEFORE_CLOSE.has(said[latestAt] ?? "") &&
      said.slice(Math.max(0, latestAt - 3), latestAt).some((text) => AT_CLOSE_WORDS.has(text))
    );
  };
  const valuedAtPrice = found.some(
    (match) => !isClose(match) && !match.phrase.absent && pricedAtClose(match.phrase.id),
  );
  const periodClose = (match: PhraseMatch) =>
    (otherFigure && isClose(match) && PERIOD_BEFORE_CLOSE.test(parts[match.start - 1]?.text ?? "")) ||
    (valuedAtPrice && latestClose(match));
  const matches = (named ? kept.filter((match) => !verbBesideFigure(match)) : kept).filter(
    (match) => !periodClose(match),
  );
  const lowers = words.map((word) => word.lower);
  // A kind's words in another sense ("collect from its customers") ask no kind of data.
  const otherSense = (match: PhraseMatch) =>
    ABSENT_KIND_OF.get(match.phrase.id)?.unless?.some((word) => lowers.includes(word)) ?? false;
  const absent = matches.filter((match) => match.phrase.absent && !otherSense(match)).map((match) => match.phrase.id);
  // A definition: the first run of measures joined by operators. Its name is the words before
  // the definition's trigger ("interest coverage, defined as ..."), or after "define".
  let defined: PlannedMeasure | null = null;
  let covered = new Set<number>();
  let definition: MeasuresRead["definition"] = null;
  // Whether an expression starts after the "as" that closes a name after "define" (the definition
  // itself); "calculate OCF divided by debt, expressed as a ratio" has none after its "as".
  const definedAfterAs = (from: number, asAt: number) =>
    matches.some((match, at) => at > from && match.start > asAt && expressionFrom(matches, parts, words, at) !== null);
  for (let index = 0; index < matches.length && !defined; index++) {
    const expression = expressionFrom(matches, parts, words, index);
    if (!expression) continue;
    const startPart = (matches[expression.firstMatch] as PhraseMatch).start;
    const { triggerAt, defineWord } = triggerBefore(texts, startPart);
    // "Define cash flow to debt as …": a ratio the dictionary knows, written as the name, is the
    // name; the definition starts after "as".
    const asAt = defineWord ? texts.indexOf("as", triggerAt + 1) : -1;
    if (startPart < asAt && definedAfterAs(index, asAt)) continue;
    const nameEnd = triggerAt === -1 ? startPart : triggerAt;
    // "buybacks and dividends combined": figures joined by "and" and summed in words are one sum.
    const summed = !expression.explicit && sumSaid(texts, matches, expression);
    if (!expression.explicit && triggerAt === -1 && !summed) continue;
    const nameParts = (
      summed && triggerAt === -1
        ? []
        : defineWord
          ? // "Calculate OCF divided by debt, expressed as a ratio": no name when the "as" is after the terms.
            texts.slice(triggerAt + 1, asAt === -1 ? startPart : Math.min(startPart, asAt))
          : nameBefore(texts, nameEnd, triggerAt !== -1)
    )
      .filter((text) => text !== "·") // a company's place is no part of a figure's name ("compute Apple's X")
      // "define the FCF payout ratio as …", "I look at gross leverage": no article or preposition leads a name.
      .filter((text, at, parts) => !parts.slice(0, at + 1).every((each) => NAME_LEAD_WORDS.has(each)));
    // A name that is a measure the dictionary knows ("payout ratio") takes that measure's unit.
    const namedAs = [...phraseMatches(nameParts.map((text) => ({ text, word: 0 })))].at(-1);
    const known = namedAs && !namedAs.phrase.absent ? MEASURE_BY_ID.get(namedAs.phrase.id) : undefined;
    // A name written in capitals keeps them ("EV", "ROIC").
    // Words of a period are no name ("at the end of 2024, computed as ...").
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
    // "…, times 365": the quotient multiplied by a number written after its last term.
    const factor = factorAfter(texts, (matches[expression.lastMatch] as PhraseMatch).end);
    defined = factor
      ? withFactor(definedMeasure(expression, name, percent), factor.factor)
      : definedMeasure(expression, name, percent);
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
    if (factor) end = Math.max(end, factor.end);
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
  if (defined) for (const at of termsDefined(matches, parts, words, defined)) covered.add(at);
  const measures: PlannedMeasure[] = defined ? [defined] : [];
  matches.forEach((match, at) => {
    if (match.phrase.absent || covered.has(at)) return;
    if (measures.some((measure) => measure.id === match.phrase.id)) return;
    measures.push(fromDictionary(match.phrase.id));
  });
  const positions = new Map<string, number>();
  const lastPositions = new Map<string, number>();
  matches.forEach((match, at) => {
    const id = defined && covered.has(at) ? defined.id : match.phrase.id;
    if (!positions.has(id)) positions.set(id, (parts[match.start] as Part).word);
    lastPositions.set(id, (parts[match.start] as Part).word);
  });
  const consumed = new Set(found.flatMap((match) => parts.slice(match.start, match.end).map((part) => part.word)));
  return { measures, absent, matches, positions, lastPositions, definition, consumed };
}
