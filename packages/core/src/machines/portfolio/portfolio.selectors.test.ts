import { describe, expect, it } from "vitest";
import type { PortfolioContext } from "./portfolio.machine";
import { selectIsSending, selectUnsentChanges } from "./portfolio.selectors";

const withPending = (pending: PortfolioContext["pending"]) => ({ context: { pending } as PortfolioContext });

describe("what the screens ask of the portfolio's queue", () => {
  it("counts the changes not yet kept, and says which kinds are on their way", () => {
    const queue = withPending([
      { kind: "add", holding: { symbol: "AAPL" } },
      { kind: "reorder", order: ["h1", "h2"] },
    ]);
    expect(selectUnsentChanges(queue)).toBe(2);
    expect(selectIsSending(queue, "add")).toBe(true);
    expect(selectIsSending(queue, "import")).toBe(false);
    expect(selectUnsentChanges(withPending([]))).toBe(0);
    expect(selectIsSending(withPending([]), "add")).toBe(false);
  });
});
