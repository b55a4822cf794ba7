// Classifies a filing's pages from their own text (issue 39): the statement a page holds (however the
// filing titles it), the note it belongs to with its title, the parts of the report (MD&A, risk
// factors, exhibits), the cover and the table of contents, which names the statements but is none.
// Pages without a heading of their own continue the part, note or statement before them.
import type { ClassifiedPage, FilingPageClass } from "./filingFacts";

type StatementClass = Extract<
  FilingPageClass,
  "incomeStatement" | "comprehensiveIncome" | "balanceSheet" | "cashFlowStatement" | "equityStatement"
>;

const STATEMENTS: ReadonlyArray<readonly [StatementClass, RegExp]> = [
  [
    "incomeStatement",
    /\bstatements? of (consolidated )?(operations|earnings|income(?! and comprehensive)|net income|profit or loss|income \(loss\)|(operations|income|earnings) and comprehensive (income|loss|earnings))\b|\b(income|earnings) statements?\b|\bprofit and loss\b/i,
  ],
  [
    "comprehensiveIncome",
    /\bstatements? of (consolidated )?comprehensive (income|loss|earnings)|\bcomprehensive income statements?\b|\bstatements? of income and comprehensive income\b/i,
  ],
  [
    "balanceSheet",
    /(?<!off-)\bbalance sheets?\b(?! (accounts|items|details|information|data|classification|components|captions?))|\bstatements? of (consolidated )?financial (position|condition)\b/i,
  ],
  ["cashFlowStatement", /\bstatements? of (consolidated )?cash flows?\b|\bcash flows? statements?\b/i],
  [
    "equityStatement",
    /\bstatements? of (consolidated )?(changes in )?((share|stock)(holders|owners)['\u2019]?|owners['\u2019]?|partners['\u2019]?|members['\u2019]?|total )?\s*(equity|deficit|capital|investment)\b/i,
  ],
];

/** A line that is a heading: short, and no sentence around the words that matched. */
function isHeadingLine(line: string): boolean {
  const words = line.split(/\s+/).filter(Boolean);
  // A sentence's last line ("... on the consolidated balance sheets.") starts low or ends with a stop.
  if (/^[a-z]/.test(line) || /[.;,]$/.test(line)) return false;
  return words.length > 0 && words.length <= 16 && line.length <= 140 && !/[.;]\s+[a-z]/.test(line);
}

/**
 * A line of a table of contents: words and one page number at its end ("Item 1A. Risk Factors 12",
 * "F-3"), and no other number (a table's line has several).
 */
function isContentsLine(line: string): boolean {
  const match = /\s(\d{1,3}|[A-Z]-\d{1,3})$/.exec(line);
  const rest = match ? line.slice(0, match.index) : "";
  if (!match || !/[a-z]/i.test(rest)) return false;
  return !rest.split(/\s+/).some((word) => /^\(?[\d,.$%]*\d[\d,.%]*\)?%?$/.test(word) && !/^\d{1,2}\.$/.test(word));
}
/** A table's figure: a number that is not a year, with or without "$", separators or parentheses. */
const FIGURE = /(?<=^|\s)\(?\$?\s?(?!(19|20)\d\d\b)\d[\d,]*(\.\d+)?\)?%?(?=\s|$)/g;

/** The figures in some text (a contents line's page number counts too; `signsOfPage` leaves those out). */
export function figureCount(text: string): number {
  return text.match(FIGURE)?.length ?? 0;
}

/** Every statement title holds one of these words (see `STATEMENTS`), however its spaces are written. */
const STATEMENT_WORDS = /statement|balance\s+sheet|profit\s+and\s+loss/i;

/** The statement a heading line names, or null (the contents line "Balance Sheets 34" names none). */
export function statementOfHeading(line: string): StatementClass | null {
  // Most of a filing's lines name no statement: the words every title holds turn them away first.
  if (line.length > 160 || !STATEMENT_WORDS.test(line)) return null;
  const text = line.replace(/\s+/g, " ").trim();
  if (!isHeadingLine(text) || /\s\d{1,3}$/.test(text)) return null;
  if (/^notes? to\b|\bnotes? to (the )?(condensed )?(consolidated )?financial statements\b/i.test(text)) return null;
  // "Statements of Operations for 2022, 2021 and 2020 (in millions):" introduces a note's table.
  if (
    /\b(see|refer to|included in|accompanying|in the)\b|:$|\bfor (the )?((fiscal )?years?|periods?|(three|six|nine) months|(19|20)\d\d)\b/i.test(
      text,
    )
  ) {
    return null;
  }
  for (const [pageClass, pattern] of STATEMENTS) {
    // The title is the line: a company's name may precede it and "(Unaudited)" follow it, no more
    // (a table's column heading "... Low High Balance Sheet", an exhibit list's "(iii) the ...").
    const match = pattern.exec(text);
    if (match && match.index <= 40 && text.length - match.index - match[0].length <= 40) return pageClass;
  }
  return null;
}

/** A note's heading and title ("Note 7 – Debt", "NOTE 2: OPERATING SEGMENTS"). */
export function noteOfHeading(line: string): string | null {
  if (line.length > 130 || !/^\s*note\s/i.test(line)) return null;
  const match = /^note\s+(\d{1,2}|[A-Z])\s*[-\u2013\u2014:.]?\s*([A-Z][^.]{2,100})$/i.exec(
    line.replace(/\s+/g, " ").trim(),
  );
  if (!match || /\s\d{1,3}$/.test(match[2] ?? "")) return null;
  const title = (match[2] ?? "").trim();
  if (!/^[A-Z]/.test(title)) return null;
  return `Note ${match[1]} \u2013 ${title}`;
}

/** A numbered heading ("5. Property and Equipment, Net"), read as a note's only inside the notes. */
export function numberedNoteOfHeading(line: string): string | null {
  if (line.length > 110 || !/^\s*\d{1,2}\.\s/.test(line)) return null;
  const match = /^(\d{1,2})\.\s+([A-Z][A-Za-z,;&'\u2019()\- ]{2,90})$/.exec(line.replace(/\s+/g, " ").trim());
  if (!match || /\s\d{1,3}$/.test(match[2] ?? "")) return null;
  return `Note ${match[1]} \u2013 ${(match[2] ?? "").trim()}`;
}

type Part = "riskFactors" | "mdna" | "financials" | "exhibit" | "other";

/** Part headings some reports print without an "Item" (McDonald's, annual reports to shareholders). */
const BARE_PART =
  /^(management['\u2019]?s discussion and analysis( of (financial condition and )?results of operations( and financial condition)?| of financial condition and results of operations)?|risk factors|exhibits( and financial statement schedules)?|exhibit index)$/i;

/** The part of the report an "Item" heading (or a bare part heading) starts. */
function partOfItem(line: string): { part: Part; title: string } | null {
  if (line.length > 130) return null;
  const clean = line.replace(/\s+/g, " ").trim();
  const match =
    /^item\s+(\d{1,2}[a-c]?|\d\.\d\d)\s*[.:\u2013\u2014-]?\s*(.{0,100})$/i.exec(clean) ??
    (BARE_PART.test(clean) ? ([clean, "", clean] as const) : null);
  if (!match || /\s\d{1,3}$/.test(clean)) return null;
  const title = (match[2] ?? "").trim();
  if (/risk factors/i.test(title) && !/quantitative/i.test(title)) return { part: "riskFactors", title };
  if (/management['\u2019]?s discussion/i.test(title)) return { part: "mdna", title };
  if (/financial statements/i.test(title) && !/^exhibits?/i.test(title)) return { part: "financials", title };
  if (/^exhibits?\b/i.test(title)) return { part: "exhibit", title };
  return { part: "other", title };
}

/** One page's own signs: the headings on it and how much of it is a table. */
export interface PageSigns {
  readonly cover: boolean;
  readonly contents: boolean;
  readonly statements: ReadonlyArray<{ readonly pageClass: StatementClass; readonly title: string }>;
  readonly continued: boolean;
  readonly note: string | null;
  /** "5. Property and Equipment, Net": a note's heading only inside the notes. */
  readonly numberedNote: string | null;
  readonly notesStart: boolean;
  readonly part: { readonly part: Part; readonly title: string } | null;
  /** The last part heading on the page: the part the next page continues. */
  readonly lastPart: { readonly part: Part; readonly title: string } | null;
  readonly exhibit: boolean;
  readonly figures: number;
}

export function signsOfPage(lines: ReadonlyArray<string>): PageSigns {
  const clean = lines.map((line) => line.replace(/\s+/g, " ").trim()).filter((line) => line !== "");
  const text = clean.join("\n");
  const contentsFlags = clean.map(isContentsLine);
  const contentsLines = contentsFlags.filter(Boolean).length;
  const figures = figureCount(clean.filter((_, index) => !contentsFlags[index]).join("\n"));
  // Many filings print "Table of Contents" atop every page as a link: the lines decide, not the words.
  const namesContents = clean.slice(0, 12).some((line) => /^index to\b|^(table of )?contents$/i.test(line));
  const contents =
    (contentsLines >= 5 && contentsLines >= clean.length * 0.3 && figures < contentsLines) ||
    (namesContents && contentsLines >= 3 && contentsLines >= clean.length * 0.5 && figures < 3);
  const cover = /securities and exchange commission/i.test(text) && /\bform\s+(10-k|10-q|8-k|20-f|40-f)\b/i.test(text);
  const statements: { pageClass: StatementClass; title: string }[] = [];
  let note: string | null = null;
  let part: PageSigns["part"] = null;
  let lastPart: PageSigns["part"] = null;
  let numberedNote: string | null = null;
  let notesStart = false;
  let exhibit = false;
  for (const line of clean) {
    const statement = statementOfHeading(line);
    if (statement && !statements.some((found) => found.pageClass === statement)) {
      statements.push({ pageClass: statement, title: line.replace(/\s*\(continued\)\s*/i, "").trim() });
    }
    note ??= noteOfHeading(line);
    numberedNote ??= numberedNoteOfHeading(line);
    const itemPart = partOfItem(line);
    part ??= itemPart;
    lastPart = itemPart ?? lastPart;
    if (
      /^notes? to (the )?(condensed )?(consolidated )?financial statements/i.test(line) ||
      (/\bnotes? to (the )?(condensed )?(consolidated )?financial statements( \(unaudited\))?$/i.test(line) &&
        isHeadingLine(line))
    ) {
      notesStart = true;
    }
    if (/^(exhibit index|index to exhibits|exhibit\s+(number|no\.?)\b|exhibit\s+\d{1,3}(\.\d{1,2})?$)/i.test(line)) {
      exhibit = true;
    }
  }
  return {
    cover,
    contents,
    statements: figures >= 8 ? statements : [],
    continued: /\(continued\)/i.test(clean.slice(0, 8).join(" ")),
    note,
    numberedNote,
    notesStart,
    part,
    lastPart,
    exhibit,
    figures,
  };
}

/** Extra signs for a page that `ClassifiedPage` does not name: the other statements printed on it. */
export interface ClassifiedFilingPage extends ClassifiedPage {
  /** A second statement on the same page (a release's balance sheet under its income statement). */
  readonly alsoClasses: ReadonlyArray<FilingPageClass>;
}

/** True when the filing is a quarterly report (its balance sheets date the quarter's end). */
export function isQuarterlyFiling(firstPages: ReadonlyArray<string>): boolean {
  const text = firstPages.join("\n");
  return (
    /quarterly report|form 10-q|for the quarterly period ended/i.test(text) && !/annual report pursuant/i.test(text)
  );
}

/**
 * Every page's class, in order: a page's own heading decides, and a page without one continues the
 * statement, note or part before it. `pages` holds each page's lines, top to bottom.
 */
export function classifyPages(pages: ReadonlyArray<ReadonlyArray<string>>): ClassifiedFilingPage[] {
  const signs = pages.map(signsOfPage);
  const report = signs.some((sign) => sign.cover && !/8-k/i.test(pages[0]?.join(" ") ?? ""));
  let part: Part = "other";
  let partTitle: string | null = null;
  let inNotes = false;
  let note: string | null = null;
  let previous: ClassifiedFilingPage | null = null;
  const result: ClassifiedFilingPage[] = [];
  signs.forEach((sign, index) => {
    const pageNumber = index + 1;
    let page: ClassifiedFilingPage;
    if (sign.contents) {
      page = { pageNumber, pageClass: "contents", title: null, alsoClasses: [] };
    } else if (sign.cover && index < 3) {
      page = { pageNumber, pageClass: "cover", title: null, alsoClasses: [] };
    } else if (sign.statements.length > 0) {
      const [first, ...others] = sign.statements;
      page = {
        pageNumber,
        pageClass: first?.pageClass ?? "other",
        title: sign.statements.map((statement) => statement.title).join(" / "),
        alsoClasses: others.map((other) => other.pageClass),
      };
      part = "financials";
      inNotes = false;
      note = null;
    } else if (sign.note && (inNotes || part === "financials" || sign.notesStart || !report)) {
      note = sign.note;
      inNotes = true;
      page = { pageNumber, pageClass: "note", title: note, alsoClasses: [] };
    } else if (sign.part) {
      page = {
        pageNumber,
        pageClass: pageClassOfPart(sign.part.part, sign, report),
        title: sign.part.title || null,
        alsoClasses: [],
      };
      part = sign.lastPart?.part ?? sign.part.part;
      partTitle = sign.lastPart?.title || null;
      inNotes = false;
      note = null;
    } else if (inNotes && sign.numberedNote) {
      note = sign.numberedNote;
      page = { pageNumber, pageClass: "note", title: note, alsoClasses: [] };
    } else if (sign.exhibit) {
      part = "exhibit";
      inNotes = false;
      // An 8-K's press release is its exhibit 99.1: its tables are the release's.
      const pageClass = report ? "exhibit" : sign.figures >= 30 ? "earningsTable" : "other";
      page = { pageNumber, pageClass, title: null, alsoClasses: [] };
    } else if (sign.notesStart) {
      inNotes = true;
      page = { pageNumber, pageClass: "note", title: note, alsoClasses: [] };
    } else if (previous && isStatement(previous.pageClass) && sign.figures >= 8 && (sign.continued || !inNotes)) {
      // A statement continued on the next page, with or without "(continued)".
      page = { pageNumber, pageClass: previous.pageClass, title: previous.title, alsoClasses: [] };
    } else if (inNotes) {
      page = { pageNumber, pageClass: "note", title: note, alsoClasses: [] };
    } else {
      page = { pageNumber, pageClass: pageClassOfPart(part, sign, report), title: partTitle, alsoClasses: [] };
    }
    result.push(page);
    previous = page;
  });
  return result;
}

function pageClassOfPart(part: Part, sign: PageSigns, report: boolean): FilingPageClass {
  if (!report && sign.figures >= 30) return "earningsTable";
  switch (part) {
    case "riskFactors":
      return "riskFactors";
    case "mdna":
      return "mdna";
    case "exhibit":
      return "exhibit";
    default:
      return "other";
  }
}

const STATEMENT_CLASSES: ReadonlySet<FilingPageClass> = new Set([
  "incomeStatement",
  "comprehensiveIncome",
  "balanceSheet",
  "cashFlowStatement",
  "equityStatement",
]);

export const isStatement = (pageClass: FilingPageClass) => STATEMENT_CLASSES.has(pageClass);
