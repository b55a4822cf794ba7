// Reasoning models (Perplexity's sonar-reasoning, DeepSeek R1 on Ollama, …) write their thoughts
// inside `<think>…</think>` in the answer text. The splitter separates them as the text streams:
// a tag may arrive cut anywhere between two chunks, so a tail that could begin one is held back
// until the next chunk shows what it is.

export interface TextPiece {
  readonly kind: "answer" | "thinking";
  readonly content: string;
}

const OPEN_TAG = "<think>";
const CLOSE_TAG = "</think>";

/** The length of the longest end of `text` that is a beginning of `tag` (shorter than the tag). */
function partialTagAtEnd(text: string, tag: string): number {
  for (let length = Math.min(tag.length - 1, text.length); length > 0; length--) {
    if (text.endsWith(tag.slice(0, length))) return length;
  }
  return 0;
}

export interface ThinkSplitter {
  /** The pieces the text so far makes certain; a possible partial tag waits for more. */
  push(text: string): TextPiece[];
  /** What was held back, once the stream has ended. */
  end(): TextPiece[];
}

export function createThinkSplitter(): ThinkSplitter {
  let thinking = false;
  let held = "";

  const piece = (content: string): TextPiece[] =>
    content === "" ? [] : [{ kind: thinking ? "thinking" : "answer", content }];

  return {
    push(text) {
      held += text;
      const pieces: TextPiece[] = [];
      for (;;) {
        const tag = thinking ? CLOSE_TAG : OPEN_TAG;
        const at = held.indexOf(tag);
        if (at === -1) {
          const keep = partialTagAtEnd(held, tag);
          pieces.push(...piece(held.slice(0, held.length - keep)));
          held = held.slice(held.length - keep);
          return pieces;
        }
        pieces.push(...piece(held.slice(0, at)));
        held = held.slice(at + tag.length);
        thinking = !thinking;
      }
    },
    end() {
      const rest = piece(held);
      held = "";
      return rest;
    },
  };
}
