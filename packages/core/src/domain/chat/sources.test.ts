import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOwnSource, sourceAddress, sourceDomain, sourceHue, sourceIconDomains, sourceLetter } from "./sources";

describe("source domains", () => {
  it("drops www., lowercases, and refuses what has no domain or a domain over 100 characters", () => {
    expect(sourceDomain("https://WWW.SEC.gov/cgi-bin/browse-edgar?x=1")).toBe("sec.gov");
    expect(sourceDomain("mailto:ir@apple.com")).toBeNull();
    expect(sourceDomain("not a url")).toBeNull();
    expect(sourceDomain(`https://${"a".repeat(95)}.example.com/`)).toBeNull();
  });

  it("shows each domain once, in order, at most three", () => {
    const urls = ["https://a.com/1", "https://www.a.com/2", "https://b.com", "https://c.com", "https://d.com"];
    expect(sourceIconDomains(urls)).toEqual(["a.com", "b.com", "c.com"]);
    fc.assert(
      fc.property(fc.array(fc.webUrl()), (list) => {
        const domains = sourceIconDomains(list);
        expect(domains.length).toBeLessThanOrEqual(3);
        expect(new Set(domains).size).toBe(domains.length);
      }),
    );
  });

  it("draws each domain's icon as its letter on its own hue, the same every time", () => {
    expect(sourceLetter("sec.gov")).toBe("S");
    expect(sourceLetter("-")).toBe("?");
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        const hue = sourceHue(domain);
        expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
        expect(sourceHue(domain)).toBe(hue);
      }),
    );
    expect(sourceHue("sec.gov")).not.toBe(sourceHue("apple.com"));
  });
});

describe("own sources (the user's notes and PDFs)", () => {
  it("opens a path on this site, and leaves every other address as it is", () => {
    const origin = "https://moatwise.example";
    expect(sourceAddress("/stock/AAPL?section=notes#note-1", origin)).toBe(
      "https://moatwise.example/stock/AAPL?section=notes#note-1",
    );
    expect(sourceAddress("https://www.apple.com", origin)).toBe("https://www.apple.com");
  });

  it("never takes a protocol-relative address for an own one", () => {
    expect(isOwnSource("//evil.example/x")).toBe(false);
    expect(isOwnSource("/\\evil.example/x")).toBe(false);
    expect(isOwnSource("/pdf-chat?session=1#page-2")).toBe(true);
    expect(isOwnSource("javascript:alert(1)")).toBe(false);
  });
});
