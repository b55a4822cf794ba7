// Where a signed-out visit is sent, and which `next` targets are safe to follow after sign-in.

/** The login address that brings the visitor back to `pathWithQueryAndHash` afterwards. */
export function loginPathFor(pathWithQueryAndHash: string): string {
  return `/login?next=${encodeURIComponent(pathWithQueryAndHash)}`;
}

/**
 * The path to go to after sign-in. Only same-origin absolute paths are followed, so a crafted
 * link cannot send the user to another site (`//evil.example`, `https://…`, `/\evil`).
 */
export function safeNextPath(next: string | null | undefined, fallback = "/"): string {
  if (!next?.startsWith("/")) return fallback;
  const second = next.charAt(1);
  if (second === "/" || second === "\\") return fallback;
  if ([...next].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return next;
}
