// A source's link: the app's own pages in place, web pages in a new tab, anything else nowhere.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sourceLink } from "./sourceLink";

describe("sourceLink", () => {
  it("opens the app's own pages in place and web pages in a new tab", () => {
    expect(sourceLink("/stock/AAPL?section=financials")).toEqual({
      href: "/stock/AAPL?section=financials",
      external: false,
    });
    expect(sourceLink("https://www.sec.gov/x.htm")).toEqual({ href: "https://www.sec.gov/x.htm", external: true });
  });

  it("opens nothing for scripts, other protocols, protocol-relative or pasted material", () => {
    for (const url of [
      "javascript:alert(1)",
      "//evil.example/x",
      "/\\evil",
      "#material-1",
      "mailto:a@b.c",
      "data:text/html,x",
    ]) {
      expect(sourceLink(url)).toBeNull();
    }
  });

  it("never answers a script address, whatever the text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const link = sourceLink(text);
        if (link) expect(link.href.toLowerCase().replace(/\s/g, "")).not.toMatch(/^javascript:/);
      }),
    );
  });
});
