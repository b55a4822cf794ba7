// The note HTML rules: whatever HTML arrives, what is kept carries no script, no event handler,
// no image or frame and no link but http(s) or mailto; a note's text reads as its blocks, decoded.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { noteText, sanitizeNoteHtml } from "./noteHtml";
import { organizedHtml } from "./organizePrompt";

const DANGEROUS_PIECES = [
  "<script>alert(1)</script>",
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<p onclick="steal()">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  "<style>body{display:none}</style>",
  '<svg onload="alert(1)"></svg>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
];
const SAFE_PIECES = ["<p>", "</p>", "<strong>", "</strong>", "<ul><li>", "</li></ul>", "<br>", "text", "&amp;", " "];

describe("sanitizeNoteHtml", () => {
  it("keeps nothing that runs code or loads from elsewhere, whatever the mix", () => {
    const piece = fc.constantFrom(...DANGEROUS_PIECES, ...SAFE_PIECES);
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string()), { maxLength: 12 }), (pieces) => {
        const clean = sanitizeNoteHtml(pieces.join("")).toLowerCase();
        expect(clean).not.toMatch(/<(script|img|iframe|style|svg)\b/);
        expect(clean).not.toMatch(/\son[a-z]+\s*=/);
        expect(clean).not.toMatch(/href="(?!https?:|mailto:)/);
      }),
    );
  });

  it("is stable: cleaning clean HTML changes nothing", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...DANGEROUS_PIECES, ...SAFE_PIECES), { maxLength: 10 }), (pieces) => {
        const clean = sanitizeNoteHtml(pieces.join(""));
        expect(sanitizeNoteHtml(clean)).toBe(clean);
      }),
    );
  });

  it("opens kept links in a new tab without handing over the page", () => {
    expect(sanitizeNoteHtml('<a href="mailto:ir@apple.com" target="_self">IR</a>')).toBe(
      '<a href="mailto:ir@apple.com" target="_blank" rel="noopener noreferrer">IR</a>',
    );
  });
});

describe("noteText", () => {
  it("puts each block on its own line and decodes entities", () => {
    expect(noteText("<h3>Moat</h3><p>Brand &amp; scale&nbsp;win.</p><ul><li>one</li><li>two</li></ul>a<br>b")).toBe(
      "Moat\nBrand & scale win.\none\ntwo\na\nb",
    );
  });

  it("is empty for HTML without text", () => {
    expect(noteText("<p> </p><br><ul><li></li></ul>")).toBe("");
  });
});

describe("organizedHtml", () => {
  it("takes the HTML out of a code fence, and leaves unfenced HTML as it is", () => {
    expect(organizedHtml("```html\n<h3>Moat</h3>\n```")).toBe("<h3>Moat</h3>");
    expect(organizedHtml("  <h3>Moat</h3>\n")).toBe("<h3>Moat</h3>");
  });
});
