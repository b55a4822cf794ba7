// What an area says when it cannot do what was asked, without speaking HTTP: the kind of failure,
// a stable code for callers, and a sentence for the user. The HTTP layer turns the kind into a
// status (http/errors.ts); another front end (a job runner, a CLI) can read the same failure.

export type FailureKind =
  /** The request breaks a rule (an empty note, a bad range, impossible assumptions). */
  | "invalid"
  /** Nothing of that kind is there for this user. */
  | "notFound"
  /** The user sees it but may not do this to it (delete another's shared prompt). */
  | "forbidden"
  /** It clashes with what is stored (a limit reached, a range taken). */
  | "conflict"
  /** It is larger than the area takes. */
  | "tooLarge"
  /** It is not the kind of thing the area reads (not a PDF). */
  | "unsupported"
  /** It is well formed but cannot be used (an encrypted or damaged PDF). */
  | "unprocessable"
  /** The user has used up an allowance for now. */
  | "quotaExceeded"
  /** A provider limits how often it is asked; trying in a minute may work. */
  | "rateLimited"
  /** A provider the area relies on failed while answering. */
  | "upstreamFailed"
  /** The area, or a provider it needs, cannot serve now; trying later may work. */
  | "unavailable";

export interface FailureOptions {
  /** When trying again may work, in seconds: for an allowance used up, or an area that is busy. */
  readonly retryAfterSeconds?: number;
}

export class AreaFailure extends Error {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: FailureKind,
    readonly code: string,
    detail: string,
    options: FailureOptions = {},
  ) {
    super(detail);
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const isAreaFailure = (error: unknown, ...kinds: ReadonlyArray<FailureKind>): error is AreaFailure =>
  error instanceof AreaFailure && (kinds.length === 0 || kinds.includes(error.kind));

/** What `work` answers, or null when it fails as not found (a company no provider has data on). */
export async function orNullWhenNotFound<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (isAreaFailure(error, "notFound")) return null;
    throw error;
  }
}
