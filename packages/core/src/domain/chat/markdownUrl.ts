// Which addresses rendered markdown may use (spec §5): images only https or data:image; links
// only http(s) or mailto. Everything else (javascript:, relative, protocol tricks) is dropped.

export type MarkdownUrlKind = "link" | "image";

const ALLOWED: Record<MarkdownUrlKind, ReadonlyArray<string>> = {
  link: ["http:", "https:", "mailto:"],
  image: ["https:", "data:"],
};

/** The address to render, or undefined when it must not be rendered. */
export function safeMarkdownUrl(url: string, kind: MarkdownUrlKind): string | undefined {
  const trimmed = url.trim();
  if (trimmed === "" || [...trimmed].some((char) => char.charCodeAt(0) < 0x20)) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (!ALLOWED[kind].includes(parsed.protocol)) return undefined;
  if (parsed.protocol === "data:" && !/^data:image\//i.test(trimmed)) return undefined;
  return trimmed;
}
