// The facts of one company (issue 33): each measure the plan asks, read from the company's
// statements, prices or profile in the periods asked, or the gap that says why it cannot be.
import type { AnswerPlan, CompanyProfile, Fact, FactSource, Gap, PlannedMeasure } from "@moatwise/core";
import { notMeaningfulFor, refusesHeadCountHistory, shortName } from "@moatwise/core";
import { lastCloseOf, statementSource } from "./factSources";
import {
  type Computed,
  type ComputeMeasure,
  inUnitAsked,
  measureComputer,
  noValue,
  usesTermsOf,
} from "./measureComputer";
import { addOperationFacts } from "./operationFacts";
import type { MarketFacts } from "./ports";
import { latestSharesOf, marketFact, marketTermOf, usesMarketData } from "./priceFacts";
import { companyKindOf, type ProfileLoaded, profileFact, profileTermOf } from "./profileFacts";
import type { PeriodRow } from "./quarterRows";
import { periodRows, type Statements, statementsOf } from "./statementPeriods";

/** What the facts of one plan gather into, shared by the companies it asks of. */
export interface FactsGathered {
  readonly facts: Map<string, Fact>;
  readonly sources: Map<string, FactSource>;
  /** The gaps in the order said. */
  readonly gaps: Gap[];
  /** Coverage gaps already said: each is said once, whichever company meets it first. */
  readonly yearGaps: Set<string>;
}

/** One company as its measures are read: where its facts go, and its statements loaded once. */
interface CompanyReading {
  readonly plan: AnswerPlan;
  readonly market: MarketFacts;
  readonly symbol: string;
  readonly name: string;
  readonly gathered: FactsGathered;
  readonly addFact: (fact: Fact) => string;
  readonly statementSource: (provider: string) => string;
  readonly statementsLoaded: () => Promise<Statements>;
  readonly profileLoaded: ProfileLoaded;
  readonly compute: ComputeMeasure<PeriodRow>;
}

/** Every measure the plan asks, for one company, added to `gathered` as facts or gaps. */
export async function addCompanyFacts(
  plan: AnswerPlan,
  market: MarketFacts,
  symbol: string,
  name: string,
  gathered: FactsGathered,
): Promise<void> {
  const { facts, sources } = gathered;
  let statements: Statements | null = null;
  const statementsLoaded = async () => {
    statements ??= await statementsOf(market, symbol).catch(() => ({ annual: [], quarters: [], provider: "" }));
    return statements;
  };
  // The profile is fetched once for the company, however many of the plan's measures read it.
  let profile: Promise<CompanyProfile | null> | null = null;
  const profileLoaded = () => {
    profile ??= market.profile(symbol).catch(() => null);
    return profile;
  };
  const sourceOfStatements = (provider: string) => statementSource(sources, symbol, name, provider);
  const addFact = (fact: Fact) => {
    facts.set(fact.id, fact);
    return fact.id;
  };
  // A measure the question defines may use market data ("(dividends + buybacks) / market cap"):
  // the last close, and the market cap at it, are loaded once for it.
  const usesMarket = usesMarketData(plan);
  const lastClose = usesMarket ? await lastCloseOf(market, symbol, name, sources) : null;
  const latestShares = usesMarket ? latestSharesOf(await statementsLoaded()) : null;
  const marketTerm = marketTermOf({ symbol, lastClose, latestShares, addFact, statementSource: sourceOfStatements });
  // A measure built on the head count ("revenue per employee") reads the profile, loaded once for it.
  const profileTerm = profileTermOf({
    symbol,
    name,
    profile: usesTermsOf(plan, "profile") ? await profileLoaded() : null,
    sources,
    addFact,
    latestYear: () => statements?.annual.at(-1)?.label ?? null,
  });
  const compute = statementComputer(symbol, facts, addFact, marketTerm, profileTerm, () => statements);
  const reading: CompanyReading = {
    plan,
    market,
    symbol,
    name,
    gathered,
    addFact,
    statementSource: sourceOfStatements,
    statementsLoaded,
    profileLoaded,
    compute,
  };
  for (const asked of plan.measures) {
    const measure = inUnitAsked(asked, plan);
    if (measure.formula.kind === "profile") await addProfileMeasure(reading, measure);
    else if (measure.formula.kind === "market") await addMarketMeasure(reading, measure);
    else await addStatementMeasure(reading, measure);
  }
  // "What did Caterpillar report for Q1 2025?": material asked of a period the statements do not
  // reach is said so first, before any passage of another period stands in for it. A refusal says
  // more than the period ("the coupon on its bonds due 2050"), and is said alone.
  // News and a moat are dated by the calendar or span many years; a search or a filing is of the fiscal period asked.
  const fiscalMaterial = plan.material === "search" || plan.material === "filings";
  const fiscalPeriod = plan.period.kind === "years" || plan.period.kind === "quarters";
  if (plan.measures.length === 0 && plan.periodAsked && fiscalMaterial && fiscalPeriod && plan.refusals.length === 0) {
    periodRows(plan, await statementsLoaded(), gathered.yearGaps, gathered.gaps);
  }
}

/** A measure's value in one period row of the company's statements, each part a fact of its own. */
function statementComputer(
  symbol: string,
  facts: ReadonlyMap<string, Fact>,
  addFact: (fact: Fact) => string,
  marketTerm: (field: string) => Computed,
  profileTerm: (field: string, period: PeriodRow) => Computed,
  statementsNow: () => Statements | null,
): ComputeMeasure<PeriodRow> {
  return measureComputer<PeriodRow>({
    symbol,
    facts,
    addFact,
    market: marketTerm,
    profile: profileTerm,
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
      const statements = statementsNow();
      const rows = statements?.annual.includes(period) ? statements.annual : (statements?.quarters ?? []);
      const at = rows.indexOf(period);
      // A year's average balance is over the year's two ends; a quarter's over the quarter's.
      return at > 0 ? (rows[at - 1] as PeriodRow) : null;
    },
  });
}

/** A profile's field; a profile's count (head count) is today's: a past year or a change asked of it is said missing. */
async function addProfileMeasure(reading: CompanyReading, measure: PlannedMeasure): Promise<void> {
  const { plan, gathered } = reading;
  const { gaps } = gathered;
  const historyAsked = plan.operation.kind !== "value" || (plan.periodAsked && plan.period.kind !== "latest");
  const text = `The data does not hold past figures for ${measure.label}: only the latest company profile's count, given below.`;
  const saidOnce = refusesHeadCountHistory(plan) || gaps.some((gap) => gap.text === text);
  if (measure.unit === "count" && historyAsked && !saidOnce) {
    gaps.push({ kind: "absent", text });
  }
  await profileFact(reading.profileLoaded, reading.symbol, reading.name, measure, gathered.sources, reading.addFact);
}

/** A market measure (a close, a valuation ratio…), over the company's prices and latest statements. */
async function addMarketMeasure(reading: CompanyReading, measure: PlannedMeasure): Promise<void> {
  const { market, symbol, name, plan, gathered, addFact } = reading;
  await marketFact(
    market,
    symbol,
    name,
    measure,
    plan,
    gathered.sources,
    addFact,
    gathered.gaps,
    await reading.statementsLoaded(),
    reading.statementSource,
    reading.compute,
  );
}

/** A measure of the statements in each period asked, the operation's facts over them, or the gap that says why not. */
async function addStatementMeasure(reading: CompanyReading, measure: PlannedMeasure): Promise<void> {
  const { symbol, name, plan, gathered } = reading;
  const { gaps } = gathered;
  const loaded = await reading.statementsLoaded();
  if (loaded.annual.length === 0) {
    gaps.push({ kind: "measure", text: `${shortName(name)}'s financial statements are not in the data.` });
    return;
  }
  // A measure that means nothing for this kind of company is said so, with why (issue 44, item 5).
  const notMeaningful = notMeaningfulFor(measure, companyKindOf(await reading.profileLoaded(), loaded));
  if (notMeaningful) {
    if (!gaps.some((gap) => gap.text === notMeaningful)) gaps.push({ kind: "measure", text: notMeaningful });
    return;
  }
  const sourceId = reading.statementSource(loaded.provider);
  const rows = periodRows(plan, loaded, gathered.yearGaps, gaps);
  const values = rows.map((period) => ({
    period,
    ...reading.compute(measure.id, measure.formula, measure.label, period, measure, sourceId),
  }));
  const missing = values.filter((each) => each.value === null);
  if (missing.length > 0 && missing.length === values.length) {
    // A figure per head is only for the year of the profile's head count: said why.
    const why = usesTermsOf({ ...plan, measures: [measure] }, "profile")
      ? ": the data holds only the latest head count, from the company profile, so a figure per employee is for the latest fiscal year alone"
      : "";
    gaps.push({
      kind: "measure",
      text: `${shortName(name)}'s ${measure.label} is not in the data for ${missing.map((each) => each.period.label.replace("FY", "fiscal ")).join(", ")}${why}.`,
    });
  }
  addOperationFacts(plan, symbol, measure, values, sourceId, reading.addFact);
}
