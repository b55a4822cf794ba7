// The gap said before quoted passages that never speak of what was asked (issue 44): named by the
// question's unread words, and never said when a passage holds one of them.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unquotedWordsGap } from "./gapWords";

const word = fc.stringMatching(/^[a-z]{4,9}$/);

describe("unquotedWordsGap", () => {
  it("names the unread words when no quoted passage holds them", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 3 }),
        fc.array(word, { maxLength: 40 }),
        (unread, said) => {
          fc.pre(said.every((each) => unread.every((asked) => !each.startsWith(asked) && !asked.startsWith(each))));
          const gap = unquotedWordsGap(unread, said.join(" "));
          expect(gap).toContain(`does not include ${unread.join(" ")}`);
        },
      ),
    );
  });

  it("says nothing when a passage speaks of one of them, in any case or number", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 3 }),
        fc.array(word, { maxLength: 40 }),
        fc.nat(),
        (unread, said, at) => {
          const spoken = `${(unread[at % unread.length] as string).toUpperCase()}s`;
          expect(unquotedWordsGap(unread, [...said, spoken].join(" "))).toBeNull();
        },
      ),
    );
  });

  it("says nothing when every word was read", () => {
    expect(unquotedWordsGap([], "anything")).toBeNull();
    expect(unquotedWordsGap(undefined, "anything")).toBeNull();
  });

  it("stays linear on a hostile passage: a megabyte without spaces", () => {
    expect(unquotedWordsGap(["wacc"], "x".repeat(1_000_000))).toContain("WACC".toLowerCase());
  });
});
