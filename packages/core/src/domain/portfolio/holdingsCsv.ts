// Holdings to and from CSV (issue 24), with papaparse (quoted fields, commas and line breaks in a
// thesis, a byte-order mark from a spreadsheet). The first line names the columns, in any order
// and case: symbol (or ticker), shares, cost per share, opened, thesis. A file with any bad row
// gives no holdings, only the list of bad rows, so an import never saves part of a file. Rows are
// numbered as a spreadsheet numbers them: the heading is row 1, the first holding row 2.

import { Schema } from "effect";
import Papa from "papaparse";
import { HOLDINGS_CSV_MAX_BYTES, PORTFOLIO_MAX_HOLDINGS } from "../constants";
import { fieldProblems } from "../fieldProblems";
import { explainInvalid } from "../schemaIssues";
import { Ticker } from "../schemas/common";
import type { Holding, NewHolding } from "../schemas/portfolio";
import { NewHolding as NewHoldingSchema } from "../schemas/portfolio";
import { describeUnstorableText, findUnstorableText } from "../schemas/storableText";
import { csvTexts } from "./csvTexts";

export { HOLDINGS_CSV_MAX_BYTES };

export const HOLDINGS_CSV_COLUMNS = ["symbol", "shares", "cost_per_share", "opened_on", "thesis"] as const;
type Column = (typeof HOLDINGS_CSV_COLUMNS)[number];

/** Headings people write for each column, compared without case, spaces or punctuation. */
const HEADINGS: Readonly<Record<string, Column>> = {
  symbol: "symbol",
  ticker: "symbol",
  shares: "shares",
  quantity: "shares",
  costpershare: "cost_per_share",
  cost: "cost_per_share",
  averagecost: "cost_per_share",
  openedon: "opened_on",
  opened: "opened_on",
  date: "opened_on",
  thesis: "thesis",
  note: "thesis",
};

/** A holding read from the file, with its row as a spreadsheet numbers it (the heading is row 1). */
export interface CsvHoldingRow {
  readonly row: number;
  readonly holding: NewHolding;
}

/** What is wrong with one row, in words, without the row's number. */
export interface CsvRowProblem {
  readonly row: number;
  readonly problem: string;
}

/**
 * A file read: refused whole (`fileProblem`: no heading, too large, too many rows), or its rows,
 * the good ones as holdings and every bad one named (a row may have several problems).
 */
export type CsvReading =
  | { readonly ok: false; readonly fileProblem: string }
  | {
      readonly ok: true;
      readonly rows: ReadonlyArray<CsvHoldingRow>;
      readonly problems: ReadonlyArray<CsvRowProblem>;
      /** The symbol of each row with a well-formed one, bad rows included (their company can be checked too). */
      readonly symbols: ReadonlyArray<{ readonly row: number; readonly symbol: string }>;
    };

export type CsvImport =
  | { readonly ok: true; readonly holdings: ReadonlyArray<NewHolding> }
  | { readonly ok: false; readonly problems: ReadonlyArray<string> };

/** The apostrophe an export puts before text that starts like a formula; an import takes it off. */
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;

const headingKey = (heading: string) => heading.toLowerCase().replace(/[^a-z]/g, "");

/** A number as people type it ("1,200.50", "$35"); blank is none; anything else stays text to be refused. */
function numberOrText(text: string): number | string | null {
  const plain = text.trim().replace(/[$,\s]/g, "");
  if (plain === "") return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : text.trim();
}

function holdingOf(record: Partial<Record<Column, string>>): Record<string, unknown> {
  const holding: Record<string, unknown> = { symbol: (record.symbol ?? "").trim().toUpperCase() };
  if (record.shares?.trim()) holding.shares = numberOrText(record.shares);
  if (record.cost_per_share?.trim()) holding.costPerShare = numberOrText(record.cost_per_share);
  if (record.opened_on?.trim()) holding.openedOn = record.opened_on.trim();
  if (record.thesis?.trim()) holding.thesis = record.thesis.trim().replace(ESCAPED_FORMULA, "");
  return holding;
}

/** What is wrong with one row's holding, or null: text no database keeps, a number that is not one, the schema's rules. */
function problemOf(holding: Record<string, unknown>): string | null {
  const unstorable = findUnstorableText(holding);
  if (unstorable) return describeUnstorableText(unstorable);
  const notNumber = (["shares", "costPerShare"] as const).find((field) => typeof holding[field] === "string");
  if (notNumber) return `${notNumber}: "${String(holding[notNumber]).slice(0, 40)}" is not a number`;
  return explainInvalid(NewHoldingSchema, holding);
}

const CSV_LABELS = {
  symbol: "Symbol",
  shares: "Shares",
  costPerShare: "Cost per share",
  openedOn: "Opened",
  thesis: "Thesis",
} as const;

/** A row's problem in words, as the column's heading reads: "Shares must not be negative." */
function inWords(problem: string): string {
  const { fields, general } = fieldProblems(problem, CSV_LABELS);
  return [...Object.values(fields), general].filter(Boolean).join(" ");
}

const isTicker = Schema.is(Ticker);
const isBlankRecord = (cells: ReadonlyArray<string>) => cells.every((cell) => cell.trim() === "");

/**
 * Reads a CSV of holdings, row by row: every good row, and every bad one named with its row as a
 * spreadsheet shows it (blank lines count, a quoted line break does not start a row).
 */
export function readHoldingsCsv(text: string): CsvReading {
  if (new TextEncoder().encode(text).length > HOLDINGS_CSV_MAX_BYTES) {
    return { ok: false, fileProblem: `The file is larger than ${HOLDINGS_CSV_MAX_BYTES / 1024} KB.` };
  }
  const records = Papa.parse<string[]>(text.replace(/^\uFEFF/, "")).data;
  const headingAt = records.findIndex((cells) => !isBlankRecord(cells));
  const columns = (records[headingAt] ?? []).map((heading) => HEADINGS[headingKey(heading)] ?? null);
  if (!columns.includes("symbol")) {
    return { ok: false, fileProblem: "The first line must name the columns, with a symbol column." };
  }
  const lines = records
    .map((cells, index) => ({ cells, row: index + 1 }))
    .filter(({ cells, row }) => row > headingAt + 1 && !isBlankRecord(cells));
  if (lines.length === 0) return { ok: false, fileProblem: "The file has no holdings under its first line." };
  if (lines.length > PORTFOLIO_MAX_HOLDINGS) {
    return {
      ok: false,
      fileProblem: `The file has ${lines.length} rows; a portfolio holds at most ${PORTFOLIO_MAX_HOLDINGS}.`,
    };
  }
  const rows: CsvHoldingRow[] = [];
  const problems: CsvRowProblem[] = [];
  const symbols: { row: number; symbol: string }[] = [];
  const firstRowOf = new Map<string, number>();
  for (const { cells, row } of lines) {
    const record: Partial<Record<Column, string>> = {};
    columns.forEach((column, at) => {
      if (column) record[column] = cells[at] ?? "";
    });
    const holding = holdingOf(record);
    const symbol = String(holding.symbol);
    const why = problemOf(holding);
    const firstRow = firstRowOf.get(symbol);
    if (isTicker(symbol)) symbols.push({ row, symbol });
    if (why) problems.push({ row, problem: inWords(why) });
    else if (firstRow !== undefined) problems.push({ row, problem: csvTexts.csvListedTwice(symbol, firstRow) });
    else rows.push({ row, holding: holding as NewHolding });
    if (firstRow === undefined && symbol !== "") firstRowOf.set(symbol, row);
  }
  return { ok: true, rows, problems, symbols };
}

/**
 * Each bad row once, in the file's order, its problems in one line ("Row 4: ZZZZ is not a company
 * Moatwise knows. Shares must not be negative.").
 */
export function rowProblemLines(problems: ReadonlyArray<CsvRowProblem>): string[] {
  const byRow = new Map<number, string[]>();
  for (const { row, problem } of [...problems].sort((a, b) => a.row - b.row)) {
    byRow.set(row, [...(byRow.get(row) ?? []), problem]);
  }
  return [...byRow].map(([row, list]) => csvTexts.csvRow(row, list.join(" ")));
}

/** Reads a CSV of holdings: every row good, or the list of bad rows ("Row 3: Shares must not be negative."). */
export function parseHoldingsCsv(text: string): CsvImport {
  const reading = readHoldingsCsv(text);
  if (!reading.ok) return { ok: false, problems: [reading.fileProblem] };
  if (reading.problems.length > 0) return { ok: false, problems: rowProblemLines(reading.problems) };
  return { ok: true, holdings: reading.rows.map(({ holding }) => holding) };
}

/**
 * The holdings as CSV, columns as the import reads them. A thesis with commas or quotes is quoted;
 * one that starts like a formula (=, +, -, @) is escaped so a spreadsheet shows it as text.
 */
export function holdingsCsv(holdings: ReadonlyArray<Holding>): string {
  const rows = holdings.map((holding) => [
    holding.symbol,
    holding.shares ?? "",
    holding.costPerShare ?? "",
    holding.openedOn ?? "",
    holding.thesis ?? "",
  ]);
  return Papa.unparse({ fields: [...HOLDINGS_CSV_COLUMNS], data: rows }, { newline: "\n", escapeFormulae: true });
}
