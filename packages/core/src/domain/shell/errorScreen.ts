// What a route error screen says (spec §2, §8): a title by HTTP status, or by the kind of a
// non-HTTP error, the §8 wording, and whether Try Again (a reload) is offered.
import { texts } from "../texts";

export type ErrorKind = "http" | "loading" | "network" | "application" | "unexpected";

export interface ErrorScreen {
  readonly kind: ErrorKind;
  readonly title: string;
  readonly message: string;
  readonly retryAllowed: boolean;
  /** The HTTP status, when the error carries one. */
  readonly status?: number;
}

const STALE_RESOURCE =
  /chunkloaderror|loading (css )?chunk \S+ failed|failed to fetch dynamically imported module|importing a module script failed|error loading dynamically imported module|unable to preload css/i;
const NETWORK_FAILURE = /failed to fetch|networkerror|network request failed|load failed|network connection issue/i;

/** The HTTP status an error carries (an ApiError, a Response), if any; 0 means no answer at all. */
export function errorStatusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("status" in error)) return undefined;
  const { status } = error as { status: unknown };
  return typeof status === "number" && Number.isInteger(status) ? status : undefined;
}

function textOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === "string" ? error : "";
}

function screenForStatus(status: number): ErrorScreen {
  const http = (title: string, message: string, retryAllowed: boolean): ErrorScreen => ({
    kind: "http",
    title,
    message,
    retryAllowed,
    status,
  });
  if (status === 404) return http("Page Not Found", texts.pageNotFound, false);
  if (status === 401) return http("Authentication Required", texts.permissionDenied, false);
  if (status === 403) return http("Access Forbidden", texts.permissionDenied, false);
  if (status === 500) return http("Server Error", texts.somethingWentWrong, true);
  return http("Something Went Wrong", texts.somethingWentWrong, status >= 500 || status === 408 || status === 429);
}

const NETWORK_SCREEN: ErrorScreen = {
  kind: "network",
  title: "Network Error",
  message: texts.networkIssue,
  retryAllowed: true,
};

/**
 * The screen for an error that ended a route. `online` is false when the device had no network:
 * then code that could not be loaded is the network's fault, not an update's (issue 38).
 */
export function routeErrorScreen(error: unknown, { online = true }: { readonly online?: boolean } = {}): ErrorScreen {
  const status = errorStatusOf(error);
  if (status !== undefined && status > 0) return screenForStatus(status);
  const text = textOf(error);
  if (STALE_RESOURCE.test(text))
    return online
      ? { kind: "loading", title: "Loading Error", message: texts.staleResources, retryAllowed: true }
      : NETWORK_SCREEN;
  if (status === 0 || NETWORK_FAILURE.test(text)) return NETWORK_SCREEN;
  if (error instanceof Error)
    return { kind: "application", title: "Application Error", message: texts.somethingWentWrong, retryAllowed: true };
  return { kind: "unexpected", title: "Unexpected Error", message: texts.somethingWentWrong, retryAllowed: true };
}

/**
 * Go Back steps back in history when there is a page of ours to go back to, else it goes home.
 * `appCanGoBack` is the browser's own answer where it gives one (the Navigation API counts only
 * this site's pages); otherwise the history's length decides.
 */
export function canGoBack(historyLength: number, appCanGoBack?: boolean): boolean {
  return appCanGoBack ?? historyLength > 1;
}

/** The network or a load failed: the same page may work once the network is back. */
export function waitsForNetwork(screen: ErrorScreen | null): boolean {
  return screen?.kind === "network" || screen?.kind === "loading";
}

/** A bug rather than a route error: the general screen, with technical details, shows it. */
export function isBugScreen(screen: ErrorScreen | null): boolean {
  return screen?.kind === "application" || screen?.kind === "unexpected";
}
