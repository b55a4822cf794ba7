// The checks every benchmark question set passes as an exam, shared by the held-out and outside
// sets' tests: each answerable question's figures computable from the sample data, a comparison's
// leader never the company the question names first, and no sample company named beyond those the
// conversation is about.
import { expect, it } from "vitest";
import { companiesNamed, type Expectation, namedFirst } from "./answerGrading";
import { conversation } from "./examData";
import { shapeOf } from "./questionShape";
import { type Figure, SAMPLE_SYMBOLS } from "./sampleFigures";

interface ExamQuestion {
  readonly question: string;
  readonly earlier?: ReadonlyArray<string>;
  readonly about: ReadonlyArray<string>;
  readonly kind: string;
  readonly expect?: () => Expectation;
}

/** A figure the data gives a value for. */
export function hasValue(figure: Figure): boolean {
  if (figure.kind === "number") return Number.isFinite(figure.value);
  if (figure.kind === "text") return figure.text.trim().length > 0;
  return figure.options.length > 0 && figure.options.every(hasValue);
}

const expectationOf = (item: ExamQuestion): Expectation | null => (item.expect ? item.expect() : null);

/**
 * Sentences an assistant could say of any gap without naming it: an unanswerable question's
 * `lacking` pattern must match none of them, so only an answer naming what is missing passes.
 * The sets from the seventh on share this list; the first four unseen sets keep the shorter lists
 * they were measured with.
 */
export const GENERIC_GAP_SENTENCES: ReadonlyArray<string> = [
  "That is not in the data.",
  "The sample data does not cover that.",
  "I can't answer that from the bundled data, which holds statements, prices, filings and news.",
  "The question names no company the data covers; name one to get its figures.",
  "That company is not in the data set.",
  "That measure is unknown, so there is no figure for it.",
  "Intraday and live prices are not in the data, which holds daily closes; here is the latest close.",
  "I couldn't find that figure in the statements.",
  "There is no forecast or advice in the data.",
  "The data does not include that line for this company.",
];

/** Registers the shared checks, inside the caller's describe. */
export function examineQuestionSet(questions: ReadonlyArray<ExamQuestion>) {
  const answerable = questions.filter((item) => item.kind !== "unanswerable");

  it("computes every answerable question's figures from the sample data, none empty", () => {
    for (const item of answerable) {
      const expectation = expectationOf(item);
      expect(expectation?.figures.length ?? 0, item.question).toBeGreaterThan(0);
      for (const figure of expectation?.figures ?? [])
        expect(hasValue(figure), `${item.question}: ${figure.label}`).toBe(true);
    }
  });

  it("names a comparison's leader after another company, so echoing the question's order cannot pass", () => {
    const echoed: string[] = [];
    for (const item of answerable) {
      const leader = expectationOf(item)?.leader;
      if (!leader) continue;
      expect(item.about, item.question).toContain(leader);
      if (namedFirst(item.question, item.about) === leader) echoed.push(`${item.question} (leader ${leader})`);
    }
    expect(echoed).toEqual([]);
  });

  it("names in a conversation no sample company beyond those it is about", () => {
    for (const item of questions) {
      const named = [...(item.earlier ?? []), item.question].flatMap(companiesNamed);
      expect(
        named.filter((symbol) => !item.about.includes(symbol)),
        item.question,
      ).toEqual([]);
    }
  });
}

/** A question and the turns before it, each a text whose shape an exam compares. */
const turnsOf = (item: { question: string; earlier?: ReadonlyArray<string> }) => [
  item.question,
  ...(item.earlier ?? []),
];

/**
 * The checks an unseen set passes against its size and the sets before it, inside the caller's
 * describe: its count of questions and of those it cannot answer, each conversation asked once,
 * every covered company asked of alone or with at most two others, and no question or earlier
 * turn of one shape twice, here or in any earlier set (no earlier question with the names swapped).
 */
export function examineUnseenSet(
  questions: ReadonlyArray<ExamQuestion>,
  earlierSets: ReadonlyArray<ReadonlyArray<{ question: string; earlier?: ReadonlyArray<string> }>>,
  size: { readonly total: number; readonly unanswerable: number },
) {
  it(`holds ${size.total} questions, ${size.unanswerable} of them unanswerable, each conversation asked once`, () => {
    expect(questions).toHaveLength(size.total);
    expect(questions.filter((item) => item.kind === "unanswerable")).toHaveLength(size.unanswerable);
    const texts = questions.map(conversation);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });

  it("asks about every covered company by itself or with at most two others", () => {
    const asked = new Set(questions.filter(({ about }) => about.length <= 3).flatMap(({ about }) => about));
    expect(SAMPLE_SYMBOLS.filter((symbol) => !asked.has(symbol))).toEqual([]);
  });

  it(`has no two questions of one shape, here or in any of the ${earlierSets.length} earlier sets, earlier turns included`, () => {
    const shapes = questions.flatMap(turnsOf).map(shapeOf);
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
    const elsewhere = new Set(earlierSets.flat().flatMap((item) => turnsOf(item).map(shapeOf)));
    expect(questions.flatMap(turnsOf).filter((text) => elsewhere.has(shapeOf(text)))).toEqual([]);
  });
}
