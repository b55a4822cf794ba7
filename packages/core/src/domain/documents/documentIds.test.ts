// Filing document ids: stable, short enough for the API, and distinct for distinct filings.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filingDocumentId, OVERVIEW_PARTS, overviewDocumentId } from "./documentIds";

const TEN_K = "https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/aapl-20240928.htm";

describe("filingDocumentId", () => {
  it("names a filing the same way every time, in 23 characters", () => {
    expect(filingDocumentId(TEN_K)).toBe(filingDocumentId(TEN_K));
    expect(filingDocumentId(TEN_K)).toMatch(/^filing-[0-9a-f]{16}$/);
  });

  it("tells apart the filings of one company", () => {
    const links = Array.from({ length: 2000 }, (_, n) => TEN_K.replace("000032019324000123", `0000320193${n}`));
    expect(new Set(links.map(filingDocumentId)).size).toBe(links.length);
  });

  it("gives different addresses different names", () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.webUrl(), (a, b) => {
        fc.pre(a !== b);
        expect(filingDocumentId(a)).not.toBe(filingDocumentId(b));
      }),
    );
  });
});

describe("overviewDocumentId", () => {
  const ticker = fc.stringMatching(/^[A-Z][A-Z0-9.-]{0,9}$/);

  it("names each part of a company's Overview apart, the same for the ticker in any case, within the API's 64 characters", () => {
    fc.assert(
      fc.property(ticker, ticker, (a, b) => {
        const ids = OVERVIEW_PARTS.map((part) => overviewDocumentId(a, part));
        expect(new Set(ids).size).toBe(OVERVIEW_PARTS.length);
        for (const id of ids) expect(id.length).toBeLessThanOrEqual(64);
        expect(overviewDocumentId(a.toLowerCase(), "glance")).toBe(ids[0]);
        if (a !== b) expect(overviewDocumentId(b, "glance")).not.toBe(ids[0]);
        expect(ids.some((id) => id.startsWith("filing-"))).toBe(false);
      }),
    );
  });
});
