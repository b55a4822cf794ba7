import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { symbolFromAddress } from "./symbolFromAddress";

describe("symbolFromAddress", () => {
  it("reads the ticker an address names", () => {
    expect(symbolFromAddress("aapl")).toBe("AAPL");
    expect(symbolFromAddress("brk.b")).toBe("BRK.B");
    expect(symbolFromAddress("BRK%2EB")).toBe("BRK.B");
    expect(symbolFromAddress("%20msft%20")).toBe("MSFT");
  });

  it("never throws, whatever the address holds, and reads its own answer the same again", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 20 }), (segment) => {
        const symbol = symbolFromAddress(segment);
        expect(symbol).toBe(symbol.toUpperCase());
        if (!symbol.includes("%")) expect(symbolFromAddress(symbol)).toBe(symbol);
      }),
    );
    expect(symbolFromAddress("%E0")).toBe("%E0");
  });
});
