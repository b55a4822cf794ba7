// Plain-text tables for the terminal: columns padded to their widest cell, numbers right-aligned,
// and a table wider than the screen loses columns from the end it names (the oldest periods of a
// statement) rather than wrapping into something nobody can read.

export type Align = "left" | "right";

export interface Column {
  readonly heading: string;
  readonly align: Align;
}

const GAP = "  ";

/** Characters as the terminal counts them (no wide characters in our figures). */
const widthOf = (text: string) => [...text].length;

const pad = (text: string, width: number, align: Align) => {
  const fill = " ".repeat(Math.max(0, width - widthOf(text)));
  return align === "right" ? fill + text : text + fill;
};

/** Cuts `text` to `width` characters, marking the cut with an ellipsis. */
export function clip(text: string, width: number): string {
  const chars = [...text];
  return chars.length <= width ? text : `${chars.slice(0, Math.max(0, width - 1)).join("")}…`;
}

export function renderTable(columns: ReadonlyArray<Column>, rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const widths = columns.map((column, index) =>
    Math.max(widthOf(column.heading), ...rows.map((row) => widthOf(row[index] ?? ""))),
  );
  const line = (cells: ReadonlyArray<string>) =>
    columns
      .map((column, index) => pad(cells[index] ?? "", widths[index] ?? 0, column.align))
      .join(GAP)
      .trimEnd();
  return [line(columns.map((column) => column.heading)), ...rows.map(line)].join("\n");
}

/**
 * The widest table within `maxWidth`: the first `fixed` columns always stay; of the others, as
 * many as fit, keeping those at the end (`keep: "last"`, the newest periods) or the start.
 * Answers the table and how many columns were left out.
 */
export function fitTable(
  columns: ReadonlyArray<Column>,
  rows: ReadonlyArray<ReadonlyArray<string>>,
  maxWidth: number,
  options: { readonly fixed: number; readonly keep: "first" | "last" },
): { readonly text: string; readonly omitted: number } {
  const optional = columns.length - options.fixed;
  for (let shown = optional; shown >= 0; shown--) {
    const picked = Array.from({ length: options.fixed }, (_, index) => index).concat(
      Array.from({ length: shown }, (_, index) =>
        options.keep === "last" ? columns.length - shown + index : options.fixed + index,
      ),
    );
    const text = renderTable(
      picked.map((index) => columns[index] as Column),
      rows.map((row) => picked.map((index) => row[index] ?? "")),
    );
    const widest = Math.max(...text.split("\n").map(widthOf));
    if (widest <= maxWidth || shown === 0) return { text, omitted: optional - shown };
  }
  return { text: "", omitted: optional };
}
