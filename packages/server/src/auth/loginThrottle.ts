// Login throttling, as OWASP recommends, so that an attacker cannot lock the owner out: failures
// count per (account, client), at most 10 in 15 minutes, and per client across accounts, at most
// 100; an IPv6 client counts as its /64, and the /64s of one /48 count together too (20 for an
// account, 300 across accounts), so walking through a /48's networks earns no fresh allowance.
// Guesses at one account spread over many addresses stop at 50 in 15 minutes from every address
// together. A browser that has signed in to the account before shows a device token (OWASP's
// "device cookie"), and its attempts count against that token alone, 10 in 15 minutes: an
// attacker, who can exhaust the account's allowances from anywhere, cannot touch the owner's.
// Past a limit, sign-in answers 429 with Retry-After until the oldest counted failure ages out.
// Failures live in the database, so every server process sees the same counts.
import {
  LOGIN_MAX_ACCOUNT_FAILURES,
  LOGIN_MAX_ADDRESS_FAILURES,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_PREFIX48_ADDRESS_FAILURES,
  LOGIN_MAX_PREFIX48_FAILURES,
  LOGIN_WINDOW_MS,
} from "@moatwise/core";
import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../db/database";
import { loginFailures } from "../db/schema";
import { throttledNetwork, wideIpv6Network } from "./coarseNetwork";
import type { DeviceTokens } from "./deviceTokens";

export { LOGIN_MAX_ACCOUNT_FAILURES, LOGIN_MAX_ADDRESS_FAILURES, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS };

export type ThrottleVerdict =
  | { readonly blocked: false }
  | { readonly blocked: true; readonly retryAfterSeconds: number };

/** The account an e-mail signs in to, as throttling and device tokens name it. */
export const accountOf = (email: string) => email.trim().toLowerCase();

/** Who is signing in: the account (accountOf its e-mail), the client's address, the browser's device token. */
export interface SignInAttempt {
  readonly account: string;
  readonly address: string;
  readonly deviceToken?: string | undefined;
}

export interface LoginThrottle {
  check(attempt: SignInAttempt): Promise<ThrottleVerdict>;
  recordFailure(attempt: SignInAttempt): Promise<void>;
  /**
   * A successful sign-in clears the failures of its own counter: its account's from that address,
   * or its device token's (never the address's across accounts).
   */
  clear(attempt: SignInAttempt): Promise<void>;
  /** A fresh device token for a browser that has just signed in to `account`. */
  deviceTokenFor(account: string): string;
}

interface Counter {
  readonly key: string;
  readonly limit: number;
}

export function loginThrottle(db: Database, devices: DeviceTokens, now: () => number = Date.now): LoginThrottle {
  const windowStart = () => new Date(now() - LOGIN_WINDOW_MS);

  /**
   * What an attempt counts against, its own counter first: a genuine device token of the account
   * alone; else the (account, network) pair, the network across accounts, the same two for an
   * IPv6 client's /48, and the account from every address.
   */
  function countersOf({ account, address, deviceToken }: SignInAttempt): [Counter, ...Counter[]] {
    const device = devices.deviceOf(deviceToken, account);
    if (device) return [{ key: `device:${device}`, limit: LOGIN_MAX_FAILURES }];
    const network = throttledNetwork(address);
    const wide = wideIpv6Network(address);
    return [
      { key: `account:${account}|address:${network}`, limit: LOGIN_MAX_FAILURES },
      { key: `address:${network}`, limit: LOGIN_MAX_ADDRESS_FAILURES },
      ...(wide
        ? [
            { key: `account:${account}|address:${wide}`, limit: LOGIN_MAX_PREFIX48_FAILURES },
            { key: `address:${wide}`, limit: LOGIN_MAX_PREFIX48_ADDRESS_FAILURES },
          ]
        : []),
      { key: `account:${account}`, limit: LOGIN_MAX_ACCOUNT_FAILURES },
    ];
  }

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
      let waitMs = 0;
      for (const { key, limit } of countersOf(attempt)) waitMs = Math.max(waitMs, await waitFor(key, limit));
      return waitMs > 0 ? { blocked: true, retryAfterSeconds: Math.ceil(waitMs / 1000) } : { blocked: false };
    },

    async recordFailure(attempt) {
      const failedAt = new Date(now());
      await db.insert(loginFailures).values(countersOf(attempt).map(({ key }) => ({ key, failedAt })));
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, windowStart()));
    },

    async clear(attempt) {
      await db.delete(loginFailures).where(eq(loginFailures.key, countersOf(attempt)[0].key));
    },

    deviceTokenFor: (account) => devices.mint(account),
  };
}
