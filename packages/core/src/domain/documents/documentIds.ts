// Names for the documents highlights are kept on. A chat answer is named by its stored message
// id; a filing by its address, hashed to a short stable name (the API keeps ids to 64 characters);
// a company's Overview text (its "At a glance" facts, its profile) by its ticker (issue 43).

/** FNV-1a over the UTF-16 code units, from a given start, as 8 hex digits. */
function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

const FILING_PREFIX = "filing-";

/** `filing-` and 16 hex digits: the same for the same address, different for different ones. */
export function filingDocumentId(link: string): string {
  return `${FILING_PREFIX}${fnv1a(link, 0x811c9dc5)}${fnv1a(link, 0x01000193)}`;
}

/** Whether a document's name is a filing's (and not a chat answer's). */
export const isFilingDocumentId = (documentId: string): boolean => documentId.startsWith(FILING_PREFIX);

/** The parts of a company's Overview whose text may be highlighted: each is named as a document apart. */
export type OverviewPart = "glance" | "profile";
export const OVERVIEW_PARTS: ReadonlyArray<OverviewPart> = ["glance", "profile"];

/** `overview-AAPL-glance`: the same for a ticker however written; a ticker is at most 10 characters. */
export function overviewDocumentId(symbol: string, part: OverviewPart): string {
  return `overview-${symbol.trim().toUpperCase()}-${part}`;
}

/** Whether a document is one of a company's own (a filing or an Overview part), not a chat answer. */
export const isCompanyDocumentId = (documentId: string): boolean =>
  isFilingDocumentId(documentId) || documentId.startsWith("overview-");
