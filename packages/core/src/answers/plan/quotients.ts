// One figure over another, asked in words: a follow-up's "per share", "as a margin", "the ratio of
// the two", and "relative to", "what share of", "what multiple of" between two figures named.
import type { PlannedMeasure, Refusal } from "../answerTypes";
import { MEASURE_BY_ID, MEASURES } from "../measures";
import type { Word } from "../questionWords";
import { asksPercent, definedMeasure, fromDictionary, labelOf } from "./formulas";
import {
  BOTH_NAMED_PHRASES,
  FIGURE_REFERENCES,
  QUOTIENT_PHRASES,
  QUOTIENT_WORDS,
  RELATIVE_PHRASES,
  SECOND_OVER_FIRST_PHRASES,
} from "./lexicon/followUpWords";
import { DOLLAR_WORDS, HEAD_WORDS, PER_DOLLAR_BEFORE, SHARE_KINDS, SHARE_WORDS } from "./lexicon/measureWords";
import { PART_WORDS } from "./lexicon/refusalWords";
import type { Reading } from "./reading";
import { has, hasPhrase } from "./words";

/** Words asking one figure over another: "the ratio of the two", "as a conversion rate", "divide the first by the second". */
export const asksQuotient = (lowers: ReadonlyArray<string>, lowerSet: ReadonlySet<string>) =>
  has(lowerSet, ...QUOTIENT_WORDS) || QUOTIENT_PHRASES.some((phrase) => hasPhrase(lowers, phrase));

/**
 * A follow-up that sets the figure it names against the one the conversation last gave, by a word
 * standing for it: "what percentage of revenue was that?", "how much is that relative to its
 * operating cash flow?", "what share of it was net income?".
 */
const relatesToEarlierFigure = (words: ReadonlyArray<Word>, lowers: ReadonlyArray<string>) =>
  lowers.some((word) => FIGURE_REFERENCES.has(word)) &&
  (RELATIVE_PHRASES.some((phrase) => hasPhrase(lowers, phrase)) ||
    lowers.some((word, index) => PART_WORDS.has(word) && word !== "%" && lowers[index + 1] === "of") ||
    asPercentOf(words));

/** "As a % of", "as % of": the sign is written after the word before it, so it is read from the words. */
const asPercentOf = (words: ReadonlyArray<Word>) =>
  words.some(
    (word, index) =>
      word.after === "%" &&
      words[index + 1]?.lower === "of" &&
      (word.lower === "as" || (words[index - 1]?.lower === "as" && ["a", "an"].includes(word.lower))),
  );

/** "What share of it was …": the word standing for the earlier figure is the whole, just after "of". */
const referenceIsWhole = (lowers: ReadonlyArray<string>) =>
  lowers.some(
    (word, index) =>
      PART_WORDS.has(word) && lowers[index + 1] === "of" && FIGURE_REFERENCES.has(lowers[index + 2] ?? ""),
  );

/** A figure an operation can divide: a dollar amount from the statements, not a ratio or a fact. */
export const quotientOperand = (measure: PlannedMeasure | undefined) =>
  measure !== undefined && !measure.defined && measure.unit === "usd";

/**
 * One figure over another, as a defined measure is: the dictionary's name when it holds that
 * quotient ("debt-to-equity", "operating margin"), else the two figures' labels.
 */
export function derivedQuotient(
  top: PlannedMeasure,
  bottom: PlannedMeasure,
  unit: "percent" | "ratio" | "perShare" | "perHead",
) {
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
  const label =
    known?.label ??
    (unit === "perShare"
      ? `${top.label} per share`
      : unit === "perHead"
        ? `${top.label} per employee`
        : labelOf(expression, percent));
  const measure = definedMeasure(expression, label, percent);
  // Money per head is money: written in dollars, as a share's figure is written per share.
  return unit === "perShare"
    ? { ...measure, unit }
    : unit === "perHead"
      ? { ...measure, unit: "usd" as const }
      : measure;
}

/**
 * "What's the ratio of the first to the second?", "ratio of the two?": a question naming no figure
 * of its own that asks a quotient of the two figures the conversation named one turn each, the
 * first named over the second (or the second over the first when it says so). Null otherwise.
 */
function quotientOfTheTwo(
  now: Reading,
  twoTalkedAbout: ReadonlyArray<PlannedMeasure>,
  followsOn: boolean,
): PlannedMeasure | null {
  const [first, second] = twoTalkedAbout;
  if (!followsOn || now.measures.length > 0 || !first || !second || !asksQuotient(now.lowers, now.lowerSet))
    return null;
  if (!BOTH_NAMED_PHRASES.some((phrase) => hasPhrase(now.lowers, phrase))) return null;
  if (!quotientOperand(first) || !quotientOperand(second)) return null;
  const reversed = SECOND_OVER_FIRST_PHRASES.some((phrase) => hasPhrase(now.lowers, phrase));
  return reversed ? derivedQuotient(second, first, "ratio") : derivedQuotient(first, second, "ratio");
}

/**
 * The measures with a quotient asked in words put in their place. `asked` are the measures so far
 * (the question's own, or the conversation's when it names none), `lastMeasures` the figures the
 * conversation last named, `followsOn` whether there is a conversation.
 */
export function quotientsAsked(
  now: Reading,
  asked: PlannedMeasure[],
  lastMeasures: ReadonlyArray<PlannedMeasure>,
  companyCount: number,
  followsOn: boolean,
  twoTalkedAbout: ReadonlyArray<PlannedMeasure> = [],
): PlannedMeasure[] {
  let measures = asked;
  // "What's the ratio of the first to the second?" after two turns that named a figure each.
  const ofTheTwo = quotientOfTheTwo(now, twoTalkedAbout, followsOn && companyCount <= 1);
  if (ofTheTwo) return [ofTheTwo];
  // "And its per share?" after a question about free cash flow: "per share" reads as EPS in the
  // dictionary, but what is asked is the last figure over the diluted shares.
  const perShareOfEarlier =
    followsOn &&
    hasPhrase(now.lowers, "per share") &&
    !has(now.lowerSet, "eps", "earnings", "earning", "earn", "earned") &&
    now.measures.every((measure) => measure.id === "eps") &&
    lastMeasures.length === 1 &&
    quotientOperand(lastMeasures[0]) &&
    lastMeasures[0]?.id !== "netIncome" &&
    companyCount <= 1;
  if (perShareOfEarlier) {
    measures = [derivedQuotient(lastMeasures[0] as PlannedMeasure, fromDictionary("dilutedShares"), "perShare")];
  }
  // "How does that compare with its net income, as a conversion rate?", "And its equity? The ratio
  // of the two": a follow-up naming one figure and asking one over the other sets it against the
  // figure the conversation last named.
  const againstEarlier = lastMeasures[0];
  let alsoNamed: PlannedMeasure | null = null;
  if (
    followsOn &&
    !perShareOfEarlier &&
    (asksQuotient(now.lowers, now.lowerSet) || relatesToEarlierFigure(now.words, now.lowers)) &&
    now.measures.length === 1 &&
    lastMeasures.length === 1 &&
    againstEarlier !== undefined &&
    againstEarlier.id !== now.measures[0]?.id &&
    quotientOperand(againstEarlier) &&
    quotientOperand(now.measures[0]) &&
    companyCount <= 1
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
    companyCount <= 1 &&
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
    hasPhrase(now.lowers, "how many times") ||
    asPercentOf(now.words);
  if (
    inherited &&
    asksRatio &&
    measures.length === 2 &&
    companyCount <= 1 &&
    !measures.some((measure) => measure.defined || measure.unit !== "usd")
  ) {
    const percent = asksPercent(now.lowers) || has(now.lowerSet, "conversion", "rate") || asPercentOf(now.words);
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
  if (relativeWords && measures.length === 2 && !measures.some((measure) => measure.defined) && companyCount <= 1) {
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
    [...PART_WORDS].some((word) => word !== "%" && hasPhrase(now.lowers, `${word} of`)) ||
    // "How much of its revenue was R&D, as a percentage?"
    (hasPhrase(now.lowers, "how much of") && has(now.lowerSet, "percentage", "percent", "share", "proportion"));
  if (partWords && measures.length === 2 && !measures.some((measure) => measure.defined)) {
    // The whole is named just after "share of" ("capex ..., and what share of its operating cash flow
    // was that?"); else the first named is the whole ("what share of A went to B").
    const ofAt = now.lowers.findIndex((word, index) => PART_WORDS.has(word) && now.lowers[index + 1] === "of");
    const afterOf = measures.find((measure) => {
      const at = now.positions.get(measure.id) ?? -1;
      return ofAt !== -1 && at > ofAt + 1 && at <= ofAt + 4;
    });
    const wholeFirst =
      referenceIsWhole(now.lowers) && againstEarlier !== undefined && measures.includes(againstEarlier);
    const named = wholeFirst ? againstEarlier : afterOf;
    const [whole, part] = (named ? [named, measures.find((measure) => measure !== named)] : measures) as [
      PlannedMeasure,
      PlannedMeasure,
    ];
    // "How much did it spend on capex, and what share of its operating cash flow was that?": the
    // part asked before, and pointed back to, is answered too.
    // "What was capex, and what was it as a percentage of revenue?": the pointer may stand before "of".
    const partAt = now.positions.get(part.id) ?? -1;
    const partAskedApart =
      ofAt !== -1 && partAt < ofAt && now.lowers.slice(partAt + 1).some((word) => FIGURE_REFERENCES.has(word));
    measures = [
      ...(partAskedApart ? [part] : []),
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
  return measures;
}

/** "FCF/share", "sales/sh", "BV/shr": a figure over the share count written as one word. */
const slashShare = (word: string) => {
  const [figure, over, ...rest] = word.split("/");
  return rest.length === 0 && Boolean(figure) && SHARE_WORDS.has(over ?? "");
};

/**
 * Where "per share" is asked: the index of "per" in "per share", "per diluted share", or of a word
 * written "FCF/share", whose own figure is the one taken per share; -1 when none.
 */
function perShareAt(
  lowers: ReadonlyArray<string>,
  taken: (at: number) => boolean = () => false,
): { at: number; inWord: boolean } {
  const at = lowers.findIndex(
    (word, index) =>
      slashShare(word) ||
      (word === "per" &&
        !taken(index) &&
        (SHARE_WORDS.has(lowers[index + 1] ?? "") ||
          (SHARE_KINDS.has(lowers[index + 1] ?? "") && SHARE_WORDS.has(lowers[index + 2] ?? "")))),
  );
  return { at, inWord: at !== -1 && slashShare(lowers[at] ?? "") };
}

/**
 * Any figure in money named just before "per share" ("free cash flow per diluted share", "book
 * value per share", "sales per share") over the diluted share count: the operator applies to every
 * measure, not only earnings. The share count named as the divisor is not asked on its own.
 */
export function withPerShare(
  measures: PlannedMeasure[],
  now: Reading,
  refusals: ReadonlyArray<Refusal> = [],
): PlannedMeasure[] {
  // "Net income in 2023 and basic earnings per share": a line the data lacks took that "per share"
  // as its own words; another "per share" of the question may still apply ("book value per share").
  const refusedWords = (at: number) =>
    refusals.some((refusal) => now.lowers.slice(at - 1, at + 2).every((word) => refusal.asked?.includes(word)));
  const { at: perAt, inWord } = perShareAt(now.lowers, refusedWords);
  if (perAt === -1) return measures;
  const namedBefore = (measure: PlannedMeasure) => {
    const position = now.positions.get(measure.id) ?? -1;
    return position < perAt || (inWord && position === perAt);
  };
  const before = measures
    .filter((measure) => measure.unit === "usd" && !measure.defined && namedBefore(measure))
    .sort((a, b) => (now.positions.get(b.id) ?? 0) - (now.positions.get(a.id) ?? 0))[0];
  if (!before) return measures;
  const shares = fromDictionary("dilutedShares");
  return measures
    .filter((measure) => measure.id !== "dilutedShares" && measure.id !== "eps")
    .map((measure) => (measure === before ? derivedQuotient(measure, shares, "perShare") : measure));
}

/** Where "per dollar of", "for every dollar of", "each dollar of" is said: the index of "dollar"; -1 when none. */
function perDollarAt(lowers: ReadonlyArray<string>): number {
  return lowers.findIndex(
    (word, index) =>
      DOLLAR_WORDS.has(word) && PER_DOLLAR_BEFORE.has(lowers[index - 1] ?? "") && lowers[index + 1] === "of",
  );
}

/**
 * "For every dollar of total assets, how many dollars of revenue": the figure named with the
 * other over the one after "dollar of", a multiple (revenue per dollar of assets). Both named figures
 * are money; neither is asked on its own.
 */
export function withPerDollar(measures: PlannedMeasure[], now: Reading): PlannedMeasure[] {
  const at = perDollarAt(now.lowers);
  if (at === -1) return measures;
  const money = measures.filter((measure) => measure.unit === "usd" && !measure.defined);
  const position = (measure: PlannedMeasure) => now.positions.get(measure.id) ?? -1;
  const bottom = money.filter((measure) => position(measure) > at).sort((a, b) => position(a) - position(b))[0];
  if (!bottom) return measures;
  // The figure counted: the one named just before "per dollar" ("net income in 2024, and revenue
  // per dollar of assets"), or after the unit when the question starts with it ("for every dollar
  // of assets, how many dollars of revenue").
  const before = money.filter((measure) => position(measure) < at).sort((a, b) => position(b) - position(a))[0];
  const after = money
    .filter((measure) => position(measure) > position(bottom))
    .sort((a, b) => position(a) - position(b))[0];
  const top = before ?? after;
  if (!top) return measures;
  const quotient = { ...derivedQuotient(top, bottom, "ratio"), label: `${top.label} per dollar of ${bottom.label}` };
  return [quotient, ...measures.filter((measure) => measure !== top && measure !== bottom)];
}

/** Where money per head is asked: the index of "per" in "per employee", or of "revenue/employee"; -1 when none. */
function perHeadAt(lowers: ReadonlyArray<string>): number {
  return lowers.findIndex((word, index) => {
    if (word === "per") return HEAD_WORDS.has(lowers[index + 1] ?? "");
    const [figure, over, ...rest] = word.split("/");
    return rest.length === 0 && Boolean(figure) && HEAD_WORDS.has(over ?? "");
  });
}

/**
 * A figure in money named before "per employee" ("revenue per employee", "net income per head")
 * over the head count: the measure is money per head, and the head count named as the divisor is
 * not asked on its own. The data's head count is the latest profile's, so the figure is for the
 * year that head count belongs to.
 */
export function withPerHead(measures: PlannedMeasure[], now: Reading): PlannedMeasure[] {
  const perAt = perHeadAt(now.lowers);
  if (perAt === -1) return measures;
  const before = measures
    .filter((measure) => measure.unit === "usd" && !measure.defined && (now.positions.get(measure.id) ?? -1) <= perAt)
    .sort((a, b) => (now.positions.get(b.id) ?? 0) - (now.positions.get(a.id) ?? 0))[0];
  if (!before) return measures;
  const heads = fromDictionary("employees");
  return measures
    .filter((measure) => measure.id !== "employees")
    .map((measure) => (measure === before ? derivedQuotient(measure, heads, "perHead") : measure));
}
