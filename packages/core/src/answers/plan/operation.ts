// The operation asked (a value, a trend, growth, CAGR, a total, an average) and across what
// (each company, a comparison, a ranking, a share of a combined whole).
import type { PlannedOperation, PlannedPeriod } from "../answerTypes";
import { COMPANY_GAP_PHRASES, DIFFERENCE_WORDS } from "./lexicon/differenceWords";
import { AVERAGE_WORDS } from "./lexicon/measureWords";
import {
  AGAINST_PRIOR_PHRASES,
  AGAINST_PRIOR_WORDS,
  CAGR_WORDS,
  FALL_VERBS,
  GROWTH_WORDS,
  HIGH_ORDER_WORDS,
  LOW_ORDER_WORDS,
  SUPERLATIVE_WORDS,
  TOTAL_WORDS,
  TREND_WORDS,
} from "./lexicon/operationWords";
import { has, hasPhrase } from "./words";

/** Words after "most" that make it a period's ("most recent"), not an order. */
const RECENT_AFTER_MOST = new Set(["recent", "recently", "current", "latest"]);

/** Two periods named, as a change between them needs. */
const twoPeriods = (period: PlannedPeriod | null) =>
  period !== null &&
  ((period.kind === "years" && period.years.length >= 2) ||
    (period.kind === "quarters" && period.quarters.length >= 2) ||
    period.kind === "range");

export function readOperation(
  lowers: ReadonlyArray<string>,
  lowerSet: ReadonlySet<string>,
  period: PlannedPeriod | null,
  companyCount: number,
  sector: string | null,
  shareOfCompanies: boolean,
): PlannedOperation {
  const cagr =
    has(lowerSet, ...CAGR_WORDS) || hasPhrase(lowers, "per year on average") || hasPhrase(lowers, "a year on average");
  const growth =
    has(lowerSet, ...GROWTH_WORDS) ||
    // "The difference between 2022 and 2023" is a change; between two companies it is a comparison.
    (lowerSet.has("difference") && companyCount <= 1) ||
    // "By how much did 2020's exceed 2019's", "fall short of the same period": one company's change
    // between two periods (not "did revenue exceed $100 billion", nor "short-term investments").
    ((has(lowerSet, "exceed", "exceeded", "exceeds") ||
      ["fall short", "fell short", "falls short", "fallen short"].some((phrase) => hasPhrase(lowers, phrase))) &&
      companyCount <= 1 &&
      twoPeriods(period)) ||
    // A period against the one before it.
    AGAINST_PRIOR_PHRASES.some((phrase) => hasPhrase(lowers, phrase)) ||
    has(lowerSet, ...AGAINST_PRIOR_WORDS);
  const total =
    has(lowerSet, ...TOTAL_WORDS) &&
    period !== null &&
    ["range", "since", "lastYears"].includes(period.kind) &&
    !shareOfCompanies &&
    // "The total % change", "overall growth": the whole change, not a sum of the years.
    !(growth && !has(lowerSet, "sum", "cumulative", "cumulatively", "altogether", "combined"));
  const many =
    period !== null &&
    (["range", "since", "lastYears"].includes(period.kind) || (period.kind === "years" && period.years.length > 1));
  const trendWords =
    has(lowerSet, ...TREND_WORDS) ||
    hasPhrase(lowers, "over time") ||
    hasPhrase(lowers, "each year") ||
    hasPhrase(lowers, "by year");
  const average =
    has(lowerSet, ...AVERAGE_WORDS) &&
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
  const superlative = has(lowerSet, ...SUPERLATIVE_WORDS);
  const across: PlannedOperation["across"] = shareOfCompanies
    ? "shareOf"
    : sector !== null || (companyCount >= 3 && superlative)
      ? "rank"
      : companyCount >= 2
        ? "compare"
        : "each";
  const difference =
    across === "compare" &&
    (has(lowerSet, ...DIFFERENCE_WORDS) || COMPANY_GAP_PHRASES.some((phrase) => hasPhrase(lowers, phrase)));
  return difference ? { kind, across, difference } : { kind, across };
}

/**
 * Whether the figures are asked lowest first ("which paid the lowest tax rate", "who carries less
 * debt"), from the words no other reader took: not a measure's ("bottom line"), a threshold's ("at
 * least 20%") or a definition's ("revenue less cost of sales"), nor the period's "most recent".
 */
export function asksLowestFirst(lowers: ReadonlyArray<string>, taken: ReadonlySet<number>): boolean {
  const free = (index: number) => !taken.has(index);
  const low = lowers.some((word, index) => free(index) && LOW_ORDER_WORDS.includes(word));
  const high = lowers.some(
    (word, index) =>
      free(index) &&
      HIGH_ORDER_WORDS.includes(word) &&
      !(word === "most" && RECENT_AFTER_MOST.has(lowers[index + 1] ?? "")),
  );
  // "Which stock fell the most": the most of a fall is the lowest change.
  // The fall must be the ranked figure's own ("fell the most"), not a clause beside it ("despite declining margins").
  const fallen = lowers.some(
    (word, index) =>
      free(index) &&
      FALL_VERBS.has(word) &&
      lowers
        .slice(index + 1, index + 3)
        .some((next) => HIGH_ORDER_WORDS.includes(next) || LOW_ORDER_WORDS.includes(next)),
  );
  return fallen ? high && !low : low && !high;
}

/** Whether the question asks how many times a figure grew: "multiplied", "how many times", "-fold". */
export const asksMultiplied = (lowers: ReadonlyArray<string>) =>
  lowers.some(
    (word, index) =>
      /^multipl(?:y|ied|ies|ying)$/.test(word) ||
      /^\w+-?fold$/.test(word) ||
      (word === "times" && ["many", "much"].includes(lowers[index - 1] ?? "")),
  );
