// What a filing does not hold (issue 39), said first only when the evidence is clear: telling an
// analyst "the filing does not state it" when it does costs more than quoting nearby passages of a
// filing that lacks it. Three kinds of evidence, no rules for particular questions:
// - a year after the filing's latest column (its facts' periods and its statements' pages), unless a
//   page prints that year beside the asked thing and a figure (an outlook, a maturity table);
// - a name the question gives (a capitalised word mid-sentence: "revenue from OpenAI") that no page
//   mentions;
// - a figure asked whose measure no fact line gives and whose words (or synonyms: the measures
//   dictionary's phrases, the names filings print for its line) stand near a figure on no page;
// - a figure qualified by a name ("iPhone units", "employees in Europe", "Jane Roe's salary") whose
//   name and measure stand by no one figure, though each may stand by some;
// - an outlook asked for a later year that no page states in forward words by that year;
// - a statement figure asked of a filing without statements (an 8-K) whose line no page prints.
// The facts engine's own gaps pass the same test: one the pages contradict is not said.
import {
  type AnswerPlan,
  askedTermOf,
  askedThing,
  asksAmountOnly,
  asksForFigure,
  asksOutlook,
  datedMonths,
  definesMeasure as definesInWords,
  type FactsTable,
  type FilingPageClass,
  type FilingReading,
  filingNamesOf,
  type Gap,
  MEASURES,
  namesGiven,
  queryTerms,
  requiredPairs,
  textWords,
  wordMatches,
  yearsAsked,
} from "@moatwise/core";
import { normalized, withoutPointers } from "./pageRanking";

// The question's readers live in core's plan (`plan/filingAsks.ts`); re-exported for the gap checks' callers.
export { asksForFigure, requiredPairs };

export interface GapPage {
  readonly pageNumber: number;
  readonly text: string;
}

/** A word on at least this share of the filing's pages says nothing about what is asked. */
const COMMON_WORD_SHARE_OF_PAGES = 0.3;
/** The asked words and a figure count as together when they stand within this many words. */
export const NEAR_WORDS = 40;
/** A year after the filing's latest counts as printed for the asked thing this close to its words and a figure. */
const YEAR_NEAR_WORDS = 15;
/** A statement line printed as a line: its name, then a figure within this many words. */
const LINE_WORDS = 6;
/** A figure on a page: digits that are not a year alone. */
const FIGURE = /^[$(]*\d[\d,]*(?:\.\d+)?[%)]*$/;
const YEAR = /(?<!\d)((?:19|20)\d{2})(?!\d)/g;
/** Words a page states a forward figure with, beside the year it is for. */
const FORWARD_WORDS = [
  "guidance",
  "outlook",
  "forecast",
  "expect",
  "expects",
  "expected",
  "anticipate",
  "anticipates",
  "anticipated",
  "project",
  "projected",
  "target",
  "estimate",
  "estimated",
  "plan",
  "plans",
  "will",
];
const isFigure = (word: string) => FIGURE.test(word) && !/^(?:19|20)\d{2}$/.test(word);
/** An amount or a count: a figure that is not a percentage ("Systemwide sales (30%)" weighs, not states). */
export const isAmount = (word: string) => isFigure(word) && !word.includes("%");
/**
 * The figures that may state what the question asks: amounts and counts when it asks one and no
 * share ("how many", "salary"); any figure otherwise ("Jane Roe's target award" may be "200%").
 */
const figuresAsked = (question: string) => (asksAmountOnly(question) ? isAmount : isFigure);

/** A page's words in order, lower case, with the marks around figures kept ("$1,234", "(56)", "12%"). */
export const pageWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[\s—–]+/)
    .map((word) => word.replace(/^[^a-z0-9$(]+|[^a-z0-9%)]+$/g, ""))
    .map((word) => word.replace(/'s$/, ""))
    .filter(Boolean);

/** Groups of phrases that name the asked thing: one group a measure's phrases, else one word each. */
export function askedGroups(question: string, pages: ReadonlyArray<GapPage>): string[][] {
  const groups: string[][] = [];
  let rest = ` ${withoutPointers(question)} `;
  for (const measure of MEASURES) {
    const phrase = measure.phrases.find((each) => rest.includes(` ${normalized(each)} `));
    if (!phrase) continue;
    groups.push([...measure.phrases, ...filingNamesOf(measure.id)].map(normalized));
    rest = rest.replace(` ${normalized(phrase)} `, " ");
  }
  const words = pages.map((page) => new Set(textWords(page.text)));
  const common = (term: string) =>
    words.filter((set) => [...set].some((word) => wordMatches(word, term))).length >=
    Math.max(2, words.length * COMMON_WORD_SHARE_OF_PAGES);
  const asked = askedTermOf(question);
  for (const term of queryTerms(rest)) {
    const stem = term.replace(/'s$|'$/, "");
    if (!asked(stem) || common(stem)) continue;
    groups.push([stem]);
  }
  return groups;
}

/** Where a group's phrases start among the page's words. */
export function positions(words: ReadonlyArray<string>, group: ReadonlyArray<string>): number[] {
  const found: number[] = [];
  for (const phrase of group) {
    const parts = phrase.split(" ").filter(Boolean);
    if (parts.length === 0) continue;
    for (let at = 0; at + parts.length <= words.length; at += 1) {
      if (parts.every((part, offset) => wordMatches(words[at + offset] ?? "", part))) found.push(at);
    }
  }
  return found;
}

/**
 * Whether some figure on the page has every `required` group and at least half the asked groups
 * (rounded up, at least one), or a measure's group, within NEAR_WORDS: a page that names most of the
 * asked thing beside a number may answer it in words of its own, so the filing is not said to lack it.
 */
export function holdsNear(
  text: string,
  groups: ReadonlyArray<ReadonlyArray<string>>,
  required: ReadonlyArray<ReadonlyArray<string>> = [],
  within = NEAR_WORDS,
  figure: (word: string) => boolean = isFigure,
) {
  const words = pageWords(text);
  const near = (found: ReadonlyArray<number>, index: number) =>
    found.some((place) => Math.abs(place - index) <= within);
  const must = required.map((group) => positions(words, group));
  if (must.some((found) => found.length === 0)) return false;
  const present = groups
    .map((group) => ({ measure: group.length > 1, found: positions(words, group) }))
    .filter(({ found }) => found.length > 0);
  const needed = Math.max(1, Math.ceil(groups.length / 2));
  if (groups.length > 0 && present.length === 0) return false;
  return words.some((word, index) => {
    if (!figure(word) || !must.every((found) => near(found, index))) return false;
    if (groups.length === 0) return true;
    const close = present.filter(({ found }) => near(found, index));
    return close.length >= needed || close.some(({ measure }) => measure);
  });
}

/** Whether some page prints every required name and the asked thing within NEAR_WORDS of one figure. */
function pairStated(
  question: string,
  required: ReadonlyArray<ReadonlyArray<string>>,
  groups: ReadonlyArray<ReadonlyArray<string>>,
  pages: ReadonlyArray<GapPage>,
) {
  const rest = groups.filter(
    (group) => !required.some((forms) => group.length === 1 && forms.includes(group[0] ?? "")),
  );
  // A count or a person's pay is an amount: a percentage beside the pair is another figure.
  return pages.some((page) => holdsNear(page.text, rest, required, NEAR_WORDS, figuresAsked(question)));
}

/** Whether the filing holds no financial statements (an 8-K, a letter): no statement page, no fact. */
const withoutStatements = (reading: FilingReading | null) =>
  reading !== null &&
  reading.facts.length === 0 &&
  !reading.pages.some((page) => STATEMENT_CLASSES.has(page.pageClass));

/**
 * Whether some page prints a phrase of the measure as a line: its name, then a figure within
 * LINE_WORDS, an amount unless the question asks a share (a weight, a margin: "revenue (30%)").
 */
function printsLine(question: string, group: ReadonlyArray<string>, pages: ReadonlyArray<GapPage>) {
  const figure = figuresAsked(question);
  return pages.some((page) => {
    const words = pageWords(page.text);
    const longest = Math.max(...group.map((phrase) => phrase.split(" ").length));
    return positions(words, group).some((at) =>
      words.slice(at + 1, at + longest + LINE_WORDS).some((word) => figure(word)),
    );
  });
}

/** Whether the question defines the measure it asks for: then it names lines the filing prints. */
const definesMeasure = (question: string, plan: AnswerPlan) =>
  plan.measures.some((measure) => measure.defined) || definesInWords(question);

/** Whether some page holds the asked thing's words near a figure. */
export function statedOnSomePage(groups: ReadonlyArray<ReadonlyArray<string>>, pages: ReadonlyArray<GapPage>) {
  return pages.some((page) => holdsNear(page.text, groups));
}

/** Whether a fact line of the filing is the asked measure, or is labelled with an asked group's words. */
function inFacts(plan: AnswerPlan, groups: ReadonlyArray<ReadonlyArray<string>>, reading: FilingReading | null) {
  const facts = reading?.facts ?? [];
  const measures = new Set(plan.measures.map((measure) => measure.id));
  return facts.some(
    (fact) =>
      measures.has(fact.measure) ||
      groups.some((group) => group.some((phrase) => ` ${normalized(fact.label)} `.includes(` ${phrase} `))),
  );
}

/** Pages whose column headings print the periods the filing gives figures for. */
const STATEMENT_CLASSES = new Set<FilingPageClass>([
  "incomeStatement",
  "balanceSheet",
  "cashFlowStatement",
  "earningsTable",
]);

/** The latest year the filing gives figures for: its facts' periods, and the years its statement pages print. */
export function latestYear(reading: FilingReading | null, pages: ReadonlyArray<GapPage>): number | null {
  const years = (reading?.facts ?? []).flatMap((fact) =>
    [...fact.period.matchAll(YEAR)].map(([, year]) => Number(year)),
  );
  if (years.length === 0) return null;
  const statements = new Set(
    (reading?.pages ?? []).filter((page) => STATEMENT_CLASSES.has(page.pageClass)).map((page) => page.pageNumber),
  );
  const printed = pages
    .filter((page) => statements.has(page.pageNumber))
    .flatMap((page) => [...page.text.matchAll(YEAR)].map(([, year]) => Number(year)));
  // A statement page printing a later year ("notes due 2031") only makes the check more careful.
  return Math.max(...years, ...printed);
}

/**
 * The names a question gives that no page mentions: capitalised words not starting a sentence,
 * outside a measure the question defines, and not an abbreviation (all capitals: "GAAP", "EBITDA",
 * "CEO"), a month or the dictionary's vocabulary.
 */
export function unmentionedName(question: string, pages: ReadonlyArray<GapPage>): string | null {
  const text = ` ${pages.map((page) => page.text.toLowerCase().replace(/[’‘]/g, "'")).join(" \n ")} `;
  for (const { name, stem } of namesGiven(question)) {
    const escaped = stem.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    if (!new RegExp(`(?<![a-z0-9])${escaped}`).test(text)) return name;
  }
  return null;
}

/** What a gap check reads: the question, the plan, the filing's reading and its pages. */
export interface GapEvidence {
  readonly filename: string;
  readonly question: string;
  readonly plan: AnswerPlan;
  readonly reading: FilingReading | null;
  readonly pages: ReadonlyArray<GapPage>;
}

/** The evidence without a table of contents: its page numbers stand beside every statement's name. */
function withoutContents(evidence: GapEvidence): GapEvidence {
  const contents = new Set(
    (evidence.reading?.pages ?? []).filter((page) => page.pageClass === "contents").map((page) => page.pageNumber),
  );
  return { ...evidence, pages: evidence.pages.filter((page) => !contents.has(page.pageNumber)) };
}

/** The latest month the filing dates a column with: its facts' periods and its statement pages' dates. */
function latestMonth(reading: FilingReading | null, pages: ReadonlyArray<GapPage>): number | null {
  const statements = new Set(
    (reading?.pages ?? []).filter((page) => STATEMENT_CLASSES.has(page.pageClass)).map((page) => page.pageNumber),
  );
  const months = [
    ...(reading?.facts ?? []).flatMap((fact) => datedMonths(fact.period)),
    ...pages.filter((page) => statements.has(page.pageNumber)).flatMap((page) => datedMonths(page.text)),
  ].map(({ month }) => month);
  return months.length > 0 ? Math.max(...months) : null;
}

const MONTH_NAMES = "january february march april may june july august september october november december".split(" ");
const monthWords = (month: number) => {
  const name = MONTH_NAMES[month % 12] ?? "";
  return {
    name: `${name[0]?.toUpperCase()}${name.slice(1)} ${Math.floor(month / 12)}`,
    forms: [name, name.slice(0, 3)],
  };
};

/**
 * The period asked after the filing's latest: a later year, or a later month of its latest year
 * (a 10-Q's quarter after its columns). It is not in the filing unless a page prints it within
 * YEAR_NEAR_WORDS of the asked thing and a figure (an outlook, a maturity table, a subsequent event).
 */
function laterPeriod(evidence: GapEvidence, groups: ReadonlyArray<ReadonlyArray<string>>) {
  const latest = latestYear(evidence.reading, evidence.pages);
  if (latest === null) return null;
  const asked = datedMonths(evidence.question);
  const later = yearsAsked(evidence.question).filter((year) => year > latest);
  // An outlook asked is printed as one: forward words by the year, not a maturity table's year.
  const forward = asksOutlook(evidence.question) ? [FORWARD_WORDS] : [];
  const printed = (required: ReadonlyArray<ReadonlyArray<string>>) =>
    evidence.pages.some((page) => holdsNear(page.text, groups, [...required, ...forward], YEAR_NEAR_WORDS));
  if (later.length > 0) {
    const year = Math.max(...later);
    const month = asked.find((each) => Math.floor(each.month / 12) === year);
    const required = month ? [[String(year)], monthWords(month.month).forms] : [[String(year)]];
    return printed(required) ? null : { asked: String(year), latest: String(latest) };
  }
  const last = latestMonth(evidence.reading, evidence.pages);
  const month = asked.filter((each) => last !== null && each.month > last).at(-1);
  if (!month || last === null) return null;
  const words = monthWords(month.month);
  if (printed([[String(Math.floor(month.month / 12))], words.forms])) return null;
  return { asked: words.name, latest: monthWords(last).name };
}

/**
 * The first line of an answer saying what the filing does not hold, or null when it may hold it.
 * `answered` is true when the facts gave the question's figure: then only a name no page mentions
 * makes a gap, for a part of a figure ("revenue from OpenAI") is not the figure.
 */
export function filingGap(all: GapEvidence, answered: boolean): string | null {
  const { filename, question, plan } = all;
  const name = unmentionedName(question, all.pages);
  if (name) return `${filename} does not state ${askedThing(question)}: it never mentions “${name}”.`;
  if (answered) return null;
  const evidence = withoutContents(all);
  const groups = askedGroups(question, evidence.pages);
  const later = laterPeriod(evidence, groups);
  if (later) return `${filename} does not cover ${later.asked}: its latest figures are for ${later.latest}.`;
  // A measure the question defines names lines the filing prints; failing to compute it is ours.
  if (!asksForFigure(question) || definesMeasure(question, plan)) return null;
  const missing = `${filename} does not state ${askedThing(question)}.`;
  // A filing without statements states a statement figure only on a page that prints its line.
  const measures = groups.filter((group) => group.length > 1);
  if (
    withoutStatements(evidence.reading) &&
    measures.length > 0 &&
    !measures.some((group) => printsLine(question, group, evidence.pages))
  )
    return missing;
  if (inFacts(plan, groups, evidence.reading)) return null;
  // The pair is asked even when its words are on many pages: there they must stand by one figure.
  const required = requiredPairs(question);
  if (required.length > 0 && !pairStated(question, required, groups, evidence.pages)) return missing;
  if (groups.length === 0) return null;
  return statedOnSomePage(groups, evidence.pages) ? null : missing;
}

/**
 * The facts engine's gaps that the filing bears out: a year gap only for a year after the filing's
 * latest, a missing line only when no page states the asked thing near a figure and the question
 * does not define its measure. A gap the pages contradict ("does not show total debt" beside a
 * balance sheet printing long-term debt) is a failure to read, not the filing's. A measure that does
 * not fit the company is always said, and so is a line a judgement's verdict needs.
 */
export function clearFactsGaps(table: FactsTable, all: GapEvidence): Gap[] {
  if (table.gaps.length === 0) return [];
  const evidence = withoutContents(all);
  const groups = askedGroups(evidence.question, evidence.pages);
  const later = laterPeriod(evidence, groups) !== null;
  const absent =
    asksForFigure(evidence.question) &&
    !definesMeasure(evidence.question, evidence.plan) &&
    groups.length > 0 &&
    !statedOnSomePage(groups, evidence.pages);
  // A span longer than the filing's columns is read from the columns themselves: always said.
  // A judgement's verdict needs every figure it rests on: a line it lacks is said, never a verdict from half of them.
  const judged = table.plan.claim?.judgement !== undefined;
  return table.gaps.filter(
    (gap) =>
      gap.kind === "span" ||
      gap.kind === "unfit" ||
      // Parts asked that no table of the filing holds: the totals follow, never in their place unsaid.
      gap.kind === "segment" ||
      (gap.kind === "year" ? later : gap.kind === "measure" && judged ? true : absent),
  );
}
