// A report's executive summary (issue 34): the company's strongest and weakest facts against its
// sector's peers in the data, each cited to the comparison that ranks it, and the questions the
// data leaves open. Written from the stored sections, so every client shows the same summary.
import type { Claim, PeerComparison, ResearchSection } from "../../api/schemas/research";
import { sourcedClaim } from "./reportClaims";

export interface ExecutiveSummary {
  readonly strongest: ReadonlyArray<Claim>;
  readonly weakest: ReadonlyArray<Claim>;
  /** The questions whose answer says what the data lacks. */
  readonly openQuestions: ReadonlyArray<string>;
}

const ordinal = (rank: number) => {
  const tens = rank % 100;
  if (tens >= 11 && tens <= 13) return `${rank}th`;
  return `${rank}${({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[rank % 10] ?? "th"}`;
};

const written = (value: number, unit: PeerComparison["measures"][number]["unit"]) =>
  unit === "percent" ? `${value.toFixed(1)}%` : `${value.toFixed(1)}×`;

/** One ranked measure as a summary line: where the company stands, and its figure. */
function rankedLine(comparison: PeerComparison, index: number, word: "Strongest" | "Weakest"): Claim | null {
  const measure = comparison.measures[index];
  const own = comparison.rows.find((row) => row.symbol === comparison.symbol);
  const value = own?.values[index];
  if (!measure || measure.rank === null || !own || value === null || value === undefined) return null;
  return sourcedClaim(
    `${word} against ${comparison.sector} peers in the data: ${measure.label.toLowerCase()}, ${ordinal(measure.rank)} of ${measure.of}, at ${written(value, measure.unit)} in ${own.year}.`,
    [comparison.source],
  );
}

/** A cited answer is an answer; one citing nothing says what the data lacks or refers back. */
const isOpen = (answer: ReadonlyArray<Claim>) =>
  answer.length > 0 && answer.every((claim) => claim.sources.length === 0 && !/answered above/.test(claim.text));

export function executiveSummaryOf(sections: ReadonlyArray<ResearchSection>): ExecutiveSummary {
  const comparison = sections.find((section) => section.structuredContent.comparison)?.structuredContent.comparison;
  const openQuestions = sections.flatMap((section) =>
    section.questions.filter((question) => isOpen(question.answer)).map((question) => question.text),
  );
  if (!comparison) return { strongest: [], weakest: [], openQuestions };
  // Ranked by place among those ranked (1st of 4 beats 2nd of 6), best and worst kept apart.
  const ranked = comparison.measures
    .map((measure, index) => ({
      index,
      place: measure.rank === null ? null : (measure.rank - 1) / Math.max(1, measure.of - 1),
    }))
    .filter((each): each is { index: number; place: number } => each.place !== null)
    .sort((a, b) => a.place - b.place);
  const best = ranked.filter((each) => each.place === ranked[0]?.place).slice(0, 2);
  const worst = ranked.filter((each) => each.place === ranked.at(-1)?.place && !best.includes(each)).slice(0, 2);
  const lines = (list: typeof ranked, word: "Strongest" | "Weakest") =>
    list.flatMap((each) => rankedLine(comparison, each.index, word) ?? []);
  return { strongest: lines(best, "Strongest"), weakest: lines(worst, "Weakest"), openQuestions };
}
