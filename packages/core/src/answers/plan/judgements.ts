// Reads the judgement a question asks (issue 45, item 3): "is FedEx capital-intensive?" asks for
// capital expenditure over revenue and net PP&E over total assets, each against the house's
// threshold; "is its current ratio healthy?" asks for the current ratio against 1.0x. The plan
// carries the judgement as a yes/no claim; the writer decides it from the facts.
import type { Judgement, JudgementTest, PlannedMeasure, YesNoClaim } from "../answerTypes";
import { fromDictionary } from "./formulas";
import {
  CAPITAL_INTENSITY_PHRASES,
  CAPITAL_INTENSITY_TESTS,
  HEALTH_WORDS,
  LIQUIDITY_TESTS,
  LIQUIDITY_WORDS,
} from "./lexicon/judgementWords";
import { hasPhrase } from "./words";

/** The measures a judgement's tests need, from the dictionary. */
const measuresOf = (tests: ReadonlyArray<JudgementTest>) => tests.map((test) => fromDictionary(test.measureId));

function capitalIntensity(): Judgement {
  return {
    id: "capitalIntensity",
    holdsWhen: "any",
    tests: CAPITAL_INTENSITY_TESTS,
    holds: "business is capital-intensive",
    fails: "business is not capital-intensive",
  };
}

/** The liquidity tests of the measures asked, or the current ratio's when the question names liquidity alone. */
function liquidityTests(lowers: ReadonlyArray<string>, measures: ReadonlyArray<PlannedMeasure>): JudgementTest[] {
  const named = measures.flatMap((measure) => LIQUIDITY_TESTS[measure.id] ?? []);
  if (named.length > 0) return named;
  const current = LIQUIDITY_TESTS.currentRatio;
  return current && lowers.some((word) => LIQUIDITY_WORDS.has(word)) ? [current] : [];
}

/**
 * The judgement the words ask, with the measures it needs, or null. A threshold the question sets
 * itself ("above 1.5x") is the question's own claim, not the house's judgement.
 */
export function judgementAsked(
  lowers: ReadonlyArray<string>,
  measures: ReadonlyArray<PlannedMeasure>,
  claim: YesNoClaim | null,
): { judgement: Judgement; measures: PlannedMeasure[] } | null {
  if (claim?.threshold) return null;
  if (CAPITAL_INTENSITY_PHRASES.some((phrase) => hasPhrase(lowers, phrase))) {
    const judgement = capitalIntensity();
    return { judgement, measures: measuresOf(judgement.tests) };
  }
  if (!lowers.some((word) => HEALTH_WORDS.has(word))) return null;
  const tests = liquidityTests(lowers, measures);
  if (tests.length === 0) return null;
  const [only] = tests;
  // "quick ratio ((current assets − inventory) ÷ current liabilities)": the name, without its formula.
  const shortLabel =
    tests.length === 1 && only ? fromDictionary(only.measureId).label.replace(/ \(.*\)$/, "") : "liquidity";
  return {
    judgement: {
      id: "liquidity",
      holdsWhen: "every",
      tests,
      holds: `${shortLabel} is healthy`,
      fails: `${shortLabel} is not healthy`,
    },
    measures: measuresOf(tests),
  };
}
