// Paints highlights with the CSS Custom Highlight API: ranges are registered per colour and styled
// by `::highlight(…)`, so React's DOM is never touched. Each painted element owns its ranges;
// every colour's highlight is rebuilt from all of them. Browsers without the API show none.
import type { HighlightColor } from "@moatwise/core";

const painted = new Map<object, ReadonlyArray<{ color: HighlightColor; range: Range }>>();
const COLORS: ReadonlyArray<HighlightColor> = ["yellow", "blue", "green", "pink"];

export const highlightName = (color: HighlightColor) => `mw-highlight-${color}`;

function repaint(): void {
  if (typeof CSS === "undefined" || !("highlights" in CSS) || typeof Highlight === "undefined") return;
  for (const color of COLORS) {
    const ranges = [...painted.values()].flatMap((marks) =>
      marks.filter((mark) => mark.color === color).map((mark) => mark.range),
    );
    if (ranges.length === 0) CSS.highlights.delete(highlightName(color));
    else CSS.highlights.set(highlightName(color), new Highlight(...ranges));
  }
}

/** Shows `marks` for `owner`, replacing what it showed before. */
export function paintHighlights(owner: object, marks: ReadonlyArray<{ color: HighlightColor; range: Range }>): void {
  painted.set(owner, marks);
  repaint();
}

export function clearHighlights(owner: object): void {
  painted.delete(owner);
  repaint();
}
