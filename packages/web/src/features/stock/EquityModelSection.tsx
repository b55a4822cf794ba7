// The equity model of a bank or insurer, which the DCF rightly refuses (its debt is its raw
// material): residual income in one stage, P/B against ROE, from core's equityValuation over the
// annual statements and the profile. Every input shows its value and where it came from; ROE, the
// cost of equity and growth can be changed as the DCF's assumptions can, a bad entry named beside
// its field, and the assumptions sent kept in the address (shared, kept over a reload).
import {
  direction,
  EQUITY_ASSUMPTION_FIELDS,
  type EquityAssumptions,
  type EquityValuation,
  equityAssumptionsAddress,
  equityAssumptionsFrom,
  equityAssumptionsFromAddress,
  equityAssumptionTexts,
  equityValuation,
  formatDecimal,
  formatMoney,
  formatMultiple,
  formatPercent,
  formatPrice,
  formatShares,
  formatSignedRatio,
} from "@moatwise/core";
import { useLocation, useSearch } from "wouter";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { Skeleton } from "../../ui/Skeleton";
import { AssumptionsForm } from "./AssumptionsForm";
import { type InputRow, InputsTable } from "./InputsTable";

const STATEMENT_YEARS = { period: "annual", limit: 6 } as const;
/** The equity model's assumptions are all percentages. */
const EQUITY_FIELDS = EQUITY_ASSUMPTION_FIELDS.map((field) => ({ ...field, unit: "%" }));

const asTyped = (_field: unknown, value: number) => String(Math.round(value * 10_000) / 100);

function EquitySummary({ valuation }: { readonly valuation: EquityValuation }) {
  return (
    <dl className="dcf-summary">
      <div>
        <dt>Value per share</dt>
        <dd className="dcf-value" data-testid="equity-value">
          {formatPrice(valuation.valuePerShare)}
        </dd>
      </div>
      <div>
        <dt>Book value per share</dt>
        <dd>{formatPrice(valuation.bookValuePerShare)}</dd>
      </div>
      <div>
        <dt>Justified P/B</dt>
        <dd>{formatMultiple(valuation.justifiedPriceToBook)}</dd>
      </div>
      <div>
        <dt>P/B at the price</dt>
        <dd>{formatMultiple(valuation.priceToBook)}</dd>
      </div>
      <div>
        <dt>Upside</dt>
        <dd className={`change-${direction(valuation.upside)}`}>{formatSignedRatio(valuation.upside)}</dd>
      </div>
      <div>
        <dt title="Book value × (ROE − cost of equity): what the bank earns above what its shareholders ask">
          Residual income, next year
        </dt>
        <dd>{formatMoney(valuation.residualIncome)}</dd>
      </div>
    </dl>
  );
}

function EquityInputs({ valuation }: { readonly valuation: EquityValuation }) {
  const { inputs } = valuation;
  const rows: ReadonlyArray<InputRow> = [
    ["Shareholders' equity", formatMoney(inputs.bookValue.value), inputs.bookValue],
    ["Diluted shares", formatShares(inputs.sharesOutstanding.value), inputs.sharesOutstanding],
    ["Return on equity", formatPercent(inputs.returnOnEquity.value), inputs.returnOnEquity],
    ["Cost of equity", formatPercent(inputs.costOfEquity.value), inputs.costOfEquity],
    ["Risk-free rate", formatPercent(inputs.riskFreeRate.value), inputs.riskFreeRate],
    ["Beta", formatDecimal(inputs.beta.value), inputs.beta],
    ["Equity risk premium", formatPercent(inputs.equityRiskPremium.value), inputs.equityRiskPremium],
    ["Long-run growth", formatPercent(inputs.growth.value), inputs.growth],
  ];
  return <InputsTable caption="Inputs and where they came from" rows={rows} />;
}

/** Shown where the DCF refuses a company whose statements have no free cash flow to the firm. */
export function EquityModelSection({ symbol, why }: { readonly symbol: string; readonly why: string }) {
  const { company, financials } = useQueries();
  const income = useData(financials.incomeStatement(symbol, STATEMENT_YEARS));
  const balance = useData(financials.balanceSheet(symbol, STATEMENT_YEARS));
  const profile = useData(company.profile(symbol));
  const search = useSearch();
  const [path, navigate] = useLocation();
  const assumptions = equityAssumptionsFromAddress(search);
  const setAssumptions = (next: EquityAssumptions) =>
    navigate(equityAssumptionsAddress(path, search, next), { replace: true });
  const failed = [income, balance, profile].find((query) => query.isError);
  const ready = income.data && balance.data && profile.data;
  const outcome = ready
    ? equityValuation(
        {
          income: income.data.statements,
          balance: balance.data.statements,
          beta: profile.data.beta,
          price: profile.data.price,
        },
        assumptions,
      )
    : null;
  const valuation = outcome?.ok ? outcome.valuation : null;
  return (
    <section className="card valuation" aria-labelledby="valuation-title">
      <div className="section-heading">
        <h2 id="valuation-title">Residual income (P/B versus ROE)</h2>
      </div>
      <p className="muted valuation-why">{why}</p>
      {!ready && !failed && <Skeleton className="table-skeleton" label="Loading the equity model" />}
      {failed && <LoadError error={failed.error} onRetry={() => failed.refetch()} />}
      {outcome && !outcome.ok && (
        <p className="alert alert-error" role="alert">
          {outcome.reason}
        </p>
      )}
      {outcome && (
        <>
          {valuation && <EquitySummary valuation={valuation} />}
          <AssumptionsForm
            fields={EQUITY_FIELDS}
            inUse={(key) => valuation?.inputs[key]}
            shown={asTyped}
            chosenTexts={() => equityAssumptionTexts(assumptions)}
            parse={(texts) =>
              equityAssumptionsFrom(texts, {
                costOfEquity: valuation?.inputs.costOfEquity.value,
                growth: valuation?.inputs.growth.value,
              })
            }
            errorIdPrefix="equity-"
            label="Equity model assumptions"
            onSubmit={setAssumptions}
            onReset={() => setAssumptions({})}
          />
          {valuation && <EquityInputs valuation={valuation} />}
          <p className="muted table-note">
            Value per share = book value per share × (ROE − g) / (cost of equity − g): a bank is worth its book when it
            earns its cost of equity, more when it earns more. Cost of equity from CAPM (rf + β × ERP).{" "}
            {income.data && <ProvenanceBadge provenance={income.data.provenance} />}
          </p>
        </>
      )}
    </section>
  );
}
