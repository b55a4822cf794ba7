// Reads a filing's statement tables from where their text sits on the page (issue 39): runs grouped
// into lines by height, value columns found where the figures' right edges line up, each column's
// period read from the headings above it, and each line's label (one line even when it wraps) with
// its figures in whole units, as `FilingFact`s. Pure: the server's PDF reader supplies the runs.

import type { FactUnit } from "./answerTypes";
import { FILING_SYMBOL, type FilingFact, filingPageSourceId } from "./filingFacts";
import { isDebtPart, measureOfLine, normalizeLineLabel } from "./filingLines";
import { statementOfHeading } from "./filingPages";
import {
  DATE,
  type FilingContext,
  periodOfHeading,
  SPAN_HEADING,
  type TableUnit,
  unitOfHeading,
} from "./tableHeadings";

/** A run of text as PDF.js gives it: its left edge and baseline in points (y grows upwards). */
export interface TextRun {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  /** The font's size in points. */
  readonly size: number;
}

interface Token {
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly size: number;
}

export interface TextLine {
  readonly y: number;
  readonly size: number;
  readonly tokens: ReadonlyArray<Token>;
  readonly text: string;
}

/** Splits a run at its spaces, each piece given its share of the run's width by its characters. */
function tokensOf(run: TextRun): Token[] {
  const tokens: Token[] = [];
  const perChar = run.text.length > 0 ? run.width / run.text.length : 0;
  for (const match of run.text.matchAll(/\S+/g)) {
    const start = match.index ?? 0;
    tokens.push({
      text: match[0],
      left: run.x + start * perChar,
      right: run.x + (start + match[0].length) * perChar,
      size: run.size,
    });
  }
  return tokens;
}

/** The page's lines, top to bottom, each with its tokens left to right. */
export function linesOfRuns(runs: ReadonlyArray<TextRun>): TextLine[] {
  const sorted = runs.filter((run) => run.text.trim() !== "").sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: { y: number; size: number; runs: TextRun[] }[] = [];
  for (const run of sorted) {
    const current = groups[groups.length - 1];
    const tolerance = Math.max(2, 0.45 * Math.min(run.size || 8, current?.size || 8));
    if (current && Math.abs(current.y - run.y) <= tolerance) current.runs.push(run);
    else groups.push({ y: run.y, size: run.size || 8, runs: [run] });
  }
  return groups.map(({ y, size, runs: members }) => {
    const tokens = members.flatMap(tokensOf).sort((a, b) => a.left - b.left);
    return { y, size, tokens, text: tokens.map((token) => token.text).join(" ") };
  });
}

const DASH = /^[\u2014\u2013\u2012-]+$/;
const NUMBER = /^\(?\$?\(?-?\d{1,3}(,\d{3})*(\.\d+)?\)?%?\)?$|^\(?\$?-?\d+(\.\d+)?\)?%?$/;
const YEAR = /^(19[89]\d|20\d\d)$/;

/** A figure as the filing prints it: "(1,234)" is negative; "—" is nothing (zero). Null: not a figure. */
export function parseFigure(text: string): { value: number; percent: boolean } | null {
  const clean = text.replace(/\$/g, "").trim();
  if (DASH.test(clean)) return { value: 0, percent: false };
  if (!NUMBER.test(clean)) return null;
  const negative = clean.includes("(") || clean.startsWith("-");
  const digits = clean.replace(/[()$,%\s-]/g, "");
  if (digits === "" || Number.isNaN(Number(digits))) return null;
  const value = Number(digits);
  return { value: negative && value !== 0 ? -value : value, percent: clean.includes("%") };
}

function isFigureToken(text: string): boolean {
  return parseFigure(text) !== null;
}

/** A cell that holds no figure: "n/m" (not meaningful), "n/a", "NM". */
const NO_FIGURE = /^\(?(n\/?m|n\/?a|nmf)\)?$/i;

const isCellToken = (text: string) => isFigureToken(text) || NO_FIGURE.test(text);

/** "(1)" or "*" after a label: a footnote's marker, not a figure. */
const FOOTNOTE = /^(\(\d{1,2}\)|\(?[a-z]\)|\*+|[\u00b9\u00b2\u00b3\u2020\u2021]+)$/;

interface Column {
  left: number;
  right: number;
  period: string | null;
}

/** Clusters the figures' right edges into columns, left to right. */
function columnsOf(rows: ReadonlyArray<ReadonlyArray<Token>>): { left: number; right: number }[] {
  const edges = rows
    .flat()
    .map((token) => ({ left: token.left, right: token.right }))
    .sort((a, b) => a.right - b.right);
  const clusters: { left: number; right: number; count: number; last: number }[] = [];
  for (const edge of edges) {
    const current = clusters[clusters.length - 1];
    if (current && edge.right - current.last <= 8) {
      current.left = Math.min(current.left, edge.left);
      current.right = Math.max(current.right, edge.right);
      current.last = edge.right;
      current.count++;
    } else clusters.push({ left: edge.left, right: edge.right, count: 1, last: edge.right });
  }
  const needed = Math.max(2, Math.ceil(rows.length * 0.15));
  return clusters.filter((cluster) => cluster.count >= needed).map(({ left, right }) => ({ left, right }));
}

/** A line's figure tokens, with a lone ")" or "%" joined to the figure before it and "$" dropped. */
function figureTokens(tokens: ReadonlyArray<Token>): { label: Token[]; figures: Token[] } {
  const merged: Token[] = [];
  for (const token of tokens) {
    const previous = merged[merged.length - 1];
    if (previous && /^[)%]+$/.test(token.text) && isFigureToken(`${previous.text}${token.text}`)) {
      merged[merged.length - 1] = { ...previous, text: previous.text + token.text, right: token.right };
    } else if (token.text === "$" || token.text === "(" || token.text === "($") {
      // A dollar sign in its own run; an opening parenthesis set apart is kept for the next token.
      if (token.text !== "$") merged.push(token);
    } else if (previous && (previous.text === "(" || previous.text === "($")) {
      merged[merged.length - 1] = { ...token, text: `(${token.text.replace(/^\$/, "")}`, left: previous.left };
    } else merged.push(token);
  }
  // Figures are the trailing run of figure tokens; words between them end the label. A cell marked
  // "n/m" (not meaningful) or "n/a" stands in its column with no value.
  let split = merged.length;
  while (split > 0 && isCellToken(merged[split - 1]?.text ?? "")) split--;
  const label = merged.slice(0, split).filter((token) => !FOOTNOTE.test(token.text));
  return { label, figures: merged.slice(split) };
}

const isYearOnly = (tokens: ReadonlyArray<Token>) =>
  tokens.length > 0 && tokens.every((token) => YEAR.test(token.text.replace(/[,*]/g, "")));

/** A heading line over a table ends in years ("2023 2022 2021"), not in figures. */
const isHeaderLine = (split: { figures: ReadonlyArray<Token> }) => isYearOnly(split.figures);

const SHARE_LABEL =
  /^(basic |diluted )?(weighted[- ]average |number of )?(common |ordinary )?shares\b|\bshare count\b|^shares used|weighted[- ]average (number|common|diluted|basic)/i;
const SHARE_SECTION = /^shares\b|shares used|weighted[- ]average|number of (common )?shares/i;
const PER_SHARE_LABEL = /per (common |diluted |basic |ordinary )?share|\beps\b|earnings per|dividends declared per/i;

function unitOfRow(label: string, section: string | null, percent: boolean): "usd" | "perShare" | "shares" | "percent" {
  if (percent) return "percent";
  const basicOrDiluted = /^(basic|diluted)\b/i.test(label);
  if (SHARE_LABEL.test(label) || (SHARE_SECTION.test(section ?? "") && basicOrDiluted)) return "shares";
  if (PER_SHARE_LABEL.test(label) || (PER_SHARE_LABEL.test(section ?? "") && basicOrDiluted)) return "perShare";
  return "usd";
}

/** A line of a table with its figures in whole units, by period: what a breakdown is found among. */
export interface TableRow {
  readonly label: string;
  /** The heading the line sits under ("Americas:", "Net sales:"), when there is one. */
  readonly section: string | null;
  readonly unit: FactUnit;
  readonly values: ReadonlyArray<readonly [period: string, value: number]>;
}

export interface TableReading {
  readonly facts: ReadonlyArray<FilingFact>;
  /** The table's lines in print order, for the breakdowns read from them (filingBreakdowns). */
  readonly rows: ReadonlyArray<TableRow>;
  /** What a continued page reads with when it repeats no headings of its own. */
  readonly carry: TableCarry | null;
}

export interface TableCarry {
  readonly columns: ReadonlyArray<Column>;
  readonly unit: TableUnit | null;
  readonly section: string | null;
}

const factId = (measure: string, period: string, pageNumber: number, index: number) =>
  `${FILING_SYMBOL}/${measure}/${period}/p${pageNumber}${index > 0 ? `-${index + 1}` : ""}`;

/**
 * A figure scaled to whole units without the float's noise: 4,130.4 in millions is 4,130,400,000,
 * not 4,130,399,999.999999 (15 significant digits are what a double holds exactly).
 */
const round = (value: number) => Number(value.toPrecision(15));

/**
 * The facts of the statement tables on one page. `carry` is the previous page's table, for a
 * statement continued without its headings; `pageUnit` the unit stated anywhere above.
 */
export function readStatementTables(
  runs: ReadonlyArray<TextRun>,
  pageNumber: number,
  context: FilingContext,
  carry: TableCarry | null = null,
): TableReading {
  // Each statement heading on the page starts a table of its own, with its own columns and unit.
  const lines = linesOfRuns(runs);
  const starts = [0];
  lines.forEach((line, index) => {
    if (index > 0 && statementOfHeading(line.text) !== null) starts.push(index);
  });
  const seen = new Map<string, number>();
  const facts: FilingFact[] = [];
  const rows: TableRow[] = [];
  let last = carry;
  starts.forEach((start, index) => {
    const segment = lines.slice(start, starts[index + 1] ?? lines.length);
    // The page's first table may continue the previous page's (its headings above it or not).
    const reading = readTable(segment, pageNumber, context, facts.length === 0 ? carry : null, seen);
    facts.push(...reading.facts);
    rows.push(...reading.rows);
    if (reading.facts.length > 0 || index === 0) last = reading.carry;
  });
  return { facts, rows, carry: last };
}

/** A table's lines read alone (no table continued into it): its facts and rows. */
export const readTableLines = (
  lines: ReadonlyArray<TextLine>,
  pageNumber: number,
  context: FilingContext,
  unit: TableUnit | null,
) => readTable(lines, pageNumber, context, unit ? { columns: [], unit, section: null } : null, new Map());

function readTable(
  lines: ReadonlyArray<TextLine>,
  pageNumber: number,
  context: FilingContext,
  carry: TableCarry | null,
  seen: Map<string, number>,
): TableReading {
  const splits = lines.map((line) => figureTokens(line.tokens));
  const dataRows = splits.filter((split) => split.figures.length > 0 && split.label.length > 0 && !isHeaderLine(split));
  if (dataRows.length < 2) return { facts: [], rows: [], carry };
  const found = columnsOf(dataRows.map((split) => split.figures));
  // Headings right of this stand over the figures; left of it, over the labels.
  const labelEnd = (found[0]?.left ?? carry?.columns[0]?.left ?? Number.POSITIVE_INFINITY) - 4;
  const headerEnd = lines.findIndex((_, index) => {
    const split = splits[index];
    return split !== undefined && split.label.length > 0 && split.figures.length > 0 && !isHeaderLine(split);
  });
  const heading = lines.slice(0, Math.max(0, headerEnd)).map((line) => line.text);
  const unit =
    unitOfHeading(heading.join(" ")) ?? unitOfHeading(lines.map((line) => line.text).join(" ")) ?? carry?.unit ?? null;

  // Each column's heading: the header lines' tokens over it, and the headings spanning several.
  const headerLines = lines.slice(0, Math.max(0, headerEnd));
  let columns: Column[] = found.map((column) => ({ ...column, period: null }));
  if (columns.length > 0) {
    const own: string[][] = columns.map(() => []);
    const spanning: string[][] = columns.map(() => []);
    for (const line of headerLines) {
      // Tokens close together form one heading cell ("Years ended", "September 24, 2022").
      const cells: { text: string; left: number; right: number; last: Token }[] = [];
      for (const token of line.tokens) {
        const cell = cells[cells.length - 1];
        if (cell && token.left - cell.right < line.size * 1.2) {
          cell.text += ` ${token.text}`;
          cell.right = token.right;
          cell.last = token;
        } else cells.push({ text: token.text, left: token.left, right: token.right, last: token });
      }
      // "In millions ... Years ended December 31, 2022": the year at its end heads the first column.
      for (const [index, cell] of cells.entries()) {
        const years = cell.text.match(/\b(19[89]\d|20\d\d)\b/g)?.length ?? 0;
        if (cell.left <= labelEnd - 80 && years === 1 && YEAR.test(cell.last.text.replace(/,$/, ""))) {
          cells[index] = { text: cell.last.text, left: cell.last.left, right: cell.last.right, last: cell.last };
        }
      }
      // A span named at the labels' margin, its years over the columns ("Quarters Ended June 30, | 2023
      // 2022"), heads every column.
      for (const cell of cells) {
        if (cell.left > labelEnd - 80 || !SPAN_HEADING.test(cell.text) || /\b(19[89]\d|20\d\d)\b/.test(cell.text))
          continue;
        for (const list of spanning) list.push(cell.text);
      }
      // A title over the whole page ("For the Years Ended May 31, 2023, 2022 and 2021") heads no column.
      // Column headings may reach left of the figures they head, not far into the labels.
      const inTable = cells.filter(
        (cell) =>
          cell.right > labelEnd - 30 &&
          cell.left > labelEnd - 80 &&
          (cell.text.match(/\b(19[89]\d|20\d\d)\b/g)?.length ?? 0) < 2,
      );
      for (const cell of inTable) {
        const center = (cell.left + cell.right) / 2;
        const covered = columns
          .map((column, index) => ({ column, index }))
          .filter(({ column }) => column.right >= cell.left - 4 && column.left <= cell.right + 4);
        const nearest = columns
          .map((column, index) => ({ index, distance: Math.abs((column.left + column.right) / 2 - center) }))
          .sort((a, b) => a.distance - b.distance)[0];
        const hasYear = /\b(19[89]\d|20\d\d)\b/.test(cell.text);
        if (hasYear || inTable.length >= columns.length) {
          if (nearest) own[nearest.index]?.push(cell.text);
        } else if (inTable.length === 1) {
          for (const list of spanning) list.push(cell.text);
        } else {
          // Several spanning headings on one line ("Three Months Ended", "Six Months Ended"): each
          // heads the columns nearer to it than to the others.
          for (const { index } of covered.length > 0 ? covered : nearest ? [nearest] : [])
            spanning[index]?.push(cell.text);
          if (covered.length === 0) continue;
          for (const [index, column] of columns.entries()) {
            if (covered.some((c) => c.index === index)) continue;
            const columnCenter = (column.left + column.right) / 2;
            const closest = inTable
              .map((other) => ({ other, distance: Math.abs((other.left + other.right) / 2 - columnCenter) }))
              .sort((a, b) => a.distance - b.distance)[0];
            if (closest?.other === cell) spanning[index]?.push(cell.text);
          }
        }
      }
    }
    const headings = columns.map((_, index) => [...(spanning[index] ?? []), ...(own[index] ?? [])].join(" "));
    const dates = headings.map((text) => {
      const date = DATE.exec(text)?.[0];
      return date ? Date.parse(date) : Number.NaN;
    });
    const latest = Math.max(...dates.filter((value) => !Number.isNaN(value)));
    columns = columns.map((column, index) => ({
      ...column,
      period: periodOfHeading(headings[index] ?? "", context, dates[index] === latest),
    }));
    if (columns.every((column) => column.period === null) && carry && carry.columns.length > 0) {
      columns = carry.columns.map((column) => ({ ...column }));
    }
  } else if (carry) columns = carry.columns.map((column) => ({ ...column }));

  const valued = columns.filter((column) => column.period !== null);
  if (valued.length === 0) return { facts: [], rows: [], carry };

  const facts: FilingFact[] = [];
  const rows: TableRow[] = [];
  let section: string | null = carry?.section ?? null;
  // A heading ("Current liabilities:") holds the lines indented under it; a line back at its margin ends it.
  let sectionLeft = Number.NEGATIVE_INFINITY;
  let pendingLabel: { text: string; y: number; left: number } | null = null;
  const debtParts = new Map<string, { ids: string[]; total: number }>();
  let debtTotalSeen = false;
  // Label lines between the column headings and the first figures ("Net sales:") are read too.
  let start = 0;
  for (let index = 0; index < Math.max(0, headerEnd); index++) {
    if (lines[index]?.tokens.some((token) => token.left > labelEnd)) start = index + 1;
  }
  for (let index = start; index < lines.length; index++) {
    const line = lines[index] as TextLine;
    const split = splits[index] as { label: Token[]; figures: Token[] };
    const labelText = split.label
      .filter((token) => token.right <= (columns[0]?.left ?? Number.POSITIVE_INFINITY) + 2)
      .map((token) => token.text)
      .join(" ")
      .trim();
    if (split.figures.length === 0 || isHeaderLine(split)) {
      if (labelText === "") continue;
      // A line without figures either heads what follows ("Operating activities:") or starts a label
      // that the next line finishes.
      const left = split.label[0]?.left ?? 0;
      if (pendingLabel && !/:$/.test(pendingLabel.text) && continues(pendingLabel, labelText, line.y, line.size)) {
        pendingLabel = { text: `${pendingLabel.text} ${labelText}`, y: line.y, left: pendingLabel.left };
      } else {
        if (pendingLabel && /:$/.test(pendingLabel.text)) {
          section = pendingLabel.text.replace(/:$/, "");
          sectionLeft = pendingLabel.left;
        }
        pendingLabel = { text: labelText, y: line.y, left };
      }
      continue;
    }
    let label = labelText;
    if (pendingLabel) {
      if (!/:$/.test(pendingLabel.text) && continues(pendingLabel, labelText, line.y, line.size)) {
        label = `${pendingLabel.text} ${labelText}`.trim();
      } else {
        section = pendingLabel.text.replace(/:$/, "");
        sectionLeft = pendingLabel.left;
      }
      pendingLabel = null;
    } else if ((split.label[0]?.left ?? 0) <= sectionLeft + 1) {
      section = null;
      sectionLeft = Number.NEGATIVE_INFINITY;
    }
    if (label === "" || !/[a-z]/i.test(label)) continue;
    const values = new Map<Column, { value: number; percent: boolean }>();
    for (const token of split.figures) {
      const column = columns.find(
        (candidate) => token.right >= candidate.left - 2 && token.right <= candidate.right + 6,
      );
      const figure = parseFigure(token.text);
      if (column && figure && !values.has(column)) values.set(column, figure);
    }
    const measure = measureOfLine(label, section);
    const isPart = isDebtPart(label);
    if (measure === "totalDebt") debtTotalSeen = true;
    const rowValues: Array<readonly [string, number]> = [];
    let rowUnit: FactUnit = "usd";
    for (const column of valued) {
      const figure = values.get(column);
      if (!figure || !column.period) continue;
      const unitOfLine = unitOfRow(label, section, figure.percent);
      const scale = unitOfLine === "usd" ? (unit?.scale ?? 1) : unitOfLine === "shares" ? (unit?.shareScale ?? 1) : 1;
      const measureId = measure ?? `line:${normalizeLineLabel(label)}`;
      const key = `${measureId}/${column.period}`;
      const repeat = seen.get(key) ?? 0;
      seen.set(key, repeat + 1);
      const fact: FilingFact = {
        id: factId(measureId, column.period, pageNumber, repeat),
        symbol: FILING_SYMBOL,
        measure: measureId,
        label,
        period: column.period,
        value: round(figure.value * scale),
        unit: unitOfLine as FactUnit,
        sourceId: filingPageSourceId(pageNumber),
        derivedFrom: [],
      };
      facts.push(fact);
      rowValues.push([column.period, fact.value as number]);
      rowUnit = fact.unit;
      if (isPart && unitOfLine === "usd") {
        const part = debtParts.get(column.period) ?? { ids: [], total: 0 };
        part.ids.push(fact.id);
        part.total += fact.value as number;
        debtParts.set(column.period, part);
      }
    }
    if (rowValues.length > 0) rows.push({ label, section, unit: rowUnit, values: rowValues });
  }
  if (!debtTotalSeen) {
    for (const [period, part] of debtParts) {
      if (part.ids.length < 2) continue;
      const repeat = seen.get(`totalDebt/${period}`) ?? 0;
      seen.set(`totalDebt/${period}`, repeat + 1);
      facts.push({
        id: factId("totalDebt", period, pageNumber, repeat),
        symbol: FILING_SYMBOL,
        measure: "totalDebt",
        label: "Total debt (sum of the debt lines)",
        period,
        value: round(part.total),
        unit: "usd",
        sourceId: filingPageSourceId(pageNumber),
        derivedFrom: part.ids,
      });
    }
  }
  // A closing sentence ("The accompanying notes are ...") heads nothing on the next page.
  return { facts, rows, carry: { columns, unit, section: section && /\.$/.test(section) ? null : section } };
}

/** The next line finishes a wrapped label: it starts in lower case, or the first ends mid-phrase. */
function continues(
  previous: { text: string; y: number; left: number },
  next: string,
  y: number,
  size: number,
): boolean {
  if (previous.y - y > size * 2.2) return false;
  return /^[a-z(]/.test(next) || /(\band|\bof|\bfor|\bto|\bin|\bthe|\bon|\bfrom|\bnet|,|-)$/i.test(previous.text);
}
