// Facts from a company's daily prices (issue 33): the close, market cap, enterprise value, the
// valuation ratios over the latest fiscal year, the dividend yield, the 52-week range and the price change.
import type { AnswerPlan, Fact, FactSource, Gap, MeasureFormula, PlannedMeasure, PriceBar } from "@moatwise/core";
import { anchoredYears, MEASURE_BY_ID } from "@moatwise/core";
import { type lastCloseOf, pricesOf } from "./factSources";
import { type Computed, type ComputeMeasure, noValue, usesTermsOf } from "./measureComputer";
import type { MarketFacts } from "./ports";
import type { PeriodRow } from "./quarterRows";
import type { Statements } from "./statementPeriods";

/** Whether a measure the question defines uses market data ("(dividends + buybacks) / market cap"). */
export const usesMarketData = (plan: AnswerPlan) => usesTermsOf(plan, "market");

/** The latest diluted share count, as the valuation measures' market cap uses, with its period. */
export function latestSharesOf(statements: Statements) {
  const row = statements.quarters.at(-1) ?? statements.annual.at(-1);
  const shares = row?.row.income.weightedAverageShsOutDil;
  return row && typeof shares === "number" ? { row, shares, provider: statements.provider } : null;
}

export interface MarketTermOptions {
  readonly symbol: string;
  /** The company's last close and its source, loaded once for the plan's measures. */
  readonly lastClose: Awaited<ReturnType<typeof lastCloseOf>>;
  readonly latestShares: ReturnType<typeof latestSharesOf>;
  readonly addFact: (fact: Fact) => string;
  /** The statements' source id, for the share count. */
  readonly statementSource: (provider: string) => string;
}

/** A market figure as a term of a defined measure: the last close, or the market cap at it. */
export function marketTermOf({ symbol, lastClose, latestShares, addFact, statementSource }: MarketTermOptions) {
  return (field: string): Computed => {
    if (!lastClose) return noValue;
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
    if (field !== "marketCap" || !latestShares) return noValue;
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
}

const TRADING_DAYS_A_YEAR = 252;

/** The close on the last trading day on or before `date`. */
const closeOn = (bars: ReadonlyArray<PriceBar>, date: string) => bars.filter((bar) => bar.date <= date).at(-1) ?? null;

function yearBefore(date: string, years = 1): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

/** The last day of a month (1–12) of a year, `months` months before it when given. */
function monthEnd(year: number, month: number, monthsBack = 0): string {
  return new Date(Date.UTC(year, month - monthsBack, 0)).toISOString().slice(0, 10);
}

/** The year and month (1–12) of a date written YYYY-MM-DD. */
const yearMonthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) });

/**
 * The span of daily closes a period asks, as a base date and an end: closes after `from`, up to
 * `to`. A price's change is from the close at `from`; a span's extremes are of the closes after it.
 * A period that names no span gives `whenNone` as its base. Null for a period the closes' dates
 * cannot be told from (a fiscal quarter or part of a fiscal year, whose dates are the company's).
 */
function spanAsked(
  period: AnswerPlan["period"],
  lastDate: string,
  whenNone: string,
): { from: string; to: string } | null {
  const last = yearMonthOf(lastDate);
  switch (period.kind) {
    case "dates":
      return { from: period.from, to: period.to ?? lastDate };
    case "lastYears": {
      const anchored = anchoredYears(period, period.count);
      return anchored
        ? { from: `${anchored.from - 1}-12-31`, to: `${anchored.to}-12-31` }
        : { from: yearBefore(lastDate, period.count), to: lastDate };
    }
    case "since":
      return { from: `${period.from - 1}-12-31`, to: lastDate };
    case "range":
      return { from: `${period.from - 1}-12-31`, to: `${period.to}-12-31` };
    case "years": {
      // Consecutive years: from the first one's start to the last one's end. Years apart ("2022
      // and 2024") are no one span.
      const first = Math.min(...period.years);
      const end = Math.max(...period.years);
      if (end - first + 1 !== new Set(period.years).size) return null;
      return { from: `${first - 1}-12-31`, to: `${end}-12-31` };
    }
    case "calendarYear":
      return { from: `${period.year - 1}-12-31`, to: `${period.year}-12-31` };
    case "pastYear":
    case "ttm":
      return { from: yearBefore(lastDate), to: lastDate };
    // Calendar quarters of a calendar year ("H1 calendar 2024"): from the first one's start to the last one's end.
    case "yearPart":
      if (!period.calendar) return null;
      return {
        from: monthEnd(period.year, (Math.min(...period.quarters) - 1) * 3),
        to: monthEnd(period.year, Math.max(...period.quarters) * 3),
      };
    // The three months to the last close.
    case "latestQuarter":
      return { from: monthEnd(last.year, last.month, 3), to: lastDate };
    case "quarterEnded":
      return { from: monthEnd(period.year, period.month, 3), to: monthEnd(period.year, period.month) };
    case "monthsEnded":
      return { from: monthEnd(period.year, period.month, period.months), to: monthEnd(period.year, period.month) };
    case "latest":
      return { from: whenNone, to: lastDate };
    // A share price "year to date" is the calendar year's, as quotes give it.
    case "yearToDate":
      return { from: `${last.year - 1}-12-31`, to: lastDate };
    default:
      return null;
  }
}

/** Said when a span of daily closes cannot be told from the period asked. */
function spanGap(period: AnswerPlan["period"]): string {
  return period.kind === "years"
    ? "Daily closes are measured over one span of consecutive dates: ask each year apart (for example, 2022, then 2024)."
    : "The daily prices are kept by calendar date, and a fiscal quarter's or half's dates are the company's own: name the months (for example, July to September 2024) for that span.";
}

/** The largest fall from a close to a later one, in percent of the earlier (negative), with the two closes. */
export function largestDrawdown(closes: ReadonlyArray<PriceBar>) {
  let peak = closes[0] as PriceBar;
  let worst = { peak, trough: peak, fall: 0 };
  for (const bar of closes) {
    if (bar.close > peak.close) peak = bar;
    const fall = ((bar.close - peak.close) / peak.close) * 100;
    if (fall < worst.fall) worst = { peak, trough: bar, fall };
  }
  return worst;
}

/** A market measure of one company as facts, each naming the closes and statement figures it is computed from. */
export async function marketFact(
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
  compute: ComputeMeasure<PeriodRow>,
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
      // A close asked on a date ("at the end of 2021", "on 2 January 2020") is that day's, and one
      // asked over a span ("in 2021", "on the last trading day of 2021") is its last day's; a date
      // before the data's first close is said, and the first close given.
      const on = plan.period.kind === "dates" ? (plan.period.to ?? plan.period.from) : null;
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
    case "highestClose":
    case "lowestClose":
    case "averageClose":
    case "drawdown": {
      const span = spanAsked(plan.period, last.date, "0000-01-01");
      if (!span) {
        const text = spanGap(plan.period);
        if (!gaps.some((gap) => gap.text === text)) gaps.push({ kind: "year", text });
        return;
      }
      const closes = bars.filter((bar) => bar.date > span.from && bar.date <= span.to);
      const first = closes[0];
      if (!first) {
        const text = `The daily prices in the data do not cover ${span.from} to ${span.to}.`;
        if (!gaps.some((gap) => gap.text === text)) gaps.push({ kind: "year", text });
        return;
      }
      const period = `${first.date}..${(closes.at(-1) as PriceBar).date}`;
      if (measure.formula.field === "drawdown") {
        const { peak, trough, fall } = largestDrawdown(closes);
        fact(
          "drawdown",
          `largest drawdown (from the close of ${peak.date} to that of ${trough.date})`,
          period,
          fall,
          "percent",
          [closeFact(peak), closeFact(trough)],
        );
        return;
      }
      if (measure.formula.field === "averageClose") {
        const mean = closes.reduce((sum, bar) => sum + bar.close, 0) / closes.length;
        fact("averageClose", `average close (of ${closes.length} daily closes)`, period, mean, "perShare");
        return;
      }
      const highest = measure.formula.field === "highestClose";
      const extreme = closes.reduce(
        (best, bar) => ((highest ? bar.close > best.close : bar.close < best.close) ? bar : best),
        first,
      );
      fact(
        measure.formula.field,
        `${highest ? "highest" : "lowest"} close (on ${extreme.date})`,
        period,
        extreme.close,
        "perShare",
      );
      return;
    }
    case "priceReturn": {
      const span = spanAsked(plan.period, last.date, yearBefore(last.date));
      if (!span) {
        const text = spanGap(plan.period);
        if (!gaps.some((gap) => gap.text === text)) gaps.push({ kind: "year", text });
        return;
      }
      const { from, to } = span;
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
