import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyMention,
  chatInputHeight,
  chatPlaceholder,
  DEFAULT_TICKERS,
  mentionAt,
  mentionOptions,
  typedTickers,
} from "./chatInput";

describe("the chat input", () => {
  it("grows between 10 and 130 px", () => {
    expect(chatInputHeight(4)).toBe(10);
    expect(chatInputHeight(64.2)).toBe(65);
    expect(chatInputHeight(400)).toBe(130);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e4, noNaN: true }), (h) => {
        const height = chatInputHeight(h);
        expect(height >= 10 && height <= 130).toBe(true);
      }),
    );
  });

  it("offers the mention triggers after @ or /, filtered by what follows", () => {
    const at = mentionAt("Latest @ne", 10);
    expect(at).toEqual({ trigger: "@", query: "ne", start: 7 });
    expect(mentionOptions(at as NonNullable<typeof at>)).toEqual(["news"]);
    expect(mentionOptions({ trigger: "/", query: "", start: 0 })).toEqual([
      "news",
      "deepdive",
      "onepager",
      "substack",
      "x",
      "explain",
    ]);
    expect(mentionAt("email me@home", 13)).toBeNull();
    expect(mentionAt("no trigger", 10)).toBeNull();
  });

  it("offers the covered companies' tickers after $: '$CO' offers COST", () => {
    const covered = ["AAPL", "COST", "KO", "NVDA"];
    expect(mentionOptions({ trigger: "$", query: "CO", start: 0 }, [], covered)).toEqual(["COST"]);
    expect(mentionOptions({ trigger: "$", query: "", start: 0 }, ["AMD"], covered)).toEqual(["AMD", ...covered]);
    fc.assert(
      fc.property(fc.constantFrom(...covered), fc.nat({ max: 4 }), (ticker, length) => {
        const query = ticker.slice(0, length).toLowerCase();
        const offered = mentionOptions({ trigger: "$", query, start: 0 }, [], covered);
        // Every covered ticker the text starts is offered, unless it is already complete.
        if (query !== ticker.toLowerCase()) expect(offered).toContain(ticker);
        for (const option of offered) expect(covered).toContain(option);
      }),
    );
  });

  it("offers ten large tickers after $ when no covered companies are named, and tickers the user typed first", () => {
    expect(mentionOptions({ trigger: "$", query: "", start: 0 })).toEqual([...DEFAULT_TICKERS]);
    expect(DEFAULT_TICKERS).toHaveLength(10);
    const typed = typedTickers("Compare $cost with $COST and $amd");
    expect(typed).toEqual(["COST", "AMD"]);
    expect(mentionOptions({ trigger: "$", query: "a", start: 0 }, typed)).toEqual(["AMD", "AAPL", "AMZN"]);
  });

  it("puts the choice in place of what was typed", () => {
    const mention = { trigger: "@" as const, query: "ne", start: 7 };
    expect(applyMention("Latest @ne about", mention, "news", 10)).toEqual({ text: "Latest @news  about", caret: 13 });
    expect(applyMention("$AA", { trigger: "$", query: "AA", start: 0 }, "AAPL", 3)).toEqual({
      text: "$AAPL ",
      caret: 6,
    });
  });
});

describe("chatPlaceholder", () => {
  it("names the subject, and the mention keys where there is room", () => {
    expect(chatPlaceholder(undefined, true)).toBe("Ask anything…  (@ for mentions, $ for tickers)");
    expect(chatPlaceholder("AAPL", true)).toBe("Ask about AAPL…  (@ for mentions, $ for tickers)");
    expect(chatPlaceholder("AAPL", false)).toBe("Ask about AAPL…");
    expect(chatPlaceholder(undefined, false)).toBe("Ask anything…");
  });
});
