// What a failed sign-in says (spec §8): the detail text, else the raw text, else "HTTP {status}".

import { texts } from "../domain/texts";
import { ApiError, NETWORK_ERROR_STATUS } from "./ApiError";

function detailOf(payload: unknown): string | undefined {
  if (typeof payload !== "object" || payload === null) return undefined;
  const detail = (payload as { detail?: unknown }).detail;
  return typeof detail === "string" && detail.trim() !== "" ? detail : undefined;
}

export function signInErrorText(error: unknown, fallback: string = texts.signInFailed): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === NETWORK_ERROR_STATUS) return error.message;
  const detail = detailOf(error.payload);
  if (detail) return detail;
  if (typeof error.payload === "string" && error.payload.trim() !== "") return error.payload.trim();
  return `HTTP ${error.status}`;
}
