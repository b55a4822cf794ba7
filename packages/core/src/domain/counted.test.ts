import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { counted } from "./counted";

describe("counted", () => {
  it("writes one in the singular and any other count in the plural", () => {
    expect(counted(1, "source")).toBe("1 source");
    expect(counted(0, "page")).toBe("0 pages");
    expect(counted(3, "page")).toBe("3 pages");
    expect(counted(2, "company", "companies")).toBe("2 companies");
    expect(counted(12_345, "passage")).toBe("12,345 passages");
  });

  it("is singular for exactly one, whatever the count", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (count) => {
        expect(counted(count, "note").endsWith(count === 1 ? " note" : " notes")).toBe(true);
      }),
    );
  });
});
