// When an access token should be refreshed (spec §9), and which theme a page starts in (spec §4).
import { DEFAULT_TOKEN_LIFE_SECONDS, TOKEN_EXPIRING_SOON_MS } from "../constants";
import type { Theme } from "./user";

/** The instant (ms) a token received at `receivedAt` expires; `expires_in` defaults to 3600 s. */
export function tokenExpiresAt(receivedAt: number, expiresInSeconds: number | undefined): number {
  const lifeSeconds =
    expiresInSeconds !== undefined && Number.isFinite(expiresInSeconds) && expiresInSeconds > 0
      ? expiresInSeconds
      : DEFAULT_TOKEN_LIFE_SECONDS;
  return receivedAt + lifeSeconds * 1000;
}

/** Milliseconds until the token should be refreshed: when it expires within 5 minutes (0 = now). */
export function refreshDelayMs(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - TOKEN_EXPIRING_SOON_MS - now);
}

/**
 * Milliseconds until a token just received should be refreshed: 5 minutes before it expires, but
 * never before half its life has passed, so a short-lived token (a test setting below 10 minutes)
 * is refreshed at its midpoint instead of in a loop.
 */
export function refreshInMs(expiresInSeconds: number | undefined): number {
  const lifeMs = tokenExpiresAt(0, expiresInSeconds);
  return Math.max(refreshDelayMs(lifeMs, 0), Math.round(lifeMs / 2));
}

/** A signed-in user's saved theme wins; otherwise the system's dark preference; otherwise light. */
export function initialTheme(saved: Theme | null | undefined, prefersDark: boolean): Theme {
  if (saved) return saved;
  return prefersDark ? "dark" : "light";
}
