// One caught error as the user and the local log see it: an ID to quote, its type, message and
// stack, its severity (spec §8), and the time it happened. The log keeps the newest 50.
import { ERROR_LOG_LIMIT } from "../constants";
import { classifySeverity, type Severity } from "./severity";

export interface ErrorReport {
  readonly id: string;
  readonly at: number;
  readonly type: string;
  readonly message: string;
  readonly stack: string;
  readonly severity: Severity;
}

/** A short, stable hash (FNV-1a, 32 bits) in base 36. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36).toUpperCase().padStart(7, "0");
}

/** An ID a user can read out: the moment and a hash of the message, e.g. `ERR-MHJ2K1QA-0F3KX2B`. */
export function errorIdFor(at: number, message: string): string {
  return `ERR-${Math.max(0, Math.floor(at)).toString(36).toUpperCase()}-${shortHash(message)}`;
}

function describeThrown(error: unknown): { type: string; message: string; stack: string } {
  if (error instanceof Error) {
    return { type: error.name || "Error", message: error.message, stack: error.stack ?? "" };
  }
  if (typeof error === "string") return { type: "string", message: error, stack: "" };
  if (error === null || error === undefined) return { type: String(error), message: "", stack: "" };
  let message: string;
  try {
    message = JSON.stringify(error) ?? String(error);
  } catch {
    message = String(error);
  }
  return { type: typeof error, message, stack: "" };
}

/** The report for anything thrown, at time `at` (ms since the epoch). */
export function errorReportFor(error: unknown, at: number): ErrorReport {
  const { type, message, stack } = describeThrown(error);
  return {
    id: errorIdFor(at, `${type}: ${message}`),
    at,
    type,
    message,
    stack,
    severity: classifySeverity(`${type}: ${message}`),
  };
}

/** The log with `report` added, newest last, keeping at most `limit`. */
export function appendToErrorLog(
  log: ReadonlyArray<ErrorReport>,
  report: ErrorReport,
  limit = ERROR_LOG_LIMIT,
): ReadonlyArray<ErrorReport> {
  return [...log, report].slice(-limit);
}
