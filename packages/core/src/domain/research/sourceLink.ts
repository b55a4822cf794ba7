// Where a report's source opens: one of the app's own pages (a statement, a note, a PDF page),
// or a web address (a filing, an article) in a new tab. Anything else (javascript:, a protocol-
// relative or malformed address, a material the user pasted) opens nothing. The same rule decides
// which addresses a research material may carry (api/schemas/research.ts) and which the server
// keeps on a source, so what is stored is what can be opened.
import { safeMarkdownUrl } from "../chat/markdownUrl";
import { isSameSitePath } from "../shell/navigation";

export interface SourceLink {
  readonly href: string;
  /** Opens in a new tab, away from the app. */
  readonly external: boolean;
}

/**
 * Control characters and backslashes are where a browser reads an address otherwise than a check
 * does (it drops a tab, turns `\` into `/`), so an address holding one opens nothing.
 */
function holdsMisreadCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char === "\u007f" || char === "\\");
}

export function sourceLink(url: string): SourceLink | null {
  // Checked before trimming too: an address that arrives wrapped in control characters is not
  // one a source wrote on purpose.
  if (holdsMisreadCharacter(url)) return null;
  const trimmed = url.trim();
  if (isSameSitePath(trimmed)) return { href: trimmed, external: false };
  const safe = safeMarkdownUrl(trimmed, "link");
  return safe && /^https?:/i.test(safe) ? { href: safe, external: true } : null;
}

/** The address as a source may keep it, or null when it opens nothing (see sourceLink). */
export function safeSourceUrl(url: string): string | null {
  return sourceLink(url)?.href ?? null;
}
