// The question each chat entry answers: one pass, the same as looking back from every entry.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { precedingQuestions } from "./chat.selectors";

const entry = fc.record({ role: fc.constantFrom("user", "assistant"), content: fc.string({ maxLength: 8 }) });

describe("precedingQuestions", () => {
  it("gives each entry the last user message before it, or nothing before the first", () => {
    expect(
      precedingQuestions([
        { role: "assistant", content: "Hello" },
        { role: "user", content: "Q1" },
        { role: "assistant", content: "A1" },
        { role: "user", content: "Q2" },
        { role: "user", content: "Q3" },
        { role: "assistant", content: "A3" },
      ]),
    ).toEqual(["", "", "Q1", "Q1", "Q2", "Q3"]);
  });

  it("agrees with looking back from every entry", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const lookedBack = entries.map(
          (_, index) => entries.slice(0, index).findLast((earlier) => earlier.role === "user")?.content ?? "",
        );
        expect(precedingQuestions(entries)).toEqual(lookedBack);
      }),
    );
  });
});
