// The sample set's two years of daily prices: between two real quarter-end closes the days are
// drawn as a Brownian bridge in log price, seeded by the symbol, so every run shows the same
// history and every quarter end lands exactly on its reported close.
import type { PriceBar } from "@moatwise/core";
import { MARKET_HOLIDAYS, type PriceAnchors, QUARTER_ENDS, SAMPLE_PRICE_ANCHORS } from "./samplePrices.data";

const DAY_MS = 86_400_000;

/** The trading days from the first quarter end to the last, holidays and weekends left out. */
export function tradingDays(first: string, last: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(first); time <= Date.parse(last); time += DAY_MS) {
    const date = new Date(time);
    const weekday = date.getUTCDay();
    const iso = date.toISOString().slice(0, 10);
    if (weekday !== 0 && weekday !== 6 && !MARKET_HOLIDAYS.has(iso)) days.push(iso);
  }
  return days;
}

/** A small seeded generator (mulberry32): the same symbol draws the same numbers. */
function seededRandom(seedText: string): () => number {
  let seed = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
const normal = (random: () => number) => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** Log closes for the days of one quarter, from one anchor to the next. */
function bridge(from: number, to: number, steps: number, dailyMove: number, random: () => number): number[] {
  const walk = [0];
  let position = 0;
  for (let step = 1; step <= steps; step++) {
    position += normal(random) * dailyMove;
    walk.push(position);
  }
  const [start, end] = [Math.log(from), Math.log(to)];
  return walk.map((value, step) => start + ((end - start) * step) / steps + value - (position * step) / steps);
}

const cents = (value: number) => Math.round(value * 100) / 100;

function closesFor(days: ReadonlyArray<string>, anchors: PriceAnchors, random: () => number): number[] {
  const logCloses = [Math.log(anchors.closes[0])];
  QUARTER_ENDS.forEach((quarterEnd, index) => {
    if (index === 0) return;
    const steps = days.indexOf(quarterEnd) - days.indexOf(QUARTER_ENDS[index - 1] ?? quarterEnd);
    const [from, to] = [anchors.closes[index - 1] ?? 0, anchors.closes[index] ?? 0];
    logCloses.push(...bridge(from, to, steps, anchors.dailyMove, random).slice(1));
  });
  return logCloses.map((value) => cents(Math.exp(value)));
}

function barsFor(symbol: string, anchors: PriceAnchors): PriceBar[] {
  const days = tradingDays(QUARTER_ENDS[0], QUARTER_ENDS[QUARTER_ENDS.length - 1] ?? QUARTER_ENDS[0]);
  const random = seededRandom(symbol);
  const closes = closesFor(days, anchors, random);
  return closes.map((close, index) => {
    const date = days[index] ?? "";
    const previous = closes[index - 1] ?? close;
    const open = cents(previous * (1 + normal(random) * anchors.dailyMove * 0.3));
    const high = cents(Math.max(open, close) * (1 + Math.abs(normal(random)) * anchors.dailyMove * 0.5));
    const low = cents(Math.min(open, close) * (1 - Math.abs(normal(random)) * anchors.dailyMove * 0.5));
    const move = Math.abs(close / previous - 1) / anchors.dailyMove;
    const volume = Math.round(anchors.volumeMillions * 1e6 * (0.7 + 0.6 * random()) * (1 + 0.3 * move));
    return {
      date,
      open,
      high,
      low,
      close,
      volume,
      change: index > 0 ? cents(close - previous) : null,
      changePercent: index > 0 ? Math.round((close / previous - 1) * 10_000) / 100 : null,
      vwap: cents((high + low + close) / 3),
    };
  });
}

const drawn = new Map<string, ReadonlyArray<PriceBar>>();

/** Every sample trading day of a symbol, oldest first; null for a symbol outside the set. */
export function samplePriceBars(symbol: string): ReadonlyArray<PriceBar> | null {
  const anchors = SAMPLE_PRICE_ANCHORS[symbol];
  if (!anchors) return null;
  let bars = drawn.get(symbol);
  if (!bars) {
    bars = barsFor(symbol, anchors);
    drawn.set(symbol, bars);
  }
  return bars;
}
