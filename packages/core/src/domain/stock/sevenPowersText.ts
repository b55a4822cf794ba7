// How the seven-powers evidence reads (issue 6): what each power means, in one line, and a
// metric's value in its unit, short on the page and in words in a sentence (the assistant's
// answer, the prompt a model rates the powers from).
import type { PowerEvidence, PowerName } from "../schemas/company";
import { formatMoney, formatMultiple, formatPercent, formatPoints, type PointsWord } from "./marketFormat";

/** Each power in a line, after Hamilton Helmer's "7 Powers". */
export const POWER_MEANINGS: Record<PowerName, string> = {
  "Scale Economies": "Unit costs fall as volume grows, so a bigger business is a cheaper one.",
  "Network Economies": "The product is worth more to each user as more people use it.",
  "Counter-Positioning": "A better model that incumbents will not copy without harming their own business.",
  "Switching Costs": "Customers would lose money, time or data by moving to a rival.",
  Branding: "Customers pay more for the same thing because of who sells it.",
  "Cornered Resource": "Preferential access to something valuable: patents, licences, people, deposits.",
  "Process Power": "Ways of working that lower costs or raise quality and take years to copy.",
};

/** A metric's value in its unit: $391.0B, 46.2%, +2.3 pts, 8.0 pts, 1.1×; passages have none. */
export function evidenceValue(evidence: PowerEvidence, points: PointsWord = "pts"): string | null {
  if (evidence.kind !== "metric" || evidence.value === undefined) return null;
  switch (evidence.unit) {
    case "money":
      return formatMoney(evidence.value);
    case "points":
      return formatPoints(evidence.value, true, points);
    case "spread":
      return formatPoints(evidence.value, false, points);
    case "times":
      return formatMultiple(evidence.value);
    default:
      return formatPercent(evidence.value);
  }
}

/** Dollars in billions, in words: $391.0 billion. */
const billions = (value: number) => `${value < 0 ? "−" : ""}$${(Math.abs(value) / 1e9).toFixed(1)} billion`;

/**
 * A piece of evidence in a sentence: its label, its value in words ("+35.2 percentage points",
 * "$391.0 billion"), which way it points for this company, and why.
 */
export function evidenceText(evidence: PowerEvidence): string {
  const value =
    evidence.kind === "metric" && evidence.value !== undefined && evidence.value !== null
      ? evidence.unit === "money"
        ? billions(evidence.value)
        : evidenceValue(evidence, "percentage points")
      : null;
  const direction = evidence.direction ? `, ${evidence.direction}` : "";
  return `${evidence.label}${value ? `: ${value}` : ""}${direction}${evidence.text ? ` (${evidence.text})` : ""}`;
}
