// How the filing benchmark marks an answer (issue 39): a page hit when a cited page is one that
// holds the answer, and a figure right when a number in the answer, read as written ("$1,234.5",
// "(4.4)", "−6.0 %"), is the expected figure in the asked unit within its tolerance. The sign is
// not marked: "fell by 4.4 %" and "−4.4 %" both give the change the question asks for.
import type { Figure } from "./filingQuestions";

/** Numbers as filings and answers write them: thousands separators, decimals, a leading sign. */
const NUMBER = /[-−]?\d{1,3}(?:,\d{3})+(?:\.\d+)?|[-−]?\d+(?:\.\d+)?/g;

/** Every number written in `text`, with its sign. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(NUMBER)].map(([written]) => Number(written.replace(/,/g, "").replace("−", "-")));
}

/** Whether the answer writes the figure, in the asked unit, within its tolerance (sign aside). */
export function holdsFigure(answer: string, figure: Figure): boolean {
  const expected = Math.abs(figure.value);
  return numbersIn(answer).some((number) => Math.abs(Math.abs(number) - expected) <= figure.tolerance);
}

/** Whether any cited page is one of the pages that hold the answer. */
export function hitsPage(cited: ReadonlyArray<number>, answerPages: ReadonlyArray<number>): boolean {
  return cited.some((page) => answerPages.includes(page));
}
