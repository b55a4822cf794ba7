// Which kind of request a call counts as on the usage page, from its path under /v1; calls that
// are about the account itself (sign-in, settings, usage) are not counted.
import type { UsageKind } from "@moatwise/core";

const KIND_BY_FIRST_SEGMENT: Readonly<Record<string, UsageKind>> = {
  ai: "ai",
  chat: "chat",
  company: "company",
  search: "company",
  financials: "financials",
  research: "research",
  pdf: "pdf",
};

export function usageKindFor(pathUnderApi: string): UsageKind | null {
  const first = pathUnderApi.split("/").find((segment) => segment !== "") ?? "";
  return Object.hasOwn(KIND_BY_FIRST_SEGMENT, first) ? (KIND_BY_FIRST_SEGMENT[first] ?? null) : null;
}
