import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linkCitations, markdownBlocks } from "./answerMarkdown";

describe("linkCitations", () => {
  it("links marks that have a source and leaves the others", () => {
    const text = "Revenue rose [1]. Margins fell [2]. See [3] and [link](https://x.com) and [1](y).";
    expect(linkCitations(text, ["https://a.com/r", "https://b.com/(m)"])).toBe(
      "Revenue rose [[1]](https://a.com/r). Margins fell [[2]](https://b.com/%28m%29). See [3] and [link](https://x.com) and [1](y).",
    );
  });
});

describe("markdownBlocks", () => {
  it("cuts at blank lines but keeps fenced code whole", () => {
    const text = "# Title\n\nOne\ntwo\n\n```\ncode\n\nmore\n```\n\n- a\n- b";
    expect(markdownBlocks(text)).toEqual(["# Title", "One\ntwo", "```\ncode\n\nmore\n```", "- a\n- b"]);
  });

  it("loses no text: the blocks hold every non-blank line, in order", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("para", "", "```", "- item", "  ", "| a | b |")), (lines) => {
        const text = lines.join("\n");
        const kept = markdownBlocks(text)
          .join("\n")
          .split("\n")
          .filter((line) => line.trim() !== "");
        expect(kept).toEqual(lines.filter((line) => line.trim() !== ""));
      }),
    );
  });

  it("only the last block changes while text is appended", () => {
    const whole = "First paragraph.\n\nSecond one.\n\nThird, growing";
    const before = markdownBlocks(whole.slice(0, 30));
    const after = markdownBlocks(whole);
    expect(after.slice(0, before.length - 1)).toEqual(before.slice(0, -1));
  });
});
