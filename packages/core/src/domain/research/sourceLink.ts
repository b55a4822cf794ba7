// Where a report's source opens: one of the app's own pages (a statement, a note, a PDF page),
// or a web address (a filing, an article) in a new tab. Anything else (javascript:, a protocol-
// relative or malformed address, a material the user pasted) opens nothing.
import { safeMarkdownUrl } from "../chat/markdownUrl";

export interface SourceLink {
  readonly href: string;
  /** Opens in a new tab, away from the app. */
  readonly external: boolean;
}

export function sourceLink(url: string): SourceLink | null {
  const trimmed = url.trim();
  if (trimmed.startsWith("/") && !trimmed.startsWith("//") && !trimmed.includes("\\")) {
    return { href: trimmed, external: false };
  }
  const safe = safeMarkdownUrl(trimmed, "link");
  return safe && /^https?:/i.test(safe) ? { href: safe, external: true } : null;
}
