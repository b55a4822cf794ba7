// Statement pages for tests, laid out as filings lay them out: a heading, the unit, column headings
// over right-aligned figures, "$" in runs of their own, labels indented under their headings. The
// runs become a real PDF with `placedPdf`, so the tests read it as an upload is read.
import type { PlacedText } from "./minimalPdf";

/** Helvetica's widths, in thousandths of the font size, for the characters figures use. */
const WIDTHS: Readonly<Record<string, number>> = { ",": 278, ".": 278, "(": 333, ")": 333, $: 556, "\u2014": 1000 };
const widthOf = (text: string, size: number) =>
  ([...text].reduce((sum, char) => sum + (WIDTHS[char] ?? 556), 0) * size) / 1000;

export interface StatementRow {
  readonly label: string;
  /** Indent in points from the label margin. */
  readonly indent?: number;
  /** One per column; a leading "$" is drawn in its own run left of the figure. */
  readonly values?: ReadonlyArray<string>;
  /** A footnote marker drawn small and raised, just after the label. */
  readonly footnote?: string;
}

export interface StatementLayout {
  /** The lines above the table, centred: company, title, unit. */
  readonly heading: ReadonlyArray<string>;
  /** Heading lines over the columns: one entry per line, each a text per column, or one text over all. */
  readonly columnHeadings: ReadonlyArray<ReadonlyArray<string>>;
  readonly rows: ReadonlyArray<StatementRow>;
  /** Right edges of the value columns, in points. */
  readonly columns?: ReadonlyArray<number>;
  /** Where the table starts, from the page's bottom. */
  readonly top?: number;
}

const LABEL_X = 56;
const SIZE = 9;
const LEADING = 14;

/** The runs of one statement; returns them and the height below which the next may start. */
export function statementRuns(layout: StatementLayout): { runs: PlacedText[]; bottom: number } {
  const columns = layout.columns ?? [400, 470, 540];
  const runs: PlacedText[] = [];
  let y = layout.top ?? 740;
  for (const line of layout.heading) {
    runs.push({ text: line, x: 306 - widthOf(line, SIZE) / 2, y, size: SIZE });
    y -= LEADING;
  }
  for (const cells of layout.columnHeadings) {
    if (cells.length === 1) {
      const text = cells[0] ?? "";
      const center = ((columns[0] ?? 0) - 40 + (columns[columns.length - 1] ?? 0)) / 2;
      runs.push({ text, x: center - widthOf(text, 8) / 2, y, size: 8 });
    } else {
      // Fewer headings than columns: each stands over its group ("Three Months Ended" over two).
      const group = Math.max(1, Math.floor(columns.length / cells.length));
      cells.forEach((text, index) => {
        const first = (columns[index * group] ?? 0) - 40;
        const center = (first + (columns[index * group + group - 1] ?? 0)) / 2;
        runs.push({ text, x: center - widthOf(text, 8) / 2, y, size: 8 });
      });
    }
    y -= LEADING - 4;
  }
  y -= 4;
  for (const row of layout.rows) {
    const x = LABEL_X + (row.indent ?? 0);
    runs.push({ text: row.label, x, y, size: SIZE });
    if (row.footnote) {
      runs.push({ text: row.footnote, x: x + widthOf(row.label, SIZE) + 1, y: y + 3, size: 6 });
    }
    (row.values ?? []).forEach((value, index) => {
      const right = columns[index] ?? 0;
      const figure = value.replace(/^\$\s*/, "");
      runs.push({ text: figure, x: right - widthOf(figure, SIZE), y, size: SIZE });
      if (figure !== value) runs.push({ text: "$", x: right - 58, y, size: SIZE });
    });
    y -= LEADING;
  }
  return { runs, bottom: y - LEADING };
}

/** Plain lines of text from the top of the page down, as a page of prose. */
export function proseRuns(lines: ReadonlyArray<string>, top = 740): PlacedText[] {
  return lines.map((text, index) => ({ text, x: LABEL_X, y: top - index * LEADING, size: 10 }));
}
