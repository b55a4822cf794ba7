import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "../dates";
import { exchangeZone, formatExchangeTime } from "./exchangeTime";

describe("a quote's time, in the exchange's zone", () => {
  it("writes the close at 4:00 PM ET in summer and in winter, named so", () => {
    expect(formatExchangeTime("2025-03-31T20:00:00Z", "NASDAQ", { locale: "en-US" })).toBe("Mar 31, 2025, 4:00 PM ET");
    expect(formatExchangeTime("2026-11-24T21:00:00Z", "NYSE", { locale: "en-US" })).toBe("Nov 24, 2026, 4:00 PM ET");
    // Past midnight in UTC, still the same evening in New York.
    expect(formatExchangeTime("2025-07-02T01:30:00Z", "nasdaq", { locale: "en-US" })).toBe("Jul 1, 2025, 9:30 PM ET");
  });

  it("names UTC for an exchange it does not know, never a zone left unsaid", () => {
    expect(exchangeZone("MOON")).toEqual({ timeZone: "UTC", abbreviation: "UTC" });
    expect(formatExchangeTime("2025-03-31T20:00:00Z", "MOON", { locale: "en-US" })).toBe("Mar 31, 2025, 8:00 PM UTC");
  });

  it("is New York's wall clock with its zone named, for any moment (whatever the reader's zone)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2060-12-31"), noInvalidDate: true }),
        fc.constantFrom("NASDAQ", "NYSE", "AMEX"),
        (moment, exchange) => {
          const written = formatExchangeTime(moment, exchange, { locale: "en-US" });
          expect(written).toBe(`${formatDateTime(moment, { locale: "en-US", timeZone: "America/New_York" })} ET`);
          expect(written).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET$/);
        },
      ),
    );
  });
});
