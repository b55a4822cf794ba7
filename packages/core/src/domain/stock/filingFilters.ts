// The filings list's filters (data-areas §7: form_type, from_date, to_date, page). A change
// replaces the filters it names; an empty choice ("All forms", a cleared date) removes its filter,
// so nothing is sent for it; any change but a page's goes back to the first page.
import type { FilingsQuery } from "../schemas/company";

export type FilingFilters = Omit<FilingsQuery, "symbol" | "limit">;

/** What a control changes: a form or a date as the control holds it ("" for none), or the page. */
export interface FilingFilterChange {
  readonly form_type?: string;
  readonly from_date?: string;
  readonly to_date?: string;
  readonly page?: number;
}

const TEXT_FILTERS = ["form_type", "from_date", "to_date"] as const;

export function changeFilingFilters(current: FilingFilters, change: FilingFilterChange): FilingFilters {
  const next: Record<string, string | number> = { page: change.page ?? 0 };
  for (const key of TEXT_FILTERS) {
    const value = key in change ? change[key] : current[key];
    if (value !== undefined && value !== "") next[key] = value;
  }
  return next as FilingFilters;
}
