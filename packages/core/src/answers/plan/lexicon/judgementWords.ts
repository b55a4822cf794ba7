// Words of the judgements an analyst asks of a company's figures (issue 45, item 3): "is it
// capital-intensive?", "is its current ratio healthy?". Each judgement names the figures it rests
// on and the threshold each is held to; the thresholds are the house's (domain/constants.ts) and
// the answer says them. The verdict is the writer's (claimVerdicts), decided from the facts.
import {
  CAPITAL_INTENSIVE_CAPEX_PERCENT,
  CAPITAL_INTENSIVE_PPE_PERCENT,
  HEALTHY_CURRENT_RATIO,
  HEALTHY_QUICK_RATIO,
} from "../../../domain/constants";
import type { JudgementTest, Threshold } from "../../answerTypes";
import { wordSet } from "../words";

const atLeast = (value: number, unit: Threshold["unit"], written: string): Threshold => ({
  comparator: "atLeast",
  value,
  unit,
  written,
});

/** Phrases that ask whether a business is capital-intensive (or asset-heavy, or asset-light). */
export const CAPITAL_INTENSITY_PHRASES: ReadonlyArray<string> = [
  "capital intensive",
  "capital-intensive",
  "capital intensity",
  "capital heavy",
  "capital-heavy",
  "asset heavy",
  "asset-heavy",
  "asset light",
  "asset-light",
  "capex heavy",
  "capex-heavy",
  "capex intensive",
  "capex-intensive",
];

/** Capital intensity's tests: what the business spends on its plant, and what it holds in it. */
export const CAPITAL_INTENSITY_TESTS: ReadonlyArray<JudgementTest> = [
  {
    measureId: "capexToRevenue",
    threshold: atLeast(CAPITAL_INTENSIVE_CAPEX_PERCENT, "percent", `${CAPITAL_INTENSIVE_CAPEX_PERCENT}% of revenue`),
  },
  {
    measureId: "ppeToAssets",
    threshold: atLeast(CAPITAL_INTENSIVE_PPE_PERCENT, "percent", `${CAPITAL_INTENSIVE_PPE_PERCENT}% of total assets`),
  },
];

/** Words that ask whether a figure is healthy: a judgement, not a number set in the question. */
export const HEALTH_WORDS = wordSet(
  "healthy health adequate sufficient comfortable solid sound robust ok okay fine enough strong good",
);

/** The liquidity measures a health word judges, each against the level a healthy one holds. */
export const LIQUIDITY_TESTS: Readonly<Record<string, JudgementTest>> = {
  currentRatio: {
    measureId: "currentRatio",
    threshold: atLeast(HEALTHY_CURRENT_RATIO, "ratio", `${HEALTHY_CURRENT_RATIO.toFixed(1)}x`),
  },
  quickRatio: {
    measureId: "quickRatio",
    threshold: atLeast(HEALTHY_QUICK_RATIO, "ratio", `${HEALTHY_QUICK_RATIO.toFixed(1)}x`),
  },
  workingCapital: {
    measureId: "workingCapital",
    threshold: { comparator: "above", value: 0, unit: "usd", written: "zero" },
  },
};

/** Words naming liquidity itself: judged by the current ratio when no liquidity measure is named. */
export const LIQUIDITY_WORDS = wordSet("liquidity liquid");
