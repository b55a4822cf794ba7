import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMPANY_WORDS, detectQuestion, IMPERATIVE_VERBS, MODAL_AND_AUXILIARY_VERBS, WH_WORDS } from "./question";

describe("detectQuestion (spec §5)", () => {
  it.each([
    // under 2 characters
    ["", false],
    ["a", false],
    ["  ?  ", false],
    // wh-words, with contractions and any case
    ["what is Apple's moat", true],
    ["What's the P/E of MSFT", true],
    ["how does NVDA make money", true],
    ["Why did TSLA fall", true],
    // imperative verbs
    ["tell me about Costco", true],
    ["Compare KO and PEP", true],
    ["summarize the latest 10-K", true],
    // modal and auxiliary verbs
    ["is Apple overvalued", true],
    ["Should I buy AMD", true],
    ["can't decide between V and MA", true],
    // greetings and I
    ["hello", true],
    ["Hi, what can you do", true],
    ["good morning", true],
    ["I want dividend stocks", true],
    ["I'm looking for growth", true],
    // pointing words
    ["this looks expensive", true],
    ["they beat earnings", true],
    // articles followed by an evaluative word
    ["the best semiconductor stocks", true],
    ["a good entry point", true],
    ["the apple", false],
    ["an index fund", false],
    // company names: an uppercase ticker then company words
    ["JPM Bank", false],
    ["IT Corp", false],
    ["IS Inc.", false],
    ["AAPL", false],
    // a single word over 10 characters
    ["semiconductors", true],
    ["Berkshire", false],
    ["microsoft", false],
    // everything else
    ["apple inc", false],
    ["nvidia earnings", false],
    ["good company", false],
  ])("%j → %s", (text, expected) => {
    expect(detectQuestion(text)).toBe(expected);
  });

  const rest = fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { maxLength: 6 }).map((w) => w.join(" "));

  it("treats anything under 2 characters as not a question", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1 }), (text) => {
        expect(detectQuestion(text)).toBe(false);
      }),
    );
  });

  it("treats text opening with a wh-word, an imperative or an auxiliary verb as a question", () => {
    const opener = fc.constantFrom(...WH_WORDS, ...IMPERATIVE_VERBS, ...MODAL_AND_AUXILIARY_VERBS);
    const casing = fc.constantFrom(
      (s: string) => s,
      (s: string) => s.toUpperCase(),
      (s: string) => s[0]!.toUpperCase() + s.slice(1),
    );
    fc.assert(
      // An uppercase opener before a company word reads as a company ("DO co" is Diamond Offshore).
      fc.property(opener, casing, rest, (word, cased, tail) => {
        fc.pre(!COMPANY_WORDS.includes(tail.split(" ")[0] ?? ""));
        expect(detectQuestion(`${cased(word)} ${tail}`)).toBe(true);
      }),
    );
  });

  it("treats an uppercase ticker followed by a company word as a company", () => {
    const ticker = fc.stringMatching(/^[A-Z]{1,5}$/);
    fc.assert(
      fc.property(ticker, fc.constantFrom("Inc", "Corp", "Bank", "Holdings", "plc"), rest, (symbol, word, tail) => {
        expect(detectQuestion(`${symbol} ${word} ${tail}`)).toBe(false);
      }),
    );
  });

  it("ignores surrounding whitespace", () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^[ \t\n]{0,4}$/), (text, pad) => {
        expect(detectQuestion(`${pad}${text}${pad}`)).toBe(detectQuestion(text));
      }),
    );
  });
});
