// The held-out filings' questions checked as an exam: apart from the tuning set, broad over the
// kinds of filing and of question; and, read from the real PDFs the way an upload reads them, every
// page named exists in its filing and every expected figure (or, for a computed one, each printed
// line it is computed from) is written on one of the question's pages. The pages are read with
// PDF.js here, in the test's own process, as the reading process reads them (each run's text, a line
// break where PDF.js ends a line), so that no reading budget of the server's, meant for one upload,
// fails an exam of 1,500 pages on a busy machine. Without ../shared/filings/ beside the repository
// the PDF checks have nothing to read and pass.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { numbersIn } from "./filingGrading";
import { FILINGS, ISSUE_KINDS } from "./filingQuestions";
import { HELD_OUT_FILINGS, HELD_OUT_QUESTIONS, type HeldOutQuestion } from "./heldOutFilingQuestions";

const FILINGS_DIR = join(import.meta.dirname, "..", "..", "..", "..", "..", "..", "..", "shared", "filings");
/** Reading all 11 filings (1,500 pages) takes about half a minute on 2 idle cores. */
const READ_ALL_MS = 300_000;

/** Each page's text as the reading process builds it, or null when PDF.js cannot open the file. */
async function pageTexts(bytes: Uint8Array): Promise<string[] | null> {
  const document = await getDocumentProxy(bytes, { verbosity: 0 }).catch(() => null);
  if (!document) return null;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const { items } = await (await document.getPage(number)).getTextContent();
    texts.push(items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
  }
  return texts;
}

const shareOf = (kind: string) =>
  HELD_OUT_QUESTIONS.filter((item) => item.kind === kind).length / HELD_OUT_QUESTIONS.length;

describe("the held-out filings' questions", () => {
  it("holds 11 filings, none of them in the tuning set, of every kind of filing", () => {
    expect(HELD_OUT_FILINGS).toHaveLength(11);
    const tuned = new Set<string>(FILINGS.map((filing) => filing.file));
    expect(HELD_OUT_FILINGS.filter((filing) => tuned.has(filing.file))).toEqual([]);
    expect(new Set(HELD_OUT_FILINGS.map((filing) => filing.kind))).toEqual(
      new Set(["10-K", "10-Q", "8-K", "earnings release"]),
    );
  });

  it("asks 5 to 9 questions of every filing, about 70 or more in all, none twice", () => {
    for (const filing of HELD_OUT_FILINGS) {
      const asked = HELD_OUT_QUESTIONS.filter((item) => item.file === filing.file).length;
      expect(asked, filing.file).toBeGreaterThanOrEqual(5);
      expect(asked, filing.file).toBeLessThanOrEqual(9);
    }
    expect(HELD_OUT_QUESTIONS.length).toBeGreaterThanOrEqual(70);
    const asked = HELD_OUT_QUESTIONS.map((item) => `${item.file} ${item.question.toLowerCase()}`);
    expect(asked.filter((text, index) => asked.indexOf(text) !== index)).toEqual([]);
  });

  it("balances the issue's kinds: each answerable kind at least a fifth, about an eighth unanswerable", () => {
    for (const kind of ISSUE_KINDS.filter((kind) => kind !== "unanswerable")) {
      expect(shareOf(kind), kind).toBeGreaterThanOrEqual(0.2);
    }
    expect(shareOf("unanswerable")).toBeGreaterThanOrEqual(0.1);
    expect(shareOf("unanswerable")).toBeLessThanOrEqual(0.2);
  });

  it("names pages within its filing for every answerable question, and none for the rest", () => {
    const pageCounts = new Map<string, number>(HELD_OUT_FILINGS.map((filing) => [filing.file, filing.pageCount]));
    for (const item of HELD_OUT_QUESTIONS) {
      if (item.kind === "unanswerable") {
        expect(item.pages, item.question).toEqual([]);
        continue;
      }
      expect(item.pages.length, item.question).toBeGreaterThan(0);
      expect(new Set(item.pages).size, item.question).toBe(item.pages.length);
      const pageCount = pageCounts.get(item.file) ?? 0;
      for (const page of item.pages) {
        expect(Number.isInteger(page) && page >= 1 && page <= pageCount, `${item.question}: page ${page}`).toBe(true);
      }
    }
  });
});

/** The numbers a figure must find on its pages: the figure as printed, or each line it is computed from. */
function printedOf(item: HeldOutQuestion): ReadonlyArray<{ value: number; tolerance: number }> {
  if (!("figure" in item) || !item.figure) return [];
  const { figure } = item;
  if ("inputs" in figure) return figure.inputs.map((value) => ({ value, tolerance: 0 }));
  return [{ value: figure.value, tolerance: figure.tolerance }];
}

describe("the held-out filings' pages, read as an upload reads them", () => {
  it(
    "hold every figure each question expects on one of its pages, and PDF.js refuses only the truncated filing",
    async () => {
      if (!existsSync(FILINGS_DIR)) return;
      for (const filing of HELD_OUT_FILINGS) {
        const bytes = new Uint8Array(readFileSync(join(FILINGS_DIR, filing.file)));
        const read = await pageTexts(bytes);
        if ("truncated" in filing && filing.truncated) {
          expect(read, `${filing.file} reads now: drop its "truncated" mark and check its pages`).toBeNull();
          continue;
        }
        expect(read, filing.file).not.toBeNull();
        const texts = read ?? [];
        expect(texts.length, filing.file).toBe(filing.pageCount);
        for (const item of HELD_OUT_QUESTIONS.filter((question) => question.file === filing.file)) {
          const onPages = item.pages.flatMap((page) => numbersIn(texts[page - 1] ?? "").map(Math.abs));
          for (const { value, tolerance } of printedOf(item)) {
            const found = onPages.some((number) => Math.abs(number - Math.abs(value)) <= tolerance);
            expect(found, `${filing.file}: ${value} for "${item.question}" on pages ${item.pages.join(", ")}`).toBe(
              true,
            );
          }
        }
      }
    },
    READ_ALL_MS,
  );
});
