// The valuations the stock page explains beyond the DCF's arithmetic (issue 38.13): why a DCF's
// equity value is negative, and the equity model of a bank or insurer, whose debt is its raw
// material so that free cash flow to the firm means nothing. That model is residual income in one
// stage, which is P/B against ROE: value = book × (ROE − g) / (cost of equity − g). Every input
// comes from the statements, the profile or a stated default, each with its note, and three
// (ROE, cost of equity, growth) can be edited as the DCF's assumptions can.

import {
  DEFAULT_BETA,
  DEFAULT_EQUITY_GROWTH,
  DEFAULT_EQUITY_RISK_PREMIUM,
  DEFAULT_RISK_FREE_RATE,
  EQUITY_MODEL_ROE_YEARS,
} from "../constants";
import type { BalanceSheet, DcfResult, IncomeStatement } from "../schemas/financials";
import { formatMoney, formatPercent, formatPrice } from "./marketFormat";

/**
 * What a negative equity value comes from, in words, or null when the value is not negative:
 * net debt above the model's enterprise value leaves less than nothing for shareholders.
 */
export function negativeEquityReading(
  result: Pick<DcfResult, "enterpriseValue" | "equityValue" | "equityValuePerShare" | "inputs">,
): string | null {
  if (!(result.equityValue < 0)) return null;
  const netDebt = result.inputs.netDebt.value;
  const drivenBy =
    result.enterpriseValue < 0
      ? `the forecast cash flows are worth ${formatMoney(result.enterpriseValue)} (below zero) and net debt is ${formatMoney(netDebt)}`
      : `net debt of ${formatMoney(netDebt)} is above the model's enterprise value of ${formatMoney(result.enterpriseValue)}`;
  return `The equity value is negative, ${formatMoney(result.equityValue)} (${formatPrice(result.equityValuePerShare)} a share): ${drivenBy}, so on these assumptions nothing is left for shareholders. Try other assumptions, or weigh the debt against the assets rather than the cash flows.`;
}

export type EquityInputSource = "data" | "default" | "user";

export interface EquityInput {
  readonly value: number;
  readonly source: EquityInputSource;
  readonly note: string;
}

/** The three assumptions a reader may change, as fractions. */
export interface EquityAssumptions {
  readonly returnOnEquity?: number;
  readonly costOfEquity?: number;
  readonly growth?: number;
}
export type EquityAssumptionKey = keyof EquityAssumptions;

export interface EquityModelData {
  readonly income: ReadonlyArray<
    Pick<IncomeStatement, "date" | "fiscalYear" | "netIncome" | "weightedAverageShsOutDil">
  >;
  readonly balance: ReadonlyArray<Pick<BalanceSheet, "date" | "fiscalYear" | "totalStockholdersEquity">>;
  readonly beta: number | null;
  readonly price: number | null;
}

export interface EquityValuation {
  readonly inputs: {
    readonly bookValue: EquityInput;
    readonly sharesOutstanding: EquityInput;
    readonly returnOnEquity: EquityInput;
    readonly costOfEquity: EquityInput;
    readonly growth: EquityInput;
    readonly riskFreeRate: EquityInput;
    readonly equityRiskPremium: EquityInput;
    readonly beta: EquityInput;
  };
  readonly bookValuePerShare: number;
  /** (ROE − g) / (cost of equity − g): the price-to-book the returns justify. */
  readonly justifiedPriceToBook: number;
  readonly valuePerShare: number;
  /** Next year's residual income: book × (ROE − cost of equity). */
  readonly residualIncome: number;
  readonly priceToBook: number | null;
  /** valuePerShare / price − 1, when there is a price. */
  readonly upside: number | null;
}

export type EquityValuationOutcome =
  | { readonly ok: true; readonly valuation: EquityValuation }
  | { readonly ok: false; readonly reason: string };

const input = (value: number, source: EquityInputSource, note: string): EquityInput => ({ value, source, note });
const given = (value: number) => input(value, "user", "Your assumption");
const known = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** Return on average equity, year by year, newest first, over the years both statements give. */
function returnsOnEquity(data: EquityModelData): Array<{ fiscalYear: string; value: number }> {
  const balance = [...data.balance].sort((a, b) => b.date.localeCompare(a.date));
  const income = [...data.income].sort((a, b) => b.date.localeCompare(a.date));
  const returns: Array<{ fiscalYear: string; value: number }> = [];
  income.forEach((year) => {
    const closing = balance.find((sheet) => sheet.fiscalYear === year.fiscalYear)?.totalStockholdersEquity;
    const opening = balance.find((sheet) => sheet.date < year.date)?.totalStockholdersEquity;
    if (!known(year.netIncome) || !known(closing) || closing <= 0) return;
    const average = known(opening) && opening > 0 ? (opening + closing) / 2 : closing;
    returns.push({ fiscalYear: year.fiscalYear, value: year.netIncome / average });
  });
  return returns.slice(0, EQUITY_MODEL_ROE_YEARS);
}

/**
 * The equity model's value, or why it cannot be had (no book value, no shares, a cost of equity
 * not above growth). Values are per share in the statements' currency.
 */
export function equityValuation(data: EquityModelData, assumptions: EquityAssumptions = {}): EquityValuationOutcome {
  const latestBalance = [...data.balance].sort((a, b) => b.date.localeCompare(a.date))[0];
  const latestIncome = [...data.income].sort((a, b) => b.date.localeCompare(a.date))[0];
  const book = latestBalance?.totalStockholdersEquity;
  const shares = latestIncome?.weightedAverageShsOutDil;
  if (!latestBalance || !known(book) || book <= 0) {
    return { ok: false, reason: "The balance sheet gives no positive shareholders' equity to start the model from." };
  }
  if (!latestIncome || !known(shares) || shares <= 0) {
    return { ok: false, reason: "The income statement gives no diluted share count." };
  }
  const returns = returnsOnEquity(data);
  const dataReturn =
    returns.length > 0
      ? input(
          returns.reduce((sum, year) => sum + year.value, 0) / returns.length,
          "data",
          `Net income over average equity, averaged over fiscal ${returns.at(-1)?.fiscalYear}–${returns[0]?.fiscalYear}`,
        )
      : null;
  if (assumptions.returnOnEquity === undefined && !dataReturn) {
    return { ok: false, reason: "The statements give no net income to measure the return on equity." };
  }
  const returnOnEquity = assumptions.returnOnEquity !== undefined ? given(assumptions.returnOnEquity) : dataReturn;
  const beta = known(data.beta)
    ? input(data.beta, "data", "Five-year monthly beta from the profile")
    : input(DEFAULT_BETA, "default", "Market beta");
  const riskFreeRate = input(DEFAULT_RISK_FREE_RATE, "default", "10-year US Treasury yield at the data's cut-off");
  const equityRiskPremium = input(DEFAULT_EQUITY_RISK_PREMIUM, "default", "Implied equity risk premium, 2025");
  const costOfEquity =
    assumptions.costOfEquity !== undefined
      ? given(assumptions.costOfEquity)
      : input(riskFreeRate.value + beta.value * equityRiskPremium.value, "data", "CAPM: rf + β × ERP");
  const growth =
    assumptions.growth !== undefined
      ? given(assumptions.growth)
      : input(DEFAULT_EQUITY_GROWTH, "default", "Long-run growth of book value, as the DCF's terminal growth");
  if (costOfEquity.value <= growth.value) {
    return {
      ok: false,
      reason: `The cost of equity (${formatPercent(costOfEquity.value)}) must be above growth (${formatPercent(growth.value)}) for the value to be finite.`,
    };
  }
  // Checked above: the data's return exists when none is given.
  const roe = returnOnEquity as EquityInput;
  const bookValuePerShare = book / shares;
  const justifiedPriceToBook = (roe.value - growth.value) / (costOfEquity.value - growth.value);
  const valuePerShare = bookValuePerShare * justifiedPriceToBook;
  const price = known(data.price) && data.price > 0 ? data.price : null;
  return {
    ok: true,
    valuation: {
      inputs: {
        bookValue: input(book, "data", `Shareholders' equity, fiscal ${latestBalance.fiscalYear}`),
        sharesOutstanding: input(shares, "data", `Diluted shares, fiscal ${latestIncome.fiscalYear}`),
        returnOnEquity: roe,
        costOfEquity,
        growth,
        riskFreeRate,
        equityRiskPremium,
        beta,
      },
      bookValuePerShare,
      justifiedPriceToBook,
      valuePerShare,
      residualIncome: book * (roe.value - costOfEquity.value),
      priceToBook: price === null ? null : price / bookValuePerShare,
      upside: price === null ? null : valuePerShare / price - 1,
    },
  };
}

export interface EquityAssumptionField {
  readonly key: EquityAssumptionKey;
  readonly label: string;
  /** Bounds in percent, as typed. */
  readonly min: number;
  readonly max: number;
}

export const EQUITY_ASSUMPTION_FIELDS: ReadonlyArray<EquityAssumptionField> = [
  { key: "returnOnEquity", label: "Return on equity", min: -100, max: 100 },
  { key: "costOfEquity", label: "Cost of equity", min: 0.1, max: 100 },
  { key: "growth", label: "Long-run growth", min: -100, max: 100 },
];

export type EquityAssumptionTexts = Partial<Record<EquityAssumptionKey, string>>;

/**
 * The assumptions typed (percentages, 12.5 or 12.5%; empty means "from the data"), or each bad
 * field's message; the cost of equity must stay above growth, checked with the values in use.
 */
export function equityAssumptionsFrom(
  texts: EquityAssumptionTexts,
  inUse: Partial<Record<EquityAssumptionKey, number>> = {},
):
  | { readonly ok: true; readonly assumptions: EquityAssumptions }
  | { readonly ok: false; readonly errors: Partial<Record<EquityAssumptionKey, string>> } {
  const assumptions: Partial<Record<EquityAssumptionKey, number>> = {};
  const errors: Partial<Record<EquityAssumptionKey, string>> = {};
  for (const field of EQUITY_ASSUMPTION_FIELDS) {
    const text = texts[field.key];
    if (text === undefined) continue;
    const cleaned = text.trim().replace(/%$/, "").trim().replace(/^−/, "-");
    if (cleaned === "") continue;
    if (!/^-?\d+(\.\d+)?$/.test(cleaned)) errors[field.key] = `${field.label}: enter a number`;
    else if (Number(cleaned) < field.min || Number(cleaned) > field.max) {
      errors[field.key] = `${field.label}: between ${field.min} and ${field.max}%`;
    } else assumptions[field.key] = Number(cleaned) / 100;
  }
  const cost = assumptions.costOfEquity ?? inUse.costOfEquity;
  const growth = assumptions.growth ?? inUse.growth;
  if (!errors.costOfEquity && !errors.growth && cost !== undefined && growth !== undefined && cost <= growth) {
    errors[texts.costOfEquity !== undefined ? "costOfEquity" : "growth"] =
      `The cost of equity (${formatPercent(cost)}) must be above growth (${formatPercent(growth)}).`;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, assumptions };
}

/** The texts the form shows for assumptions already chosen (from an address): 0.125 → "12.5". */
export function equityAssumptionTexts(assumptions: EquityAssumptions): EquityAssumptionTexts {
  const texts: EquityAssumptionTexts = {};
  for (const field of EQUITY_ASSUMPTION_FIELDS) {
    const value = assumptions[field.key];
    if (value !== undefined) texts[field.key] = String(Math.round(value * 10_000) / 100);
  }
  return texts;
}

/**
 * The equity model's assumptions an address carries (`?costOfEquity=11`, percent as shown), so a
 * bank's valuation can be shared and survives a reload, as the DCF's; a refused value is left out.
 */
export function equityAssumptionsFromAddress(search: string): EquityAssumptions {
  const params = new URLSearchParams(search);
  const texts: EquityAssumptionTexts = {};
  for (const field of EQUITY_ASSUMPTION_FIELDS) {
    const text = params.get(field.key);
    if (text !== null) texts[field.key] = text;
  }
  const parsed = equityAssumptionsFrom(texts);
  if (parsed.ok) return parsed.assumptions;
  const kept = Object.fromEntries(Object.entries(texts).filter(([key]) => !(key in parsed.errors)));
  const again = equityAssumptionsFrom(kept);
  return again.ok ? again.assumptions : {};
}

/** The address of the page with these assumptions in it; the other parameters are kept. */
export function equityAssumptionsAddress(path: string, search: string, assumptions: EquityAssumptions): string {
  const params = new URLSearchParams(search);
  const texts = equityAssumptionTexts(assumptions);
  for (const field of EQUITY_ASSUMPTION_FIELDS) {
    const text = texts[field.key];
    if (text === undefined) params.delete(field.key);
    else params.set(field.key, text);
  }
  const query = params.toString();
  return query === "" ? path : `${path}?${query}`;
}
