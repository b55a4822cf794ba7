// What the sample set's prices are made from, per company: the closing price on the last trading
// day of each quarter from March 2023 to March 2025 (split-adjusted, rounded, as the exchanges
// reported them), a typical daily move and volume, the five-year monthly beta and the dividends
// per share of the last twelve months as data vendors showed them around the cut-off. The days
// between two quarter ends are drawn by `samplePrices.ts`: only the quarter-end closes are real.

export interface PriceAnchors {
  /** Closes on QUARTER_ENDS, in order. */
  readonly closes: readonly [number, number, number, number, number, number, number, number, number];
  /** Typical daily move, as a decimal (0.015 is 1.5 %). */
  readonly dailyMove: number;
  /** Typical shares traded a day, in millions. */
  readonly volumeMillions: number;
  readonly beta: number;
  readonly dividendPerShare: number;
}

export const QUARTER_ENDS = [
  "2023-03-31",
  "2023-06-30",
  "2023-09-29",
  "2023-12-29",
  "2024-03-28",
  "2024-06-28",
  "2024-09-30",
  "2024-12-31",
  "2025-03-31",
] as const;

/** Weekdays the New York Stock Exchange was closed within the window. */
export const MARKET_HOLIDAYS: ReadonlySet<string> = new Set([
  "2023-04-07",
  "2023-05-29",
  "2023-06-19",
  "2023-07-04",
  "2023-09-04",
  "2023-11-23",
  "2023-12-25",
  "2024-01-01",
  "2024-01-15",
  "2024-02-19",
  "2024-03-29",
  "2024-05-27",
  "2024-06-19",
  "2024-07-04",
  "2024-09-02",
  "2024-11-28",
  "2024-12-25",
  "2025-01-01",
  "2025-01-09",
  "2025-01-20",
  "2025-02-17",
]);

const anchors = (
  closes: PriceAnchors["closes"],
  dailyMove: number,
  volumeMillions: number,
  beta: number,
  dividendPerShare: number,
): PriceAnchors => ({ closes, dailyMove, volumeMillions, beta, dividendPerShare });

export const SAMPLE_PRICE_ANCHORS: Readonly<Record<string, PriceAnchors>> = {
  AAPL: anchors([164.9, 193.97, 171.21, 192.53, 171.48, 210.62, 233.0, 250.42, 222.13], 0.014, 55, 1.24, 1.0),
  MSFT: anchors([288.3, 340.54, 315.75, 376.04, 420.72, 446.95, 430.3, 421.5, 375.39], 0.014, 22, 0.9, 3.32),
  GOOGL: anchors([103.73, 119.7, 130.86, 139.69, 150.93, 182.15, 165.85, 189.3, 154.64], 0.018, 28, 1.01, 0.8),
  AMZN: anchors([103.29, 130.36, 127.12, 151.94, 180.38, 193.25, 186.33, 219.39, 190.26], 0.019, 45, 1.15, 0),
  NVDA: anchors([27.78, 42.3, 43.5, 49.52, 90.36, 123.54, 121.44, 134.29, 108.38], 0.031, 350, 1.76, 0.04),
  META: anchors([211.94, 286.98, 300.21, 353.96, 485.58, 504.22, 572.44, 585.51, 576.36], 0.022, 15, 1.21, 2.0),
  "BRK.B": anchors([308.77, 341.0, 350.3, 356.66, 420.52, 406.8, 460.26, 453.28, 532.58], 0.009, 4, 0.87, 0),
  JPM: anchors([130.31, 145.44, 145.02, 170.1, 200.3, 202.26, 210.86, 239.71, 245.3], 0.013, 9, 1.1, 5.0),
  V: anchors([225.46, 237.48, 230.01, 260.35, 279.08, 262.47, 274.95, 316.04, 350.46], 0.011, 6.5, 0.95, 2.36),
  MA: anchors([363.41, 393.3, 395.91, 426.51, 481.57, 441.16, 493.8, 526.57, 548.12], 0.012, 2.8, 1.08, 3.04),
  JNJ: anchors([155.0, 165.52, 155.75, 156.74, 158.19, 146.16, 162.06, 144.62, 165.84], 0.01, 7, 0.52, 4.96),
  LLY: anchors([343.42, 468.98, 537.13, 582.92, 777.96, 905.38, 885.94, 772.0, 825.91], 0.02, 3, 0.43, 5.2),
  UNH: anchors([472.59, 480.64, 504.19, 526.47, 494.7, 509.26, 584.68, 505.86, 523.75], 0.015, 3.5, 0.58, 8.4),
  XOM: anchors([109.66, 107.25, 117.58, 99.98, 116.24, 115.12, 117.22, 107.57, 118.93], 0.014, 16, 0.88, 3.88),
  PG: anchors([148.69, 151.74, 145.86, 146.54, 162.25, 164.92, 173.2, 167.65, 170.42], 0.009, 6.5, 0.41, 4.03),
  KO: anchors([62.03, 60.22, 55.98, 58.93, 61.18, 63.65, 71.86, 62.26, 71.62], 0.009, 14, 0.59, 1.94),
  PEP: anchors([182.3, 185.22, 169.44, 169.84, 175.01, 164.93, 170.05, 152.06, 149.94], 0.01, 5.5, 0.53, 5.42),
  WMT: anchors([49.15, 52.39, 53.31, 52.55, 60.17, 67.71, 80.75, 90.35, 87.79], 0.011, 17, 0.69, 0.86),
  COST: anchors([496.87, 538.38, 564.96, 660.08, 732.63, 849.99, 886.52, 916.27, 945.78], 0.012, 2, 0.79, 4.64),
  HD: anchors([295.12, 310.64, 302.16, 346.55, 383.6, 344.24, 405.2, 388.99, 366.49], 0.013, 3.5, 1.02, 9.0),
  MCD: anchors([279.61, 298.41, 263.44, 296.51, 281.95, 254.84, 304.51, 289.89, 312.37], 0.01, 3, 0.69, 6.93),
  NKE: anchors([122.64, 110.37, 95.62, 108.57, 93.98, 75.37, 88.4, 75.67, 63.48], 0.018, 10, 1.02, 1.56),
  CAT: anchors([228.84, 246.05, 273.0, 295.67, 366.43, 333.1, 391.12, 362.76, 329.81], 0.016, 2.7, 1.12, 5.5),
  DIS: anchors([100.13, 89.28, 81.05, 90.29, 122.36, 99.29, 96.19, 111.35, 98.7], 0.016, 10, 1.42, 1.0),
  NFLX: anchors([345.48, 440.49, 377.6, 486.88, 607.33, 674.88, 709.27, 891.32, 932.53], 0.022, 3.5, 1.27, 0),
  ADBE: anchors([385.37, 488.99, 509.9, 596.6, 504.6, 555.54, 517.78, 444.68, 383.53], 0.018, 3, 1.5, 0),
};
