// A source's link: the app's own pages in place, web pages in a new tab, anything else nowhere.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeSourceUrl, sourceLink } from "./sourceLink";

const SITE = "https://moatwise.example/";
const siteOrigin = new URL(SITE).origin;
/** Text built of what makes addresses misread: slashes, backslashes, control characters, schemes. */
const trickyAddress = fc
  .array(
    fc.oneof(
      fc.constantFrom("/", "\\", "\t", "\n", "\r", "\u0000", "\u001f", "\u007f", " ", ":", "@", "."),
      fc.constantFrom("https:", "http:", "javascript:", "evil.example", "moatwise.example", "x", "%2F"),
      fc.string({ maxLength: 3 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(""));
const holdsControlOrBackslash = (text: string) =>
  [...text].some((char) => char < " " || char === "\u007f" || char === "\\");

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
      "/\t/evil.example/x",
      "/\n/evil.example/x",
      "/\r\n/evil.example/x",
      "\t//evil.example/x",
      "/x\\..\\..\\",
      "https://www.sec.gov/x\t.htm",
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

  it("never opens another site for an address with a control character or a backslash", () => {
    fc.assert(
      fc.property(trickyAddress, (text) => {
        fc.pre(holdsControlOrBackslash(text));
        const link = sourceLink(text);
        if (link) expect(new URL(link.href, SITE).origin).toBe(siteOrigin);
      }),
    );
  });

  it("opens in place only what stays on the site, and elsewhere only http(s)", () => {
    fc.assert(
      fc.property(fc.oneof(trickyAddress, fc.string(), fc.webUrl()), (text) => {
        const link = sourceLink(text);
        if (!link) return;
        const opened = new URL(link.href, SITE);
        if (link.external) expect(["http:", "https:"]).toContain(opened.protocol);
        else expect(opened.origin).toBe(siteOrigin);
      }),
    );
  });

  it("keeps on a source only an address it may open", () => {
    expect(safeSourceUrl("/notes?symbol=AAPL")).toBe("/notes?symbol=AAPL");
    expect(safeSourceUrl("/\t/evil.example/x")).toBeNull();
  });
});
