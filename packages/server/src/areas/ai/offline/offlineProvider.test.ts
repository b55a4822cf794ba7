// The offline provider on the bundled sample set: it finds the company asked about, cites only
// passages it found, keeps to news in news mode, says so when nothing is relevant, and stops when
// the asker goes away.
import type { AiRequest } from "@moatwise/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundledPassages } from "../../../bundledMaterial";
import type { AnswerEvent } from "../../../languageModel/aiProvider";
import { offlineProvider, pacedPieces, textPieces } from "./offlineProvider";

const passages = bundledPassages();
const provider = offlineProvider({ passages: () => passages, deltaDelayMs: 0 });

async function ask(message: string, extra: Partial<AiRequest> = {}, signal = new AbortController().signal) {
  const events: AnswerEvent[] = [];
  for await (const event of provider.answer(
    { message, mode: "chat", options: {}, ...extra },
    { userId: "u", signal },
  )) {
    events.push(event);
  }
  const text = events.map((event) => (event._tag === "delta" ? event.content : "")).join("");
  const done = events.find((event) => event._tag === "done") as Extract<AnswerEvent, { _tag: "done" }> | undefined;
  return { events, text, done };
}

describe("the offline provider", () => {
  it("answers about the company named, citing that company's own material", async () => {
    const { text, done } = await ask("How fast has NVIDIA's revenue grown?");
    expect(done?.search_results.length).toBeGreaterThan(0);
    expect(done?.search_results.every((result) => /NVIDIA/i.test(result.title))).toBe(true);
    expect(text).toMatch(/revenue/i);
    const known = new Set((await passages).map((passage) => passage.url));
    expect(done?.citations.every((url) => known.has(url))).toBe(true);
  });

  it("quotes equally good yearly filings newest first", async () => {
    const { done } = await ask("Apple revenue");
    const dates = (done?.search_results ?? []).map((result) => result.date ?? "");
    expect(dates.length).toBeGreaterThan(1);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("keeps to news items in news mode", async () => {
    const { done } = await ask("Microsoft filings and results", { mode: "news" });
    const newsUrls = new Set((await passages).filter((p) => p.kind === "news").map((p) => p.url));
    expect(done?.citations.length).toBeGreaterThan(0);
    expect(done?.citations.every((url) => newsUrls.has(url))).toBe(true);
  });

  it("says plainly when nothing in the material is relevant, and cites nothing", async () => {
    const { text, done, events } = await ask("Will it snow in Lisbon tomorrow?");
    expect(done?.citations).toEqual([]);
    expect(events.some((event) => event._tag === "citations")).toBe(false);
    expect(text).toMatch(/I found nothing about/);
    expect(text).toMatch(/not available offline/);
    expect(text).not.toMatch(/API_KEY|README/);
  });

  it("searches a bare follow-up together with the question before it", async () => {
    const { done } = await ask("Add details", { chat_history: [{ role: "user", content: "Costco membership fees" }] });
    expect(done?.search_results.some((result) => /Costco/i.test(result.title))).toBe(true);
  });

  it("stops streaming once the asker aborts", async () => {
    const slow = offlineProvider({ passages: () => passages, deltaDelayMs: 5 });
    const controller = new AbortController();
    const seen: AnswerEvent[] = [];
    const run = (async () => {
      for await (const event of slow.answer(
        { message: "Apple revenue", mode: "chat", options: {} },
        { userId: "u", signal: controller.signal },
      )) {
        seen.push(event);
        if (seen.filter((e) => e._tag === "delta").length === 3) controller.abort(new Error("gone"));
      }
    })();
    await expect(run).rejects.toThrow("gone");
    expect(seen.some((event) => event._tag === "done")).toBe(false);
  });
});

describe("pacedPieces", () => {
  const pieces = Array.from({ length: 12 }, (_, index) => `piece ${index}. `);
  const collect = async (delayMs: number, afterFirst: () => void = () => {}) => {
    const sent: string[] = [];
    for await (const content of pacedPieces(pieces, delayMs, new AbortController().signal)) {
      sent.push(content);
      if (sent.length === 1) afterFirst();
    }
    return sent;
  };

  it("sends each piece on its own when there is no delay", async () => {
    expect(await collect(0)).toEqual(pieces);
  });

  it("sends every piece that fell due together when the server was busy, losing none", async () => {
    const blockFor = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {}
    };
    const sent = await collect(5, () => blockFor(40));
    expect(sent.join("")).toBe(pieces.join(""));
    expect(sent.length).toBeLessThan(pieces.length);
    expect(sent[1]?.split("piece").length ?? 0).toBeGreaterThan(3);
  });
});

describe("textPieces", () => {
  it("joins back to any text, each piece at most twice the size asked and one character", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 40 }), (text, size) => {
        const pieces = textPieces(text, size);
        expect(pieces.join("")).toBe(text);
        expect(pieces.every((piece) => piece.length > 0 && piece.length <= size * 2 + 1)).toBe(true);
      }),
    );
  });

  it("cuts 8 MB of text without a space into pieces of the size asked (linear: this took minutes)", () => {
    const text = "x".repeat(8 * 1_048_576);
    const pieces = textPieces(text, 24);
    expect(pieces).toHaveLength(Math.ceil(text.length / 24));
    expect(pieces.at(-1)).toBe("x".repeat(text.length % 24 || 24));
  });

  it("cuts text into pieces that join back to it, none much longer than asked", () => {
    const text = "Apple's revenue was $391.0 billion in fiscal 2024, up 2.0% on the year before. ".repeat(5);
    const pieces = textPieces(text, 24);
    expect(pieces.join("")).toBe(text);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(48);
  });
});
