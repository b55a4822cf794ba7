// Which runs of a PDF page's text layer hold a cited passage, so the viewer can highlight it. PDF.js
// splits a page into runs that may or may not carry the spaces between words, and a quote joins
// sentences (or lines) that stand apart on the page and may end clipped ("…"): both are compared
// without spaces or case, and a passage not found whole is found piece by piece, each piece the
// longest stretch of it the page holds.

/** A piece shorter than this (a heading, "Cash fell.") is too common to point at by itself. */
const PIECE_MIN_CHARS = 12;

const compact = (text: string) => text.toLowerCase().replace(/[\s\u00ad]+/g, "");

/**
 * The indexes of the runs (`runs`, in the text layer's order) that hold the passage, in order;
 * none when the page does not hold it.
 */
export function passageSpans(runs: ReadonlyArray<string>, passage: string): number[] {
  let page = "";
  const runAt: number[] = [];
  runs.forEach((run, index) => {
    const text = compact(run);
    page += text;
    for (let char = 0; char < text.length; char++) runAt.push(index);
  });
  const found = new Set<number>();
  const wanted = compact(passage.replace(/…\s*$/, "").replace(/^[“"]|[”"]$/g, ""));
  const pieceMin = Math.min(PIECE_MIN_CHARS, wanted.length);
  let rest = wanted;
  while (rest.length > 0) {
    // The longest start of the rest that the page holds: a held start's own starts are all held.
    let low = 0;
    let high = rest.length;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (page.includes(rest.slice(0, middle))) low = middle;
      else high = middle - 1;
    }
    const piece = rest.slice(0, low);
    if (piece.length > 0 && piece.length >= pieceMin) {
      const start = page.indexOf(piece);
      for (let char = start; char < start + piece.length; char++) found.add(runAt[char] as number);
    }
    rest = rest.slice(Math.max(1, low));
  }
  return [...found].sort((a, b) => a - b);
}
