// Financials: the income statement, balance sheet and cash flow, annual or quarterly, with a bar
// chart of the two lines that matter most on each statement.
import {
  formatMoney,
  type StatementPeriod,
  type StatementTab,
  type StatementTable,
  statementTable,
} from "@moatwise/core";
import { useState } from "react";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { Skeleton } from "../../ui/Skeleton";
import { FinancialFlowChart } from "./FinancialFlowChart";
import { StatementGrid } from "./StatementGrid";

const TABS: ReadonlyArray<{ id: StatementTab; label: string; chart: [string, string] }> = [
  { id: "income", label: "Income statement", chart: ["Revenue", "Net income"] },
  { id: "balance", label: "Balance sheet", chart: ["Total assets", "Total liabilities"] },
  { id: "cashFlow", label: "Cash flow", chart: ["Operating cash flow", "Free cash flow"] },
];

function useStatements(symbol: string, tab: StatementTab, period: StatementPeriod) {
  const { financials } = useQueries();
  const income = useData(financials.incomeStatement(symbol, { period }));
  const balance = useData({ ...financials.balanceSheet(symbol, { period }), enabled: tab === "balance" });
  const cashFlow = useData({ ...financials.cashFlowStatement(symbol, { period }), enabled: tab === "cashFlow" });
  return tab === "income" ? income : tab === "balance" ? balance : cashFlow;
}

function StatementChart({ table, lines }: { readonly table: StatementTable; readonly lines: [string, string] }) {
  const rows = lines.map((label) => table.rows.find((row) => row.label === label));
  const highest = Math.max(1, ...rows.flatMap((row) => row?.values.map((value) => Math.abs(value ?? 0)) ?? []));
  if (rows.every((row) => !row)) return null;
  return (
    <figure className="statement-chart" aria-label={`${lines[0]} and ${lines[1]} by period`}>
      <div className="statement-bars">
        {table.columns.map((column, index) => (
          <div key={column.date} className="statement-bar-group">
            <div className="statement-bar-pair">
              {rows.map((row, series) => {
                const value = row?.values[index] ?? null;
                return (
                  <span
                    key={lines[series]}
                    className={`statement-bar series-${series}${value !== null && value < 0 ? " negative" : ""}`}
                    style={{ height: `${(Math.abs(value ?? 0) / highest) * 100}%` }}
                    title={`${lines[series]}, ${column.label}: ${formatMoney(value)}`}
                  />
                );
              })}
            </div>
            <span className="statement-bar-label">{column.label}</span>
          </div>
        ))}
      </div>
      <figcaption className="statement-legend">
        <span>
          <span className="legend-swatch series-0" aria-hidden="true" /> {lines[0]}
        </span>
        <span>
          <span className="legend-swatch series-1" aria-hidden="true" /> {lines[1]}
        </span>
      </figcaption>
    </figure>
  );
}

export function FinancialsSection({ symbol }: { readonly symbol: string }) {
  const [tab, setTab] = useState<StatementTab>("income");
  const [period, setPeriod] = useState<StatementPeriod>("annual");
  const statements = useStatements(symbol, tab, period);
  const current = TABS.find((candidate) => candidate.id === tab) ?? TABS[0];
  const table = statements.data ? statementTable(tab, statements.data.statements) : null;
  return (
    <>
      <section className="card" aria-labelledby="financials-title">
        <div className="section-heading">
          <h2 id="financials-title">{current?.label}</h2>
          <div className="section-controls">
            <fieldset className="segmented">
              <legend className="visually-hidden">Statement</legend>
              {TABS.map((option) => (
                <button
                  key={option.id}
                  type="button"
                  aria-pressed={option.id === tab}
                  onClick={() => setTab(option.id)}
                >
                  {option.label}
                </button>
              ))}
            </fieldset>
            <fieldset className="segmented">
              <legend className="visually-hidden">Period</legend>
              {(["annual", "quarter"] as const).map((option) => (
                <button key={option} type="button" aria-pressed={option === period} onClick={() => setPeriod(option)}>
                  {option === "annual" ? "Annual" : "Quarterly"}
                </button>
              ))}
            </fieldset>
          </div>
        </div>
        {statements.isPending && <Skeleton className="table-skeleton" label="Loading statements" />}
        {statements.isError && <LoadError error={statements.error} onRetry={() => statements.refetch()} />}
        {table && table.columns.length === 0 && (
          <p className="muted">
            No {period} statements for {symbol}.
          </p>
        )}
        {table && statements.data && table.columns.length > 0 && (
          <>
            {current && <StatementChart table={table} lines={current.chart} />}
            <StatementGrid
              table={table}
              caption={`${current?.label}, ${period === "annual" ? "annual" : "quarterly"}`}
            />
            <p className="muted table-note">
              US dollars; growth compares with the same period a year before.{" "}
              <ProvenanceBadge provenance={statements.data.provenance} />
            </p>
          </>
        )}
      </section>
      <FinancialFlowChart symbol={symbol} period={period} />
    </>
  );
}
