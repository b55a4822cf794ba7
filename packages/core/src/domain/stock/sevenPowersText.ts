// How the seven-powers evidence reads (issue 6): what each power means, in one line, and a
// metric's value in its unit.
import type { PowerEvidence, PowerName } from "../../api/schemas/company";
import { formatMoney, formatMultiple, formatPercent, formatPoints } from "./marketFormat";

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
export function evidenceValue(evidence: PowerEvidence): string | null {
  if (evidence.kind !== "metric" || evidence.value === undefined) return null;
  switch (evidence.unit) {
    case "money":
      return formatMoney(evidence.value);
    case "points":
      return formatPoints(evidence.value);
    case "spread":
      return formatPoints(evidence.value, false);
    case "times":
      return formatMultiple(evidence.value);
    default:
      return formatPercent(evidence.value);
  }
}
