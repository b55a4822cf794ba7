// Answers of GET calls kept for a while (data-areas §9): each data area for its own lifetime,
// any GET sent without a token for 30 s. Expired entries are swept every 5 minutes.
import { CACHE_LIFETIME_MS, CACHE_SWEEP_INTERVAL_MS, UNAUTHENTICATED_GET_CACHE_MS } from "../domain/constants";
import type { AnyEndpoint } from "./contract/endpoint";

interface Entry {
  readonly value: unknown;
  readonly expiresAt: number;
}

/** How long an answer of `endpoint` may be reused, or 0 for not at all. */
export function cacheLifetimeMs(endpoint: AnyEndpoint, hasToken: boolean): number {
  if (endpoint.method !== "GET" || endpoint.cache === "none") return 0;
  if (endpoint.cache !== undefined) return CACHE_LIFETIME_MS[endpoint.cache];
  return hasToken ? 0 : UNAUTHENTICATED_GET_CACHE_MS;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private lastSweepAt: number;

  constructor(private readonly now: () => number) {
    this.lastSweepAt = now();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The live answer under `key`, if any. */
  read(key: string): { readonly value: unknown } | undefined {
    this.sweepWhenDue();
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) return undefined;
    return { value: entry.value };
  }

  write(key: string, value: unknown, lifetimeMs: number): void {
    this.sweepWhenDue();
    if (lifetimeMs > 0) this.entries.set(key, { value, expiresAt: this.now() + lifetimeMs });
  }

  clear(): void {
    this.entries.clear();
  }

  private sweepWhenDue(): void {
    const now = this.now();
    if (now - this.lastSweepAt < CACHE_SWEEP_INTERVAL_MS) return;
    this.lastSweepAt = now;
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}
