import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_PDF_BYTES } from "../constants";
import { fileSizeLabel, PDF_SIZE_LIMIT, pdfTooLarge } from "./pdfFile";

describe("PDF file sizes", () => {
  it("reads sizes in KB under a megabyte and in MB with one decimal above", () => {
    expect(fileSizeLabel(10)).toBe("1 KB");
    expect(fileSizeLabel(348_160)).toBe("340 KB");
    expect(fileSizeLabel(13_107_200)).toBe("12.5 MB");
  });

  it("writes the limit as the spec's 20 MB", () => {
    expect(PDF_SIZE_LIMIT).toBe("20 MB");
  });

  it("refuses a file one byte over the limit, naming it and its size, and takes one at the limit", () => {
    expect(pdfTooLarge({ name: "10-K.pdf", size: MAX_PDF_BYTES })).toBeNull();
    expect(pdfTooLarge({ name: "10-K.pdf", size: 25 * 1_048_576 })).toBe(
      "10-K.pdf is 25.0 MB; a PDF may be at most 20 MB.",
    );
  });

  it("refuses exactly the files over the limit", () => {
    fc.assert(
      fc.property(fc.nat({ max: 4 * MAX_PDF_BYTES }), (size) => {
        expect(pdfTooLarge({ size }) !== null).toBe(size > MAX_PDF_BYTES);
      }),
    );
  });
});
