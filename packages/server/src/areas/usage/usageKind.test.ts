import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { usageKindFor } from "./usageKind";

describe("usageKindFor", () => {
  it.each([
    ["/ai/stream", "ai"],
    ["/chat/conversations/1/messages", "chat"],
    ["/search/company", "company"],
    ["/company/profile", "company"],
    ["/financials/discounted-cash-flow", "financials"],
    ["/research/documents", "research"],
    ["/pdf/upload", "pdf"],
    ["/users/me", null],
    ["/usage", null],
    ["/auth/refresh", null],
    ["/constructor", null],
    ["/", null],
  ])("%s → %s", (path, kind) => {
    expect(usageKindFor(path, "POST")).toBe(kind);
  });

  it("counts reads of company data, but not reads of the assistant's status or the conversation list", () => {
    expect(usageKindFor("/company/profile", "GET")).toBe("company");
    expect(usageKindFor("/ai/health", "GET")).toBeNull();
    expect(usageKindFor("/chat/conversations", "GET")).toBeNull();
    expect(usageKindFor("/chat/conversations", "POST")).toBe("chat");
  });

  it("never throws and answers a known kind or null", () => {
    const kinds = new Set(["ai", "chat", "company", "financials", "research", "pdf", null]);
    fc.assert(fc.property(fc.string(), (path) => kinds.has(usageKindFor(path))));
  });
});
