// A follow-up read against the conversation: the year before or after, the two companies talked
// about, and the subject, figures and period a follow-up leaves out.
import type { MaterialAsked, PlannedCompany, PlannedMeasure, PlannedOperation, PlannedPeriod } from "../answerTypes";
import type { CompanyDirectory } from "../companyDirectory";
import type { CompaniesAsked } from "./companies";
import { COMPARE_WORDS, PRONOUNS } from "./lexicon/companyWords";
import {
  BOTH_TALKED_ABOUT,
  STEP_BACK_WORDS,
  STEP_FORWARD_WORDS,
  YEAR_AFTER_PHRASES,
  YEAR_BEFORE_PHRASES,
  YEAR_KIND_WORDS,
  YEAR_NOUN_SHORT,
} from "./lexicon/followUpWords";
import { DOWN_WORDS, UP_WORDS } from "./lexicon/formWords";
import { AVERAGE_WORDS } from "./lexicon/measureWords";
import { GROWTH_WORDS } from "./lexicon/operationWords";
import { NUMBER_WORDS } from "./lexicon/periodWords";
import { readOperation } from "./operation";
import { type Reading, read } from "./reading";
import { has, hasPhrase } from "./words";

export interface HistoryTurn {
  readonly role: "user" | "assistant";
  readonly content: string;
}

/** An earlier turn read as a question; each is read once per follow-up, whichever rule asks. */
type TurnReader = (turn: HistoryTurn) => Reading;

const turnReader = (directory: CompanyDirectory): TurnReader => {
  const readings = new Map<HistoryTurn, Reading>();
  return (turn) => {
    const known = readings.get(turn);
    if (known) return known;
    const reading = read(turn.content, directory);
    readings.set(turn, reading);
    return reading;
  };
};

/** Earlier user turns looked at for a follow-up's subject. */
export const HISTORY_TURNS_READ = 6;

/** Whether a follow-up asks for the year before the one talked about ("and the year before?"). */
const stepsBack = (lowers: ReadonlyArray<string>) =>
  YEAR_BEFORE_PHRASES.some((phrase) => hasPhrase(withoutYearKinds(lowers), phrase));

/** Whether a follow-up asks for the year after the one talked about ("and the year after?"). */
const stepsForward = (lowers: ReadonlyArray<string>) =>
  YEAR_AFTER_PHRASES.some((phrase) => hasPhrase(withoutYearKinds(lowers), phrase));

/** "The previous fiscal year", "the prior fy" are "the previous year": the kind of year is no part of the step. */
const withoutYearKinds = (lowers: ReadonlyArray<string>) =>
  lowers.flatMap((word) => (YEAR_NOUN_SHORT.has(word) ? ["year"] : YEAR_KIND_WORDS.has(word) ? [] : [word]));

/** The years a follow-up steps from the conversation's period: back is positive, forward negative. */
export const stepOf = (lowers: ReadonlyArray<string>) =>
  yearsStepped(lowers) ?? (stepsBack(lowers) ? 1 : stepsForward(lowers) ? -1 : 0);

/**
 * "Two years earlier", "3 fiscal years before that", "a year later": the years stepped, back
 * positive; null if none.
 */
function yearsStepped(asked: ReadonlyArray<string>): number | null {
  const lowers = withoutYearKinds(asked);
  for (let index = 0; index + 2 < lowers.length; index++) {
    const word = lowers[index] as string;
    const count = NUMBER_WORDS[word] ?? (/^\d{1,2}$/.test(word) ? Number(word) : undefined);
    if (count === undefined || !/^years?$/.test(lowers[index + 1] as string)) continue;
    const after = lowers[index + 2] as string;
    if (STEP_BACK_WORDS.has(after)) return count;
    if (STEP_FORWARD_WORDS.has(after)) return -count;
  }
  return null;
}

/** A period moved `back` fiscal years earlier (a negative `back` moves it later). */
export function shiftedBack(period: PlannedPeriod, back: number): PlannedPeriod {
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
export const asksChange = (lowerSet: ReadonlySet<string>) => has(lowerSet, ...GROWTH_WORDS, "difference", "gap");

/**
 * "So what's the % jump?" after "Lilly's net income in 2024" and "and in 2023?": a change (or an
 * average) asked of no year of its own is between the two latest years the conversation named one
 * at a time.
 */
function yearsTalkedAbout(earlier: ReadonlyArray<HistoryTurn>, readTurn: TurnReader): PlannedPeriod | null {
  const years: number[] = [];
  for (const turn of earlier) {
    const period = readTurn(turn).period;
    if (period?.kind !== "years" || period.years.length !== 1) break;
    const year = period.years[0] as number;
    if (!years.includes(year)) years.push(year);
    if (years.length === 2) return { kind: "years", years: years.sort((a, b) => a - b) };
  }
  return null;
}

/** Words asking something of the two companies talked about, naming neither: "the two", "both". */
export const asksOfTheTwo = (lowers: ReadonlyArray<string>) =>
  ["the two", "both", "between them", "each other", "one another", "the pair"].some((phrase) =>
    hasPhrase(lowers, phrase),
  );

/** The last two covered companies the conversation named, the earlier first. */
function companiesTalkedAbout(earlierFirstLatest: ReadonlyArray<HistoryTurn>, readTurn: TurnReader): PlannedCompany[] {
  const found: PlannedCompany[] = [];
  for (const turn of earlierFirstLatest) {
    for (const mention of readTurn(turn).mentions.toReversed()) {
      if (!mention.entry.covered || found.some((each) => each.symbol === mention.entry.symbol)) continue;
      found.unshift({ symbol: mention.entry.symbol, name: mention.entry.name, matchedBy: "history" });
      if (found.length === 2) return found;
    }
  }
  return found;
}

/** What the conversation gives a question that leaves it out: the subject, the figures, the period. */
export interface Conversation {
  readonly companies: PlannedCompany[];
  readonly measures: PlannedMeasure[];
  readonly period: PlannedPeriod | null;
  /** The operation of the earlier question whose figures are taken ("how about Microsoft?"). */
  readonly inheritedOperation: PlannedOperation | null;
  /** The figure talked about is set against itself some years earlier: a change is asked. */
  readonly changeAgainstEarlier: boolean;
  /** The figures the conversation last named, whether or not this question names its own. */
  readonly lastMeasures: PlannedMeasure[];
  /** The last two figures the conversation named one turn each, in the order named ("the first", "the second"). */
  readonly twoTalkedAbout: PlannedMeasure[];
}

/**
 * The question read against the conversation (`history`, the user's turns read) and the page the
 * chat is on: a follow-up takes the subject, figures and period it leaves out.
 */
export function withConversation(
  now: Reading,
  asked: CompaniesAsked,
  history: ReadonlyArray<HistoryTurn>,
  directory: CompanyDirectory,
  pageSymbol: string | null | undefined,
  material: MaterialAsked | null,
): Conversation {
  let { companies } = asked;
  const { unknownCompanies } = asked;
  const readTurn = turnReader(directory);
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
  const namedOneEach: PlannedMeasure[] = [];
  for (const turn of earlier) {
    const before = readTurn(turn);
    if (lastMeasures.length === 0) lastMeasures = before.measures;
    const [only] = before.measures;
    if (
      before.measures.length === 1 &&
      only &&
      namedOneEach.length < 2 &&
      !namedOneEach.some((each) => each.id === only.id)
    )
      namedOneEach.unshift(only);
    if (subjectsFromHistory.length === 0) {
      subjectsFromHistory = before.mentions
        .filter((mention) => mention.entry.covered)
        .map((mention) => ({ symbol: mention.entry.symbol, name: mention.entry.name, matchedBy: "history" as const }));
    }
    if (measures.length === 0 && unknownCompanies.length === 0 && before.measures.length > 0 && material === null) {
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
  // "What's the avg of those two?" after two years asked one at a time: the mean over both (not
  // "what does that mean", nor "is that above average").
  const averageOfBoth =
    has(now.lowerSet, ...AVERAGE_WORDS) && BOTH_TALKED_ABOUT.some((phrase) => hasPhrase(now.lowers, phrase));
  if (now.period === null && (asksChange(now.lowerSet) || averageOfBoth))
    period = yearsTalkedAbout(earlier, readTurn) ?? period;
  // "And the year before?": a year back from the conversation's period, counting the earlier
  // follow-ups that stepped back already ("and the year before that?").
  // "Growth vs the prior year" compares with it instead: the period stays.
  // "Is that down from the prior year?": a change or a direction set against it compares too.
  const comparesWithIt =
    has(now.lowerSet, ...GROWTH_WORDS, ...UP_WORDS, ...DOWN_WORDS) ||
    has(now.lowerSet, "vs", "versus", "compare", "compared", "against", "yoy", "from", "than");
  // "Which grew faster the following year?" asks of the next year itself: the step is taken.
  const stepped = stepOf(now.lowers);
  if (now.period === null && stepped !== 0 && (stepped < 0 || !comparesWithIt) && earlier.length > 0) {
    let back = stepOf(now.lowers);
    let base: PlannedPeriod = { kind: "latest" };
    for (const turn of earlier) {
      const before = readTurn(turn);
      if (before.period !== null) {
        base = before.period;
        break;
      }
      back += stepOf(before.lowers);
    }
    period = shiftedBack(base, back);
  }
  // "How much lower is that than two years earlier?" after a question about 2024: the change from
  // the year that many years back to the year talked about.
  let changeAgainstEarlier = false;
  // "How does that stack up against the previous fiscal year?": one year back, set against it.
  // ("Growth vs the prior year" asks the change itself: its year stays.)
  const stepsBackTo =
    yearsStepped(now.lowers) ?? (stepsBack(now.lowers) && !has(now.lowerSet, ...GROWTH_WORDS) ? 1 : null);
  if (
    now.period === null &&
    stepsBackTo !== null &&
    stepsBackTo > 0 &&
    comparesWithIt &&
    period?.kind === "years" &&
    period.years.length === 1
  ) {
    const year = period.years[0] as number;
    period = { kind: "years", years: [year - stepsBackTo, year] };
    changeAgainstEarlier = true;
  }
  // "Now the gap between the two" after "Apple gross margin" and "and Microsoft's?": the two
  // companies the conversation talked about, in the order it named them.
  const bothTalkedAbout = companies.length === 0 && unknownCompanies.length === 0 && asksOfTheTwo(now.lowers);
  const talkedAbout = bothTalkedAbout ? companiesTalkedAbout(earlier, readTurn) : [];
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
  return {
    companies,
    measures,
    period,
    inheritedOperation,
    lastMeasures,
    twoTalkedAbout: namedOneEach.length === 2 ? namedOneEach : [],
    changeAgainstEarlier,
  };
}
