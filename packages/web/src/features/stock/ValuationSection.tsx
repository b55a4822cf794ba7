// Valuation: a discounted-cash-flow model the user can edit. Every assumption shows the value in
// use and where it came from; an edited one is sent as the user's, the rest stay with the data.
// Bad entries (a WACC not above terminal growth too) are named beside their field before anything
// is sent, a message goes as its field is typed in again, and nothing typed is lost; the previous
// result stays on screen while the server recomputes. The assumptions sent are in the address, so
// a valuation can be shared and survives a reload. A negative equity value says what drove it; a
// bank or insurer, which the DCF refuses (no free cash flow to the firm), gets the equity model.
import {
  ApiError,
  type AssumptionsInUse,
  assumptionsAddress,
  assumptionsFrom,
  assumptionsFromAddress,
  assumptionText,
  assumptionTexts,
  DCF_ASSUMPTION_FIELDS,
  type DcfAssumptions,
  type DcfResult,
  direction,
  formatDecimal,
  formatMoney,
  formatMultiple,
  formatPercent,
  formatPrice,
  formatShares,
  formatSignedRatio,
  negativeEquityReading,
  texts,
} from "@moatwise/core";
import { keepPreviousData } from "@tanstack/query-core";
import { useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { Skeleton } from "../../ui/Skeleton";
import { AssumptionsForm } from "./AssumptionsForm";
import { EquityModelSection } from "./EquityModelSection";
import { type InputRow, InputsTable } from "./InputsTable";

/** The values the last result used, for the checks that span fields. */
const inUseOf = (result: DcfResult): AssumptionsInUse =>
  Object.fromEntries(DCF_ASSUMPTION_FIELDS.map((field) => [field.key, result.inputs[field.key].value]));

function ValueSummary({
  result,
  peRatio,
}: {
  readonly result: DcfResult;
  readonly peRatio: number | null | undefined;
}) {
  return (
    <dl className="dcf-summary">
      <div>
        <dt>Value per share</dt>
        <dd className="dcf-value" data-testid="dcf-value">
          {formatPrice(result.equityValuePerShare)}
        </dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd>{formatPrice(result.currentPrice)}</dd>
      </div>
      <div>
        <dt>Upside</dt>
        <dd className={`change-${direction(result.upside)}`}>{formatSignedRatio(result.upside)}</dd>
      </div>
      <div>
        <dt>{texts.peTrailingLabel}</dt>
        <dd>{formatMultiple(peRatio)}</dd>
      </div>
      <div>
        <dt title="The present value of the forecast cash flows and the terminal value: the model's, not the market's">
          Enterprise value (model)
        </dt>
        <dd>{formatMoney(result.enterpriseValue)}</dd>
      </div>
      <div>
        <dt>Cost of equity</dt>
        <dd>{formatPercent(result.costOfEquity)}</dd>
      </div>
    </dl>
  );
}

function ForecastTable({ result }: { readonly result: DcfResult }) {
  const lines: Array<[string, (year: DcfResult["forecast"][number]) => number]> = [
    ["Revenue", (year) => year.revenue],
    ["EBIT", (year) => year.ebit],
    ["NOPAT", (year) => year.nopat],
    ["+ Depreciation and amortisation", (year) => year.depreciationAndAmortization],
    ["− Capital expenditure", (year) => year.capitalExpenditure],
    ["− Change in working capital", (year) => year.changeInWorkingCapital],
    ["Free cash flow to the firm", (year) => year.freeCashFlow],
    ["Present value", (year) => year.presentValue],
  ];
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Forecast free cash flow</caption>
        <thead>
          <tr>
            <th scope="col">Forecast</th>
            {result.forecast.map((year) => (
              <th key={year.year} scope="col">
                {year.year}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map(([label, value]) => (
            <tr key={label} className={label.startsWith("Free") ? "row-emphasis" : undefined}>
              <th scope="row">{label}</th>
              {result.forecast.map((year) => (
                <td key={year.year}>{formatMoney(value(year))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted table-note">
        Terminal value {formatMoney(result.terminalValue)}, worth {formatMoney(result.presentValueOfTerminalValue)}{" "}
        today; less net debt of {formatMoney(result.inputs.netDebt.value)}, over{" "}
        {formatShares(result.inputs.sharesOutstanding.value)}.
      </p>
    </div>
  );
}

function SensitivityTable({ result }: { readonly result: DcfResult }) {
  const { waccValues, terminalGrowthValues, equityValuePerShare } = result.sensitivity;
  const middle = (values: ReadonlyArray<number>) => Math.floor(values.length / 2);
  return (
    <div className="table-scroll">
      <table className="data-table sensitivity-table">
        <caption>Value per share by WACC (rows) and terminal growth (columns)</caption>
        <thead>
          <tr>
            <th scope="col">WACC \ g</th>
            {terminalGrowthValues.map((growth) => (
              <th key={growth} scope="col">
                {formatPercent(growth, 2)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {waccValues.map((wacc, row) => (
            <tr key={wacc}>
              <th scope="row">{formatPercent(wacc, 1)}</th>
              {terminalGrowthValues.map((growth, column) => (
                <td
                  key={growth}
                  className={
                    row === middle(waccValues) && column === middle(terminalGrowthValues) ? "cell-current" : undefined
                  }
                >
                  {formatPrice(equityValuePerShare[row]?.[column] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OtherInputs({ result }: { readonly result: DcfResult }) {
  const rows: ReadonlyArray<InputRow> = [
    ["Base revenue", formatMoney(result.inputs.baseRevenue.value), result.inputs.baseRevenue],
    ["Beta", formatDecimal(result.inputs.beta.value), result.inputs.beta],
    ["Cost of debt", formatPercent(result.inputs.costOfDebt.value), result.inputs.costOfDebt],
    ["D&A / revenue", formatPercent(result.inputs.depreciationToRevenue.value), result.inputs.depreciationToRevenue],
    [
      "CapEx / revenue",
      formatPercent(result.inputs.capitalExpenditureToRevenue.value),
      result.inputs.capitalExpenditureToRevenue,
    ],
    [
      "Working capital / revenue",
      formatPercent(result.inputs.workingCapitalToRevenue.value),
      result.inputs.workingCapitalToRevenue,
    ],
    ["Net debt", formatMoney(result.inputs.netDebt.value), result.inputs.netDebt],
  ];
  return <InputsTable caption="Other inputs and where they came from" rows={rows} />;
}

export function ValuationSection({ symbol }: { readonly symbol: string }) {
  const { financials } = useQueries();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const assumptions = assumptionsFromAddress(search);
  const setAssumptions = (next: DcfAssumptions) => navigate(assumptionsAddress(path, search, next), { replace: true });
  const [formKey, setFormKey] = useState(0);
  const dcf = useData({
    ...financials.discountedCashFlow({ symbol, assumptions }),
    placeholderData: keepPreviousData,
  });
  const ratios = useData(financials.ratiosTtm(symbol));
  const lastResult = useRef<DcfResult | null>(null);
  if (dcf.data) lastResult.current = dcf.data;
  const result = dcf.data ?? lastResult.current;
  // The DCF refuses a company whose statements have no free cash flow to the firm: a bank, an insurer.
  if (dcf.isError && !result && dcf.error instanceof ApiError && dcf.error.code === "missing_statements") {
    return <EquityModelSection symbol={symbol} why={dcf.error.message} />;
  }
  const negative = result ? negativeEquityReading(result) : null;
  return (
    <section className="card valuation" aria-labelledby="valuation-title" aria-busy={dcf.isFetching}>
      <div className="section-heading">
        <h2 id="valuation-title">Discounted cash flow</h2>
        {dcf.isFetching && result && <span className="muted">Recalculating…</span>}
      </div>
      {dcf.isPending && !result && <Skeleton className="table-skeleton" label="Loading the valuation" />}
      {dcf.isError && <LoadError error={dcf.error} onRetry={() => dcf.refetch()} />}
      {result && (
        <>
          <ValueSummary result={result} peRatio={ratios.data?.peRatio} />
          {negative && (
            <p className="valuation-warning" role="note" data-testid="negative-equity">
              {negative}
            </p>
          )}
          <AssumptionsForm
            key={formKey}
            fields={DCF_ASSUMPTION_FIELDS}
            inUse={(key) => result.inputs[key]}
            shown={assumptionText}
            chosenTexts={() => assumptionTexts(assumptions)}
            parse={(texts) => assumptionsFrom(texts, inUseOf(result))}
            onSubmit={setAssumptions}
            onReset={() => {
              setAssumptions({});
              setFormKey((key) => key + 1);
            }}
          />
          <h3>Forecast</h3>
          <ForecastTable result={result} />
          <h3>Sensitivity</h3>
          <SensitivityTable result={result} />
          <OtherInputs result={result} />
          <p className="muted table-note">
            Free cash flow to the firm: EBIT × (1 − tax) + D&A − CapEx − change in working capital; WACC from CAPM (rf +
            β × ERP) and the after-tax cost of debt. <ProvenanceBadge provenance={result.provenance} />
          </p>
        </>
      )}
    </section>
  );
}
