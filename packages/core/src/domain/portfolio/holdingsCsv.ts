// Holdings to and from CSV (issue 24), with papaparse (quoted fields, commas and line breaks in a
// thesis, a byte-order mark from a spreadsheet). The first line names the columns, in any order
// and case: symbol (or ticker), shares, cost per share, opened, thesis. A file with any bad row
// gives no holdings, only the list of bad rows, so an import never saves part of a file.
import Papa from "papaparse";
import type { Holding, NewHolding } from "../../api/schemas/portfolio";
import { NewHolding as NewHoldingSchema } from "../../api/schemas/portfolio";
import { describeUnstorableText, findUnstorableText } from "../../api/schemas/storableText";
import { PORTFOLIO_MAX_HOLDINGS } from "../constants";
import { fieldProblems } from "../fieldProblems";
import { explainInvalid } from "../schemaIssues";

/** A file larger than this is refused before it is read (500 rows of every field fit well inside). */
export const HOLDINGS_CSV_MAX_BYTES = 512 * 1024;

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

export type CsvImport =
  | { readonly ok: true; readonly holdings: ReadonlyArray<NewHolding> }
  | { readonly ok: false; readonly problems: ReadonlyArray<string> };

/** The apostrophe an export puts before text that starts like a formula; an import takes it off. */
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r])/;

const refused = (...problems: string[]): CsvImport => ({ ok: false, problems });
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

/** Reads a CSV of holdings: every row good, or the list of bad rows ("Row 2: Shares must not be negative."). */
export function parseHoldingsCsv(text: string): CsvImport {
  if (new TextEncoder().encode(text).length > HOLDINGS_CSV_MAX_BYTES) {
    return refused(`The file is larger than ${HOLDINGS_CSV_MAX_BYTES / 1024} KB.`);
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: "greedy" });
  const [headings = [], ...lines] = parsed.data;
  const columns = headings.map((heading) => HEADINGS[headingKey(heading)] ?? null);
  if (!columns.includes("symbol")) return refused("The first line must name the columns, with a symbol column.");
  if (lines.length === 0) return refused("The file has no holdings under its first line.");
  if (lines.length > PORTFOLIO_MAX_HOLDINGS) {
    return refused(`The file has ${lines.length} rows; a portfolio holds at most ${PORTFOLIO_MAX_HOLDINGS}.`);
  }
  const holdings: NewHolding[] = [];
  const problems: string[] = [];
  const seen = new Set<string>();
  lines.forEach((cells, index) => {
    const record: Partial<Record<Column, string>> = {};
    columns.forEach((column, at) => {
      if (column) record[column] = cells[at] ?? "";
    });
    const holding = holdingOf(record);
    const why = problemOf(holding);
    const symbol = String(holding.symbol);
    if (why) problems.push(`Row ${index + 1}: ${inWords(why)}`);
    else if (seen.has(symbol)) problems.push(`Row ${index + 1}: ${symbol} is listed twice.`);
    else holdings.push(holding as NewHolding);
    seen.add(symbol);
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, holdings };
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
