// The price chart (lightweight-charts, loaded with the first chart): closes over 1M / 6M / YTD /
// 1Y / 5Y / MAX, coloured by the range's direction, redrawn in the theme's colours, fitted again
// whenever its width changes (the inline chat opening beside it), with axis labels such as "Mar 15"
// and "2024", never a bare day number. A range longer than the data says where the data starts.
import {
  barsInRange,
  DEFAULT_PRICE_RANGE,
  direction,
  formatSignedPercent,
  PRICE_HISTORY_TRADING_DAYS,
  PRICE_RANGES,
  type PriceBar,
  type PriceRange,
  rangeChangePercent,
  rangeCoverage,
  type TickKind,
  timeTickLabel,
} from "@moatwise/core";
import { useEffect, useRef, useState } from "react";
import { useTheme } from "../../app/actors";
import { useData, useQueries } from "../../app/data";
import { LoadError } from "../../ui/LoadError";
import { ProvenanceBadge } from "../../ui/ProvenanceBadge";
import { Skeleton } from "../../ui/Skeleton";

const cssVar = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** lightweight-charts' tick kinds (Year 0, Month 1, DayOfMonth 2; times do not occur for daily bars). */
const TICK_KINDS: ReadonlyArray<TickKind> = ["year", "month", "day"];

/** A time as the chart hands it back: the date string given, a business day, or a timestamp. */
function isoDate(time: unknown): string {
  if (typeof time === "string") return time;
  if (typeof time === "number") return new Date(time * 1000).toISOString().slice(0, 10);
  const day = time as { year: number; month: number; day: number };
  return `${day.year}-${String(day.month).padStart(2, "0")}-${String(day.day).padStart(2, "0")}`;
}

function useChart(container: React.RefObject<HTMLDivElement | null>, bars: ReadonlyArray<PriceBar>, theme: string) {
  useEffect(() => {
    const element = container.current;
    if (!element || bars.length === 0) return;
    let disposed = false;
    let remove = () => {};
    // The colours come from the theme's CSS variables: drawn again when the theme changes.
    element.dataset.theme = theme;
    void import("lightweight-charts").then(({ AreaSeries, createChart, ColorType }) => {
      if (disposed) return;
      const rising = direction(rangeChangePercent(bars)) !== "down";
      const line = cssVar(rising ? "--positive" : "--negative");
      const chart = createChart(element, {
        autoSize: true,
        layout: {
          background: { type: ColorType.Solid, color: "transparent" },
          textColor: cssVar("--text-muted"),
          attributionLogo: false,
        },
        grid: { vertLines: { visible: false }, horzLines: { color: cssVar("--border") } },
        rightPriceScale: { borderVisible: false },
        timeScale: {
          borderVisible: false,
          tickMarkFormatter: (time: unknown, kind: number) => timeTickLabel(isoDate(time), TICK_KINDS[kind] ?? "day"),
        },
        handleScroll: false,
        handleScale: false,
      });
      const series = chart.addSeries(AreaSeries, {
        lineColor: line,
        topColor: `${line}55`,
        bottomColor: `${line}05`,
        lineWidth: 2,
      });
      series.setData(bars.map((bar) => ({ time: bar.date, value: bar.close })));
      chart.timeScale().fitContent();
      // Fitted again when the width changes: the inline chat opening beside it, a rotated phone.
      const refit = new ResizeObserver(() => chart.timeScale().fitContent());
      refit.observe(element);
      remove = () => {
        refit.disconnect();
        chart.remove();
      };
    });
    return () => {
      disposed = true;
      remove();
    };
  }, [container, bars, theme]);
}

export function PriceChart({ symbol }: { readonly symbol: string }) {
  const { company } = useQueries();
  const prices = useData(company.historicalPrice({ symbol, timeseries: PRICE_HISTORY_TRADING_DAYS }));
  const [range, setRange] = useState<PriceRange>(DEFAULT_PRICE_RANGE);
  const { theme } = useTheme();
  const container = useRef<HTMLDivElement>(null);
  const shown = prices.data ? barsInRange(prices.data.historical, range) : [];
  const change = rangeChangePercent(shown);
  const coverage = prices.data ? rangeCoverage(prices.data.historical, range) : null;
  useChart(container, shown, theme);
  return (
    <section className="card price-chart-card" aria-labelledby="price-chart-title">
      <div className="section-heading">
        <h2 id="price-chart-title">Price</h2>
        <fieldset className="segmented">
          <legend className="visually-hidden">Chart range</legend>
          {PRICE_RANGES.map((option) => (
            <button key={option} type="button" aria-pressed={option === range} onClick={() => setRange(option)}>
              {option}
            </button>
          ))}
        </fieldset>
      </div>
      {prices.isPending && <Skeleton className="chart-skeleton" label="Loading prices" />}
      {prices.isError && <LoadError error={prices.error} onRetry={() => prices.refetch()} />}
      {prices.data && shown.length === 0 && <p className="muted">No prices for this company.</p>}
      {prices.data && shown.length > 0 && (
        <>
          <p className="muted price-chart-caption">
            <span className={`change-${direction(change)}`}>{formatSignedPercent(change)}</span> over {shown.length}{" "}
            trading days, {shown[0]?.date} to {shown.at(-1)?.date}{" "}
            <ProvenanceBadge provenance={prices.data.provenance} />
          </p>
          {coverage?.shortfall && (
            <p className="price-chart-shortfall" data-testid="price-range-shortfall">
              {coverage.shortfall}.
            </p>
          )}
          <div
            ref={container}
            className="price-chart"
            role="img"
            aria-label={`${symbol} closing prices, ${coverage?.label ?? range}`}
          />
        </>
      )}
    </section>
  );
}
