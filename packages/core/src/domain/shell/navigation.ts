// Where a signed-out visit is sent, and which `next` targets are safe to follow after sign-in.

/** The login address that brings the visitor back to `pathWithQueryAndHash` afterwards. */
export function loginPathFor(pathWithQueryAndHash: string): string {
  return `/login?next=${encodeURIComponent(pathWithQueryAndHash)}`;
}

/**
 * Whether `path` is an absolute path on this site that no browser reads as another: it starts
 * with one `/`, not `//` or `/\` (another host), and holds no control character, which the URL
 * parser drops (`/<TAB>/evil.example` opens `//evil.example`).
 */
export function isSameSitePath(path: string): boolean {
  if (!path.startsWith("/")) return false;
  const second = path.charAt(1);
  if (second === "/" || second === "\\") return false;
  return ![...path].some((char) => char.charCodeAt(0) < 0x20);
}

/**
 * The path to go to after sign-in. Only same-origin absolute paths are followed, so a crafted
 * link cannot send the user to another site (`//evil.example`, `https://…`, `/\evil`).
 */
export function safeNextPath(next: string | null | undefined, fallback = "/"): string {
  return next && isSameSitePath(next) ? next : fallback;
}
