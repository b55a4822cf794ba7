// When a quote was taken, in the exchange's own zone with the zone named ("Nov 24, 2026, 4:00 PM
// ET"), as investors read a close: never the reader's zone without a name ("8:00 PM").
import { formatDate } from "../dates";

interface ExchangeZone {
  /** The IANA zone the exchange trades in. */
  readonly timeZone: string;
  /** What investors call that zone. */
  readonly abbreviation: string;
}

const NEW_YORK: ExchangeZone = { timeZone: "America/New_York", abbreviation: "ET" };

/** The exchanges the data names (FMP's short codes), by the zone they trade in. */
const EXCHANGE_ZONES: Readonly<Record<string, ExchangeZone>> = {
  NASDAQ: NEW_YORK,
  NYSE: NEW_YORK,
  AMEX: NEW_YORK,
  NYSEARCA: NEW_YORK,
  BATS: NEW_YORK,
  CBOE: NEW_YORK,
  OTC: NEW_YORK,
  LSE: { timeZone: "Europe/London", abbreviation: "UK time" },
  TSX: { timeZone: "America/Toronto", abbreviation: "ET" },
  XETRA: { timeZone: "Europe/Berlin", abbreviation: "CET" },
  JPX: { timeZone: "Asia/Tokyo", abbreviation: "JST" },
  HKSE: { timeZone: "Asia/Hong_Kong", abbreviation: "HKT" },
};

/** The zone an exchange trades in; an exchange we do not know is written in UTC, named so. */
export function exchangeZone(exchange: string): ExchangeZone {
  return EXCHANGE_ZONES[exchange.toUpperCase()] ?? { timeZone: "UTC", abbreviation: "UTC" };
}

/** "Nov 24, 2026, 4:00 PM ET": a moment on an exchange, whatever zone the reader is in. */
export function formatExchangeTime(
  at: string | number | Date,
  exchange: string,
  { locale }: { readonly locale?: string } = {},
): string {
  const zone = exchangeZone(exchange);
  const moment = at instanceof Date ? at : new Date(at);
  const time = moment.toLocaleTimeString(locale, { timeZone: zone.timeZone, hour: "numeric", minute: "2-digit" });
  return `${formatDate(moment, { ...(locale ? { locale } : {}), timeZone: zone.timeZone })}, ${time} ${zone.abbreviation}`;
}
