import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filingDownload, filingTextFile } from "./filingDownload";

const filing = { symbol: "NVDA", formType: "10-K", filingDate: "2025-03-31" };

describe("downloading a filing", () => {
  it("saves the PDF when the resolved address is one, in any case", () => {
    expect(filingDownload(filing, "https://www.sec.gov/Archives/x/report.PDF")).toEqual({
      kind: "pdf",
      url: "https://www.sec.gov/Archives/x/report.PDF",
      fileName: "NVDA-10-K-2025-03-31.pdf",
    });
  });

  it("saves the text otherwise, even when .pdf is only in the query", () => {
    expect(filingDownload(filing, "https://www.sec.gov/Archives/x/nvda.htm?f=a.pdf")).toEqual({
      kind: "text",
      fileName: "NVDA-10-K-2025-03-31.txt",
    });
    expect(filingTextFile("Title", "Body", "https://www.sec.gov/x")).toBe("Title\n\nBody\n\nhttps://www.sec.gov/x\n");
  });

  it("names every file safely, whatever the form type", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (formType) => {
        const { fileName } = filingDownload({ ...filing, formType }, "https://www.sec.gov/a.htm");
        expect(fileName).toMatch(/^NVDA-[A-Za-z0-9._-]*-2025-03-31\.txt$/);
      }),
    );
  });
});
