// A holding for core's tests: Apple, watched (no shares), with any fields a test sets.
import type { Holding } from "../domain/schemas/portfolio";

export const sampleHolding = (fields: Partial<Holding> = {}): Holding => ({
  id: "3f1c2b7a-0d4e-4a8b-9c6d-2e5f7a8b9c0d",
  symbol: "AAPL",
  createdAt: "2026-11-24T09:30:00.000Z",
  shares: null,
  costPerShare: null,
  openedOn: null,
  thesis: null,
  ...fields,
});
