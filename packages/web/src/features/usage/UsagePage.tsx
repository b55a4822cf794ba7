// Usage: the signed-in user's requests per day over the last 30 days, by kind, from the server.
// A stacked bar per day, the totals per kind, and the same numbers as a table for screen readers.
import {
  dayTotal,
  formatCalendarDay,
  formatWhole,
  summariseUsage,
  USAGE_KIND_LABELS,
  USAGE_KINDS,
  type UsageResponse,
} from "@moatwise/core";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import "./usage.css";

export default function UsagePage() {
  const { workspace } = useQueries();
  const usage = useData(workspace.usage());
  return (
    <main className="page usage-page">
      <h1>Usage</h1>
      <p className="lede">Your requests over the last 30 days, by kind. Days are counted in UTC.</p>
      {usage.isPending && (
        <p className="page-loading" aria-busy="true">
          Loading usage…
        </p>
      )}
      {usage.isError && <LoadError error={usage.error} onRetry={() => usage.refetch()} />}
      {usage.data && <UsageReport usage={usage.data} />}
    </main>
  );
}

function UsageReport({ usage }: { readonly usage: UsageResponse }) {
  const summary = summariseUsage(usage);
  const highest = Math.max(1, ...usage.days.map((day) => dayTotal(day.counts)));
  return (
    <>
      <section className="usage-totals" aria-label="Totals">
        <div className="card usage-total">
          <span className="muted">Requests</span>
          <strong>{formatWhole(summary.total)}</strong>
        </div>
        <div className="card usage-total">
          <span className="muted">Busiest day</span>
          <strong>
            {summary.busiestDay
              ? `${formatCalendarDay(summary.busiestDay.date)} · ${summary.busiestDay.total}`
              : "None yet"}
          </strong>
        </div>
      </section>
      {summary.total === 0 ? (
        <p className="card usage-empty">
          No requests yet. Look up a company or ask the assistant, and your usage will show here.
        </p>
      ) : null}
      <section className="card usage-chart-card" aria-labelledby="usage-chart-title">
        <h2 id="usage-chart-title">Requests per day</h2>
        <ul className="usage-legend" aria-label="Kinds of request">
          {USAGE_KINDS.map((kind) => (
            <li key={kind}>
              <span className={`usage-swatch usage-kind-${kind}`} aria-hidden="true" />
              {USAGE_KIND_LABELS[kind]} <span className="muted">{summary.byKind[kind]}</span>
            </li>
          ))}
        </ul>
        <div className="usage-chart" aria-hidden="true">
          {usage.days.map((day) => (
            <div key={day.date} className="usage-bar" title={`${formatCalendarDay(day.date)}: ${dayTotal(day.counts)}`}>
              {USAGE_KINDS.filter((kind) => day.counts[kind] > 0).map((kind) => (
                <span
                  key={kind}
                  className={`usage-segment usage-kind-${kind}`}
                  style={{ height: `${(day.counts[kind] / highest) * 100}%` }}
                />
              ))}
            </div>
          ))}
        </div>
        <div className="usage-axis muted" aria-hidden="true">
          <span>{formatCalendarDay(usage.days[0]?.date ?? "")}</span>
          <span>Today</span>
        </div>
      </section>
      <details className="card usage-table-card">
        <summary>Show the numbers</summary>
        <div className="usage-table-scroll">
          <table className="usage-table">
            <caption className="visually-hidden">Requests per day by kind</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {USAGE_KINDS.map((kind) => (
                  <th key={kind} scope="col">
                    {USAGE_KIND_LABELS[kind]}
                  </th>
                ))}
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {[...usage.days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatCalendarDay(day.date)}</th>
                  {USAGE_KINDS.map((kind) => (
                    <td key={kind}>{day.counts[kind]}</td>
                  ))}
                  <td>{dayTotal(day.counts)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
