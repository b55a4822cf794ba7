import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeMarkdownUrl } from "./markdownUrl";

describe("safeMarkdownUrl (spec §5)", () => {
  it.each([
    ["https://sec.gov/x.htm", "link", "https://sec.gov/x.htm"],
    ["http://example.com", "link", "http://example.com"],
    ["mailto:ir@apple.com", "link", "mailto:ir@apple.com"],
    ["  https://a.io/p  ", "link", "https://a.io/p"],
    ["javascript:alert(1)", "link", undefined],
    ["JaVaScRiPt:alert(1)", "link", undefined],
    ["java\tscript:alert(1)", "link", undefined],
    ["data:text/html,<script>alert(1)</script>", "link", undefined],
    ["/relative/path", "link", undefined],
    ["//evil.example/x", "link", undefined],
    ["ftp://files.example", "link", undefined],
    ["", "link", undefined],
    ["https://img.example/a.png", "image", "https://img.example/a.png"],
    ["http://img.example/a.png", "image", undefined],
    ["data:image/png;base64,iVBORw0KGgo=", "image", "data:image/png;base64,iVBORw0KGgo="],
    ["DATA:IMAGE/PNG;base64,AA==", "image", "DATA:IMAGE/PNG;base64,AA=="],
    ["data:text/plain,hi", "image", undefined],
    ["mailto:a@b.co", "image", undefined],
  ] as const)("%j as %s → %j", (url, kind, expected) => {
    expect(safeMarkdownUrl(url, kind)).toBe(expected);
  });

  it("never lets through an address whose scheme is not allowed", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("link" as const, "image" as const), (url, kind) => {
        const safe = safeMarkdownUrl(url, kind);
        if (safe === undefined) return;
        const scheme = new URL(safe).protocol;
        const allowed = kind === "link" ? ["http:", "https:", "mailto:"] : ["https:", "data:"];
        expect(allowed).toContain(scheme);
      }),
    );
  });

  it("lets through every well-formed https address", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["https"] }), (url) => {
        expect(safeMarkdownUrl(url, "link")).toBe(url);
        expect(safeMarkdownUrl(url, "image")).toBe(url);
      }),
    );
  });
});
