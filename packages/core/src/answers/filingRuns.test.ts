// The runs a PDF's reader packs are made storable as they are unpacked: a font that maps a glyph to
// NUL, or to half a surrogate pair, must not stop a filing's facts being kept (PostgreSQL refuses
// both in text columns), and each run keeps its own 4 numbers.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unstorableProblem } from "../domain/schemas/storableText";
import { unpackRuns } from "./filingRuns";

/** What a PDF's font can give: letters, NULs, both halves of a surrogate pair alone or together. */
const pdfChar = fc.constantFrom("a", "$", " ", "\u0000", "\uD800", "\uDC00", "\uD83D\uDE00", "\u00a0");
const boxesFor = (count: number) => new Float32Array(Array.from({ length: count * 4 }, (_, index) => index));

describe("unpackRuns", () => {
  it("takes NUL bytes out of a run's text and replaces a lone surrogate", () => {
    const [net, lone] = unpackRuns({ texts: ["Net\u0000sales", "Revenue \uD800"], boxes: boxesFor(2) });
    expect(net).toEqual({ text: "Netsales", x: 0, y: 1, width: 2, size: 3 });
    expect(lone?.text).toBe("Revenue \uFFFD");
  });

  it("gives one run per text, always storable, each with its own box", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: pdfChar }), { maxLength: 20 }), (texts) => {
        const runs = unpackRuns({ texts, boxes: boxesFor(texts.length) });
        expect(runs.map((run) => unstorableProblem(run.text))).toEqual(texts.map(() => null));
        expect(runs.flatMap((run) => [run.x, run.y, run.width, run.size])).toEqual([...boxesFor(texts.length)]);
      }),
    );
  });
});
