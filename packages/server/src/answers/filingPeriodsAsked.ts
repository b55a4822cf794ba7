// The columns of a filing a plan's period asks for (issue 39, item 5): the latest year or quarter,
// the quarters, years or span named, with a gap for those the filing does not print.
import { type AnswerPlan, anchoredYears, type Fact, type Gap, periodWords } from "@moatwise/core";
import {
  columnsEnded,
  type FilingPeriod,
  periodsOf,
  QUARTER,
  quarterByDate,
  quarterYearBefore,
  yearOf,
} from "./filingColumns";

/** "fiscal 2020, fiscal 2021 and fiscal 2022". */
const listed = (items: ReadonlyArray<string>) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

/** The columns a plan's period asks for, with a gap for those the filing does not have. */
export function periodsAsked(plan: AnswerPlan, facts: ReadonlyArray<Fact>, gaps: Gap[]): FilingPeriod[] {
  const { annual, quarters } = periodsOf(facts);
  // A quarterly report's balance sheet also prints the last year end (FY2022 beside Q2 FY2023, or
  // beside "July 1, 2023"): its latest column is the quarter's, unless the filing's years reach as far.
  const lastYear = annual.length > 0 ? yearOf(annual.at(-1) as FilingPeriod) : Number.NEGATIVE_INFINITY;
  const lastQuarter = quarters.at(-1);
  const quarterly = lastQuarter !== undefined && (lastQuarter.dated || yearOf(lastQuarter) > lastYear);
  const columns = quarterly ? quarters : annual;
  if (columns.length === 0) return [];
  const change = plan.operation.kind === "growth" || plan.operation.kind === "cagr";
  const latest = (rows: ReadonlyArray<FilingPeriod>) => (change ? rows.slice(-2) : rows.slice(-1));
  const covered = () =>
    [
      annual.length > 0
        ? `fiscal ${[...new Set([annual[0], annual.at(-1)].map((each) => yearOf(each as FilingPeriod)))].join("–")}`
        : "",
      quarters.map((each) => periodWords(each.label)).join(", "),
    ]
      .filter(Boolean)
      .join(" and ");
  const notIn = (asked: string) =>
    gaps.push({ kind: "year", text: `The filing's statements cover ${covered()}; ${asked} is not in them.` });
  /** A span reaching back before the filing's first column: the years it has, and that the figures are over them. */
  const shortSpan = (asked: string, held: ReadonlyArray<FilingPeriod>) => {
    if (held.length === 0) return notIn(asked);
    const years = held.map((each) => periodWords(each.label));
    const over = years.length > 1 ? `${years[0]} to ${years.at(-1)}` : years[0];
    gaps.push({
      kind: "span",
      text: `The filing's statements hold ${listed(years)} only, not ${asked}: the figures below are over ${over}.`,
    });
  };
  /** The latest quarter, with the same quarter a year before for a change (when the filing prints it). */
  const latestQuarterAsked = () => {
    const last = quarters.at(-1) as FilingPeriod;
    if (!change) return [last];
    const yearBefore = quarterYearBefore(quarters, last);
    if (yearBefore) return [yearBefore, last];
    // A dated quarter's neighbour may be a balance sheet date: no change is computed from it.
    if (last.dated) {
      gaps.push({
        kind: "year",
        text: `The filing does not print the quarter a year before ${periodWords(last.label)}.`,
      });
      return [last];
    }
    return quarters.slice(-2);
  };
  const period = plan.period;
  if (period.kind === "years" && period.ended) {
    const ended = columnsEnded(periodsOf(facts).all, period.ended, change);
    if (ended) return ended;
  }
  if (period.kind === "latest" && (period.back ?? 0) === 0 && quarterly && change) return latestQuarterAsked();
  switch (period.kind) {
    case "latestQuarter": {
      if (quarters.length === 0) {
        gaps.push({
          kind: "year",
          text: "The filing's statements have no quarterly columns; here is its latest year.",
        });
        return latest(annual);
      }
      return latestQuarterAsked();
    }
    case "quarters": {
      const found = period.quarters.flatMap(({ quarter, year }) => {
        const column =
          quarters.find((each) => each.label === `Q${quarter} FY${year}`) ?? quarterByDate(quarters, quarter, year);
        if (!column) notIn(`Q${quarter} of fiscal ${year}`);
        return column ? [column] : [];
      });
      const [one] = period.quarters;
      if (change && found.length === 1 && one) {
        const byDate = QUARTER.test((found[0] as FilingPeriod).label)
          ? null
          : quarterByDate(quarters, one.quarter, one.year - 1);
        const yearBefore = byDate ?? quarterYearBefore(quarters, found[0] as FilingPeriod);
        return yearBefore ? [yearBefore, ...found] : found;
      }
      return found;
    }
    case "years": {
      const found = [...period.years]
        .sort((a, b) => a - b)
        .flatMap((year) => {
          const column = annual.find((each) => yearOf(each) === year);
          if (!column) notIn(`fiscal ${year}`);
          return column ? [column] : [];
        });
      if (change && found.length === 1) {
        const before = annual.find((each) => yearOf(each) === yearOf(found[0] as FilingPeriod) - 1);
        return before ? [before, ...found] : found;
      }
      return found;
    }
    case "range":
    case "since": {
      const to = period.kind === "range" ? period.to : Number.POSITIVE_INFINITY;
      const inSpan = annual.filter((each) => yearOf(each) >= period.from && yearOf(each) <= to);
      if (annual.length > 0 && period.from < yearOf(annual[0] as FilingPeriod)) {
        shortSpan(period.kind === "range" ? `fiscal ${period.from} to ${period.to}` : `fiscal ${period.from}`, inSpan);
      }
      return inSpan;
    }
    case "lastYears": {
      const anchored = anchoredYears(period, period.count);
      if (anchored) {
        const inSpan = annual.filter((each) => yearOf(each) >= anchored.from && yearOf(each) <= anchored.to);
        if (inSpan.length < period.count) shortSpan(`fiscal ${anchored.from} to ${anchored.to}`, inSpan);
        return inSpan;
      }
      if (period.count > columns.length) shortSpan(`the ${period.count} years asked`, columns);
      return columns.slice(-period.count);
    }
    case "ttm":
      gaps.push({
        kind: "year",
        text: "The filing does not give trailing-twelve-month figures; here is its latest column.",
      });
      return latest(columns);
    case "latest": {
      const back = period.back ?? 0;
      if (back >= columns.length) {
        notIn(`the period ${back} before its latest`);
        return [];
      }
      const kind = plan.operation.kind;
      if (back === 0 && (kind === "trend" || kind === "average" || kind === "total" || kind === "cagr")) {
        return columns;
      }
      const end = columns.length - back;
      return columns.slice(Math.max(0, end - (change ? 2 : 1)), end);
    }
    default:
      return latest(columns);
  }
}
