import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeUnstorableText, findUnstorableText, toStorableText, unstorableProblem } from "./storableText";

/** Text made of whole Unicode characters (surrogates only in pairs) and no NUL. */
const storable = fc.string({ unit: "grapheme", maxLength: 40 }).map((text) => text.replaceAll("\u0000", ""));
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

describe("storable text", () => {
  it("accepts any text of whole Unicode characters without NUL", () => {
    fc.assert(
      fc.property(storable, (text) => {
        expect(unstorableProblem(text)).toBeNull();
      }),
    );
  });

  it("finds a NUL or a lone surrogate wherever it stands", () => {
    fc.assert(
      fc.property(storable, storable, fc.oneof(fc.constant("\u0000"), loneSurrogate), (before, after, bad) => {
        // A high surrogate directly before a low one would pair up: keep them apart with a letter.
        const text = `${before}x${bad}x${after}`;
        expect(unstorableProblem(text)).toBe(bad === "\u0000" ? "nul" : "surrogate");
      }),
    );
  });

  it("makes any text storable, changing nothing in text that already is", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 60 }), (text) => {
        expect(unstorableProblem(toStorableText(text))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(storable, (text) => {
        expect(toStorableText(text)).toBe(text);
      }),
    );
    expect(toStorableText("a\u0000b\uD800c")).toBe("ab\uFFFDc");
  });

  it("keeps a surrogate pair (an emoji) as text", () => {
    expect(unstorableProblem("Apple 🍎 revenue")).toBeNull();
    expect(unstorableProblem("\uD83C")).toBe("surrogate");
    expect(unstorableProblem("\uDF4E")).toBe("surrogate");
    expect(unstorableProblem("\uDF4E\uD83C")).toBe("surrogate");
  });

  it("names the field holding the first bad text, at any depth, keys included", () => {
    expect(findUnstorableText({ email: "a@b.co", password: "pw\u0000d" })).toEqual({
      path: "password",
      problem: "nul",
    });
    expect(findUnstorableText({ chat_history: [{ content: "ok" }, { content: "\uD800" }] })).toEqual({
      path: "chat_history.1.content",
      problem: "surrogate",
    });
    expect(findUnstorableText({ options: { "\u0000": 1 } })).toEqual({ path: "options.(a key)", problem: "nul" });
    expect(findUnstorableText({ a: 1, b: [true, null, "fine"] })).toBeNull();
    expect(findUnstorableText("\u0000")).toEqual({ path: "", problem: "nul" });
  });

  it("walks a body nested a million deep without overflowing the stack", () => {
    let nested: unknown = "\u0000";
    for (let depth = 0; depth < 1_000_000; depth++) nested = [nested];
    expect(findUnstorableText(nested)?.problem).toBe("nul");
  });

  it("says what is wrong in a sentence that names the field", () => {
    expect(describeUnstorableText({ path: "message", problem: "nul" })).toBe(
      "message: must not contain a NUL character",
    );
    expect(describeUnstorableText({ path: "", problem: "surrogate" })).toMatch(/lone surrogate/);
  });
});
