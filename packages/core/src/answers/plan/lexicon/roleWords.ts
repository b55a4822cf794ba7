// Words of a sentence where the asker says who they are ("I cover banks for a long-only fund").

/** The asker, opening such a sentence ("i'm" is cut into "i" and "m"). */
export const ASKERS: ReadonlySet<string> = new Set(["i", "we", "im"]);

/** Verbs of an asker's work, just after "I" or "we". */
export const ASKER_ROLE_VERBS: ReadonlySet<string> = new Set([
  "cover",
  "run",
  "manage",
  "follow",
  "track",
  "work",
  "invest",
  "trade",
  "research",
  "analyse",
  "analyze",
  "advise",
  "focus",
  "specialise",
  "specialize",
  "own",
  "hold",
]);

/** Nouns of an asker's work that close an "as a …" opener ("As a high-yield analyst, …"). */
export const ROLE_NOUNS: ReadonlySet<string> = new Set(
  "analyst analysts investor investors pm pms manager managers trader traders banker bankers lender lenders advisor advisors adviser advisers allocator allocators researcher researchers shareholder shareholders holder holders owner owners buyer buyers".split(
    " ",
  ),
);

/** Words an "as a …" opener may hold between its article and its noun ("as a long-only equity analyst"). */
export const ROLE_OPENER_REACH = 5;

/** The opener of a role said in passing: "As a credit analyst, …", "As an income investor, …". */
export const ROLE_OPENER = "as";
/** Verbs that may lead the opener: "Speaking as a retail analyst, …", "Writing as an income investor, …". */
export const ROLE_OPENER_LEADS: ReadonlySet<string> = new Set(["speaking", "writing", "talking", "thinking", "asking"]);
export const ROLE_OPENER_ARTICLES: ReadonlySet<string> = new Set(["a", "an"]);
