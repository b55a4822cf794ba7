// An HTML filing as readable text: its title, then its words with paragraphs kept and everything
// else dropped: scripts, styles, the hidden inline-XBRL header, tags and comments. Entities are
// decoded once, so escaped markup stays text and is never read as markup.

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  mdash: "—",
  ndash: "–",
  sect: "§",
  reg: "®",
  trade: "™",
  copy: "©",
  bull: "•",
  middot: "·",
  hellip: "…",
};

const BLOCKS = /<\/?(p|div|br|tr|li|ul|ol|table|h[1-6]|section|article|blockquote|hr)\b[^>]*>/gi;
const HIDDEN = /<(script|style|head|ix:header|noscript)\b[\s\S]*?<\/\1\s*>/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export function htmlToText(html: string): { title: string | null; text: string } {
  const titleMatch = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html);
  const title = titleMatch?.[1] ? decodeEntities(titleMatch[1].replace(/<[^>]*>/g, "")).trim() || null : null;
  const withoutHidden = html.replace(/<!--[\s\S]*?-->/g, "").replace(HIDDEN, " ");
  const marked = withoutHidden.replace(BLOCKS, "\n").replace(/<[^>]*>/g, " ");
  const text = decodeEntities(marked)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { title, text };
}
