// The shared bench runner's grading and report: a gap is graded as a gap, a figure as a figure, and
// the report gives the right and honest shares, counts by style and each miss under its kind.
import { describe, expect, it } from "vitest";
import { type BenchQuestion, benchmarkReport, gradeQuestion } from "./benchmarkRunner";

const revenue: BenchQuestion = {
  kind: "value",
  style: "terse",
  about: ["AAPL"],
  question: "AAPL top line FY2024",
  expect: () => ({ figures: [{ kind: "number", label: "AAPL revenue FY2024", value: 391_035e6, unit: "usd" }] }),
};
const airbus: BenchQuestion = { kind: "unanswerable", style: "gap", about: [], question: "Airbus turnover 2023" };

describe("the benchmark runner", () => {
  it("grades an unanswerable question on its first sentence and an answerable one on its figures", () => {
    expect(gradeQuestion(airbus, "Airbus is not in the offline data set.").ok).toBe(true);
    expect(gradeQuestion(airbus, "Apple's revenue was $391.0 billion.").ok).toBe(false);
    expect(gradeQuestion(revenue, "Apple's revenue was $391.0 billion in fiscal 2024.").ok).toBe(true);
    expect(gradeQuestion(revenue, "Apple's net income was $93.7 billion.").missing).toEqual([
      "AAPL revenue FY2024 ($391.04 billion)",
    ]);
  });

  it("reports the shares, the counts by style and each miss under its kind", () => {
    const report = benchmarkReport("held-out benchmark", [
      { item: revenue, grade: gradeQuestion(revenue, "No idea."), firstPieceMs: 2, text: "No idea." },
      { item: airbus, grade: gradeQuestion(airbus, "Airbus is not covered."), firstPieceMs: 1, text: "" },
    ]);
    expect(report).toContain("answered right 0 of 1 (0.0 %)");
    expect(report).toContain("honest 1 of 1 (100.0 %)");
    expect(report).toContain("  terse: 0 of 1");
    expect(report).toContain(
      "value: 0 of 1\n  AAPL top line FY2024 [terse]\n    → AAPL revenue FY2024 ($391.04 billion)",
    );
  });
});
