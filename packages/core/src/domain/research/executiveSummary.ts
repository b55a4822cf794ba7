// A report's executive summary (issue 34): the company's strongest and weakest facts against its
// peers in the data (issue 43: its industry's; a comparison stored against its sector is not used), each cited to the comparison that ranks it, and the open questions
// its own figures raise (the gaps to its peers, its fastest-moving margin, its debt, its named
// risks). Written from the stored sections, so every client shows the same summary.

import { figureIn, measureWords } from "../peers/comparisonWords";
import { comparedAmong } from "../peers/peerSet";
import type { Claim, PeerComparison, ResearchSection } from "../schemas/research";
import { sourcedClaim } from "./reportClaims";

export interface ExecutiveSummary {
  readonly strongest: ReadonlyArray<Claim>;
  readonly weakest: ReadonlyArray<Claim>;
  /** The questions the company's own figures raise and the data cannot settle. */
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
  const tied = comparison.rows.some((row) => row.symbol !== own.symbol && row.values[index] === value);
  return sourcedClaim(
    `${word} against ${comparedAmong(comparison)}: ${measureWords(measure.label)}, ${tied ? "tied " : ""}${ordinal(measure.rank)} of ${measure.of}, ${figureIn(measure.id, written(value, measure.unit), own.year)}.`,
    [comparison.source],
  );
}

/** The report's claims citing a source whose id matches: where the writer put a figure it derived. */
const claimsCiting = (sections: ReadonlyArray<ResearchSection>, id: RegExp) =>
  sections.flatMap((section) =>
    [...section.questions.flatMap((question) => question.answer), ...section.structuredContent.keyPoints].filter(
      (claim) => claim.sources.some((source) => id.test(source.id)),
    ),
  );

/** A measure the company trails on, as a question: the gap to the leader, in the comparison's figures. */
function gapQuestion(comparison: PeerComparison, index: number, name: string): string | null {
  const measure = comparison.measures[index];
  const own = comparison.rows.find((row) => row.symbol === comparison.symbol);
  const value = own?.values[index];
  if (!measure || measure.rank === null || !own || value === null || value === undefined) return null;
  const lowerIsBetter = measure.unit === "times";
  const leader = comparison.rows
    .filter((row) => row.values[index] !== null && row.values[index] !== undefined)
    .sort((a, b) => ((b.values[index] as number) - (a.values[index] as number)) * (lowerIsBetter ? -1 : 1))[0];
  // Level with the leader at the shown precision is a tie, not a gap to close.
  if (!leader || leader.symbol === own.symbol || leader.values[index] === value) return null;
  const leaderAt = figureIn(measure.id, written(leader.values[index] as number, measure.unit), leader.year).replace(
    /^at /,
    "",
  );
  return `${name} ranks ${ordinal(measure.rank)} of ${measure.of} on ${measureWords(measure.label)}, ${figureIn(measure.id, written(value, measure.unit), own.year)} against ${leader.name}'s ${leaderAt}: what holds it back, and can it close the gap?`;
}

/** The competitors pillar's comparison, when it is against true peers (one stored against a sector is not). */
const peerComparisonOf = (sections: ReadonlyArray<ResearchSection>) => {
  const comparison = sections.find((section) => section.structuredContent.comparison)?.structuredContent.comparison;
  return comparison?.basis ? comparison : null;
};

/**
 * The questions the data raises but cannot settle, from the company's own figures: the measures it
 * trails its peers on, its fastest-moving margin, its debt and the risks its filings name most.
 */
function openQuestionsOf(sections: ReadonlyArray<ResearchSection>, worst: ReadonlyArray<number>): string[] {
  const comparison = peerComparisonOf(sections);
  const name = comparison?.rows.find((row) => row.symbol === comparison.symbol)?.name ?? "The company";
  const gaps = comparison ? worst.flatMap((index) => gapQuestion(comparison, index, name) ?? []) : [];
  const trends = claimsCiting(sections, /:trend:/).map(
    (claim) => `${claim.text.split(";")[0]?.replace(/\.$/, "")}: what drove the move, and will it last?`,
  );
  const debt = claimsCiting(sections, /:balance-sheet$/).flatMap((claim) => {
    const net = claim.text.match(/\b(net debt|net cash) of (\S+?)\.?$/);
    if (!net) return [];
    return net[1] === "net debt"
      ? [`With net debt of ${net[2]}, when does the debt fall due and at what rates? The data holds no maturities.`]
      : [`With net cash of ${net[2]}, what will the cash be used for? The data holds no plan for it.`];
  });
  const risks = sections
    .filter((section) => section.pillarId === "risks-mitigating-factors")
    .flatMap((section) => section.questions[0]?.answer ?? [])
    .filter((claim) => claim.sources.some((source) => source.kind === "filing"))
    .slice(0, 2)
    .map((claim) => `How much could this named risk cost? “${claim.text}” The filings give no figure for it.`);
  return [...new Set([...gaps, ...trends.slice(0, 1), ...debt.slice(0, 1), ...risks])];
}

export function executiveSummaryOf(sections: ReadonlyArray<ResearchSection>): ExecutiveSummary {
  const comparison = peerComparisonOf(sections);
  if (!comparison) return { strongest: [], weakest: [], openQuestions: openQuestionsOf(sections, []) };
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
  return {
    strongest: lines(best, "Strongest"),
    weakest: lines(worst, "Weakest"),
    openQuestions: openQuestionsOf(
      sections,
      worst.map((each) => each.index),
    ),
  };
}
