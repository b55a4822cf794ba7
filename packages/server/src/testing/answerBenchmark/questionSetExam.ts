// The checks every benchmark question set passes as an exam, shared by the held-out and outside
// sets' tests: each answerable question's figures computable from the sample data, a comparison's
// leader never the company the question names first, and no sample company named beyond those the
// conversation is about.
import { expect, it } from "vitest";
import { companiesNamed, type Expectation, namedFirst } from "./answerGrading";
import type { Figure } from "./sampleFigures";

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
