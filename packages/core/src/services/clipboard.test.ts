import { afterEach, describe, expect, it, vi } from "vitest";
import { browserClipboard, memoryClipboard } from "./clipboard";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the clipboard port", () => {
  it("copies through the browser's clipboard, and says so", async () => {
    const written: string[] = [];
    vi.stubGlobal("navigator", { clipboard: { writeText: async (text: string) => void written.push(text) } });
    expect(await browserClipboard().writeText("Revenue grew 8%.")).toBe(true);
    expect(written).toEqual(["Revenue grew 8%."]);
  });

  it("answers false, without throwing, when the browser refuses or has no clipboard", async () => {
    vi.stubGlobal("navigator", { clipboard: { writeText: () => Promise.reject(new DOMException("denied")) } });
    expect(await browserClipboard().writeText("x")).toBe(false);
    vi.stubGlobal("navigator", {});
    expect(await browserClipboard().writeText("x")).toBe(false);
  });

  it("keeps copies in memory for tests and other clients, or refuses them", async () => {
    const clipboard = memoryClipboard();
    await clipboard.writeText("one");
    await clipboard.writeText("two");
    expect(clipboard.copied).toEqual(["one", "two"]);
    expect(await memoryClipboard({ refuse: true }).writeText("x")).toBe(false);
  });
});
