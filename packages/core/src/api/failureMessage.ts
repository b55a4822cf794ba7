// What to tell the user about a failed call: the server's words when it gave some (ApiError carries
// them), else the general apology; and whether trying again can help.

import { texts } from "../domain/texts";
import { NETWORK_ERROR_STATUS } from "./ApiError";

export const failureMessage = (error: unknown): string =>
  error instanceof Error && error.message.trim() !== "" ? error.message : texts.somethingWentWrong;

/**
 * A failed call's label: the network's wording when the request never reached the server (no
 * connection, or no answer in time), since the spec's label ("Failed to save message") would blame
 * the app for what the connection did; else the label.
 */
export function labelOrNetworkWording(error: unknown, label: string): string {
  const status = (error as { status?: unknown } | null)?.status;
  return status === NETWORK_ERROR_STATUS && error instanceof Error && error.message ? error.message : label;
}

/** Whether the server answered that there is no such thing (for this user): 404. */
export const isNotFound = (error: unknown) => (error as { status?: unknown } | null)?.status === 404;

/** Statuses of a refusal that the same request sent again would get again. */
const FINAL = (status: number) => status >= 400 && status < 500 && ![408, 425, 429].includes(status);

/**
 * Whether "Try again" can help: yes after a network or server failure, or a time-out or rate
 * limit; no after a refusal that would come again (no data on a company, a bad request).
 */
export function canTryAgain(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status !== "number" || !FINAL(status);
}
