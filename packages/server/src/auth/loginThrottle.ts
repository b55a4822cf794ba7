// Login throttling, as OWASP recommends, so that an attacker cannot lock the owner out: failures
// count per (account, client address), at most 10 in 15 minutes, and per client address across
// accounts, at most 100. The owner, from their own address, is blocked only by their own
// mistakes. Past a limit, sign-in answers 429 with Retry-After until the oldest counted failure
// ages out. Failures live in the database, so every server process sees the same counts.
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/database";
import { loginFailures } from "../db/schema";

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures for one account from one address before that pair is blocked. */
export const LOGIN_MAX_FAILURES = 10;
/** Failures from one address, whatever the accounts, before that address is blocked. */
export const LOGIN_MAX_ADDRESS_FAILURES = 100;

export type ThrottleVerdict =
  | { readonly blocked: false }
  | { readonly blocked: true; readonly retryAfterSeconds: number };

/** Who is signing in: the account (its e-mail, lowercased) and the client's address. */
export interface SignInAttempt {
  readonly account: string;
  readonly address: string;
}

export interface LoginThrottle {
  check(attempt: SignInAttempt): Promise<ThrottleVerdict>;
  recordFailure(attempt: SignInAttempt): Promise<void>;
  /** A successful sign-in clears its account's failures from that address (not the address's). */
  clear(attempt: SignInAttempt): Promise<void>;
}

const pairKey = ({ account, address }: SignInAttempt) => `account:${account}|address:${address}`;
const addressKey = ({ address }: SignInAttempt) => `address:${address}`;

export function loginThrottle(db: Database, now: () => number = Date.now): LoginThrottle {
  const windowStart = () => new Date(now() - LOGIN_WINDOW_MS);

  /** How long `key` stays blocked, in ms; 0 when it is not. */
  async function waitFor(key: string, limit: number): Promise<number> {
    const recent = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, windowStart())))
      .orderBy(desc(loginFailures.failedAt))
      .limit(limit);
    const oldestCounted = recent[limit - 1]?.failedAt;
    return oldestCounted ? Math.max(0, oldestCounted.getTime() + LOGIN_WINDOW_MS - now()) : 0;
  }

  return {
    async check(attempt) {
      const waitMs = Math.max(
        await waitFor(pairKey(attempt), LOGIN_MAX_FAILURES),
        await waitFor(addressKey(attempt), LOGIN_MAX_ADDRESS_FAILURES),
      );
      return waitMs > 0 ? { blocked: true, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { blocked: false };
    },

    async recordFailure(attempt) {
      const failedAt = new Date(now());
      await db.insert(loginFailures).values([
        { key: pairKey(attempt), failedAt },
        { key: addressKey(attempt), failedAt },
      ]);
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart()));
    },

    async clear(attempt) {
      await db.delete(loginFailures).where(eq(loginFailures.key, pairKey(attempt)));
    },
  };
}
