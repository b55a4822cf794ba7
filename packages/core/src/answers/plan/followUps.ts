// A follow-up read against the conversation: the year before or after, the two companies talked
// about, one figure over another named earlier.
import type { PlannedCompany, PlannedMeasure, PlannedPeriod } from "../answerTypes";
import type { CompanyDirectory } from "../companyDirectory";
import { MEASURES } from "../measures";
import { definedMeasure, labelOf } from "./formulas";
import { read } from "./reading";
import { has, hasPhrase } from "./words";

export interface HistoryTurn {
  readonly role: "user" | "assistant";
  readonly content: string;
}

/** Earlier user turns looked at for a follow-up's subject. */
export const HISTORY_TURNS_READ = 6;

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
export const stepOf = (lowers: ReadonlyArray<string>) => (stepsBack(lowers) ? 1 : stepsForward(lowers) ? -1 : 0);

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
export const asksChange = (lowerSet: ReadonlySet<string>) =>
  has(lowerSet, "growth", "grow", "grew", "change", "changed", "increase", "decline", "difference", "gap");

/** Words asking one figure over another: "the ratio of the two", "as a conversion rate", "divided". */
export const asksQuotient = (lowers: ReadonlyArray<string>, lowerSet: ReadonlySet<string>) =>
  has(lowerSet, "ratio", "conversion", "divided", "proportion") ||
  ["as a share", "as a percentage", "as a percent", "as a margin", "as a rate", "how many times"].some((phrase) =>
    hasPhrase(lowers, phrase),
  );

/** Words asking something of the two companies talked about, naming neither: "the two", "both". */
export const asksOfTheTwo = (lowers: ReadonlyArray<string>) =>
  ["the two", "both", "between them", "each other", "one another", "the pair"].some((phrase) =>
    hasPhrase(lowers, phrase),
  );

/** The last two covered companies the conversation named, the earlier first. */
export function companiesTalkedAbout(
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
export const quotientOperand = (measure: PlannedMeasure | undefined) =>
  measure !== undefined && !measure.defined && measure.unit === "usd";

/**
 * One figure over another, as a defined measure is: the dictionary's name when it holds that
 * quotient ("debt-to-equity", "operating margin"), else the two figures' labels.
 */
export function derivedQuotient(top: PlannedMeasure, bottom: PlannedMeasure, unit: "percent" | "ratio" | "perShare") {
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
