// The tables of a page that is not a statement (issue 45 item 4): a note or MD&A page may hold
// several tables, each under a line of years ("2022 2021 2020", "2022 Change 2021 Change 2020"),
// each read alone with its own columns and unit, with the lines just above it as its heading
// ("The following table shows net sales by reportable segment ... (dollars in millions):").

import { linesOfRuns, parseFigure, readTableLines, type TableRow, type TextLine, type TextRun } from "./filingTables";
import { BREAKDOWN_PAGE_WORDS } from "./plan/lexicon/filingBreakdownWords";
import type { FilingContext, TableUnit } from "./tableHeadings";

/** One table of a page: the words above it that say what it is, and its rows. */
export interface PageTable {
  readonly heading: string;
  readonly rows: ReadonlyArray<TableRow>;
}

/** Lines above a table's line of years read as its heading. */
const TABLE_LEAD_LINES = 2;
/** Words a line of column headings holds at most: a sentence naming years is no heading. */
const HEADER_MAX_TOKENS = 10;

const YEAR = /^(19[89]\d|20\d\d)$/;

/** A line of column headings: two years or more, and besides them only short words ("Change", "%"). */
function isYearsLine(line: TextLine): boolean {
  const years = line.tokens.filter((token) => YEAR.test(token.text)).length;
  return (
    years >= 2 &&
    line.tokens.length <= HEADER_MAX_TOKENS &&
    line.tokens.every((token) => YEAR.test(token.text) || !/\d/.test(token.text))
  );
}

/** A line ending in a figure: a table's row, never a heading. */
const isDataRow = (line: TextLine) => parseFigure(line.tokens[line.tokens.length - 1]?.text ?? "") !== null;

const PAGE_WORDS = new Set(BREAKDOWN_PAGE_WORDS.split(" "));

/** Whether a page's lines name a breakdown anywhere ("segment", "geographic", "disaggregation"): only then are its tables read. */
export function mayHoldBreakdown(lines: ReadonlyArray<string>): boolean {
  return lines.some((line) =>
    line
      .toLowerCase()
      .split(/[^a-z]+/)
      .some((word) => PAGE_WORDS.has(word)),
  );
}

/** The page's tables, each from the lines above its line of years to the next table's. */
export function readPageTables(runs: ReadonlyArray<TextRun>, pageNumber: number, context: FilingContext): PageTable[] {
  const lines = linesOfRuns(runs);
  const starts: number[] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    if (!isYearsLine(line) || (previous && isYearsLine(previous))) return;
    // The lines above the years head the table, up to the last row of the table before it.
    let start = index;
    while (start > index - TABLE_LEAD_LINES && start > 0 && !isDataRow(lines[start - 1] as TextLine)) start--;
    starts.push(Math.max(starts[starts.length - 1] ?? 0, start));
  });
  // A table that states no unit is in the unit of the table above it on the page.
  let unit: TableUnit | null = null;
  return starts.map((start, at) => {
    const table = lines.slice(start, starts[at + 1] ?? lines.length);
    const yearsAt = table.findIndex(isYearsLine);
    const heading = table
      .slice(0, Math.max(0, yearsAt))
      .map((line) => line.text)
      .join(" ");
    const reading = readTableLines(table, pageNumber, context, unit);
    unit = reading.carry?.unit ?? unit;
    return { heading, rows: reading.rows };
  });
}
