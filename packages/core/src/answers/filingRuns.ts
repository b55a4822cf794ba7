// A page's text runs as the server's reading processes pack them (each text, and 4 numbers per run
// in one Float32Array: x, y, width, font size), unpacked into `TextRun`s. Each text is made
// storable here: a filing's labels and titles come from the runs, and a PDF's fonts can map glyphs
// to NUL bytes or lone surrogates, which PostgreSQL refuses in text.
import { toStorableText } from "../domain/schemas/storableText";
import type { TextRun } from "./filingTables";

export interface PackedRuns {
  readonly texts: ReadonlyArray<string>;
  /** 4 numbers per run, in the order of `texts`: x, y, width and font size. */
  readonly boxes: ArrayLike<number>;
}

export function unpackRuns({ texts, boxes }: PackedRuns): TextRun[] {
  return texts.map((text, index) => ({
    text: toStorableText(text),
    x: boxes[index * 4] ?? 0,
    y: boxes[index * 4 + 1] ?? 0,
    width: boxes[index * 4 + 2] ?? 0,
    size: boxes[index * 4 + 3] ?? 0,
  }));
}
