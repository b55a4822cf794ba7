import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { htmlToText } from "./htmlText";

describe("an HTML filing as text", () => {
  it("keeps the title and the words, drops scripts, styles and the hidden XBRL header", () => {
    const html = `<html><head><title>aapl-20240928 &amp; more</title><style>p{color:red}</style></head>
      <body><ix:header><ix:hidden>dei:EntityCentralIndexKey 0000320193</ix:hidden></ix:header>
      <script>alert("x")</script><!-- a comment -->
      <p>Apple&#8217;s <b>net sales</b> were $391,035&nbsp;million.</p><div>Risk&nbsp;Factors</div>
      <p>&lt;script&gt; stays text</p></body></html>`;
    const { title, text } = htmlToText(html);
    expect(title).toBe("aapl-20240928 & more");
    expect(text).toBe("Apple’s net sales were $391,035 million.\n\nRisk Factors\n\n<script> stays text");
  });

  it("reads any plain words wrapped in tags back as those words", () => {
    const word = fc.stringMatching(/^[A-Za-z0-9$.,%]{1,12}$/);
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 12 }),
        fc.constantFrom("p", "span", "td", "b"),
        (words, tag) => {
          const html = words.map((w) => `<${tag} class="x">${w}</${tag}>`).join(" ");
          expect(htmlToText(html).text.replace(/\s+/g, " ")).toBe(words.join(" "));
        },
      ),
    );
  });

  it("never leaves a tag of the source in the text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (inner) => {
        const { text } = htmlToText(`<div><script>${inner.replaceAll("</", "")}</script><p>ok</p></div>`);
        expect(text).toBe("ok");
      }),
    );
  });
});
