// How the app writes dates and times, once: each in the reader's locale, with the style its place
// needs. `locale` and `timeZone` are the reader's by default; tests and other clients may fix them.

export interface DateFormatOptions {
  readonly locale?: string;
  readonly timeZone?: string;
}

const format = (at: Date, style: Intl.DateTimeFormatOptions, { locale, timeZone }: DateFormatOptions) =>
  at.toLocaleString(locale, { ...style, ...(timeZone ? { timeZone } : {}) });

const asDate = (at: string | number | Date) => (at instanceof Date ? at : new Date(at));

/** "Nov 23, 2026, 4:05 PM": when something happened (a note edited, a device seen, a quote). */
export function formatDateTime(at: string | number | Date, options: DateFormatOptions = {}): string {
  return format(asDate(at), { dateStyle: "medium", timeStyle: "short" }, options);
}

/** "Nov 23, 2026": the day of a news item or an exported answer. */
export function formatDate(at: string | number | Date, options: DateFormatOptions = {}): string {
  return format(asDate(at), { dateStyle: "medium" }, options);
}

/** "Nov 23, 04:05 PM": a conversation's last activity, where the year goes without saying. */
export function formatShortDateTime(at: string | number | Date, options: DateFormatOptions = {}): string {
  return format(asDate(at), { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" }, options);
}

/** "Nov 23": a calendar day written `YYYY-MM-DD` (a usage day), the same day wherever the reader is. */
export function formatCalendarDay(day: string, options: Omit<DateFormatOptions, "timeZone"> = {}): string {
  return format(new Date(`${day}T00:00:00Z`), { month: "short", day: "numeric" }, { ...options, timeZone: "UTC" });
}
