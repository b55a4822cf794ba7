// Tables beyond the statements (issue 45 item 4): a filing's breakdowns of a figure into its parts,
// by segment, region or product category, read into facts by the tables' structure, not by any
// company's labels. Two layouts are read: rows that add up to a total row below them ("Americas …
// Rest of Asia Pacific, Total net sales"), and one line repeated under each part's heading
// ("Americas: Net sales …; Europe: Net sales …"). The heading's words, the sections' and the rows'
// own (places) say which kind of parts they are (plan/lexicon/filingBreakdownWords).
import { FILING_SYMBOL, type FilingFact, filingPageSourceId } from "./filingFacts";
import { filingNamesOf, measureOfLine, normalizeLineLabel } from "./filingLines";
import type { TableRow } from "./filingTables";
import { BREAKDOWN_KINDS, type BreakdownKind } from "./plan/lexicon/filingBreakdownWords";
import { textWords } from "./sentences";

export type { BreakdownKind };

/** Parts a breakdown holds at most: more is a list, not a breakdown. */
const MAX_PARTS = 24;
/** Breakdown facts a filing keeps at most, so a filing of many tables reads in bounded space. */
export const MAX_BREAKDOWN_FACTS = 4_000;
/** The figures a breakdown is first looked for in: a part of other figures is rarely asked. */
const BREAKDOWN_MEASURES = ["revenue", "operatingIncome", "grossProfit", "netIncome", "costOfRevenue"];

/**
 * `part:<kinds>:<measure>@<line>`: a part's fact, `<line>` the figure's name as the filing prints
 * it ("net sales"); `partTotal:…` its total's. Readings kept before the line was named have no `@`.
 */
export const PART_PREFIX = "part:";
export const PART_TOTAL_PREFIX = "partTotal:";
const LINE_MARK = "@";

export interface BreakdownMeasure {
  readonly kinds: ReadonlyArray<BreakdownKind>;
  readonly measure: string;
  /** The figure's name as the filing prints it ("net sales", "operating income"), when read. */
  readonly line: string | null;
  readonly total: boolean;
}

/** What a part's measure id says: its kinds and the figure it is a part of; null for any other fact. */
export function breakdownOf(measureId: string): BreakdownMeasure | null {
  const total = measureId.startsWith(PART_TOTAL_PREFIX);
  if (!total && !measureId.startsWith(PART_PREFIX)) return null;
  const [, kinds = ""] = measureId.split(":");
  // The measure after the kinds keeps its own colon ("line:net revenues").
  const figure = measureId.slice(measureId.indexOf(":", measureId.indexOf(":") + 1) + 1);
  const mark = figure.indexOf(LINE_MARK);
  return {
    kinds: kinds.split("+").filter((kind): kind is BreakdownKind => BREAKDOWN_KINDS.some((row) => row.kind === kind)),
    measure: mark < 0 ? figure : figure.slice(0, mark),
    line: mark < 0 ? null : figure.slice(mark + 1) || null,
    total,
  };
}

/** A printed line's name fit for a measure id and a sentence: "Total net sales:" → "net sales"; none for a bare "Total". */
function lineName(label: string): string | null {
  const name = normalizeLineLabel(label).replace(/[:@]/g, " ").replace(/\s+/g, " ").trim();
  return name && name !== "total" && name !== "consolidated" ? name : null;
}

const words = (text: string) => textWords(text.toLowerCase());
const wordSetOf = (list: string) => new Set(list.split(" "));
const HEADING_WORDS = BREAKDOWN_KINDS.map((row) => ({ kind: row.kind, words: wordSetOf(row.heading) }));
const ROW_WORDS = BREAKDOWN_KINDS.flatMap((row) =>
  row.rowWords ? [{ kind: row.kind, words: wordSetOf(row.rowWords) }] : [],
);

/** The kinds of a breakdown's parts: from its heading's words, and from the rows' own (half of them places). */
export function kindsOf(heading: string, labels: ReadonlyArray<string>): BreakdownKind[] {
  const said = new Set(words(heading));
  const kinds = HEADING_WORDS.filter((row) => [...row.words].some((word) => said.has(word))).map((row) => row.kind);
  for (const row of ROW_WORDS) {
    const named = labels.filter((label) => words(label).some((word) => row.words.has(word))).length;
    if (named * 2 >= labels.length && !kinds.includes(row.kind)) kinds.push(row.kind);
  }
  return kinds.sort();
}

/** The figure a heading names ("net sales by reportable segment"): the first of the breakdown measures it says. */
function measureNamed(text: string): string | null {
  const said = ` ${words(text).join(" ")} `;
  let best: { id: string; at: number } | null = null;
  for (const id of BREAKDOWN_MEASURES) {
    for (const name of filingNamesOf(id)) {
      const at = said.indexOf(` ${words(name).join(" ")} `);
      if (at >= 0 && (best === null || at < best.at)) best = { id, at };
    }
  }
  return best?.id ?? null;
}

/** Whether the rows' sum is the total in every period the total prints, within the rounding of printed figures. */
function addsUp(parts: ReadonlyArray<TableRow>, total: TableRow): boolean {
  if (total.values.length === 0) return false;
  return total.values.every(([period, value]) => {
    let sum = 0;
    for (const part of parts) {
      const found = part.values.find(([each]) => each === period);
      if (!found) return false;
      sum += found[1];
    }
    // Each printed figure is rounded to its last digit: the sum may miss by half a step a part.
    const step = Math.min(printedStep(value), ...parts.map((part) => printedStep(part.values[0]?.[1] ?? 0)));
    return value !== 0 && Math.abs(sum - value) <= parts.length * step * 0.5;
  });
}

/** The last printed digit's place of a figure in whole units: 169,658 million is printed to 1e6. */
function printedStep(value: number): number {
  let step = 1;
  while (step < 1e9 && value !== 0 && Number.isInteger(value / (step * 10))) step *= 10;
  return step;
}

interface Group {
  readonly parts: ReadonlyArray<{ label: string; row: TableRow }>;
  readonly total: TableRow | null;
  readonly measure: string;
  /** The figure's name as printed: the total's line, or the line repeated under each part. */
  readonly line: string | null;
  readonly context: string;
}

/** A row labelled as a total ("Total net sales", "Total"): tried first, so a part equal to others' sum is not taken for one. */
const TOTAL_LABEL = /^(total|consolidated)\b/i;

/**
 * Rows that add up to a total row below them: the longest such run above each row, rows labelled
 * as totals tried first, then any other row (a total printed without the word), never overlapping.
 */
function summedGroups(rows: ReadonlyArray<TableRow>, heading: string): Group[] {
  const taken = new Set<number>();
  const found: Array<{ at: number; start: number }> = [];
  for (const labelled of [true, false]) {
    rows.forEach((total, at) => {
      if (TOTAL_LABEL.test(total.label) !== labelled || total.unit !== "usd" || taken.has(at)) return;
      let longest = -1;
      for (let start = at - 2; start >= Math.max(0, at - MAX_PARTS); start--) {
        const parts = rows.slice(start, at);
        if (taken.has(start) || parts.some((part) => part.unit !== total.unit)) break;
        if (addsUp(parts, total)) longest = start;
      }
      if (longest < 0) return;
      for (let index = longest; index <= at; index++) taken.add(index);
      found.push({ at, start: longest });
    });
  }
  return found.flatMap(({ at, start }) => {
    const total = rows[at] as TableRow;
    const parts = rows.slice(start, at);
    // Parts named as statement lines ("Operating income", "Research and development") reconcile one
    // figure to another; a breakdown's parts are named by what they are parts of (a segment, a place).
    if (parts.some((part) => measureOfLine(part.label) !== null)) return [];
    const measure =
      measureOfLine(total.label) ??
      (total.section ? measureOfLine(total.section) : null) ??
      measureNamed(`${total.section ?? ""} ${heading}`) ??
      `line:${normalizeLineLabel(total.label)}`;
    return [
      {
        parts: parts.map((row) => ({ label: row.label, row })),
        total,
        measure,
        // A bare "Total" under "Net sales:" is the section's line.
        line: lineName(total.label) ?? (total.section && measureOfLine(total.section) ? lineName(total.section) : null),
        context: `${heading} ${total.section ?? ""} ${parts.map((row) => row.section ?? "").join(" ")}`,
      },
    ];
  });
}

/** One line repeated under each part's heading ("Americas: Net sales …; Europe: Net sales …"). */
function sectionedGroups(rows: ReadonlyArray<TableRow>, heading: string): Group[] {
  const bySection = new Map<string, Map<string, TableRow>>();
  const lineOf = new Map<string, string | null>();
  for (const row of rows) {
    const measure = measureOfLine(row.label);
    if (!row.section || !measure || row.unit !== "usd") continue;
    const lines = bySection.get(measure) ?? new Map<string, TableRow>();
    if (!lines.has(row.section)) lines.set(row.section, row);
    bySection.set(measure, lines);
    if (!lineOf.has(measure)) lineOf.set(measure, lineName(row.label));
  }
  return [...bySection.entries()]
    .filter(([, lines]) => lines.size >= 2 && lines.size <= MAX_PARTS)
    .map(([measure, lines]) => ({
      parts: [...lines.entries()].map(([section, row]) => ({ label: section, row })),
      total: null,
      measure,
      line: lineOf.get(measure) ?? null,
      context: heading,
    }));
}

/**
 * The breakdowns in a table's rows as facts: each part's figure per period, measured
 * `part:<kinds>:<measure>` and labelled with the part's name, and its total's. Only breakdowns
 * of a kind (segment, region, product) are kept.
 */
export function breakdownFacts(
  tables: ReadonlyArray<{ readonly heading: string; readonly rows: ReadonlyArray<TableRow> }>,
  pageNumber: number,
): FilingFact[] {
  const facts: FilingFact[] = [];
  let number = 0;
  for (const table of tables) {
    for (const group of [...summedGroups(table.rows, table.heading), ...sectionedGroups(table.rows, table.heading)]) {
      const kinds = kindsOf(
        group.context,
        group.parts.map((part) => part.label),
      );
      if (kinds.length === 0) continue;
      number++;
      const kindsId = kinds.join("+");
      const figure = `${kindsId}:${group.measure}${group.line ? `${LINE_MARK}${group.line}` : ""}`;
      const add = (measure: string, label: string, row: TableRow, order: number) => {
        for (const [period, value] of row.values) {
          facts.push({
            id: `${FILING_SYMBOL}/${measure}/${period}/p${pageNumber}-g${number}-r${order}`,
            symbol: FILING_SYMBOL,
            measure,
            label,
            period,
            value,
            unit: row.unit,
            sourceId: filingPageSourceId(pageNumber),
            derivedFrom: [],
          });
        }
      };
      group.parts.forEach((part, order) => {
        add(`${PART_PREFIX}${figure}`, part.label.replace(/:$/, ""), part.row, order);
      });
      if (group.total) add(`${PART_TOTAL_PREFIX}${figure}`, group.total.label, group.total, 0);
    }
  }
  return facts;
}
