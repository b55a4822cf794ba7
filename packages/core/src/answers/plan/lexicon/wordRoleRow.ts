// The shape of a row of the word-role lexicon (issue 44, item 1): a role, its words, and when the
// plan shows that role was read. Apart from the rows, so the files of rows can share it.
import type { AnswerPlan } from "../../answerTypes";

export type WordRole = "courtesy" | "period" | "operation" | "form" | "rounding" | "scope" | "refusal" | "material";

export interface WordRoleRow {
  readonly role: WordRole;
  /** The words, lower case, apostrophes dropped (as `questionWords` writes `lower`), space-separated. */
  readonly words: string;
  /** Phrases read only whole ("these days", "per the"), `|`-separated. */
  readonly phrases?: string;
  /** Tokens of a shape rather than a list ("fy2024", "q3", "h1"). */
  readonly pattern?: RegExp;
  /** Whether the plan holds what these words ask for. */
  readonly readWhen: (plan: AnswerPlan) => boolean;
}
