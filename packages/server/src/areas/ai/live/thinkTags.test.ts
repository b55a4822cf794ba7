// `<think>` blocks leave the answer and become thinking, however the stream cuts the text.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createThinkSplitter, type TextPiece } from "./thinkTags";

function split(chunks: ReadonlyArray<string>) {
  const splitter = createThinkSplitter();
  const pieces: TextPiece[] = [...chunks.flatMap((chunk) => splitter.push(chunk)), ...splitter.end()];
  const join = (kind: TextPiece["kind"]) =>
    pieces
      .filter((piece) => piece.kind === kind)
      .map((piece) => piece.content)
      .join("");
  return { answer: join("answer"), thinking: join("thinking"), pieces };
}

/** Cuts `text` at the given fractions of its length. */
function cut(text: string, fractions: ReadonlyArray<number>): string[] {
  const points = [...new Set(fractions.map((fraction) => Math.floor(fraction * text.length)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let start = 0;
  for (const point of points) {
    chunks.push(text.slice(start, point));
    start = point;
  }
  chunks.push(text.slice(start));
  return chunks;
}

// No "k": a tag only comes from the generator, never from the words by chance.
const words = fc.stringMatching(/^[a-jl-z <>/ ]{0,12}$/);
const textWithThoughts = fc
  .array(fc.tuple(words, fc.boolean()), { maxLength: 6 })
  .map((parts) => parts.map(([text, isThought]) => (isThought ? `<think>${text}</think>` : text)).join(""));

describe("createThinkSplitter", () => {
  it("takes a thought out of the answer", () => {
    expect(split(["<think>Check the 10-K.</think>Revenue grew 8%."])).toMatchObject({
      answer: "Revenue grew 8%.",
      thinking: "Check the 10-K.",
    });
  });

  it("finds tags cut between chunks, even one character at a time", () => {
    const text = "<think>a < b</think>The answer";
    expect(split([...text])).toMatchObject({ answer: "The answer", thinking: "a < b" });
    expect(split(["<thi", "nk>x</th", "ink>y"])).toMatchObject({ answer: "y", thinking: "x" });
  });

  it("gives back a held tail that turned out not to be a tag", () => {
    expect(split(["1 <", " 2"])).toMatchObject({ answer: "1 < 2", thinking: "" });
    expect(split(["ends with <thi"])).toMatchObject({ answer: "ends with <thi" });
  });

  it("keeps an unfinished thought as thinking", () => {
    expect(split(["<think>still thinking"])).toMatchObject({ answer: "", thinking: "still thinking" });
  });

  it("splits the same way however the text is cut", () => {
    fc.assert(
      fc.property(textWithThoughts, fc.array(fc.double({ min: 0, max: 1, noNaN: true })), (text, fractions) => {
        const whole = split([text]);
        const pieces = split(cut(text, fractions));
        expect(pieces.answer).toBe(whole.answer);
        expect(pieces.thinking).toBe(whole.thinking);
        expect(whole.answer).toBe(text.replace(/<think>[\s\S]*?<\/think>/g, ""));
      }),
    );
  });
});
