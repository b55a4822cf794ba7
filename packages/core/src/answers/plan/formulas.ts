// A measure the question defines ("interest coverage, defined as EBIT over interest expense"):
// the operators between measures, the definition's name, its label and unit.
import type { PlannedMeasure } from "../answerTypes";
import { MEASURE_BY_ID, MEASURES, type MeasureUnit, type SignedTerm } from "../measures";
import type { Word } from "../questionWords";
import {
  AFTER_RATE,
  AVERAGE_WORDS,
  BEFORE_YEAR,
  DAY_FACTORS,
  DEFINE_AS_VERBS,
  DIVIDE,
  ENDS_WORDS,
  EXCLUDING,
  EXPENSES_TAKEN_BEFORE,
  FACTOR_REACH,
  FACTOR_WORDS,
  MINUS,
  NAME_ENDS_NOT,
  NAME_STOPS,
  OPERAND_FILLERS,
  PERCENT_NAMES,
  PERIOD_WORDS,
  PLUS,
  YEAR_PART,
} from "./lexicon/measureWords";
import type { Part, PhraseMatch } from "./phrases";

interface Operator {
  /** `afterRate`: the measure before is taken × (1 − the rate after). */
  readonly operator: "divide" | "minus" | "plus" | "afterRate";
  /** The measure after the operator is averaged over two balances. */
  readonly average: boolean;
  /** A minus said as "excluding", "ex": a profit excluding an expense adds it back. */
  readonly excluding?: boolean;
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
  // "capex/revenue" written as one word: the slash inside it divides the two measures.
  const before = parts[from - 1];
  const next = parts[to];
  if (from === to && before && next && before.word === next.word && words[before.word]?.lower.includes("/")) {
    return { operator: "divide", average: false };
  }
  const sign = afterOf(from - 1);
  const between = parts.slice(from, to).flatMap((part, offset) => {
    const after = afterOf(from + offset);
    return after ? [part.text, after] : [part.text];
  });
  const withSign = sign ? [sign, ...between] : between;
  // "divided by end-of-year cash": an "of" between two fillers is theirs.
  const filler = (at: number) => OPERAND_FILLERS.has(withSign[at] ?? "");
  const cleaned = withSign.filter(
    (text, at) => !OPERAND_FILLERS.has(text) && !(text === "of" && filler(at - 1) && filler(at + 1)),
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
  if (is(AFTER_RATE)) return { operator: "afterRate", average: false };
  if (is(DIVIDE)) return { operator: "divide", average };
  if (is(MINUS)) return { operator: "minus", average, excluding: is(EXCLUDING) };
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

/**
 * The rate an "× (1 − rate)" takes, from match `at`: a measure that is a rate ("the effective tax
 * rate"), or two lines divided that the dictionary knows as one ("income tax ÷ pre-tax income").
 */
function rateFrom(
  matches: ReadonlyArray<PhraseMatch>,
  parts: ReadonlyArray<Part>,
  words: ReadonlyArray<Word>,
  at: number,
): { id: string; lastMatch: number } | null {
  const first = matches[at] as PhraseMatch;
  const unit = MEASURE_BY_ID.get(first.phrase.id)?.unit;
  if (unit === "percent" || unit === "ratio") return { id: first.phrase.id, lastMatch: at };
  const next = matches[at + 1];
  if (!next || next.phrase.absent) return null;
  if (operatorBetween(parts, words, first.end, next.start)?.operator !== "divide") return null;
  const quotient = RATIO_OF_LINES.get(`${first.phrase.id}/${next.phrase.id}`);
  return quotient ? { id: quotient, lastMatch: at + 1 } : null;
}

/** The dictionary's ratios by the two measures they divide ("incomeTax/pretaxIncome" → the tax rate). */
const RATIO_OF_LINES: ReadonlyMap<string, string> = new Map(
  MEASURES.flatMap(({ id, formula }) =>
    formula.kind === "ratio" ? [[`${formula.of}/${formula.to}`, id] as const] : [],
  ),
);

/** Measures joined by operators ("A minus B minus C", "A / B", "A plus B, divided by C"), from match `start`. */
export function expressionFrom(
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
    if (operator === "afterRate") {
      const rate = rateFrom(matches, parts, words, index);
      const terms = denominator ?? numerator;
      const taken = terms.at(-1) as SignedTerm;
      if (!rate || taken.afterRate) break;
      terms[terms.length - 1] = { ...taken, afterRate: rate.id };
      explicit = true;
      last = rate.lastMatch;
      index = rate.lastMatch;
      continue;
    }
    // "Goodwill + intangibles": two names of one line the data keeps together add nothing to it.
    // "From the close of 2023 to the close of 2024": a figure over itself is a span, not a ratio.
    if ((operator === "plus" || operator === "divide") && match.phrase.id === before.phrase.id) break;
    const averaged = joined.average ? { average: true as const } : {};
    if (operator !== "plus" || parts[before.end]?.text !== "and") explicit = true;
    if (operator === "divide") {
      if (denominator) break;
      denominator = [{ sign: 1, id: match.phrase.id, ...averaged }];
    } else {
      const terms = denominator ?? numerator;
      // "Operating income excluding R&D": a profit without an expense it was taken after is before
      // it, the expense added back; "cash excluding restricted cash" leaves the part out.
      const addedBack =
        joined.excluding === true && (EXPENSES_TAKEN_BEFORE.get(terms[0]?.id ?? "")?.has(match.phrase.id) ?? false);
      terms.push({ sign: operator === "minus" && !addedBack ? -1 : 1, id: match.phrase.id, ...averaged });
    }
    last = index;
  }
  if (last === start) return null;
  return { numerator, denominator, firstMatch: start, lastMatch: last, explicit };
}

/** Words before an average that qualify the operation, not the name ("simple average", "arithmetic mean"). */
const NAME_OPERATION_WORDS: ReadonlySet<string> = new Set(["simple", "arithmetic", "plain", "straight"]);

/** Prefixes a name can begin with beyond its three words: "non" of "non-cash working capital". */
const NAME_PREFIXES: ReadonlySet<string> = new Set(["non", "adjusted", "core", "underlying"]);

/** Every phrase of the dictionary's measures. */
const MEASURE_PHRASES: ReadonlySet<string> = new Set(MEASURES.flatMap((measure) => measure.phrases));

/** The few words naming a defined measure, just before its definition ("interest coverage, defined as"). */
export function nameBefore(texts: ReadonlyArray<string>, end: number, triggered: boolean): string[] {
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
    // "For a leverage table, take total debt and divide it by …": a verb that opens the working
    // has no name before it; the words there are another clause's.
    if (DEFINE_AS_VERBS.has(texts[index] as string)) return [];
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
  // "Non-cash working capital": the prefix written with a hyphen is a word of its own, and the name's.
  if (index >= 0 && NAME_PREFIXES.has(texts[index] as string) && name.length > 0) {
    name.unshift(texts[index] as string);
    index--;
  }
  // "The simple average operating margin (…)": the average is the operation asked, not the name's.
  while (name.length > 1 && (AVERAGE_WORDS.has(name[0] as string) || NAME_OPERATION_WORDS.has(name[0] as string)))
    name.shift();
  // A name the dictionary knows may be longer ("return on invested capital"): taken whole.
  for (let extra = Math.min(3, index + 1); extra > 0; extra--) {
    const whole = [...texts.slice(index + 1 - extra, index + 1), ...name];
    if (MEASURE_PHRASES.has(whole.join(" "))) return whole;
  }
  // A name ends with a noun, not "on" or "for": "a screen on" names nothing.
  return NAME_ENDS_NOT.has(name.at(-1) ?? "") ? [] : name;
}

/** Words of the question around a definition that say it is a percentage. */
export const asksPercent = (texts: ReadonlyArray<string>) => texts.some((text) => PERCENT_NAMES.has(text));

export const fromDictionary = (id: string): PlannedMeasure => {
  const measure = MEASURE_BY_ID.get(id);
  if (!measure) throw new Error(`no measure ${id}`);
  return { id, label: measure.label, unit: measure.unit, formula: measure.formula, defined: false };
};

/** A defined measure's label from its terms, when the question gives it no name: "R&D as a share of revenue". */
export function labelOf(expression: Pick<Expression, "numerator" | "denominator">, percent: boolean): string {
  const words = (terms: ReadonlyArray<SignedTerm>) =>
    terms
      .map((term, index) => {
        const rate = term.afterRate ? ` × (1 − ${MEASURE_BY_ID.get(term.afterRate)?.label ?? term.afterRate})` : "";
        const label = `${term.average ? "average " : ""}${MEASURE_BY_ID.get(term.id)?.label ?? term.id}${rate}`;
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
export function flowOverRevenue(expression: Pick<Expression, "numerator" | "denominator">): boolean {
  const over = expression.denominator;
  if (over?.length !== 1 || over[0]?.id !== "revenue") return false;
  return expression.numerator.every((term) => {
    const measure = MEASURE_BY_ID.get(term.id);
    return measure?.unit === "usd" && measure.formula.kind === "line";
  });
}

export function definedMeasure(expression: Expression, name: string, percent: boolean): PlannedMeasure {
  const units = [...expression.numerator, ...(expression.denominator ?? [])].map(
    (term) => MEASURE_BY_ID.get(term.id)?.unit,
  );
  // Money over the share count is money per share ("equity divided by diluted shares").
  const perShare =
    expression.denominator?.length === 1 &&
    expression.denominator[0]?.id === "dilutedShares" &&
    expression.numerator.every((term) => MEASURE_BY_ID.get(term.id)?.unit === "usd");
  // Money over the head count is money per head ("net income divided by employees").
  const perHead =
    expression.denominator?.length === 1 &&
    expression.denominator[0]?.id === "employees" &&
    expression.numerator.every((term) => MEASURE_BY_ID.get(term.id)?.unit === "usd");
  const unit: MeasureUnit = expression.denominator
    ? percent
      ? "percent"
      : perShare
        ? "perShare"
        : perHead
          ? "usd"
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
  const label = name || labelOf(expression, percent);
  return {
    id,
    label: perHead && !percent ? label.replace(/ over employees$/, " per employee") : label,
    unit,
    // A sum asked "in percent" is still money: only a quotient is a percentage.
    formula: {
      kind: "expression",
      numerator: expression.numerator,
      denominator: expression.denominator,
      percent: percent && expression.denominator !== null,
    },
    defined: true,
  };
}

/**
 * The number a definition's quotient is multiplied by, written within `FACTOR_REACH` parts after
 * its last term ("inventory divided by cost of revenue, times 365"): the number and the part after
 * it; null if none. A factor of one is the "× (1 − rate)" form, read elsewhere.
 */
export function factorAfter(texts: ReadonlyArray<string>, from: number): { factor: number; end: number } | null {
  for (let at = from; at < Math.min(texts.length, from + FACTOR_REACH); at++) {
    for (const times of FACTOR_WORDS) {
      if (!times.every((word, offset) => texts[at + offset] === word)) continue;
      const number = texts[at + times.length] ?? "";
      if (/^\d+(?:\.\d+)?$/.test(number) && Number(number) > 1)
        return { factor: Number(number), end: at + times.length + 1 };
    }
  }
  return null;
}

/** A defined quotient multiplied by `factor`: by 100 a percentage; by the days of a year a count of days. */
export function withFactor(measure: PlannedMeasure, factor: number): PlannedMeasure {
  const { formula } = measure;
  if (formula.kind !== "expression" || formula.denominator === null) return measure;
  if (factor === 100) return { ...measure, unit: "percent", formula: { ...formula, percent: true } };
  const days = DAY_FACTORS.has(factor) || /\bdays?\b/i.test(measure.label);
  return { ...measure, unit: days ? "days" : measure.unit, formula: { ...formula, times: factor } };
}
