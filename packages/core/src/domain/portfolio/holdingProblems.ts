// Why a company cannot be added to a portfolio, worded once for the server's refusal and for the
// check the browser makes before asking it; and a refused holding's problems under its fields.
import { type FieldProblems, fieldProblems } from "../fieldProblems";

/** The company is held already: a portfolio holds each company once. */
export const alreadyHeld = (symbol: string) => `${symbol} is already in the portfolio`;

const HOLDING_LABELS = {
  shares: "Shares",
  costPerShare: "Cost per share",
  openedOn: "Opened",
  thesis: "Thesis",
} as const;
export type HoldingField = keyof typeof HOLDING_LABELS;

/**
 * A refused holding in words under its fields ("Shares must not be negative."), from the
 * client's check or the server's detail; a company already held, which no field is about, apart.
 */
export const holdingProblems = (problem: string | null): FieldProblems<HoldingField> =>
  fieldProblems(problem, HOLDING_LABELS);
