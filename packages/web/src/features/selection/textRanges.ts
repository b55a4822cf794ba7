// Character offsets in an element's text ↔ DOM ranges. A highlight is stored as offsets into the
// text of the element that shows the document (its textContent), so it survives re-rendering.

/** The offsets of `range` within `container`'s text. */
export function offsetsOf(container: Node, range: Range): { start: number; end: number } {
  const before = document.createRange();
  before.setStart(container, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  return { start, end: start + range.toString().length };
}

/** A range over `container`'s text from `start` to `end`; null when the text is shorter. */
export function rangeAt(container: Node, start: number, end: number): Range | null {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let passed = 0;
  let started = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!started && start <= passed + length) {
      range.setStart(node, start - passed);
      started = true;
    }
    if (started && end <= passed + length) {
      range.setEnd(node, end - passed);
      return range;
    }
    passed += length;
  }
  return null;
}

/** The selection's range when it lies within `container` and is not collapsed. */
export function selectionWithin(container: Node): Range | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  if (container.contains(range.commonAncestorContainer)) return range;
  // A triple click on the text's last paragraph selects up to the start of the next block, past the
  // text's end: the part inside is what was meant. A selection begun elsewhere is not this text's.
  if (!container.contains(range.startContainer)) return null;
  const inside = document.createRange();
  inside.selectNodeContents(container);
  inside.setStart(range.startContainer, range.startOffset);
  return inside.collapsed ? null : inside;
}
