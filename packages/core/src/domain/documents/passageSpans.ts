// Which runs of a PDF page's text layer hold a cited passage, so the viewer can highlight it. PDF.js
// splits a page into runs that may or may not carry the spaces between words, and a quote joins
// sentences and may end clipped ("…"): both are compared without spaces or case, and a passage not
// found whole is looked for sentence by sentence.

/** A sentence shorter than this (a heading, "Cash fell.") is too common to point at by itself. */
const SENTENCE_MIN_CHARS = 12;

const compact = (text: string) => text.toLowerCase().replace(/[\s\u00ad]+/g, "");

/** The passage's parts to look for: itself, then its sentences, without a clipping mark. */
function partsOf(passage: string): string[] {
  const unclipped = passage.replace(/…\s*$/, "").replace(/^[“"]|[”"]$/g, "");
  const sentences = unclipped.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.trim().length >= SENTENCE_MIN_CHARS);
  return [unclipped, ...(sentences.length > 1 ? sentences : [])];
}

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
  for (const [position, part] of partsOf(passage).entries()) {
    const wanted = compact(part);
    if (wanted.length === 0) continue;
    const start = page.indexOf(wanted);
    if (start < 0) continue;
    for (let char = start; char < start + wanted.length; char++) found.add(runAt[char] as number);
    // The whole passage found: its sentences add nothing.
    if (position === 0) break;
  }
  return [...found].sort((a, b) => a - b);
}
