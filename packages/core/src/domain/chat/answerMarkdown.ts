// How an answer's markdown is prepared for display: citation marks [n] become links to their
// sources, and the text is cut into blocks (paragraphs, lists, tables, fenced code) so that while
// an answer streams only its last, growing block has to be rendered again.

/** `[n]` marks with a source become links `[[n]](url)`; marks without one are left as they are. */
export function linkCitations(markdown: string, citations: ReadonlyArray<string>): string {
  return markdown.replace(/\[(\d{1,2})\](?![([])/g, (mark, digits: string) => {
    const url = citations[Number(digits) - 1];
    return url
      ? `[[${digits}]](${url.replace(/[()\s]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`)})`
      : mark;
  });
}

/** Blocks separated by blank lines, keeping fenced code (which may hold blank lines) whole. */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | null = null;
  const close = () => {
    if (current.length > 0) blocks.push(current.join("\n"));
    current = [];
  };
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) fence = fence === null ? marker : null;
    if (fence === null && !marker && line.trim() === "") {
      close();
      continue;
    }
    current.push(line);
  }
  close();
  return blocks;
}
