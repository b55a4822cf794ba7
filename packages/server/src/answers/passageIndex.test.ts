import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageIndex, passageIndex } from "./passageIndex";

const passage = (id: string, text: string, symbol: string | null = null) => ({ id, text, title: id, symbol });

describe("the one passage index", () => {
  it("is built once per list and shared: the same list gives the same index", () => {
    const list = [passage("a", "membership fees rose")];
    expect(passageIndex(list)).toBe(passageIndex(list));
    expect(passageIndex([...list])).not.toBe(passageIndex(list));
  });

  it("finds a user's added passages in that search only, never in the next", () => {
    const shared = [passage("filing", "Costco warehouses and membership")];
    const own = passage("note:1", "my note on membership renewal rates");
    const index = passageIndex(shared);
    const withOwn = index.search(["renewal"], { added: [own] }).map(({ item }) => item.id);
    expect(withOwn).toEqual(["note:1"]);
    expect(index.search(["renewal"])).toEqual([]);
  });

  it("filters and boosts by the passage itself", () => {
    const list = [passage("a", "gross margin widened", "AAA"), passage("b", "gross margin widened", "BBB")];
    const index = passageIndex(list);
    expect(index.search(["margin"], { filter: (item) => item.symbol === "BBB" }).map(({ item }) => item.id)).toEqual([
      "b",
    ]);
    const boosted = index.search(["margin"], { boost: (item) => (item.id === "b" ? 2 : 1) });
    expect(boosted[0]?.item.id).toBe("b");
  });

  it("indexes a passage listed twice once, and an added passage already indexed is not added again", () => {
    const twice = passage("a", "inventory turnover");
    const index = passageIndex([twice, twice]);
    expect(index.search(["inventory"], { added: [twice, twice] })).toHaveLength(1);
    expect(index.search(["inventory"])).toHaveLength(1);
  });

  it("ranks pages by page number, a word of five letters or more finding its longer forms", () => {
    const pages = [
      { pageNumber: 3, text: "Purchases of property and equipment" },
      { pageNumber: 7, text: "Legal proceedings and contingencies" },
    ];
    expect(
      pageIndex(pages)
        .search(["proceeding"])
        .map(({ item }) => item.pageNumber),
    ).toEqual([7]);
    expect(
      pageIndex(pages)
        .search(["purchase"])
        .map(({ item }) => item.pageNumber),
    ).toEqual([3]);
  });

  it("leaves the shared index as it was after any search with added passages", () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{4,9}$/), { minLength: 1, maxLength: 6 }),
        fc.array(fc.stringMatching(/^[a-z]{4,9}$/), { minLength: 1, maxLength: 6 }),
        (sharedWords, ownWords) => {
          const shared = sharedWords.map((word, at) => passage(`s${at}`, word));
          const index = passageIndex(shared);
          const before = index.search(ownWords).map(({ item }) => item.id);
          const own = ownWords.map((word, at) => passage(`own${at}`, word));
          index.search(ownWords, { added: own });
          expect(index.search(ownWords).map(({ item }) => item.id)).toEqual(before);
        },
      ),
    );
  });
});
