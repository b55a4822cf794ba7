// A filing read at upload (issue 39): its pages classified and its statement tables turned into
// facts, from each page's positioned text runs. The server's PDF reader supplies the runs.
import { breakdownFacts, MAX_BREAKDOWN_FACTS } from "./filingBreakdowns";
import type { FilingFact, FilingReading } from "./filingFacts";
import { type ClassifiedFilingPage, classifyPages, isQuarterlyFiling, isStatement } from "./filingPages";
import { mayHoldBreakdown, readPageTables } from "./filingPageTables";
import { linesOfRuns, readStatementTables, type TableCarry, type TextRun } from "./filingTables";

export interface FilingReadingWithPages extends FilingReading {
  readonly pages: ReadonlyArray<ClassifiedFilingPage>;
}

/** Pages whose tables are read into facts: the statements and an earnings release's tables. */
const tabulated = (page: ClassifiedFilingPage) => isStatement(page.pageClass) || page.pageClass === "earningsTable";

export function readFiling(pageRuns: ReadonlyArray<ReadonlyArray<TextRun>>): FilingReadingWithPages {
  const lines = pageRuns.map((runs) => linesOfRuns(runs).map((line) => line.text));
  const pages = classifyPages(lines);
  const context = { quarterly: isQuarterlyFiling(lines.slice(0, 3).map((page) => page.join("\n"))) };
  const facts: FilingFact[] = [];
  const parts: FilingFact[] = [];
  let carry: TableCarry | null = null;
  let previous: ClassifiedFilingPage | null = null;
  for (const page of pages) {
    const pageLines = lines[page.pageNumber - 1] ?? [];
    if (!tabulated(page)) {
      // A note's or MD&A's tables are read only for their breakdowns (segments, regions, products).
      if (parts.length < MAX_BREAKDOWN_FACTS && mayHoldBreakdown(pageLines)) {
        const tables = readPageTables(pageRuns[page.pageNumber - 1] ?? [], page.pageNumber, context);
        parts.push(...breakdownFacts(tables, page.pageNumber));
      }
      carry = null;
      previous = page;
      continue;
    }
    // Headings are carried only to a page that continues the same statement.
    const continuing = previous !== null && previous.pageClass === page.pageClass && previous.title === page.title;
    const reading = readStatementTables(
      pageRuns[page.pageNumber - 1] ?? [],
      page.pageNumber,
      context,
      continuing ? carry : null,
    );
    facts.push(...reading.facts);
    // An earnings release's or a statement's own breakdowns ("Net sales: Products, Services").
    if (parts.length < MAX_BREAKDOWN_FACTS) {
      parts.push(
        ...breakdownFacts([{ heading: pageLines.slice(0, 6).join(" "), rows: reading.rows }], page.pageNumber),
      );
    }
    carry = reading.carry;
    previous = page;
  }
  return { pages, facts: [...facts, ...parts.slice(0, MAX_BREAKDOWN_FACTS)] };
}
