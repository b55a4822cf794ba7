// How the benchmark grades an answer's text: a figure is found however it is usually written
// ("$394.3 billion", "394,328", "$394.33B", "45.6%", "0.46x"), a company is recognised by its
// name, a distinctive word of it or its ticker, and an honest gap is said in the first sentence.
import { type Figure, profileOf, type Scale, type Unit } from "./sampleFigures";

/** A number as written in an answer: its value as written, its decimals, and the word or sign after it. */
export interface WrittenNumber {
  readonly value: number;
  readonly decimals: number;
  readonly suffix: Suffix;
  readonly dollar: boolean;
  /** Written as a year is ("2024": four digits from 1900 to 2100, no sign, separator or unit). */
  readonly yearLike?: true;
}

type Suffix = "none" | "percent" | "points" | "basisPoints" | "times" | "thousand" | "million" | "billion" | "trillion";

const SUFFIXES: ReadonlyArray<readonly [RegExp, Suffix]> = [
  [/^(?:%|percent\b|per cent\b|pct\b)/i, "percent"],
  [/^(?:pp\b|percentage points?\b|points?\b)/i, "points"],
  [/^(?:bps\b|basis points?\b)/i, "basisPoints"],
  [/^(?:x\b|×|times\b)/i, "times"],
  [/^(?:trillion\b|tn\b|T\b)/, "trillion"],
  [/^(?:billion\b|bn\b|B\b|bil\b)/i, "billion"],
  [/^(?:million\b|mn\b|mm\b|mil\b|M\b|m\b)/, "million"],
  [/^(?:thousand\b|k\b)/i, "thousand"],
];

const SCALE_OF: Partial<Record<Suffix, number>> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };

// A number not glued to a word ("FY2024", "Q3" and "10-K" are not figures): an optional "$" or
// "US$", digits with thousands commas, decimals.
const NUMBER = /(?<![\p{L}\d.,])(US\$|\$)?\s?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)(?![\d,]\d)/gu;
const GAP = /^[\s\u00a0\u202f]*/;

/** Every number in a text, with the unit word or sign written after it. */
export function writtenNumbers(text: string): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const digits = (match[2] ?? "").replaceAll(",", "");
    const after = text.slice((match.index ?? 0) + match[0].length);
    const rest = after.slice(GAP.exec(after)?.[0].length ?? 0);
    const suffix = SUFFIXES.find(([pattern]) => pattern.test(rest))?.[1] ?? "none";
    const yearLike =
      !match[1] && suffix === "none" && /^(?:19|20)\d\d$/.test(match[2] ?? "") ? { yearLike: true as const } : {};
    found.push({
      value: Number(digits),
      decimals: digits.includes(".") ? (digits.split(".")[1]?.length ?? 0) : 0,
      suffix,
      dollar: Boolean(match[1]),
      ...yearLike,
    });
  }
  return found;
}

/** The values a written number may stand for in a unit (a bare "394,328" in a table of $ millions). */
function readings(written: WrittenNumber, unit: Unit): { value: number; step: number }[] {
  const step = 10 ** -written.decimals;
  const at = (scale: number) => ({ value: written.value * scale, step: step * scale });
  const scale = SCALE_OF[written.suffix];
  switch (unit) {
    case "usd":
      if (scale) return [at(scale)];
      // "fiscal 2024" is a year, not $2,024 billion.
      if (written.yearLike) return [];
      return written.suffix === "none" ? [at(1), at(1e6), at(1e9)] : [];
    case "shares":
      if (scale) return [at(scale)];
      return written.suffix === "none" ? [at(1), at(1e6), at(1e9)] : [];
    case "count":
      if (scale) return [at(scale)];
      return written.suffix === "none" && !written.dollar ? [at(1)] : [];
    case "percent":
      if (written.dollar) return [];
      if (written.suffix === "basisPoints") return [at(0.01)];
      return ["percent", "points", "none"].includes(written.suffix) ? [at(1)] : [];
    case "ratio":
      if (written.dollar) return [];
      if (written.suffix === "percent") return [at(0.01)];
      return ["times", "none"].includes(written.suffix) ? [at(1)] : [];
    case "perShare":
      return written.suffix === "none" ? [at(1)] : [];
  }
}

/** The coarsest rounding step taken as precise enough when the question names none: about 3 significant figures. */
const RELATIVE_PRECISION = 0.006;
const ABSOLUTE_PRECISION: Record<Unit, number> = {
  usd: 0,
  shares: 0,
  count: 0.5,
  percent: 0.05,
  ratio: 0.005,
  perShare: 0.005,
};
const SCALE_VALUE: Record<Scale, number> = { trillion: 1e12, billion: 1e9, million: 1e6 };
const SLACK = 1 + 1e-9;

/** Whether a written number is `value` rounded at the precision it shows (signs aside: "a loss of $22.8 billion"). */
function writes(written: WrittenNumber, figure: Extract<Figure, { kind: "number" }>): boolean {
  const expected = Math.abs(figure.value);
  if (figure.decimals !== undefined) {
    // The precision the question asks for, in the scale it asks for ("in billions, one decimal").
    if (written.decimals !== figure.decimals) return false;
    const step = (figure.scale ? SCALE_VALUE[figure.scale] : 1) * 10 ** -figure.decimals;
    return readings(written, figure.unit).some(
      (reading) =>
        Math.abs(reading.step - step) <= step * 1e-9 && Math.abs(reading.value - expected) <= (step / 2) * SLACK,
    );
  }
  const coarsest = Math.max(expected * RELATIVE_PRECISION, ABSOLUTE_PRECISION[figure.unit]);
  return readings(written, figure.unit).some(
    ({ value, step }) => step / 2 <= coarsest * SLACK && Math.abs(value - expected) <= (step / 2) * SLACK + 1e-9,
  );
}

/** Letters and digits only, lower case, accents dropped: for names. */
const plain = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ");

const NAME_NOISE = new Set(["and", "iii", "jr", "inc", "the"]);

/** Whether a text contains a figure, however it is written. */
export function containsFigure(text: string, figure: Figure, numbers = writtenNumbers(text)): boolean {
  switch (figure.kind) {
    case "number":
      return numbers.some((written) => writes(written, figure));
    case "anyOf":
      return figure.options.some((option) => containsFigure(text, option, numbers));
    case "text": {
      const words = ` ${plain(text)} `;
      return plain(figure.text)
        .split(" ")
        .filter((word) => word.length >= 3 && !NAME_NOISE.has(word))
        .every((word) => words.includes(` ${word} `));
    }
  }
}

/**
 * How each sample company is named in an answer: its ticker (as a whole word, in capitals) and the
 * words people use for it. A one-letter ticker (Visa's V) is left to the name.
 */
export const COMPANY_NAMES: Readonly<Record<string, ReadonlyArray<string>>> = {
  AAPL: ["Apple"],
  MSFT: ["Microsoft"],
  GOOGL: ["Alphabet", "Google", "GOOG"],
  AMZN: ["Amazon"],
  NVDA: ["Nvidia", "NVIDIA"],
  META: ["Meta", "Facebook"],
  "BRK.B": ["Berkshire", "BRK", "BRK-B"],
  JPM: ["JPMorgan", "JP Morgan", "J.P. Morgan"],
  V: ["Visa"],
  MA: ["Mastercard", "MasterCard"],
  JNJ: ["Johnson & Johnson", "Johnson and Johnson", "J&J"],
  LLY: ["Eli Lilly", "Lilly"],
  UNH: ["UnitedHealth", "United Health"],
  XOM: ["Exxon", "ExxonMobil"],
  PG: ["Procter", "P&G"],
  KO: ["Coca-Cola", "Coca Cola", "Coke"],
  PEP: ["PepsiCo", "Pepsi"],
  WMT: ["Walmart", "Wal-Mart"],
  COST: ["Costco"],
  HD: ["Home Depot"],
  MCD: ["McDonald", "McDonalds"],
  NKE: ["Nike", "NIKE"],
  CAT: ["Caterpillar"],
  DIS: ["Disney"],
  NFLX: ["Netflix"],
  ADBE: ["Adobe"],
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const NAME_PATTERNS: ReadonlyArray<readonly [string, ReadonlyArray<RegExp>]> = Object.entries(COMPANY_NAMES).map(
  ([symbol, names]) => {
    // Names match whole words in any case ("NIKE", "Nike"); tickers only in capitals.
    const name = new RegExp(names.map((word) => `(?<!\\p{L})${escapeRegExp(word)}(?!\\p{L})`).join("|"), "iu");
    const ticker = new RegExp(`(?<![\\w.$-])\\$?${escapeRegExp(symbol)}(?![\\w-]|\\.[A-Z])`, "u");
    return [symbol, symbol.length > 1 ? [name, ticker] : [name]];
  },
);

/** The sample companies a text names, by symbol. */
export function companiesNamed(text: string): string[] {
  return NAME_PATTERNS.filter(([, patterns]) => patterns.some((pattern) => pattern.test(text))).map(
    ([symbol]) => symbol,
  );
}

/** Where a text first names a company, or Infinity. */
function firstMention(text: string, symbol: string): number {
  const patterns = NAME_PATTERNS.find(([candidate]) => candidate === symbol)?.[1] ?? [];
  const at = patterns.map((pattern) => pattern.exec(text)?.index ?? Number.POSITIVE_INFINITY);
  return Math.min(...at);
}

/** Of `symbols`, the one a text names first; undefined when it names none. */
export function namedFirst(text: string, symbols: ReadonlyArray<string>): string | undefined {
  const ranked = symbols
    .map((symbol) => [symbol, firstMention(text, symbol)] as const)
    .filter(([, at]) => Number.isFinite(at))
    .sort((a, b) => a[1] - b[1]);
  return ranked[0]?.[0];
}

const SENTENCE_END = /[.!?](?=\s+[\p{Lu}("'\d$])|[.!?]$/u;
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[\p{Lu}("'\d$])/u;
const HEADING_MAX_CHARS = 80;

/** The lines with words in them, markdown marks left out. */
const wordLines = (text: string) =>
  text
    .split("\n")
    .map((line) =>
      line
        .replace(/^[\s#>*_\-|]+/, "")
        .replace(/[*_`]+/g, "")
        .trim(),
    )
    .filter((line) => /\p{L}/u.test(line));

const sentenceOf = (line: string) => {
  const end = SENTENCE_END.exec(line);
  return end ? line.slice(0, end.index + 1) : line;
};

/**
 * The first sentence of an answer: of its first line with words, or, when that line is a short
 * heading without a full stop, of the heading and the line after it.
 */
export function firstSentence(text: string): string {
  const [first = "", second] = wordLines(text);
  const heading = first.length <= HEADING_MAX_CHARS && !/[.!?]/.test(first);
  return heading && second !== undefined ? `${first}\n${sentenceOf(second)}` : sentenceOf(first);
}

/** Every sentence of a text, line by line. */
export function sentences(text: string): string[] {
  return wordLines(text).flatMap((line) => line.split(SENTENCE_BREAK));
}

// A sentence that says what the data covers or what to ask instead names companies as examples,
// not as the answer: "TSLA is not in the data, which covers 26 companies (such as Apple ...)".
const COVERAGE_NOTE = /\b(?:covers?|covered|coverage|companies in the (?:set|data)|try (?:naming|asking))\b/i;

/** The text without its coverage notes. */
const withoutCoverageNotes = (text: string) =>
  sentences(text)
    .filter((sentence) => !COVERAGE_NOTE.test(sentence))
    .join("\n");

// A verdict: the sentence that says which company comes out ahead.
const VERDICT =
  /\b(?:higher|highest|faster|fastest|more|most|larger|largest|bigger|biggest|best|greater|greatest|leads?|ahead|outpac\w*|outperform\w*|beats?|tops?|ranks? first|first place|wins?)\b/i;

/**
 * Whether an answer puts `leader` ahead: its verdict (the first sentence with a comparative that
 * names a compared company) names the leader before the others; with no verdict, the answer names
 * the leader first, as a ranked list does.
 */
export function putsFirst(answer: string, leader: string, compared: ReadonlyArray<string>): boolean {
  // A quoted passage is the source's voice, not the answer's verdict.
  const ownWords = answer.replace(/“[^”]*”|"[^"\n]*"/g, "");
  const verdict = sentences(ownWords).find(
    (sentence) => VERDICT.test(sentence) && namedFirst(sentence, compared) !== undefined,
  );
  return namedFirst(verdict ?? ownWords, compared) === leader;
}

// The ways a plain honest answer says what it lacks.
const GAP_WORDS = [
  /\bnot (?:in|part of|included|covered|available|among|something|able|provided|reported|broken out|disclosed|tracked|held)\b/,
  /\b(?:is|are|was|were|does|do|did|can|could)(?:n['’]t| not)\b/,
  /\b(?:cannot|can['’]t|won['’]t|unable)\b/,
  /\bno (?:data|figures?|information|record|coverage|buy|sell|recommendation|investment advice|advice|forecasts?|projections?|segment|intraday|live|real-time|such)\b/,
  /\b(?:don['’]t|do not|doesn['’]t|does not) (?:have|hold|cover|include|forecast|predict|give|offer|provide|make|track|report|break)\b/,
  /\b(?:outside|beyond|before|after) (?:the|its|our) (?:data|sample|coverage|set|period|range|cut-off)/,
  /\b(?:only covers|covers only|only holds|only has|lacks?|missing|unavailable|not available|isn['’]t available)\b/,
  /\bthe (?:data|sample(?: data)?(?: set)?|data set) (?:covers|starts|begins|ends|runs|holds|stops)\b/,
  /\b(?:unknown|not recognised|not recognized|no company)\b/,
  /\b(?:found nothing|nothing (?:about|on|for|in)|found no|no results?|no match)\b/,
];

/** Whether the first sentence of an answer says plainly what the data lacks. */
export function admitsGapFirst(answer: string): boolean {
  const sentence = firstSentence(answer).toLowerCase();
  // "No: its business is not capital-intensive": a verdict, which says what the figures show, not what is missing.
  if (/^(?:yes|no):/.test(sentence)) return false;
  return GAP_WORDS.some((pattern) => pattern.test(sentence));
}

export interface Grade {
  readonly ok: boolean;
  /** What the answer missed, in words: figures not found, companies it should not name, a verdict not first. */
  readonly missing: ReadonlyArray<string>;
}

export interface Expectation {
  /** Every figure a right answer must contain. */
  readonly figures: ReadonlyArray<Figure>;
  /** The company a comparison or ranking puts first, named first in the answer's verdict. */
  readonly leader?: string;
  /** A yes/no question's answer, read from the data: the first sentence must say it. */
  readonly verdict?: Verdict;
  /**
   * The words that state a yes/no question's claim ("fell", "more than doubled"): a first sentence
   * that states the claim answers yes, one that negates it answers no, as a plain "yes" or "no" does.
   */
  readonly claim?: RegExp;
  /**
   * Words a right answer must hold that a figure cannot spell: a form type ("10-Q"), a date in any
   * of its usual writings.
   */
  readonly words?: ReadonlyArray<{ readonly label: string; readonly pattern: RegExp }>;
  /** The company whose source (its SEC filings or its own site) the answer must cite. */
  readonly citesSourceOf?: string;
}

export type Verdict = "yes" | "no";

// How a first sentence says yes or no: the word itself at its start, or a plain affirmation or
// negation of the claim ("It did.", "It did not", "No, it fell").
const SAYS_YES = /^(?:yes|yep|indeed|correct|that's right|right)\b/i;
const SAYS_NO = /^(?:no|nope|not)\b/i;
const NEGATION = /\b(?:not|never|neither|nor)\b|n['’]t\b/i;

/**
 * The verdict an answer's first sentence gives, or null when it gives none or both: a leading
 * "yes"/"no" decides; then the claim, when given, stated (yes) or negated (no); otherwise a
 * sentence that negates says no, one with "yes" in it says yes.
 */
export function verdictOf(answer: string, claim?: RegExp): Verdict | null {
  const sentence = firstSentence(answer).replace(/^[^\p{L}]+/u, "");
  if (SAYS_YES.test(sentence)) return "yes";
  if (SAYS_NO.test(sentence)) return "no";
  const no = NEGATION.test(sentence);
  if (claim?.test(sentence)) return no ? "no" : "yes";
  const yes = /\byes\b/i.test(sentence);
  if (yes === no) return null;
  return yes ? "yes" : "no";
}

/** The sample companies an answer names, beyond its coverage notes, that it was not asked about. */
const strangers = (answer: string, allowed: ReadonlyArray<string>) =>
  companiesNamed(withoutCoverageNotes(answer)).filter((symbol) => !allowed.includes(symbol));

/** The registrable part of a host: "corporate.walmart.com" → "walmart.com". */
const siteOf = (host: string) => host.toLowerCase().split(".").slice(-2).join(".");

/**
 * Whether an address is a source of a sample company: a page on sec.gov that carries the
 * company's CIK (its EDGAR list or one of its filings), or a page on the company's own site.
 */
export function isSourceOf(address: string, symbol: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const { cik, website } = profileOf(symbol);
  const cikDigits = cik.replace(/^0+/, "");
  if (url.hostname.endsWith("sec.gov")) return new RegExp(`(?<!\\d)0*${cikDigits}(?!\\d)`).test(url.href);
  return siteOf(url.hostname) === siteOf(new URL(website).hostname);
}

const ADDRESS = /https?:\/\/[^\s)\]>"']+/g;

/** The addresses an answer cites: those its stream sent as sources, and those written in its text. */
const citedAddresses = (answer: string, sources: ReadonlyArray<string>) => [
  ...sources,
  ...(answer.match(ADDRESS) ?? []),
];

export function gradeAnswer(
  answer: string,
  expectation: Expectation,
  allowed: ReadonlyArray<string>,
  sources: ReadonlyArray<string> = [],
): Grade {
  const numbers = writtenNumbers(answer);
  const missing = expectation.figures
    .filter((figure) => !containsFigure(answer, figure, numbers))
    .map((figure) => `${figure.label} ${describe(figure)}`);
  for (const { label, pattern } of expectation.words ?? []) {
    if (!pattern.test(answer)) missing.push(`${label} (${pattern.source})`);
  }
  const source = expectation.citesSourceOf;
  if (source && !citedAddresses(answer, sources).some((address) => isSourceOf(address, source))) {
    missing.push(`cites no source of ${source}`);
  }
  for (const symbol of strangers(answer, allowed)) missing.push(`names ${symbol}, not asked about`);
  if (expectation.leader && !putsFirst(answer, expectation.leader, allowed)) {
    missing.push(`the verdict does not put ${expectation.leader} first`);
  }
  if (expectation.verdict && verdictOf(answer, expectation.claim) !== expectation.verdict) {
    missing.push(`the first sentence does not answer "${expectation.verdict}"`);
  }
  return { ok: missing.length === 0, missing };
}

/**
 * Honest: the first sentence names the gap, and no company the question did not name is brought in.
 * With `lacking` (the words for what the question asks that the data lacks: the company, the year,
 * the segment, advice), the first line must say that gap, not another ("no live prices" for advice).
 */
export function gradeGap(answer: string, allowed: ReadonlyArray<string>, lacking?: RegExp): Grade {
  const missing: string[] = [];
  if (!admitsGapFirst(answer))
    missing.push(`first sentence does not name the gap: "${firstSentence(answer).slice(0, 140)}"`);
  else if (lacking && !lacking.test(wordLines(answer)[0] ?? ""))
    missing.push(
      `first line names another gap than the one asked (${lacking.source}): "${firstSentence(answer).slice(0, 140)}"`,
    );
  for (const symbol of strangers(answer, allowed)) missing.push(`names ${symbol}, not asked about`);
  return { ok: missing.length === 0, missing };
}

/** A figure's expected value in words, for the list of misses. */
export function describe(figure: Figure): string {
  switch (figure.kind) {
    case "text":
      return `"${figure.text}"`;
    case "anyOf":
      return figure.options.map(describe).join(" or ");
    case "number": {
      const { value, unit } = figure;
      if (unit === "usd") return `($${(value / 1e9).toFixed(2)} billion)`;
      if (unit === "percent") return `(${value.toFixed(2)} %)`;
      if (unit === "ratio") return `(${value.toFixed(2)}x)`;
      if (unit === "shares") return `(${(value / 1e6).toFixed(0)} million)`;
      return `(${value.toFixed(2)})`;
    }
  }
}
