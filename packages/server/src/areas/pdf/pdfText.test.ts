// The runs of text a PDF's reader sends are made storable before a filing is read from them: a font
// that maps a glyph to NUL, or to half a surrogate pair, must not stop a filing's facts being kept
// (PostgreSQL refuses both in text columns). A PDF's pages, read by several processes at once, come
// back in the PDF's order with their own runs.
import { unstorableProblem } from "@moatwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { minimalPdf } from "../../testing/minimalPdf";
import { PDF_READ_PARTS, readPdf, runsOf } from "./pdfText";

const boxesFor = (count: number) => new Float32Array(Array.from({ length: count * 4 }, (_, index) => index));

describe("runsOf", () => {
  it("takes NUL bytes out of a run's text and replaces a lone surrogate", () => {
    const [net, lone] = runsOf({ texts: ["Net\u0000sales", "Revenue \uD800"], boxes: boxesFor(2) });
    expect(net).toEqual({ text: "Netsales", x: 0, y: 1, width: 2, size: 3 });
    expect(lone?.text).toBe("Revenue \uFFFD");
  });

  it("gives runs whose text is always storable, whatever the reader sent", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary" }), { maxLength: 20 }), (texts) => {
        const runs = runsOf({ texts, boxes: boxesFor(texts.length) });
        expect(runs).toHaveLength(texts.length);
        for (const run of runs) expect(unstorableProblem(run.text)).toBeNull();
      }),
    );
  });
});

describe("readPdf", () => {
  it("gives every page back in the PDF's order, with its own runs, whichever process read it", async () => {
    // An odd count, more than the processes: each reads several pages, and one reads one more.
    const count = PDF_READ_PARTS * 3 + 1;
    const pages = Array.from({ length: count }, (_, index) => `Page ${index + 1} of the filing`);
    const { texts, runs } = await readPdf("page-order", minimalPdf(pages));
    expect(texts).toEqual(pages);
    expect(runs.map((pageRuns) => pageRuns.map((run) => run.text).join(" "))).toEqual(pages);
  });
});
