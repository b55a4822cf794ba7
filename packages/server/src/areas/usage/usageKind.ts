// Which kind of request a call counts as on the usage page, from its path under /v1; calls that
// are about the account itself (sign-in, settings, usage) are not counted, nor are reads of the
// assistant's status or of the conversation list.
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

/** Kinds whose reads are bookkeeping (the assistant's health, the conversation list), not use. */
const COUNTED_ONLY_WHEN_WRITING: ReadonlySet<UsageKind> = new Set(["ai", "chat"]);

export function usageKindFor(pathUnderApi: string, method = "GET"): UsageKind | null {
  const first = pathUnderApi.split("/").find((segment) => segment !== "") ?? "";
  const kind = Object.hasOwn(KIND_BY_FIRST_SEGMENT, first) ? (KIND_BY_FIRST_SEGMENT[first] ?? null) : null;
  if (kind && COUNTED_ONLY_WHEN_WRITING.has(kind) && method.toUpperCase() === "GET") return null;
  return kind;
}
