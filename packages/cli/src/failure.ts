// What a command's failure means to the person and to a script: one sentence on standard error
// and an exit code per kind, so `moatwise quote AAPL || …` can tell a typo from a server that is down.
import { ApiError, NETWORK_ERROR_STATUS } from "@moatwise/core";

export const EXIT = {
  ok: 0,
  /** The server failed (5xx), or something unexpected happened. */
  failed: 1,
  /** The command line was wrong: an unknown command or option, a missing argument. */
  usage: 2,
  /** Not signed in, or the session expired or was revoked: `moatwise login`. */
  signedOut: 3,
  /** The server refused the input (4xx other than 401), with its detail. */
  refused: 4,
  /** The server could not be reached, or did not answer in time. */
  unreachable: 5,
  /** Stopped with Ctrl+C. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the command already worded for the person. */
export class CommandFailure extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode,
  ) {
    super(message);
  }
}

export const usageFailure = (message: string) => new CommandFailure(message, EXIT.usage);

export const SIGN_IN_HINT = "Sign in with: moatwise login";

/** The ApiError in `error`, whether thrown as it is or wrapped by the Effect runtime. */
function apiErrorIn(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause && cause !== error ? apiErrorIn(cause) : null;
}

/** The sentence and exit code for whatever a command threw. */
export function describeFailure(error: unknown, server: string): { message: string; exitCode: ExitCode } {
  if (error instanceof CommandFailure) return { message: error.message, exitCode: error.exitCode };
  const api = apiErrorIn(error);
  if (!api)
    return {
      message: `Unexpected error: ${error instanceof Error ? error.message : String(error)}`,
      exitCode: EXIT.failed,
    };
  if (api.status === NETWORK_ERROR_STATUS) {
    const why = api.code === "timeout" ? "did not answer in time" : "could not be reached";
    return {
      message: `The Moatwise server at ${server} ${why}. Is it running? (start one with \`pnpm start\`, or pass --server URL)`,
      exitCode: EXIT.unreachable,
    };
  }
  if (api.status === 401) {
    const expired = api.code === "session_expired" || api.code === "not_authenticated";
    return {
      message: `${expired ? "Your session has expired or was signed out." : api.message} ${SIGN_IN_HINT}`,
      exitCode: EXIT.signedOut,
    };
  }
  if (api.status >= 400 && api.status < 500) {
    return { message: `${api.message}${api.code ? ` (${api.code})` : ""}`, exitCode: EXIT.refused };
  }
  return { message: `The server failed: ${api.message}`, exitCode: EXIT.failed };
}
