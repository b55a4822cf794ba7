// A note's HTML (data-areas §3): what the editor may keep (text formatting, headings, lists,
// quotes, code and http(s)/mailto links, which open in a new tab) and its plain text, which the
// offline assistant searches. Everything else (scripts, styles, event handlers, images, frames,
// javascript: links) is dropped before a note is stored.
import { Parser } from "htmlparser2";
import sanitizeHtml from "sanitize-html";

const NOTE_TAGS = [
  "p",
  "br",
  "div",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "mark",
  "h1",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "a",
];

const NOTE_RULES: sanitizeHtml.IOptions = {
  allowedTags: NOTE_TAGS,
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer" }),
  },
};

/** The note's HTML with only what the editor may keep. */
export function sanitizeNoteHtml(html: string): string {
  return sanitizeHtml(html, NOTE_RULES);
}

const BLOCK_TAGS = new Set(["p", "div", "br", "h1", "h2", "h3", "h4", "li", "blockquote", "pre", "ul", "ol"]);

/** The note's text: entities decoded, each block on its own line, runs of blank lines and spaces cut. */
export function noteText(html: string): string {
  let text = "";
  const parser = new Parser(
    {
      ontext: (data) => {
        text += data;
      },
      onclosetag: (name) => {
        if (BLOCK_TAGS.has(name)) text += "\n";
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}
