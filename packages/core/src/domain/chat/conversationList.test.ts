import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CONVERSATIONS } from "../constants";
import type { ConversationSummary } from "../schemas/chat";
import { previewOf, sortedSummaries, withSummaryOnTop, withTitle } from "./conversationList";

const summary = (id: string, updatedAt: string, title = "New chat"): ConversationSummary => ({
  id,
  title,
  preview: "",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt,
});

describe("previewOf", () => {
  it("is the last user message, else the last assistant text, cut to 80 characters", () => {
    expect(
      previewOf([
        { role: "user", content: "First" },
        { role: "assistant", content: "Answer" },
      ]),
    ).toBe("First");
    expect(previewOf([{ role: "assistant", content: "Only an answer" }])).toBe("Only an answer");
    expect(previewOf([])).toBe("");
    expect(previewOf([{ role: "user", content: "y".repeat(200) }])).toHaveLength(80);
  });
});

describe("the list order", () => {
  const minute = fc
    .integer({ min: 0, max: 10_000 })
    .map((m) => new Date(Date.UTC(2026, 0, 1) + m * 60_000).toISOString());
  const lists = fc.uniqueArray(fc.tuple(fc.uuid(), minute), { selector: ([id]) => id, maxLength: 40 });

  it("sorts newest update first and keeps at most 20", () => {
    fc.assert(
      fc.property(lists, (items) => {
        const sorted = sortedSummaries(items.map(([id, at]) => summary(id, at)));
        expect(sorted.length).toBe(Math.min(items.length, MAX_CONVERSATIONS));
        const times = sorted.map((item) => item.updatedAt);
        expect(times).toEqual([...times].sort().reverse());
      }),
    );
  });

  it("puts a touched conversation on top once, keeping the others in order", () => {
    fc.assert(
      fc.property(lists, fc.nat(), (items, pick) => {
        const list = sortedSummaries(items.map(([id, at]) => summary(id, at)));
        const touched = list[pick % Math.max(1, list.length)] ?? summary("new", "2027-01-01T00:00:00.000Z");
        const next = withSummaryOnTop(list, { ...touched, preview: "latest" });
        expect(next[0]).toMatchObject({ id: touched.id, preview: "latest" });
        expect(next.filter((item) => item.id === touched.id)).toHaveLength(1);
        expect(next.slice(1)).toEqual(list.filter((item) => item.id !== touched.id).slice(0, MAX_CONVERSATIONS - 1));
      }),
    );
  });

  it("renames in place", () => {
    const list = [summary("a", "2026-01-02T00:00:00.000Z"), summary("b", "2026-01-01T00:00:00.000Z")];
    expect(withTitle(list, "b", "Banks").map((item) => item.title)).toEqual(["New chat", "Banks"]);
  });
});
