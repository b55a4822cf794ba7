// Runs an answer plan against a filing's own statement lines (issue 39, item 5): the figures asked
// are read from the facts the reader took from the PDF, and a derived or defined measure is
// computed from them with the facts engine's one computation. A line printed on two pages is read
// from the statement the question names, else from the statement the measure belongs to. A figure
// the filing does not hold is a gap that names it, never another line in its place.
import {
  type AnswerPlan,
  type ClassifiedPage,
  type Fact,
  type FactSource,
  type FactsTable,
  FILING_SYMBOL,
  type FilingPageClass,
  type FilingReading,
  filingPageClassWords,
  type Gap,
  lineNamedScore,
  lineNameWords,
  MEASURE_BY_ID,
  type MeasureFormula,
  type PeriodEnded,
  type PlannedMeasure,
  periodWords,
  type StatementName,
} from "@moatwise/core";
import { inUnitAsked, type LineFormula, measureComputer } from "./measureComputer";
import { addOperationFacts, type PeriodValue } from "./operationFacts";

export interface FilingFactsOptions {
  /** The PDF's name, as its sources are titled. */
  readonly filename: string;
  /** Where a page is read in the app. */
  readonly pageUrl: (pageNumber: number) => string;
}

/**
 * A column of the filing's statements: a fiscal year, a quarter (labelled "Q2 FY2023", or by its
 * end date: "three months ended July 1, 2023" on the income statement and "July 1, 2023" on the
 * balance sheet are one column), or a longer span of a quarterly report ("six months ended ...").
 */
interface FilingPeriod {
  /** As the answer writes it: the column's own label (a span's, when it has one). */
  readonly label: string;
  /** The facts' period labels it gathers. */
  readonly labels: ReadonlyArray<string>;
  readonly kind: "year" | "quarter" | "span";
  /** Orders the columns: a date in a year is after that fiscal year's column (a 10-Q's prior year end). */
  readonly key: number;
  /** Labelled by a date, as a quarterly report's columns are. */
  readonly dated: boolean;
}

const STATEMENT_CLASS: Readonly<Record<StatementName, FilingPageClass>> = {
  income: "incomeStatement",
  balance: "balanceSheet",
  cashFlow: "cashFlowStatement",
};
const PRIMARY: ReadonlySet<FilingPageClass> = new Set([
  "incomeStatement",
  "comprehensiveIncome",
  "balanceSheet",
  "cashFlowStatement",
  "equityStatement",
  "earningsTable",
]);

export const pageOfSource = (sourceId: string): number | null => {
  const match = /^page:(\d+)$/.exec(sourceId);
  return match ? Number(match[1]) : null;
};

const ANNUAL = /^FY(\d{4})$/;
const QUARTER = /^Q([1-4]) FY(\d{4})$/;
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const DATED = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+((?:19|20)\d\d)\b/i;
const QUARTER_SPAN = /\b(?:three|3|thirteen|13)[- ](?:months|weeks)\b/i;
const SPAN_YEAR_ONLY = /^(?:\w+[- ](?:months|weeks)) ended ((?:19|20)\d\d)$/i;
const LONGER_SPAN = /\b(?:six|nine|6|9|twenty-six|thirty-nine|26|39)[- ](?:months|weeks)\b/i;

const DAY_MS = 86_400_000;
/** Days since 1970 of a calendar date, to order columns and find the quarter a year before. */
const dayOf = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / DAY_MS;
/** Days a 52–53-week fiscal calendar moves a quarter's end from one year to the next, at most. */
const FISCAL_CALENDAR_SLACK_DAYS = 10;
const DAYS_A_YEAR = 365;

/** Where a fact's period label stands among the columns, or null for one the answers cannot place. */
function columnOf(label: string): Omit<FilingPeriod, "labels"> | null {
  // A fiscal year is ordered at its calendar year's start: a dated column that year is after it
  // (a quarterly report's prior year end is labelled by its fiscal year).
  const annual = ANNUAL.exec(label);
  if (annual) return { label, kind: "year", key: dayOf(Number(annual[1]), 1, 1), dated: false };
  const quarter = QUARTER.exec(label);
  if (quarter) {
    return { label, kind: "quarter", key: dayOf(Number(quarter[2]), Number(quarter[1]) * 3, 1), dated: false };
  }
  const date = DATED.exec(label);
  if (!date) {
    // A span whose heading gave only its year ("three months ended 2023"): placed mid-year, so it
    // orders against the same span a year before and the filing's other columns.
    const year = SPAN_YEAR_ONLY.exec(label)?.[1];
    if (!year) return null;
    const kind = LONGER_SPAN.test(label) ? "span" : "quarter";
    const key = dayOf(Number(year), 7, 1);
    return { label, kind, key: kind === "span" ? key + 0.5 : key, dated: true };
  }
  const key = dayOf(Number(date[3]), MONTHS.indexOf((date[1] as string).toLowerCase()) + 1, Number(date[2]));
  const kind = LONGER_SPAN.test(label) ? "span" : "quarter";
  return { label, kind, key: kind === "span" ? key + 0.5 : key, dated: true };
}

/** The filing's columns, oldest first: its fiscal years, and its quarters with their dated lines gathered. */
function periodsOf(facts: ReadonlyArray<Fact>) {
  const placed = [...new Set(facts.map((fact) => fact.period))].flatMap((label) => {
    const column = columnOf(label);
    return column ? [column] : [];
  });
  const columns = new Map<string, FilingPeriod>();
  for (const column of placed) {
    // A dated quarter's span and its balance-sheet date are one column, labelled by the span.
    const id = column.dated ? `${column.kind}@${column.key}` : column.label;
    const known = columns.get(id);
    const spanLabel = QUARTER_SPAN.test(column.label) || column.kind === "span";
    columns.set(
      id,
      known
        ? { ...known, label: spanLabel ? column.label : known.label, labels: [...known.labels, column.label] }
        : { ...column, labels: [column.label] },
    );
  }
  const sorted = [...columns.values()].sort((a, b) => a.key - b.key);
  return {
    annual: sorted.filter((each) => each.kind === "year"),
    quarters: sorted.filter((each) => each.kind === "quarter"),
    all: sorted,
  };
}

const yearOf = (period: FilingPeriod) => new Date(Math.floor(period.key) * DAY_MS).getUTCFullYear();

/**
 * The other end of an averaged balance: the latest earlier column of the same kind that prints
 * it, else (for a quarter) the latest earlier column that does, as a quarterly report's balance
 * sheet gives the last year end beside the quarter's.
 */
function columnBefore(
  ordered: ReadonlyArray<FilingPeriod>,
  period: FilingPeriod,
  prints: (column: FilingPeriod) => boolean,
): FilingPeriod | null {
  const earlier = ordered.filter(
    (each) => each.key < period.key && (each.kind === period.kind || each.kind === "year"),
  );
  const holding = earlier.filter(prints);
  return (
    holding.filter((each) => each.kind === period.kind).at(-1) ??
    (period.kind === "quarter" ? (holding.at(-1) ?? null) : null)
  );
}

/** The same quarter a year before, when the filing prints it. */
function quarterYearBefore(quarters: ReadonlyArray<FilingPeriod>, quarter: FilingPeriod): FilingPeriod | null {
  if (!quarter.dated) {
    const label = quarter.label.replace(/\d{4}$/, (year) => String(Number(year) - 1));
    return quarters.find((each) => each.label === label) ?? null;
  }
  return (
    quarters.find(
      (each) => each.dated && Math.abs(quarter.key - each.key - DAYS_A_YEAR) <= FISCAL_CALENDAR_SLACK_DAYS,
    ) ?? null
  );
}

/** The columns the test picks, as one column: a dated span and the same span headed by its year alone. */
function gathered(columns: ReadonlyArray<FilingPeriod>, picks: (column: FilingPeriod) => boolean): FilingPeriod | null {
  const picked = columns.filter(picks);
  const [first] = [...picked].sort(
    (a, b) => Number(SPAN_YEAR_ONLY.test(a.label)) - Number(SPAN_YEAR_ONLY.test(b.label)),
  );
  if (!first) return null;
  return { ...first, labels: picked.flatMap((each) => each.labels) };
}

const yearOnly = (column: FilingPeriod) => SPAN_YEAR_ONLY.test(column.label);

/**
 * A quarterly report's column named by its end date ("three months ended July 1, 2023", "at June
 * 30, 2023"), with the same span a year before for a change. A column headed by its year alone
 * ("Three Months Ended ... 2023") is that year's span of the same length.
 */
function columnsEnded(
  ordered: ReadonlyArray<FilingPeriod>,
  ended: PeriodEnded,
  change: boolean,
): FilingPeriod[] | null {
  const [year, month, day] = ended.date.split("-").map(Number) as [number, number, number];
  if (ended.months === 12) return null;
  const kinds: ReadonlyArray<FilingPeriod["kind"]> =
    ended.months === null ? ["quarter", "span"] : ended.months === 3 ? ["quarter"] : ["span"];
  const at = (endDay: number, endYear: number) => {
    for (const kind of kinds) {
      const found = gathered(
        ordered,
        (each) =>
          each.dated &&
          each.kind === kind &&
          (yearOnly(each) ? ended.months !== null && yearOf(each) === endYear : Math.abs(each.key - endDay) <= 1),
      );
      if (found) return found;
    }
    return null;
  };
  const asked = at(dayOf(year, month, day), year);
  if (!asked) return null;
  if (!change) return [asked];
  const before = at(dayOf(year - 1, month, day), year - 1);
  // A 52–53-week calendar ends the same quarter a few days apart from one year to the next.
  const near =
    before ??
    gathered(
      ordered,
      (each) =>
        each.dated &&
        each.kind === asked.kind &&
        !yearOnly(each) &&
        Math.abs(asked.key - each.key - DAYS_A_YEAR) <= FISCAL_CALENDAR_SLACK_DAYS,
    );
  return near ? [near, asked] : [asked];
}

/** Days a quarter's end date is moved back to fall in the calendar quarter it closes (July 1 closes Q2). */
const QUARTER_END_SLACK_DAYS = 15;

/**
 * A quarter named ("Q2 2023") in a report whose columns are dated: the three months ending in that
 * calendar quarter, or the year's one quarter headed by its year alone.
 */
function quarterByDate(ordered: ReadonlyArray<FilingPeriod>, quarter: number, year: number): FilingPeriod | null {
  const quarters = ordered.filter((each) => each.dated && each.kind === "quarter");
  const dated = gathered(quarters, (each) => {
    if (yearOnly(each)) return false;
    const end = new Date((each.key - QUARTER_END_SLACK_DAYS) * DAY_MS);
    return end.getUTCFullYear() === year && Math.floor(end.getUTCMonth() / 3) + 1 === quarter;
  });
  const undated = quarters.filter((each) => yearOnly(each) && yearOf(each) === year);
  if (dated)
    return undated.length === 1
      ? { ...dated, labels: [...dated.labels, ...(undated[0] as FilingPeriod).labels] }
      : dated;
  return undated.length === 1 ? (undated[0] as FilingPeriod) : null;
}

/** The columns a plan's period asks for, with a gap for those the filing does not have. */
function periodsAsked(plan: AnswerPlan, facts: ReadonlyArray<Fact>, gaps: Gap[]): FilingPeriod[] {
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
      if (annual.length > 0 && period.from < yearOf(annual[0] as FilingPeriod)) notIn(`fiscal ${period.from}`);
      return inSpan;
    }
    case "lastYears":
      if (period.count > columns.length) notIn(`the ${period.count} years asked`);
      return columns.slice(-period.count);
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

/** The line ids a measure is computed from, through the dictionary (its leaves). */
function linesOf(formula: MeasureFormula, seen = new Set<string>()): Array<{ id: string; average: boolean }> {
  const terms =
    formula.kind === "sum"
      ? formula.terms
      : formula.kind === "ratio"
        ? [
            { sign: 1 as const, id: formula.of },
            { sign: 1 as const, id: formula.to },
          ]
        : formula.kind === "expression"
          ? [...formula.numerator, ...(formula.denominator ?? [])]
          : [];
  return terms.flatMap((term) => {
    const definition = MEASURE_BY_ID.get(term.id);
    if (!definition || seen.has(term.id)) return [];
    if (definition.formula.kind === "line") return [{ id: term.id, average: term.average === true }];
    return linesOf(definition.formula, new Set([...seen, term.id])).map((each) => ({
      ...each,
      average: each.average || term.average === true,
    }));
  });
}

/**
 * Lines many filings leave out because they are the difference of two they print: eBay, Salesforce
 * print no gross profit, only revenue and cost of revenue.
 */
const LINE_IDENTITIES: Readonly<Record<string, ReadonlyArray<{ readonly id: string; readonly sign: 1 | -1 }>>> = {
  grossProfit: [
    { id: "revenue", sign: 1 },
    { id: "costOfRevenue", sign: -1 },
  ],
};

/** Columns looked back through for the latest one holding a figure. */
const LATEST_STEPS_BACK = 3;

/** A question for one figure in the filing's latest year or quarter. */
const asksLatest = (plan: AnswerPlan) =>
  plan.operation.kind === "value" &&
  ((plan.period.kind === "latest" && (plan.period.back ?? 0) === 0) || plan.period.kind === "latestQuarter");

export function runFilingPlan(plan: AnswerPlan, reading: FilingReading, options: FilingFactsOptions): FactsTable {
  const gaps: Gap[] = [];
  const facts = new Map<string, Fact>();
  const addFact = (fact: Fact) => {
    facts.set(fact.id, fact);
    return fact.id;
  };
  const classOf = new Map<number, ClassifiedPage>(reading.pages.map((page) => [page.pageNumber, page]));
  const pageClass = (fact: Fact) => classOf.get(pageOfSource(fact.sourceId) ?? -1)?.pageClass ?? "other";

  const questionWords = new Set(lineNameWords((plan.words ?? []).join(" ")));
  /** The printed line for a measure in a period: the named statement's first, then the measure's own. */
  const printed = (measureId: string, formula: LineFormula | null, period: FilingPeriod): Fact | null => {
    const candidates = reading.facts.filter(
      (fact) => fact.measure === measureId && period.labels.includes(fact.period) && typeof fact.value === "number",
    );
    const rank = (fact: Fact) => {
      const kind = pageClass(fact);
      if (plan.statement && kind === STATEMENT_CLASS[plan.statement]) return 0;
      if (formula && kind === STATEMENT_CLASS[formula.statement]) return 1;
      return PRIMARY.has(kind) ? 2 : 3;
    };
    // Two lines of one measure on the same statement (continuing operations' and the total): the
    // one the question names in its own words.
    const named = (fact: Fact) => lineNamedScore(questionWords, fact.label, true);
    return [...candidates].sort((a, b) => rank(a) - rank(b) || named(b) - named(a))[0] ?? null;
  };
  const readLine = (
    measureId: string,
    formula: LineFormula | null,
    period: FilingPeriod,
  ): { value: number | null; factId: string | null } => {
    const found = printed(measureId, formula, period);
    if (!found) return lineFromIdentity(measureId, period);
    const value = formula?.absolute ? Math.abs(found.value as number) : (found.value as number);
    const id = addFact({
      ...found,
      id: `${FILING_SYMBOL}/${measureId}/${period.label}`,
      measure: measureId,
      value,
      derivedFrom: [],
    });
    return { value, factId: id };
  };

  /** A line the filing does not print, from the lines it is the difference of (see `LINE_IDENTITIES`). */
  const lineFromIdentity = (measureId: string, period: FilingPeriod) => {
    const terms = LINE_IDENTITIES[measureId];
    if (!terms) return { value: null, factId: null };
    const parts = terms.map(({ id, sign }) => {
      const definition = MEASURE_BY_ID.get(id);
      return { sign, ...readLine(id, definition?.formula.kind === "line" ? definition.formula : null, period) };
    });
    if (parts.some((part) => part.value === null)) return { value: null, factId: null };
    const value = parts.reduce((total, part) => total + part.sign * (part.value as number), 0);
    const definition = MEASURE_BY_ID.get(measureId);
    const from = parts.flatMap((part) => (part.factId ? [part.factId] : []));
    const id = addFact({
      id: `${FILING_SYMBOL}/${measureId}/${period.label}`,
      symbol: FILING_SYMBOL,
      measure: measureId,
      label: definition?.label ?? measureId,
      period: period.label,
      value,
      unit: "usd",
      sourceId: facts.get(from[0] ?? "")?.sourceId ?? "page:0",
      derivedFrom: from,
    });
    return { value, factId: id };
  };

  const printedLine = (measureId: string, column: FilingPeriod) => {
    const definition = MEASURE_BY_ID.get(measureId);
    return printed(measureId, definition?.formula.kind === "line" ? definition.formula : null, column);
  };
  const columns = periodsAsked(plan, reading.facts, gaps);
  const ordered = periodsOf(reading.facts).all;
  const compute = measureComputer<FilingPeriod>({
    symbol: FILING_SYMBOL,
    facts,
    addFact,
    line: (measureId, formula, _label, period) => readLine(measureId, formula, period),
    before: (period, measureId) => columnBefore(ordered, period, (column) => printedLine(measureId, column) !== null),
  });

  // The plan's measures as the filing prints them: a line named in its own words stands for the measure read.
  const lineAsked = namedLine(plan, reading, pageClass);
  const measuresAsked = plan.measures.map((asked) => lineAsked(asked));
  for (const asked of measuresAsked) {
    const measure: PlannedMeasure = inUnitAsked(asked, plan);
    if (measure.formula.kind === "market" || measure.formula.kind === "profile") {
      gaps.push({
        kind: "measure",
        text: `The filing's statements do not give ${measure.label}; it comes from market data, not the filing.`,
      });
      continue;
    }
    const valueIn = (period: FilingPeriod): PeriodValue & { readonly period: FilingPeriod } => {
      // A measure the filing prints itself (its own EBITDA line) is read as printed, unless the question defines it.
      const own = !measure.defined && measure.formula.kind !== "line" ? readLine(measure.id, null, period) : null;
      if (own?.factId) return { period, ...own };
      return {
        period,
        ...compute(measure.id, measure.formula, measure.label, period, measure, `page:0`),
      };
    };
    let values = columns.map(valueIn);
    // "The latest" is the latest column that holds the figure: an earnings release's outlook column
    // ("Q4 2023") or a note's later date holds no statement lines. The answer says the period it is.
    const [only] = values;
    if (asksLatest(plan) && values.length === 1 && only && only.value === null) {
      const earlier = ordered.filter((each) => each.kind === only.period.kind && each.key < only.period.key).reverse();
      // One column at a time: a column tried is computed, and its facts kept, only until one holds the figure.
      for (const column of earlier.slice(0, LATEST_STEPS_BACK)) {
        const found = valueIn(column);
        if (found.value === null) continue;
        values = [found];
        break;
      }
    }
    for (const each of values) {
      if (each.value !== null) continue;
      gaps.push({ kind: "measure", text: missingText(measure, each.period, printed, ordered) });
    }
    addOperationFacts(plan, FILING_SYMBOL, measure, values, "page:0", addFact);
  }

  // A computed fact's page is its inputs' first page, so every fact cites a page of the filing.
  const all = [...facts.values()];
  const pageOfFact = (fact: Fact, depth = 0): string => {
    if (pageOfSource(fact.sourceId) !== 0 || depth > 8) return fact.sourceId;
    const input = fact.derivedFrom.map((id) => facts.get(id)).find((each): each is Fact => each !== undefined);
    return input ? pageOfFact(input, depth + 1) : fact.sourceId;
  };
  const sourced = all.map((fact) => ({ ...fact, sourceId: pageOfFact(fact) }));
  const sources: FactSource[] = [...new Set(sourced.map((fact) => fact.sourceId))].flatMap((sourceId) => {
    const pageNumber = pageOfSource(sourceId);
    if (!pageNumber) return [];
    const page = classOf.get(pageNumber);
    const kind = page ? filingPageClassWords(page.pageClass) : "page";
    return [
      {
        id: sourceId,
        url: options.pageUrl(pageNumber),
        title: `${options.filename}, page ${pageNumber}`,
        publisher: options.filename,
        excerpt: page?.title ? `${page.title} (${kind})` : kind,
      },
    ];
  });
  return {
    plan: { ...plan, measures: measuresAsked },
    names: { [FILING_SYMBOL]: options.filename },
    facts: sourced,
    quotes: [],
    gaps,
    sources,
  };
}

const CLASS_STATEMENT: ReadonlyMap<FilingPageClass, StatementName> = new Map(
  Object.entries(STATEMENT_CLASS).map(([statement, pageClass]) => [pageClass, statement as StatementName]),
);

/**
 * The statement line a question names in the filing's own words, in place of the dictionary's
 * broader measure it was read as: "revenues from franchised restaurants" is that line, not total
 * revenues; "long-term debt" the printed line, not debt summed. A line wins when its name holds more
 * of the question's words than any line printed for the measure (or as many, for a line the
 * dictionary does not know); a defined or computed measure is kept as asked.
 */
function namedLine(
  plan: AnswerPlan,
  reading: FilingReading,
  pageClass: (fact: Fact) => FilingPageClass,
): (measure: PlannedMeasure) => PlannedMeasure {
  if (!plan.words || plan.words.length === 0) return (measure) => measure;
  const asked = new Set(lineNameWords(plan.words.join(" ")));
  const printed = reading.facts.filter((fact) => PRIMARY.has(pageClass(fact)) && fact.derivedFrom.length === 0);
  const scored = printed.map((fact) => ({ fact, score: lineNamedScore(asked, fact.label) }));
  return (measure) => {
    if (measure.defined || measure.formula.kind !== "line") return measure;
    const own = Math.max(
      0,
      ...printed.filter((fact) => fact.measure === measure.id).map((fact) => lineNamedScore(asked, fact.label, true)),
    );
    const best = scored
      .filter(
        ({ fact, score }) =>
          fact.measure !== measure.id &&
          (score > own || (score === own && score > 0 && fact.measure.startsWith("line:"))),
      )
      .sort((a, b) => b.score - a.score)[0];
    if (!best) return measure;
    const { fact } = best;
    const known = MEASURE_BY_ID.get(fact.measure);
    if (known) return { id: known.id, label: known.label, unit: known.unit, formula: known.formula, defined: false };
    return {
      id: fact.measure,
      label: fact.label.toLowerCase(),
      unit: fact.unit,
      formula: {
        kind: "line",
        statement: CLASS_STATEMENT.get(pageClass(fact)) ?? measure.formula.statement,
        field: fact.measure,
      },
      defined: false,
    };
  };
}

/** The gap for a figure the filing does not hold: the lines it lacks, by name and period. */
function missingText(
  measure: PlannedMeasure,
  period: FilingPeriod,
  printed: (measureId: string, formula: LineFormula | null, period: FilingPeriod) => Fact | null,
  ordered: ReadonlyArray<FilingPeriod>,
): string {
  const when = periodWords(period.label);
  if (measure.formula.kind === "line") return `The filing does not show ${measure.label} for ${when}.`;
  const before = (id: string) =>
    columnBefore(ordered, period, (column) => printed(id, null, column) !== null) ??
    columnBefore(ordered, period, () => true);
  const lacking = linesOf(measure.formula).flatMap(({ id, average }) => {
    const definition = MEASURE_BY_ID.get(id);
    const formula = definition?.formula.kind === "line" ? definition.formula : null;
    const label = definition?.label ?? id;
    const periods = average ? [before(id), period] : [period];
    return periods.flatMap((each) => {
      if (!each) return [`${label} for the period before ${when}`];
      return printed(id, formula, each) ? [] : [`${label} for ${periodWords(each.label)}`];
    });
  });
  const named = [...new Set(lacking)];
  return named.length > 0
    ? `The filing does not show ${named.join(" or ")}, so its ${measure.label} for ${when} cannot be computed.`
    : `The filing's lines do not give ${measure.label} for ${when}.`;
}
