// When a failed attempt is tried again, and after how long (spec §8; data-areas §9).
import {
  GET_MAX_ATTEMPTS,
  GET_RETRY_BASE_DELAY_MS,
  GET_RETRY_MAX_DELAY_MS,
  GET_RETRY_STATUSES,
  STRUCTURE_MAX_ATTEMPTS,
  STRUCTURE_RETRY_BASE_DELAY_MS,
  STRUCTURE_RETRY_JITTER_MS,
  STRUCTURE_RETRY_MAX_DELAY_MS,
} from "../../domain/constants";

/** get: GETs on 502/503/504 and network errors; structure: research structure on 429; none. */
export type RetryPolicy = "get" | "structure" | "none";

/** What an attempt ended with: an HTTP status, or no answer at all (network error). */
export type AttemptOutcome = { readonly status: number } | { readonly network: true };

export function shouldRetry(policy: RetryPolicy, outcome: AttemptOutcome, attempt: number): boolean {
  if (policy === "get") {
    const retryable = "network" in outcome || GET_RETRY_STATUSES.includes(outcome.status);
    return retryable && attempt < GET_MAX_ATTEMPTS;
  }
  if (policy === "structure") return "status" in outcome && outcome.status === 429 && attempt < STRUCTURE_MAX_ATTEMPTS;
  return false;
}

/** Wait before attempt `attempt + 1`; `random` in [0, 1) supplies the structure policy's jitter. */
export function retryDelayMs(policy: RetryPolicy, attempt: number, random: number): number {
  if (policy === "structure") {
    const doubled = STRUCTURE_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1);
    return Math.min(STRUCTURE_RETRY_MAX_DELAY_MS, doubled + Math.floor(random * STRUCTURE_RETRY_JITTER_MS));
  }
  return Math.min(GET_RETRY_MAX_DELAY_MS, GET_RETRY_BASE_DELAY_MS * 2 ** (attempt - 1));
}
