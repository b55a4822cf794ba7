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
