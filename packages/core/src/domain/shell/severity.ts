// How bad an error is, read from its message (spec §8): critical, high, medium or low. Used to
// order the local error log and decide what a user is shown.

export type Severity = "critical" | "high" | "medium" | "low";

const RULES: ReadonlyArray<[Severity, RegExp]> = [
  [
    "critical",
    /out of memory|maximum call stack|security|corrupt|data loss|cannot read propert|undefined is not|is not a function|chunkloaderror|loading chunk|failed to fetch dynamically imported/i,
  ],
  [
    "high",
    /network|failed to fetch|timed? ?out|unauthori[sz]ed|forbidden|permission|session expired|not authenticated|\b(401|403|500|502|503|504)\b|server error|unavailable/i,
  ],
  ["medium", /not found|\b(400|404|409|422|429)\b|invalid|validation|failed to (load|save|get)|rate limit|too many/i],
];

export function classifySeverity(message: string): Severity {
  for (const [severity, pattern] of RULES) if (pattern.test(message)) return severity;
  return "low";
}
