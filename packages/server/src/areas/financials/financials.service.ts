// The financials calls over the market-data chain: statements sliced to the asked limit, metrics
// per fiscal year, TTM ratios, the income flow and the discounted-cash-flow valuation. Each answer
// carries the provenance of the statements it was computed from.
import {
  type CompanyMetrics,
  type DcfRequest,
  type DcfResult,
  DEFAULT_EQUITY_RISK_PREMIUM,
  DEFAULT_RISK_FREE_RATE,
  type FinancialFlow,
  HISTORICAL_PRICE_DEFAULT_TIMESERIES,
  type HistoricalPriceQuery,
  type HistoricalPrices,
  type RatiosTtm,
  type StatementPeriod,
} from "@moatwise/core";
import { AreaFailure, isAreaFailure } from "../areaFailure";
import type { MarketData } from "../market/marketData";
import type { StatementKind } from "../market/marketDataProvider";
import { sensitivityTable, valueFirm } from "./dcf";
import { dcfSetup } from "./dcfInputs";
import { flowOf } from "./financialFlow";
import { metricsPeriods } from "./metrics";
import { ratiosTtm } from "./ratiosTtm";

/** Rows returned when a request names no limit: five years or eight quarters. */
export const DEFAULT_STATEMENT_LIMIT: Record<StatementPeriod, number> = { annual: 5, quarter: 8 };

export function financialsService(market: MarketData) {
  /** The last `timeseries` trading days of prices (a year's worth when not asked). */
  async function historicalPrice(query: HistoricalPriceQuery): Promise<HistoricalPrices> {
    const prices = await market.historicalPrices(query.symbol);
    const days = query.timeseries ?? HISTORICAL_PRICE_DEFAULT_TIMESERIES;
    return { symbol: query.symbol.toUpperCase(), historical: prices.data.slice(-days), provenance: prices.provenance };
  }

  async function allStatements(symbol: string, period: StatementPeriod) {
    const [income, balance, cashFlow] = await Promise.all([
      market.statements(symbol, "income", period),
      market.statements(symbol, "balance", period),
      market.statements(symbol, "cashFlow", period),
    ]);
    return { income: income.data, balance: balance.data, cashFlow: cashFlow.data, provenance: income.provenance };
  }

  /** Prices and beta when the providers have them; a valuation still runs without. */
  async function priceFacts(symbol: string) {
    const profile = await market.profile(symbol).catch(() => null);
    const bars = await market.historicalPrices(symbol).then(
      (answer) => answer.data,
      () => [],
    );
    return { profile, bars };
  }

  return {
    historicalPrice,
    async statements<Kind extends StatementKind>(symbol: string, kind: Kind, period: StatementPeriod, limit?: number) {
      const answer = await market.statements(symbol, kind, period);
      return {
        symbol: symbol.toUpperCase(),
        period,
        statements: answer.data.slice(0, limit ?? DEFAULT_STATEMENT_LIMIT[period]),
        provenance: answer.provenance,
      };
    },

    async metrics(symbol: string, options: { limit?: number; rf?: number; erp?: number }): Promise<CompanyMetrics> {
      const [statements, { profile, bars }] = await Promise.all([allStatements(symbol, "annual"), priceFacts(symbol)]);
      const riskFreeRate = options.rf ?? DEFAULT_RISK_FREE_RATE;
      const equityRiskPremium = options.erp ?? DEFAULT_EQUITY_RISK_PREMIUM;
      const beta = profile?.beta ?? null;
      return {
        symbol: symbol.toUpperCase(),
        currency: statements.income[0]?.reportedCurrency ?? "USD",
        riskFreeRate,
        equityRiskPremium,
        beta,
        costOfEquity: beta === null ? null : riskFreeRate + beta * equityRiskPremium,
        periods: metricsPeriods({ ...statements, bars }).slice(0, options.limit ?? DEFAULT_STATEMENT_LIMIT.annual),
        provenance: statements.provenance,
      };
    },

    /** The provider's own ratios when it has them (FMP), else computed from the last four quarters. */
    async ratiosTtm(symbol: string): Promise<RatiosTtm> {
      const provided = await market.ratiosTtm(symbol).catch((error: unknown) => {
        if (isAreaFailure(error, "notFound", "unavailable")) return null;
        throw error;
      });
      if (provided) return { symbol: symbol.toUpperCase(), ...provided.data, provenance: provided.provenance };
      const [statements, { profile }] = await Promise.all([allStatements(symbol, "quarter"), priceFacts(symbol)]);
      const ratios = ratiosTtm({
        ...statements,
        price: profile?.price ?? null,
        marketCap: profile?.marketCap ?? null,
        dividendPerShare: profile?.lastDividend ?? null,
      });
      return { symbol: symbol.toUpperCase(), ...ratios, provenance: statements.provenance };
    },

    async financialFlow(symbol: string, period: StatementPeriod): Promise<FinancialFlow> {
      const statements = await allStatements(symbol, period);
      const [income] = statements.income;
      if (!income)
        throw new AreaFailure("notFound", "no_statements", `No ${period} statements for ${symbol.toUpperCase()}.`);
      const cash = statements.cashFlow.find((row) => row.date === income.date);
      return {
        symbol: symbol.toUpperCase(),
        period,
        fiscalYear: income.fiscalYear,
        date: income.date,
        currency: income.reportedCurrency,
        ...flowOf(income, cash),
        provenance: statements.provenance,
      };
    },

    async discountedCashFlow(request: DcfRequest): Promise<DcfResult> {
      const symbol = request.symbol.toUpperCase();
      const [statements, { profile }] = await Promise.all([allStatements(symbol, "annual"), priceFacts(symbol)]);
      const price = profile?.price ?? null;
      const setup = dcfSetup({ symbol, ...statements, beta: profile?.beta ?? null, price }, request.assumptions);
      const value = valueFirm(setup.model);
      return {
        symbol,
        currency: statements.income[0]?.reportedCurrency ?? "USD",
        inputs: setup.inputs,
        costOfEquity: setup.costOfEquity,
        ...value,
        forecast: [...value.forecast],
        currentPrice: price,
        upside: price ? value.equityValuePerShare / price - 1 : null,
        sensitivity: sensitivityTable(setup.model),
        provenance: statements.provenance,
      };
    },
  };
}

export type FinancialsService = ReturnType<typeof financialsService>;
