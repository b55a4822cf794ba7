// A model's JSON reply read wherever it sits in the text: wrapped in prose or a code fence it is
// found; text that is not the object asked for reads as no answer, never an exception.
import { Schema } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonReply } from "./jsonReply";

const Answer = Schema.Struct({
  answers: Schema.Array(Schema.Struct({ question: Schema.Number, text: Schema.String })),
});
const answer = fc.record({
  answers: fc.array(fc.record({ question: fc.integer(), text: fc.string() }), { maxLength: 5 }),
});
const prose = fc.string().filter((text) => !text.includes("{") && !text.includes("}"));

describe("jsonReply", () => {
  it("finds the object inside prose or a code fence", () => {
    fc.assert(
      fc.property(prose, answer, prose, (before, value, after) => {
        expect(jsonReply(`${before}\n\`\`\`json\n${JSON.stringify(value)}\n\`\`\`\n${after}`, Answer)).toEqual(value);
      }),
    );
  });

  it("reads any other text as no answer", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const read = jsonReply(text, Answer);
        expect(read === null || Array.isArray(read.answers)).toBe(true);
      }),
    );
    expect(jsonReply('{"answers": "not a list"}', Answer)).toBeNull();
    expect(jsonReply("{ not json }", Answer)).toBeNull();
    expect(jsonReply("no braces at all", Answer)).toBeNull();
  });
});
