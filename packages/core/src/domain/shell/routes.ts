// The route table of spec §2 and its access rules, as data: who may see a path, where a visit is
// sent instead, and what the header shows on it. The web app's guards and header read only this.
import { loginPathFor } from "./navigation";

export type RouteAccess = "public" | "signedIn" | "allowListed";

export interface RouteEntry {
  /** Segments; `:name` matches any one segment. */
  readonly pattern: string;
  readonly access: RouteAccess;
}

export const ROUTE_TABLE: ReadonlyArray<RouteEntry> = [
  { pattern: "/", access: "public" },
  { pattern: "/login", access: "public" },
  { pattern: "/roadmap", access: "public" },
  { pattern: "/privacy", access: "public" },
  { pattern: "/terms-of-service", access: "public" },
  /** The companies the data covers (issue 38): linked from the home page before sign-in. */
  { pattern: "/companies", access: "public" },
  { pattern: "/chat", access: "signedIn" },
  { pattern: "/chat/:symbol", access: "signedIn" },
  { pattern: "/search", access: "signedIn" },
  { pattern: "/settings", access: "signedIn" },
  { pattern: "/usage", access: "signedIn" },
  { pattern: "/stock/:symbol", access: "signedIn" },
  { pattern: "/pdf-chat", access: "signedIn" },
  { pattern: "/portfolio", access: "signedIn" },
  { pattern: "/portfolio/dashboard", access: "signedIn" },
  { pattern: "/portfolio/news", access: "signedIn" },
  { pattern: "/portfolio/:symbol", access: "signedIn" },
  { pattern: "/deep-dive", access: "signedIn" },
  { pattern: "/forum", access: "signedIn" },
  { pattern: "/research", access: "allowListed" },
  { pattern: "/research/draft/:draftId/pillars", access: "allowListed" },
  { pattern: "/research/draft/:draftId/questions", access: "allowListed" },
  { pattern: "/research/:documentId", access: "allowListed" },
];

/** Paths that always lead elsewhere (spec §2). */
const REDIRECTS: Readonly<Record<string, string>> = {
  "/billing": "/usage",
  "/portfolio": "/portfolio/dashboard",
};

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

function matches(pattern: string, path: string): boolean {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(path);
  return wanted.length === actual.length && wanted.every((part, i) => part.startsWith(":") || part === actual[i]);
}

/** The table's entry for a path (without query or hash); fixed segments win over `:name` ones. */
export function routeFor(path: string): RouteEntry | null {
  const candidates = ROUTE_TABLE.filter((entry) => matches(entry.pattern, path));
  const fixedSegments = (entry: RouteEntry) => segmentsOf(entry.pattern).filter((s) => !s.startsWith(":")).length;
  return candidates.sort((a, b) => fixedSegments(b) - fixedSegments(a))[0] ?? null;
}

export interface Visitor {
  readonly signedIn: boolean;
  readonly researchAccess: boolean;
}

export type RouteDecision = { readonly type: "show" } | { readonly type: "redirect"; readonly to: string };

const show: RouteDecision = { type: "show" };

/**
 * What a visit to `location` (path, query and hash) gets: the page, or a redirect. Signed-out
 * visitors of a signed-in page go to /login?next=…; others failing the research allow-list go to /.
 * Unknown paths are shown (as the 404 screen).
 */
export function routeDecision(location: string, visitor: Visitor): RouteDecision {
  const path = location.split(/[?#]/)[0] || "/";
  const normalised = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const redirect = REDIRECTS[normalised];
  if (redirect && (normalised === "/billing" || visitor.signedIn)) return { type: "redirect", to: redirect };
  const route = routeFor(normalised);
  if (!route || route.access === "public") return show;
  if (!visitor.signedIn) return { type: "redirect", to: loginPathFor(location) };
  if (route.access === "allowListed" && !visitor.researchAccess) return { type: "redirect", to: "/" };
  return show;
}

export type ChatButtonState = "enabled" | "disabled" | "hidden";

/** The header's Chat button (spec §2): disabled signed out, hidden on the research list pages. */
export function chatButtonStateFor(path: string, signedIn: boolean): ChatButtonState {
  const route = routeFor(path);
  if (route?.pattern === "/research" || route?.pattern.startsWith("/research/draft/")) return "hidden";
  return signedIn ? "enabled" : "disabled";
}

/** The header's search box is hidden on home, where the page leads with its own. */
export function headerSearchShownOn(path: string): boolean {
  return path !== "/";
}
