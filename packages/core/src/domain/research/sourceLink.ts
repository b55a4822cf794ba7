// Where a report's source opens: one of the app's own pages (a statement, a note, a PDF page),
// or a web address (a filing, an article) in a new tab. Anything else (javascript:, a protocol-
// relative or malformed address, a material the user pasted) opens nothing. The same rule decides
// which addresses a research material may carry (domain/schemas/research.ts) and which the server
// keeps on a source, so what is stored is what can be opened.
import { safeMarkdownUrl } from "../chat/markdownUrl";
import { isSameSitePath } from "../shell/navigation";

export interface SourceLink {
  readonly href: string;
  /** Opens in a new tab, away from the app. */
  readonly external: boolean;
}

/**
 * Control characters (C0, DEL and C1) and backslashes are where a browser reads an address
 * otherwise than a check does (it drops a tab, turns `\` into `/`), so an address holding one
 * opens nothing.
 */
function holdsMisreadCharacter(text: string): boolean {
  return [...text].some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === "\\";
  });
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

/**
 * The anchor a report gives a source of its own pasted material that has no address
 * ("#material-2"): it names the material, and opens nothing.
 */
export const pastedMaterialAnchor = (index: number) => `#material-${index + 1}`;
const PASTED_MATERIAL_ANCHOR = /^#material-[1-9]\d{0,3}$/;

/**
 * Whether a client may save `url` back on a report's source (a section's edit): an address a
 * source opens (sourceLink), written as it opens, or a pasted material's anchor; never a script,
 * another scheme, or an address holding a control character.
 */
export function isSavableSourceUrl(url: string): boolean {
  return sourceLink(url)?.href === url || PASTED_MATERIAL_ANCHOR.test(url);
}
