// The stock page's sections (issue 23): which one the address names (`?section=`), and the
// address of another, so a tab is part of the URL: Back returns to the tab before, a reload and a
// shared link keep it. Overview is the page without the parameter; other parameters are kept.

export const STOCK_SECTIONS = [
  { id: "overview", label: "Overview" },
  { id: "financials", label: "Financials" },
  { id: "valuation", label: "Valuation" },
  { id: "moat", label: "Moat" },
  { id: "news", label: "News" },
  { id: "filings", label: "Filings" },
  { id: "notes", label: "Notes" },
] as const;
export type StockSection = (typeof STOCK_SECTIONS)[number]["id"];

const SECTION_PARAM = "section";

/** The section an address's query names; Overview for none or one we do not have. */
export function stockSectionFrom(search: string): StockSection {
  const named = new URLSearchParams(search).get(SECTION_PARAM);
  return STOCK_SECTIONS.find((section) => section.id === named)?.id ?? "overview";
}

/** The address of `section` on the page at `path` with query `search`, its other parameters kept. */
export function stockSectionAddress(path: string, search: string, section: StockSection): string {
  const params = new URLSearchParams(search);
  if (section === "overview") params.delete(SECTION_PARAM);
  else params.set(SECTION_PARAM, section);
  const query = params.toString();
  return query === "" ? path : `${path}?${query}`;
}

/** The section `step` tabs away, wrapping at both ends (the arrow keys). */
export function stockSectionAfter(current: StockSection, step: number): StockSection {
  const index = STOCK_SECTIONS.findIndex((section) => section.id === current);
  const next =
    STOCK_SECTIONS[(((index + step) % STOCK_SECTIONS.length) + STOCK_SECTIONS.length) % STOCK_SECTIONS.length];
  return next?.id ?? current;
}
