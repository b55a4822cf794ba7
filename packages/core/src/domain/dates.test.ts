import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatDate, formatDateTime, formatShortDateTime } from "./dates";

const en = { locale: "en-US", timeZone: "UTC" };
const at = "2026-11-23T16:05:00.000Z";

describe("dates as the app writes them", () => {
  it("writes a moment, a day and a short moment in the reader's locale", () => {
    expect(formatDateTime(at, en)).toBe("Nov 23, 2026, 4:05 PM");
    expect(formatDate(at, en)).toBe("Nov 23, 2026");
    expect(formatShortDateTime(at, en)).toBe("Nov 23, 04:05 PM");
    expect(formatDateTime(Date.parse(at), { locale: "en-GB", timeZone: "Europe/London" })).toBe("23 Nov 2026, 16:05");
  });

  it("takes milliseconds, ISO text or a Date alike", () => {
    expect(formatDate(new Date(at), en)).toBe(formatDate(Date.parse(at), en));
  });

  it("writes a calendar day as that very day (it is read as UTC, never shifted by the reader's zone)", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          const noon = formatDate(`${day}T12:00:00Z`, { locale: "en-US", timeZone: "UTC" });
          expect(formatCalendarDay(day, { locale: "en-US" })).toBe(noon.replace(/, \d{4}$/, ""));
        },
      ),
      { numRuns: 50 },
    );
    expect(formatCalendarDay("2026-01-01", { locale: "en-US" })).toBe("Jan 1");
  });
});
