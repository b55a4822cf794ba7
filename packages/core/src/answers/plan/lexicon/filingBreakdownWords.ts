// The words of breakdowns (issue 45 item 4): a filing's tables that split a figure into its parts
// (segments, regions, product categories), and the questions that rank those parts ("which segment
// had the most revenue", "which region grew fastest"). One row per kind: the words a question uses
// for it, the words a table's heading uses, and, for places, the words its rows are named with.
import type { AnswerPlan } from "../../answerTypes";

// Words are lower case, whole, space-separated; phrases `|`-separated.

export type BreakdownKind = "segment" | "geography" | "product";

export interface BreakdownKindWords {
  readonly kind: BreakdownKind;
  /** Question words naming the kind of part ranked: "which segment", "what region". */
  readonly asked: string;
  /** Question phrases naming it, read whole. */
  readonly askedPhrases?: string;
  /** Words of a table's heading or its sections that say its rows are parts of this kind. */
  readonly heading: string;
  /** Words the rows themselves are named with (places): half the rows holding one makes the kind. */
  readonly rowWords?: string;
}

export const BREAKDOWN_KINDS: ReadonlyArray<BreakdownKindWords> = [
  {
    kind: "segment",
    asked: "segment segments division divisions",
    askedPhrases: "business unit|business units|operating segment|reportable segment|business line|line of business",
    heading: "segment segments segmental division divisions reportable",
  },
  {
    kind: "geography",
    asked: "region regions geography geographies area areas country countries market markets",
    askedPhrases: "geographic region|geographic area|geographic market|geographic segment",
    heading: "geographic geographical geography geographies region regions regional country countries area areas",
    rowWords:
      "americas america north south latin europe european emea asia asian pacific apac china chinese japan japanese " +
      "india canada mexico brazil germany france kingdom uk u.s us usa united states international domestic " +
      "africa middle east world countries greater korea taiwan australia",
  },
  {
    kind: "product",
    asked: "product products category categories brand brands",
    askedPhrases: "product category|product categories|product line|product lines|type of revenue|revenue stream",
    heading:
      "product products category categories type types line lines disaggregation disaggregated offering offerings",
  },
];

/** Question words that rank the parts highest first or say which led: read with a kind's word. */
export const BREAKDOWN_LEAD_WORDS = "led lead leads leading largest biggest highest most top greatest strongest";

/** Question words that rank the parts either way ("the smallest region", "rank the segments"). */
export const BREAKDOWN_RANK_WORDS = "lowest smallest least weakest slowest rank ranking ranked best worst leader";

/** Question words that ask which part grew most: a growth ranked. */
export const BREAKDOWN_GROWTH_WORDS = "grew grow growing growth fastest";

/** Words of a page that may hold a breakdown table: its tables are read only when one is there. */
export const BREAKDOWN_PAGE_WORDS =
  "segment segments geographic geographical region regions product products category categories disaggregation " +
  "disaggregated division divisions";

/** The words of a ranking of parts, read (wordRoles) when the plan ranks parts. */
export const BREAKDOWN_ROLE_ROWS = [
  {
    role: "operation" as const,
    words: [
      BREAKDOWN_LEAD_WORDS,
      BREAKDOWN_GROWTH_WORDS,
      ...BREAKDOWN_KINDS.map((row) => row.asked),
      BREAKDOWN_RANK_WORDS,
      "geographic",
    ].join(" "),
    phrases: BREAKDOWN_KINDS.flatMap((row) => (row.askedPhrases ? [row.askedPhrases] : [])).join("|"),
    readWhen: (plan: AnswerPlan) => plan.breakdown !== undefined,
  },
];

/**
 * Words that name a figure's parts and nothing else: with one, "which … grew fastest" asks the parts'
 * revenue when it names no figure. "Market", "country", "brand" or "product" alone ask as often about
 * risks, competition or what a company sells.
 */
export const PARTS_OUTRIGHT: ReadonlySet<string> = new Set(
  "segment segments division divisions region regions geography geographies geographic reportable".split(" "),
);
export const PARTS_OUTRIGHT_PHRASES: ReadonlyArray<string> = [
  "product category",
  "product categories",
  "product line",
  "product lines",
  "business unit",
  "business units",
];
