import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reorderAnnouncements } from "./reorderAnnouncements";

const rows = [
  { id: "id-1", symbol: "COST" },
  { id: "id-2", symbol: "AAPL" },
  { id: "id-3", symbol: "KO" },
];

describe("reorderAnnouncements", () => {
  const say = reorderAnnouncements(rows);

  it("names the company and its place, not the row's id", () => {
    expect(say.start("id-1")).toBe("Picked up COST, in place 1 of 3.");
    expect(say.over("id-1", "id-2")).toBe("COST is over place 2 of 3.");
    expect(say.drop("id-1", "id-3")).toBe("COST was dropped in place 3 of 3.");
    expect(say.cancel("id-1")).toBe("Moving COST was cancelled; it stays in place 1 of 3.");
  });

  it("says so when the row is over no place, or dropped where it was", () => {
    expect(say.over("id-2", null)).toBe("AAPL is over no place.");
    expect(say.drop("id-2", null)).toBe("AAPL was dropped where it was, in place 2 of 3.");
    expect(say.drop("id-2", "id-2")).toBe("AAPL was dropped where it was, in place 2 of 3.");
  });

  it("never reads out an id, whatever the rows", () => {
    const row = fc.record({ id: fc.uuid(), symbol: fc.stringMatching(/^[A-Z]{1,5}$/) });
    fc.assert(
      fc.property(fc.uniqueArray(row, { minLength: 1, maxLength: 8, selector: (r) => r.id }), fc.nat(), (list, n) => {
        const active = list[n % list.length]!;
        const over = list[(n + 1) % list.length]!;
        const texts = reorderAnnouncements(list);
        const said = [
          texts.start(active.id),
          texts.over(active.id, over.id),
          texts.drop(active.id, over.id),
          texts.cancel(active.id),
        ];
        for (const text of said) {
          expect(text).not.toContain(active.id);
          expect(text).toContain(active.symbol);
          expect(text).toMatch(new RegExp(`of ${list.length}\\.$|no place\\.$`));
        }
      }),
    );
  });
});
