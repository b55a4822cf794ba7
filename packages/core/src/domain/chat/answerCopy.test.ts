// Copy's text: the answer without markdown marks, its citation numbers kept, then its numbered
// sources with their addresses (own pages made absolute); the HTML adds a linked source list.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerForCopy, plainAnswerText } from "./answerCopy";

const sources = [
  { url: "/stock/AAPL?section=financials", title: "Apple Inc.: annual financial statements", content: "figures" },
  { url: "https://www.sec.gov/x", title: "Apple 10-K <2024>", content: "filing" },
];

describe("answer copy", () => {
  it("writes clean text with the citation numbers, then the numbered sources", () => {
    const markdown =
      "**Apple Inc.**, computed from its annual statements:\n\n- Gross margin was *46.2%* [1]\n- See [the filing](https://www.sec.gov/x) [2]\n\n## Note\n`offline`";
    const { text, html } = answerForCopy(markdown, sources, "https://moatwise.example", "<p>rendered</p>");
    expect(text).toBe(
      "Apple Inc., computed from its annual statements:\n\n- Gross margin was 46.2% [1]\n- See the filing [2]\n\nNote\noffline\n\n" +
        "Sources\n[1] Apple Inc.: annual financial statements — https://moatwise.example/stock/AAPL?section=financials\n" +
        "[2] Apple 10-K <2024> — https://www.sec.gov/x",
    );
    expect(html).toBe(
      '<p>rendered</p><p><strong>Sources</strong></p><ol><li><a href="https://moatwise.example/stock/AAPL?section=financials">Apple Inc.: annual financial statements</a></li>' +
        '<li><a href="https://www.sec.gov/x">Apple 10-K &#60;2024&#62;</a></li></ol>',
    );
  });

  it("leaves no bold, heading or link marks in any text, and keeps plain text as it is", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 .,%$]{0,39}$/), (plain) => {
        expect(plainAnswerText(plain)).toBe(plain.trim().replace(/\n{3,}/g, "\n\n"));
        const marked = plainAnswerText(`## ${plain}\n**${plain}** [link](https://a.example)`);
        expect(marked).not.toMatch(/\*\*|^##|\]\(/m);
      }),
    );
  });
});
