// The ticker an address names (/stock/brk.b, /chat/aapl): percent-decoded when it is encoded,
// trimmed and upper-cased. A stray `%` (/stock/%E0) is taken as it is instead of breaking the page.

export function symbolFromAddress(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Not valid percent-encoding: the segment is read as written.
  }
  return text.trim().toUpperCase();
}
