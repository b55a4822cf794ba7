// Runs an answer plan against the one MarketData the server built (issue 33): each figure the
// plan asks for becomes a fact with its value, unit, period and source, a derived figure naming
// the facts it is computed from; what the data cannot serve becomes a gap, said first.
import type {
  AnswerPlan,
  Fact,
  FactSource,
  FactsTable,
  Gap,
  KnownCompany,
  MeasureFormula,
  PlannedMeasure,
  PriceBar,
  SignedTerm,
} from "@moatwise/core";
import {
  absentGapText,
  type CompanyKind,
  forecastGapText,
  gapSaid,
  MEASURE_BY_ID,
  notMeaningfulFor,
  refusesHeadCountHistory,
  shortName,
  unreadWordsText,
} from "@moatwise/core";
import type { MarketFacts, StatementRows } from "./ports";
import { calendarRows, type PeriodRow, type Row, trailingRow } from "./quarterRows";

export interface FactsEngineOptions {
  /** The companies the data covers (for ranking a sector and naming the set's size). */
  readonly covered: ReadonlyArray<KnownCompany>;
}

const TRADING_DAYS_A_YEAR = 252;
const TREND_YEARS = 5;

const publisherOf = (provider: string) => (provider === "sample" ? "Moatwise sample data" : provider);

/** The statements of one company, by fiscal year (oldest first) and its quarters (oldest first). */
async function statementsOf(market: MarketFacts, symbol: string) {
  const load = async (period: "annual" | "quarter") => {
    const [income, balance, cashFlow] = await Promise.all([
      market.statements(symbol, "income", period),
      market.statements(symbol, "balance", period),
      market.statements(symbol, "cashFlow", period),
    ]);
    const rows: PeriodRow[] = income.data.flatMap((row, index) => {
      const sheet = balance.data.find((other) => other.date === row.date) ?? balance.data[index];
      const cash = cashFlow.data.find((other) => other.date === row.date) ?? cashFlow.data[index];
      if (!sheet || !cash) return [];
      const label = period === "annual" ? `FY${row.fiscalYear}` : `${row.period} FY${row.fiscalYear}`;
      return [{ label, row: { income: row, balance: sheet, cashFlow: cash } }];
    });
    return { rows: rows.reverse(), provider: income.provenance.provider };
  };
  const [annual, quarter] = await Promise.all([load("annual"), load("quarter").catch(() => null)]);
  return { annual: annual.rows, quarters: quarter?.rows ?? [], provider: annual.provider };
}

type Statements = Awaited<ReturnType<typeof statementsOf>>;

const yearOfLabel = (label: string) => Number(label.replace(/^.*(?:FY|CY)/, ""));

export interface Computed {
  readonly value: number | null;
  readonly factId: string | null;
}

/** What a line resolver is given: the measure, its formula, and the period to read it in. */
export type LineFormula = Extract<MeasureFormula, { kind: "line" }>;

export interface MeasureComputerOptions<Period extends { readonly label: string }> {
  readonly symbol: string;
  /** The facts found so far, by id: a measure computed twice in a period is one fact. */
  readonly facts: ReadonlyMap<string, Fact>;
  readonly addFact: (fact: Fact) => string;
  /** A statement line in a period, as a fact (the resolver adds it), or no value. */
  readonly line: (
    measureId: string,
    formula: LineFormula,
    label: string,
    period: Period,
    unitLabel: { label: string; unit: Fact["unit"] },
    sourceId: string,
  ) => Computed;
  /** A market figure as a term of a defined measure. */
  readonly market?: (field: string) => Computed;
  /** The period before, for a balance (`measureId`) averaged over two period ends. */
  readonly before?: (period: Period, measureId: string) => Period | null;
}

export type ComputeMeasure<Period> = (
  measureId: string,
  formula: MeasureFormula,
  label: string,
  period: Period,
  unitLabel: { label: string; unit: Fact["unit"] },
  sourceId: string,
) => Computed;

/**
 * Computes a measure in a period from its formula, each part a fact of its own that the result
 * names: the one computation of derived and defined measures, over a provider's statements or a
 * filing's lines (which differ only in how a line is read).
 */
export function measureComputer<Period extends { readonly label: string }>(
  options: MeasureComputerOptions<Period>,
): ComputeMeasure<Period> {
  const { symbol, facts, addFact } = options;
  const compute: ComputeMeasure<Period> = (measureId, formula, label, period, unitLabel, sourceId) => {
    const id = `${symbol}/${measureId}/${period.label}`;
    const known = facts.get(id);
    if (known) return { value: typeof known.value === "number" ? known.value : null, factId: id };
    const partIn = (term: string, at: Period): Computed => {
      const definition = MEASURE_BY_ID.get(term);
      if (!definition) return { value: null, factId: null };
      if (definition.formula.kind === "market") return options.market?.(definition.formula.field) ?? noValue;
      return compute(term, definition.formula, definition.label, at, definition, sourceId);
    };
    const part = (term: SignedTerm): Computed => {
      if (!term.average) return partIn(term.id, period);
      // The mean of the balance at this period's end and at the end of the one before.
      const before = options.before?.(period, term.id) ?? null;
      const end = partIn(term.id, period);
      const start = before ? partIn(term.id, before) : noValue;
      if (!before || end.value === null || start.value === null) return noValue;
      const averageLabel = `average ${MEASURE_BY_ID.get(term.id)?.label ?? term.id}`;
      const value = (start.value + end.value) / 2;
      return {
        value,
        factId: addFact({
          id: `${symbol}/${term.id}Average/${before.label}-${period.label}`,
          symbol,
          measure: `${term.id}Average`,
          label: averageLabel,
          period: `${before.label}–${period.label}`,
          value,
          unit: MEASURE_BY_ID.get(term.id)?.unit ?? "usd",
          sourceId,
          derivedFrom: [start.factId, end.factId].filter((each): each is string => each !== null),
        }),
      };
    };
    const sumOf = (terms: ReadonlyArray<SignedTerm>) => {
      const parts = terms.map((term) => ({ ...part(term), sign: term.sign }));
      if (parts.some((each) => each.value === null)) return { value: null, from: [] as string[] };
      return {
        value: parts.reduce((total, each) => total + each.sign * (each.value as number), 0),
        from: parts.flatMap((each) => (each.factId ? [each.factId] : [])),
      };
    };
    let value: number | null = null;
    let from: string[] = [];
    switch (formula.kind) {
      case "line":
        return options.line(measureId, formula, label, period, unitLabel, sourceId);
      case "sum": {
        ({ value, from } = sumOf(formula.terms));
        break;
      }
      case "ratio":
      case "expression": {
        const top = formula.kind === "ratio" ? sumOf([{ sign: 1, id: formula.of }]) : sumOf(formula.numerator);
        const bottom =
          formula.kind === "ratio"
            ? sumOf([{ sign: 1, id: formula.to }])
            : formula.denominator
              ? sumOf(formula.denominator)
              : { value: 1, from: [] };
        from = [...top.from, ...bottom.from];
        value =
          top.value === null || bottom.value === null || bottom.value === 0
            ? null
            : (top.value / bottom.value) * (formula.percent ? 100 : 1);
        break;
      }
      default:
        value = null;
    }
    if (value === null) return noValue;
    addFact({
      id,
      symbol,
      measure: measureId,
      label: unitLabel.label || label,
      period: period.label,
      value,
      unit: unitLabel.unit,
      sourceId,
      derivedFrom: from,
    });
    return { value, factId: id };
  };
  return compute;
}

const noValue: Computed = { value: null, factId: null };

/** A ratio asked "as a percentage" is computed in percent. */
export function inUnitAsked(measure: PlannedMeasure, plan: AnswerPlan): PlannedMeasure {
  if (!plan.rounding.percent || measure.unit !== "ratio") return measure;
  const { formula } = measure;
  if (formula.kind !== "ratio" && formula.kind !== "expression") return measure;
  return { ...measure, unit: "percent", formula: { ...formula, percent: true } };
}

/** A measure's value in each period asked, with its periods' labels and fact ids. */
export interface PeriodValue {
  readonly period: { readonly label: string };
  readonly value: number | null;
  readonly factId: string | null;
}

/**
 * The facts an operation asks over a measure's values (oldest first): its growth or CAGR and the
 * change, its average, or its total.
 */
export function addOperationFacts(
  plan: AnswerPlan,
  symbol: string,
  measure: PlannedMeasure,
  values: ReadonlyArray<PeriodValue>,
  sourceId: string,
  addFact: (fact: Fact) => string,
): void {
  const known = values.filter((each) => each.value !== null && each.factId);
  const first = known[0];
  const last = known.at(-1);
  if ((plan.operation.kind === "growth" || plan.operation.kind === "cagr") && first && last && first !== last) {
    const start = first.value as number;
    const end = last.value as number;
    const years = yearOfLabel(last.period.label) - yearOfLabel(first.period.label);
    const cagr = plan.operation.kind === "cagr" && start > 0 && end > 0 && years > 0;
    const change =
      measure.unit === "percent"
        ? end - start
        : cagr
          ? ((end / start) ** (1 / years) - 1) * 100
          : ((end - start) / Math.abs(start)) * 100;
    addFact({
      id: `${symbol}/${measure.id}${cagr ? "Cagr" : "Growth"}/${first.period.label}-${last.period.label}`,
      symbol,
      measure: `${measure.id}${cagr ? "Cagr" : "Growth"}`,
      label:
        measure.unit === "percent"
          ? `change in ${measure.label} (percentage points)`
          : cagr
            ? `${measure.label} CAGR`
            : `${measure.label} growth`,
      period: `${first.period.label}–${last.period.label}`,
      value: change,
      unit: measure.unit === "percent" ? "points" : "percent",
      sourceId,
      derivedFrom: [first.factId as string, last.factId as string],
    });
  }
  // A change in money or a count is also said as the difference ("the swing"), not only in percent.
  if (plan.operation.kind === "growth" && first && last && first !== last && measure.unit !== "percent") {
    addFact({
      id: `${symbol}/${measure.id}Change/${first.period.label}-${last.period.label}`,
      symbol,
      measure: `${measure.id}Change`,
      label: `change in ${measure.label}`,
      period: `${first.period.label}–${last.period.label}`,
      value: (last.value as number) - (first.value as number),
      unit: measure.unit,
      sourceId,
      derivedFrom: [first.factId as string, last.factId as string],
    });
  }
  if (plan.operation.kind === "average" && known.length > 1 && first && last) {
    addFact({
      id: `${symbol}/${measure.id}Average/${first.period.label}-${last.period.label}`,
      symbol,
      measure: `${measure.id}Average`,
      label: `average ${measure.label}`,
      period: `${first.period.label}–${last.period.label}`,
      value: known.reduce((total, each) => total + (each.value as number), 0) / known.length,
      unit: measure.unit,
      sourceId,
      derivedFrom: known.map((each) => each.factId as string),
    });
  }
  if (plan.operation.kind === "total" && known.length > 1 && first && last && measure.unit === "usd") {
    addFact({
      id: `${symbol}/${measure.id}Total/${first.period.label}-${last.period.label}`,
      symbol,
      measure: `${measure.id}Total`,
      label: `${measure.label} in total`,
      period: `${first.period.label}–${last.period.label}`,
      value: known.reduce((total, each) => total + (each.value as number), 0),
      unit: "usd",
      sourceId,
      derivedFrom: known.map((each) => each.factId as string),
    });
  }
}

export async function runPlan(plan: AnswerPlan, market: MarketFacts, options: FactsEngineOptions): Promise<FactsTable> {
  const gaps: Gap[] = [];
  const facts = new Map<string, Fact>();
  const sources = new Map<string, FactSource>();
  const names: Record<string, string> = {};
  const offline = !market.covers("ZZZZ-NOT-LISTED") && options.covered.length < 100;
  const coveredCount = options.covered.length;

  for (const refusal of plan.refusals) {
    if (refusal.kind === "forecast") {
      gaps.push({ kind: "forecast", text: forecastGapText(false) });
    } else if (refusal.kind === "advice") {
      gaps.push({
        kind: "advice",
        text: "Moatwise gives no buy or sell advice; here is what the data says about the company.",
      });
    } else if (refusal.kind === "segment") {
      gaps.push({
        kind: "segment",
        text: `Segment figures${refusal.about ? ` (such as ${refusal.about})` : ""} are not in the data, which holds company-wide statements; here are the company-wide figures.`,
      });
    } else if (refusal.kind === "intraday") {
      gaps.push({
        kind: "intraday",
        text: "Intraday and live prices are not in the data, which holds daily closes; here is the latest close.",
      });
    } else if (refusal.kind === "absent") {
      gaps.push({
        kind: "absent",
        text: absentGapText(absentNamed(refusal.about, refusal.lacks), refusal.lacks),
      });
    }
  }
  for (const unknown of plan.unknownCompanies) {
    const who = !unknown.name
      ? unknown.asWritten
      : unknown.asWritten.toUpperCase() === unknown.symbol
        ? `${unknown.symbol} (${unknown.name})`
        : `${asListed(unknown.asWritten, unknown.name)} (${unknown.symbol})`;
    gaps.push({
      kind: "company",
      text: offline
        ? `${who} is not in the offline data set (${coveredCount} companies); with SEC EDGAR live it would be.`
        : `${who} is not in the data Moatwise's providers hold.`,
    });
  }

  const symbols = plan.sector
    ? await companiesOfSector(market, options.covered, plan.sector)
    : plan.everyCovered
      ? everyCoveredSymbols(options.covered, gaps)
      : plan.companies.map((company) => company.symbol);
  for (const company of options.covered) if (symbols.includes(company.symbol)) names[company.symbol] = company.name;
  for (const company of plan.companies) names[company.symbol] = company.name;
  if (symbols.length === 0) {
    if (plan.unknownCompanies.length === 0 && plan.measures.length > 0 && !plan.everyCovered) {
      gaps.push({
        kind: "noCompany",
        text: "The question names no company the data covers; name one to get its figures.",
      });
    }
    return { plan, names, facts: [], quotes: [], gaps, sources: [] };
  }

  const yearGaps = new Set<string>();
  for (const symbol of symbols) {
    const name = names[symbol] ?? symbol;
    let statements: Statements | null = null;
    const statementsLoaded = async () => {
      statements ??= await statementsOf(market, symbol).catch(() => ({ annual: [], quarters: [], provider: "" }));
      return statements;
    };
    const statementSource = (provider: string) => {
      const id = `statements:${symbol}`;
      if (!sources.has(id)) {
        sources.set(id, {
          id,
          url: `/stock/${encodeURIComponent(symbol)}?section=financials`,
          title: `${name}: financial statements`,
          publisher: publisherOf(provider),
          excerpt: `${name}'s income statement, balance sheet and cash flow statement, annual and quarterly.`,
        });
      }
      return id;
    };
    const addFact = (fact: Fact) => {
      facts.set(fact.id, fact);
      return fact.id;
    };
    // A measure the question defines may use market data ("(dividends + buybacks) / market cap"):
    // the last close, and the market cap at it, are loaded once for it.
    const usesMarket = plan.measures.some(
      (measure) =>
        measure.formula.kind === "expression" &&
        [...measure.formula.numerator, ...(measure.formula.denominator ?? [])].some(
          (term) => MEASURE_BY_ID.get(term.id)?.formula.kind === "market",
        ),
    );
    const lastClose = usesMarket ? await lastCloseOf(market, symbol, name, sources) : null;
    // The latest diluted share count, as the valuation measures' market cap uses.
    const latestShares = usesMarket
      ? await statementsLoaded().then((loaded) => {
          const row = loaded.quarters.at(-1) ?? loaded.annual.at(-1);
          const shares = row?.row.income.weightedAverageShsOutDil;
          return row && typeof shares === "number" ? { row, shares, provider: loaded.provider } : null;
        })
      : null;
    /** A market figure as a term of a defined measure: the last close, or the market cap at it. */
    const marketTerm = (field: string): Computed => {
      if (!lastClose) return { value: null, factId: null };
      const { bar, sourceId } = lastClose;
      const closeId = addFact({
        id: `${symbol}/close/${bar.date}`,
        symbol,
        measure: "close",
        label: "close",
        period: bar.date,
        value: bar.close,
        unit: "perShare",
        sourceId,
        derivedFrom: [],
      });
      if (field === "close") return { value: bar.close, factId: closeId };
      if (field !== "marketCap" || !latestShares) return { value: null, factId: null };
      const { row, shares } = latestShares;
      const sharesId = addFact({
        id: `${symbol}/dilutedShares/${row.label}`,
        symbol,
        measure: "dilutedShares",
        label: "diluted shares",
        period: row.label,
        value: shares,
        unit: "shares",
        sourceId: statementSource(latestShares.provider),
        derivedFrom: [],
      });
      const value = bar.close * shares;
      return {
        value,
        factId: addFact({
          id: `${symbol}/marketCap/${bar.date}`,
          symbol,
          measure: "marketCap",
          label: "market capitalisation",
          period: bar.date,
          value,
          unit: "usd",
          sourceId,
          derivedFrom: [closeId, sharesId],
        }),
      };
    };

    /** A measure's value in one period row, each part a fact of its own. */
    const compute = measureComputer<PeriodRow>({
      symbol,
      facts,
      addFact,
      market: marketTerm,
      line: (measureId, formula, label, period, unitLabel, sourceId) => {
        const raw = (period.row[formula.statement] as unknown as Record<string, unknown>)[formula.field];
        if (typeof raw !== "number" || !Number.isFinite(raw)) return noValue;
        const value = formula.absolute ? Math.abs(raw) : raw;
        const id = addFact({
          id: `${symbol}/${measureId}/${period.label}`,
          symbol,
          measure: measureId,
          label: unitLabel.label || label,
          period: period.label,
          value,
          unit: unitLabel.unit,
          sourceId,
          derivedFrom: [],
        });
        return { value, factId: id };
      },
      before: (period) => {
        const rows = statements?.annual.includes(period) ? statements.annual : (statements?.quarters ?? []);
        const at = rows.indexOf(period);
        // A year's average balance is over the year's two ends; a quarter's over the quarter's.
        return at > 0 ? (rows[at - 1] as PeriodRow) : null;
      },
    });

    for (const asked of plan.measures) {
      const measure = inUnitAsked(asked, plan);
      if (measure.formula.kind === "profile") {
        // A profile's count (head count) is today's: a past year or a change asked of it is said missing.
        const historyAsked = plan.operation.kind !== "value" || (plan.periodAsked && plan.period.kind !== "latest");
        const text = `The data does not hold past figures for ${measure.label}: only the latest company profile's count, given below.`;
        const saidOnce = refusesHeadCountHistory(plan) || gaps.some((gap) => gap.text === text);
        if (measure.unit === "count" && historyAsked && !saidOnce) {
          gaps.push({ kind: "absent", text });
        }
        await profileFact(market, symbol, name, measure, sources, addFact);
        continue;
      }
      if (measure.formula.kind === "market") {
        await marketFact(
          market,
          symbol,
          name,
          measure,
          plan,
          sources,
          addFact,
          gaps,
          await statementsLoaded(),
          statementSource,
          compute,
        );
        continue;
      }
      const loaded = await statementsLoaded();
      if (loaded.annual.length === 0) {
        gaps.push({ kind: "measure", text: `${shortName(name)}'s financial statements are not in the data.` });
        continue;
      }
      // A measure that means nothing for this kind of company is said so, with why (issue 44, item 5).
      const notMeaningful = notMeaningfulFor(measure, await companyKindOf(market, symbol, loaded));
      if (notMeaningful) {
        if (!gaps.some((gap) => gap.text === notMeaningful)) gaps.push({ kind: "measure", text: notMeaningful });
        continue;
      }
      const sourceId = statementSource(loaded.provider);
      const rows = periodRows(plan, loaded, yearGaps, gaps);
      const values = rows.map((period) => ({
        period,
        ...compute(measure.id, measure.formula, measure.label, period, measure, sourceId),
      }));
      const missing = values.filter((each) => each.value === null);
      if (missing.length > 0 && missing.length === values.length) {
        gaps.push({
          kind: "measure",
          text: `${shortName(name)}'s ${measure.label} is not in the data for ${missing.map((each) => each.period.label.replace("FY", "fiscal ")).join(", ")}.`,
        });
      }
      addOperationFacts(plan, symbol, measure, values, sourceId, addFact);
    }
  }
  // The refusal leads in to the figures only when there are some (a writer re-says it by what it writes).
  // Words no reader read: said before the figures (after what is refused), so no figure stands for
  // a question it did not answer.
  if (plan.unread && plan.unread.length > 0 && facts.size > 0) {
    const refused = gaps.findLastIndex((gap) => ["forecast", "advice", "intraday"].includes(gap.kind));
    gaps.splice(refused + 1, 0, { kind: "unread", text: unreadWordsText(plan.unread) });
  }
  const said = gaps.map((gap) => ({ ...gap, text: gapSaid(gap, facts.size > 0) }));
  return { plan, names, facts: [...facts.values()], quotes: [], gaps: said, sources: [...sources.values()] };
}

/** A company's daily prices with their source recorded, or null when the data has none. */
async function pricesOf(market: MarketFacts, symbol: string, name: string, sources: Map<string, FactSource>) {
  const prices = await market.historicalPrices(symbol).catch(() => null);
  const last = prices?.data.at(-1);
  if (!prices || !last) return null;
  const sourceId = `prices:${symbol}`;
  sources.set(sourceId, {
    id: sourceId,
    url: `/stock/${encodeURIComponent(symbol)}?section=chart`,
    title: `${name}: daily share prices`,
    publisher: publisherOf(prices.provenance.provider),
    excerpt: `${name}'s daily open, high, low and close to ${last.date}.`,
    date: last.date,
  });
  return { bars: prices.data, last, sourceId };
}

/** The last close of a company's prices, and their source, for a defined measure that uses it. */
async function lastCloseOf(market: MarketFacts, symbol: string, name: string, sources: Map<string, FactSource>) {
  const prices = await pricesOf(market, symbol, name, sources);
  return prices ? { bar: prices.last, sourceId: prices.sourceId } : null;
}

/** Companies ranked at once when a question asks of every covered one: a screener's job beyond it. */
const EVERY_COVERED_MAX = 100;

/** Every covered company, when there are few enough to rank in one answer; else none, and the gap said. */
function everyCoveredSymbols(covered: ReadonlyArray<KnownCompany>, gaps: Gap[]): string[] {
  if (covered.length <= EVERY_COVERED_MAX) return covered.map((company) => company.symbol);
  gaps.push({
    kind: "noCompany",
    text: `Ranking all ${covered.length} companies the data covers is a screener's job; name the companies to compare.`,
  });
  return [];
}

async function companiesOfSector(market: MarketFacts, covered: ReadonlyArray<KnownCompany>, sector: string) {
  const profiles = await Promise.all(covered.map((company) => market.profile(company.symbol).catch(() => null)));
  return profiles.flatMap((profile) => (profile && profile.sector === sector ? [profile.symbol] : []));
}

/** The rows a plan's period asks for, with a gap for years the data does not hold. */
function periodRows(plan: AnswerPlan, statements: Statements, yearGaps: Set<string>, gaps: Gap[]): PeriodRow[] {
  const { annual, quarters } = statements;
  const years = annual.map((row) => yearOfLabel(row.label));
  const first = years[0] as number;
  const last = years.at(-1) as number;
  const byYear = (year: number) => annual.find((row) => yearOfLabel(row.label) === year);
  const sayCoverage = (asked: string) => {
    const text = `The data covers fiscal ${first}–${last}; ${asked} is not in it.`;
    if (!yearGaps.has(text)) {
      yearGaps.add(text);
      gaps.push({ kind: "year", text });
    }
  };
  const period = plan.period;
  const { kind } = plan.operation;
  const change = kind === "growth" || kind === "cagr";
  switch (period.kind) {
    case "latestQuarter": {
      const latest = quarters.at(-1);
      if (!latest) return annual.slice(-1);
      return change && quarters.length >= 5 ? [quarters.at(-5) as PeriodRow, latest] : [latest];
    }
    case "quarters": {
      const found = period.quarters.flatMap(({ quarter, year }) => {
        const row = quarters.find((each) => each.label === `Q${quarter} FY${year}`);
        if (!row) {
          const text = `The data's quarterly statements cover ${quarters[0]?.label ?? "no quarters"}–${quarters.at(-1)?.label ?? ""}; Q${quarter} of fiscal ${year} is not in them.`;
          if (!yearGaps.has(text)) {
            yearGaps.add(text);
            gaps.push({ kind: "year", text });
          }
        }
        return row ? [row] : [];
      });
      if (change && found.length === 1) {
        const only = found[0] as PeriodRow;
        const before = quarters.find(
          (each) => each.label === only.label.replace(/\d{4}$/, (y) => String(Number(y) - 1)),
        );
        return before ? [before, only] : found;
      }
      return found;
    }
    case "ttm": {
      const row = trailingRow(quarters);
      return row ? [row] : annual.slice(-1);
    }
    case "quarterEnded":
    case "calendarYear":
      return calendarRows(period, quarters, change, (text) => {
        if (!yearGaps.has(text)) {
          yearGaps.add(text);
          gaps.push({ kind: "year", text });
        }
      });
    case "years": {
      // Oldest first, however the question orders them ("2024 vs 2023"): a change runs forward.
      const found = [...period.years]
        .sort((a, b) => a - b)
        .flatMap((year) => {
          const row = byYear(year);
          if (!row) sayCoverage(`fiscal ${year}`);
          return row ? [row] : [];
        });
      if (change && found.length === 1) {
        const before = byYear(yearOfLabel((found[0] as PeriodRow).label) - 1);
        return before ? [before, ...found] : found;
      }
      return found;
    }
    case "range":
    case "since": {
      const from = period.from;
      const to = period.kind === "range" ? period.to : last;
      if (from < first) sayCoverage(`fiscal ${from}`);
      if (to > last) sayCoverage(`fiscal ${to}`);
      return annual.filter((row) => yearOfLabel(row.label) >= from && yearOfLabel(row.label) <= to);
    }
    case "lastYears": {
      if (period.count > annual.length) {
        sayCoverage(`the ${period.count} years before fiscal ${first + annual.length - period.count}`);
      }
      // A change over N years runs from the year before them.
      return annual.slice(-(change ? period.count + 1 : period.count));
    }
    default: {
      if (kind === "trend" || kind === "total" || kind === "average") return annual.slice(-TREND_YEARS);
      if (kind === "cagr") return annual;
      if (change) return annual.slice(-2);
      if (plan.refusals.some((refusal) => refusal.kind === "forecast")) return annual.slice(-TREND_YEARS);
      // "and the year before?": the year `back` before the latest.
      const back = period.kind === "latest" ? (period.back ?? 0) : 0;
      if (back > 0) {
        if (back >= annual.length) {
          sayCoverage(`fiscal ${last - back}`);
          return [];
        }
        const row = annual[annual.length - 1 - back] as PeriodRow;
        return change ? annual.slice(Math.max(0, annual.length - 2 - back), annual.length - back) : [row];
      }
      return annual.slice(-1);
    }
  }
}

/** The company as the applicability rule reads it: its profile's sector and industry, and its inventory. */
async function companyKindOf(market: MarketFacts, symbol: string, statements: Statements): Promise<CompanyKind> {
  const profile = await market.profile(symbol).catch(() => null);
  const holdsInventory = statements.annual.some((period) => {
    const inventory = (period.row.balance as { inventory?: unknown }).inventory;
    return typeof inventory === "number" && inventory !== 0;
  });
  return { sector: profile?.sector ?? null, industry: profile?.industry ?? null, holdsInventory };
}

async function profileFact(
  market: MarketFacts,
  symbol: string,
  name: string,
  measure: PlannedMeasure,
  sources: Map<string, FactSource>,
  addFact: (fact: Fact) => string,
) {
  if (measure.formula.kind !== "profile") return;
  const profile = await market.profile(symbol).catch(() => null);
  if (!profile) return;
  const field = measure.formula.field;
  const raw =
    field === "city"
      ? [profile.city, profile.state].filter(Boolean).join(", ") || null
      : field === "fullTimeEmployees"
        ? profile.fullTimeEmployees
        : profile[field];
  if (raw === null || raw === undefined || raw === "") return;
  const sourceId = `profile:${symbol}`;
  sources.set(sourceId, {
    id: sourceId,
    url: profile.website ?? `/stock/${encodeURIComponent(symbol)}`,
    title: `${name} (${symbol}): company profile`,
    publisher: publisherOf(profile.provenance.provider),
    excerpt: profile.description?.slice(0, 300) ?? `${name}'s company profile.`,
  });
  addFact({
    id: `${symbol}/${measure.id}/profile`,
    symbol,
    measure: measure.id,
    label: measure.label,
    period: profile.provenance.asOf.slice(0, 10),
    value: raw,
    unit: measure.unit,
    sourceId,
    derivedFrom: [],
  });
}

/** The close on the last trading day on or before `date`. */
const closeOn = (bars: ReadonlyArray<PriceBar>, date: string) => bars.filter((bar) => bar.date <= date).at(-1) ?? null;

function yearBefore(date: string, years = 1): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

async function marketFact(
  market: MarketFacts,
  symbol: string,
  name: string,
  measure: PlannedMeasure,
  plan: AnswerPlan,
  sources: Map<string, FactSource>,
  addFact: (fact: Fact) => string,
  gaps: Gap[],
  statements: Statements,
  statementSource: (provider: string) => string,
  compute: (
    measureId: string,
    formula: MeasureFormula,
    label: string,
    period: PeriodRow,
    unitLabel: { label: string; unit: Fact["unit"] },
    sourceId: string,
  ) => Computed,
) {
  if (measure.formula.kind !== "market") return;
  const prices = await pricesOf(market, symbol, name, sources);
  if (!prices) return;
  const { bars, last, sourceId } = prices;
  const fact = (id: string, label: string, period: string, value: number, unit: Fact["unit"], from: string[] = []) =>
    addFact({
      id: `${symbol}/${id}/${period}`,
      symbol,
      measure: id,
      label,
      period,
      value,
      unit,
      sourceId,
      derivedFrom: from,
    });
  const closeFact = (bar: PriceBar) => fact("close", "close", bar.date, bar.close, "perShare");
  const latestYear = statements.annual.at(-1);
  const fiscal = (id: string) => {
    if (!latestYear) return { value: null, factId: null };
    const definition = MEASURE_BY_ID.get(id);
    if (!definition) return { value: null, factId: null };
    return compute(
      id,
      definition.formula,
      definition.label,
      latestYear,
      definition,
      statementSource(statements.provider),
    );
  };
  const shares =
    statements.quarters.at(-1)?.row.income.weightedAverageShsOutDil ??
    latestYear?.row.income.weightedAverageShsOutDil ??
    null;
  const marketCap = () => {
    if (shares === null) return null;
    const closeId = closeFact(last);
    return {
      value: last.close * shares,
      id: fact("marketCap", "market capitalisation", last.date, last.close * shares, "usd", [closeId]),
    };
  };
  const enterpriseValue = () => {
    const cap = marketCap();
    const debt = fiscal("totalDebt");
    const cash = fiscal("cash");
    if (!cap || debt.value === null || cash.value === null) return null;
    const value = cap.value + debt.value - cash.value;
    return {
      value,
      id: fact("enterpriseValue", "enterprise value", last.date, value, "usd", [
        cap.id,
        debt.factId as string,
        cash.factId as string,
      ]),
    };
  };
  const over = (top: { value: number; id: string } | null, bottom: Computed, id: string, label: string) => {
    if (!top || bottom.value === null || bottom.value === 0) return;
    fact(id, label, last.date, top.value / bottom.value, "ratio", [top.id, bottom.factId as string]);
  };
  switch (measure.formula.field) {
    case "close": {
      // A close asked on a date ("at the end of 2021", "on 2 January 2020") is that day's; a date
      // before the data's first close is said, and the first close given.
      const on = plan.period.kind === "dates" && plan.period.to === null ? plan.period.from : null;
      const first = bars[0] as PriceBar;
      if (on !== null && on < first.date) {
        const text = `The close on ${on} is not in the data, whose daily prices start on ${first.date}; here is the first close.`;
        if (!gaps.some((gap) => gap.text === text)) gaps.push({ kind: "year", text });
        closeFact(first);
        return;
      }
      closeFact((on !== null ? closeOn(bars, on) : null) ?? last);
      return;
    }
    case "marketCap":
      marketCap();
      return;
    case "enterpriseValue":
      enterpriseValue();
      return;
    case "pe": {
      const year =
        plan.period.kind === "years"
          ? statements.annual.find(
              (row) => row.label === `FY${plan.period.kind === "years" ? plan.period.years[0] : ""}`,
            )
          : latestYear;
      const period = year ?? latestYear;
      if (!period) return;
      const eps = compute(
        "eps",
        (MEASURE_BY_ID.get("eps") as { formula: MeasureFormula }).formula,
        "diluted EPS",
        period,
        { label: "diluted EPS", unit: "perShare" },
        statementSource(statements.provider),
      );
      over({ value: last.close, id: closeFact(last) }, eps, "pe", `price to ${period.label} earnings`);
      return;
    }
    case "evToEbitda":
      over(enterpriseValue(), fiscal("ebitda"), "evToEbitda", "EV/EBITDA");
      return;
    case "priceToSales":
      over(marketCap(), fiscal("revenue"), "priceToSales", "price to sales");
      return;
    case "priceToBook":
      over(marketCap(), fiscal("equity"), "priceToBook", "price to book");
      return;
    case "dividendYield": {
      const profile = await market.profile(symbol).catch(() => null);
      const perShare = profile?.lastDividend ?? null;
      if (perShare === null) return;
      if (perShare === 0) {
        fact("dividendYield", "dividend yield", last.date, 0, "percent", [closeFact(last)]);
        return;
      }
      fact("dividendYield", "dividend yield", last.date, (perShare / last.close) * 100, "percent", [closeFact(last)]);
      return;
    }
    case "yearHigh":
    case "yearLow": {
      const window = bars.slice(-TRADING_DAYS_A_YEAR);
      const high = window.reduce((best, bar) => (bar.high > best.high ? bar : best), window[0] as PriceBar);
      const low = window.reduce((best, bar) => (bar.low < best.low ? bar : best), window[0] as PriceBar);
      if (measure.formula.field === "yearHigh")
        fact("yearHigh", `52-week high (on ${high.date})`, last.date, high.high, "perShare");
      else fact("yearLow", `52-week low (on ${low.date})`, last.date, low.low, "perShare");
      return;
    }
    case "priceReturn": {
      const period = plan.period;
      const from =
        period.kind === "dates"
          ? period.from
          : period.kind === "lastYears"
            ? yearBefore(last.date, period.count)
            : period.kind === "since"
              ? `${period.from - 1}-12-31`
              : period.kind === "range"
                ? `${period.from - 1}-12-31`
                : yearBefore(last.date);
      const to =
        period.kind === "dates" ? (period.to ?? last.date) : period.kind === "range" ? `${period.to}-12-31` : last.date;
      const first = bars[0] as PriceBar;
      // A span that ends before the data's first close has no change to give: said so.
      if (to < first.date) {
        const text = `The daily prices in the data start on ${first.date}, after ${to}: the price change asked is not in the data.`;
        if (!gaps.some((gap) => gap.text === text)) gaps.push({ kind: "year", text });
        return;
      }
      // A span that starts before the data's first close is said, and measured from that close.
      if (from < first.date) {
        const text = `The daily prices in the data start on ${first.date}; the change is from then.`;
        if (!gaps.some((gap) => gap.text === text)) gaps.push({ kind: "year", text });
      }
      const start = closeOn(bars, from) ?? first;
      const end = closeOn(bars, to);
      if (!end || start === end) return;
      const value = ((end.close - start.close) / start.close) * 100;
      fact("priceReturn", "share price change", `${start.date}..${end.date}`, value, "percent", [
        closeFact(start),
        closeFact(end),
      ]);
      return;
    }
  }
}

/**
 * The words the user wrote, spelt as the listed name spells them: "oracle" is "Oracle", "Moody"
 * (its possessive read off) is "Moody's"; words that are not the name's opening stay as written.
 */
function asListed(asWritten: string, name: string): string {
  const plain = (text: string) => text.toLowerCase().replace(/['’]s?\b/g, "");
  const count = asWritten.split(/\s+/).length;
  const opening = name.split(/\s+/).slice(0, count).join(" ").replace(/,$/, "");
  return plain(opening) === plain(asWritten) ? opening : asWritten;
}

/** A missing figure as the question named it, written as a noun: "ceo paid" is "CEO pay". */
/** What an absent refusal names: the words asked, and the kind of data they are when that says more. */
function absentNamed(about: string | null, lacks: string | undefined): string {
  if (!about) return lacks ?? "that figure";
  const asked = absentWords(about);
  return lacks && lacks.toLowerCase() !== asked.toLowerCase() ? `${asked} (${lacks})` : asked;
}

const absentWords = (about: string) =>
  about
    .replace(/\bpaid\b/g, "pay")
    .replace(/\b(?:ceo|esg|cet1|aum|arpu|gmv|rpo|arr|mau|dau|maus|daus)\b/g, (word) => word.toUpperCase());
