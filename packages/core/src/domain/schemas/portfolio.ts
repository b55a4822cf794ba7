// The portfolio (data-areas §3, issue 24): holdings by ticker, each optionally with shares, a cost
// per share, the date it was opened and a one-line thesis (without shares it is a watched
// company), the order the user arranged them in, and the quotes the dashboard shows.
import { Schema } from "effect";
import { HOLDING_THESIS_MAX_CHARS, HOLDINGS_CSV_MAX_BYTES, PORTFOLIO_MAX_HOLDINGS } from "../constants";
import { Figure, Id, IsoDate, IsoDateTime, Provenance, Ticker } from "./common";
import { Filing } from "./company";

/** A date a person gives (`YYYY-MM-DD`) that is on the calendar: no 31 April, no month 13 (here, so it loads with the portfolio). */
export const CalendarDate = IsoDate.check(
  Schema.makeFilter((text: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return true; // the pattern above says what is wrong
    const [year = 0, month = 0, day = 0] = text.split("-").map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    const onCalendar = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    return (onCalendar && year >= 1900) || "must be a date on the calendar, from 1900";
  }),
);

const notNegative = Schema.Finite.check(
  Schema.isGreaterThanOrEqualTo(0, { message: "must not be negative" }),
  Schema.isLessThanOrEqualTo(1e12, { message: "must be at most 1,000,000,000,000" }),
);
const OneLine = Schema.String.check(
  Schema.isMaxLength(HOLDING_THESIS_MAX_CHARS, { message: `must be at most ${HOLDING_THESIS_MAX_CHARS} characters` }),
  Schema.isPattern(/^[^\r\n]*$/, { message: "must be one line" }),
);

/** The optional extra fields of a holding; null clears one. */
const holdingDetails = {
  shares: Schema.optionalKey(Schema.NullOr(notNegative)),
  /** Average cost per share in the company's trading currency. */
  costPerShare: Schema.optionalKey(Schema.NullOr(notNegative)),
  openedOn: Schema.optionalKey(Schema.NullOr(CalendarDate)),
  thesis: Schema.optionalKey(Schema.NullOr(OneLine)),
};

export const Holding = Schema.Struct({
  id: Id,
  symbol: Ticker,
  createdAt: IsoDateTime,
  shares: Schema.NullOr(Schema.Finite),
  costPerShare: Schema.NullOr(Schema.Finite),
  openedOn: Schema.NullOr(IsoDate),
  thesis: Schema.NullOr(Schema.String),
});
export type Holding = typeof Holding.Type;

export const NewHolding = Schema.Struct({ symbol: Ticker, ...holdingDetails });
export type NewHolding = typeof NewHolding.Type;

export const HoldingUpdate = Schema.Struct(holdingDetails);
export type HoldingUpdate = typeof HoldingUpdate.Type;

/**
 * What to do with a CSV's rows whose company the portfolio holds already: put the file's figures
 * on the holding (`update`) or leave it as it is (`skip`). Without a choice, such rows refuse the
 * import with `import_overlap`, naming them, so the user can choose.
 */
export const ImportOverlap = Schema.Literals(["update", "skip"]);
export type ImportOverlap = typeof ImportOverlap.Type;

/**
 * POST /portfolio/import (ours): a CSV file's text, read and checked by the server, every row
 * added or none; a refusal names every bad row by its row in the file, as a spreadsheet shows it.
 */
export const HoldingsImport = Schema.Struct({
  /** Characters, a bound above the bytes the reading refuses in its own words. */
  csv: Schema.String.check(
    Schema.isMaxLength(HOLDINGS_CSV_MAX_BYTES, { message: `must be at most ${HOLDINGS_CSV_MAX_BYTES / 1024} KB` }),
  ),
  overlap: Schema.optionalKey(ImportOverlap),
});
export type HoldingsImport = typeof HoldingsImport.Type;

/** The portfolio after an import, with how many holdings it added and how many it updated. */
export const ImportedHoldings = Schema.Struct({
  holdings: Schema.Array(Holding),
  added: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  updated: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
export type ImportedHoldings = typeof ImportedHoldings.Type;

/** Holding ids in display order. */
export const PortfolioOrder = Schema.Struct({
  order: Schema.Array(Id).check(Schema.isMaxLength(PORTFOLIO_MAX_HOLDINGS)),
});
export type PortfolioOrder = typeof PortfolioOrder.Type;

/** The holdings in the user's order. */
export const Portfolio = Schema.Struct({ holdings: Schema.Array(Holding) });
export type Portfolio = typeof Portfolio.Type;

/** One holding's quote for the dashboard; `found: false` for a company no provider has data on. */
export const HoldingQuote = Schema.Struct({
  symbol: Ticker,
  found: Schema.Boolean,
  name: Schema.String,
  sector: Schema.NullOr(Schema.String),
  currency: Schema.String,
  price: Figure,
  change: Figure,
  changePercentage: Figure,
});
export type HoldingQuote = typeof HoldingQuote.Type;

/** GET /portfolio/quotes (ours): every holding's quote in one answer, for the 60 s refresh. */
export const PortfolioQuotes = Schema.Struct({
  quotes: Schema.Array(HoldingQuote),
  provenance: Schema.NullOr(Provenance),
});
export type PortfolioQuotes = typeof PortfolioQuotes.Type;

/** GET /portfolio/filings (ours): each holding's SEC filings of the last `days` days, newest first. */
export const HoldingsFilings = Schema.Struct({
  bySymbol: Schema.Record(Schema.String, Schema.Array(Filing)),
  provenance: Schema.NullOr(Provenance),
});
export type HoldingsFilings = typeof HoldingsFilings.Type;
