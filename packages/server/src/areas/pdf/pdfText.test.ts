// A PDF's pages, read by several processes at once, come back in the PDF's order with their own runs
// (how runs are made storable is core's unpackRuns, tested there).
import { describe, expect, it } from "vitest";
import { minimalPdf } from "../../testing/minimalPdf";
import { PDF_READ_PARTS, readPdf } from "./pdfText";

describe("readPdf", () => {
  it("gives every page back in the PDF's order, with its own runs, whichever process read it", async () => {
    // An odd count, more than the processes: each reads several pages, and one reads one more.
    const count = PDF_READ_PARTS * 3 + 1;
    const pages = Array.from({ length: count }, (_, index) => `Page ${index + 1} of the filing`);
    const { texts, runs, reading } = await readPdf("page-order", minimalPdf(pages), { withRuns: true });
    expect(texts).toEqual(pages);
    expect(reading.pages.map((page) => page.pageNumber)).toEqual(pages.map((_, index) => index + 1));
    expect((runs ?? []).map((pageRuns) => pageRuns.map((run) => run.text).join(" "))).toEqual(pages);
  });
});
