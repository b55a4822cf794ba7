import { afterEach, describe, expect, it, vi } from "vitest";
import { browserSessionStorage, memoryStorage } from "./storage";

describe("memoryStorage", () => {
  it("reads back what was set, and nothing once removed", () => {
    const storage = memoryStorage({ a: "1" });
    storage.set("b", "2");
    expect([storage.get("a"), storage.get("b")]).toEqual(["1", "2"]);
    storage.remove("a");
    expect(storage.get("a")).toBeNull();
  });
});

describe("browserSessionStorage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uses the browser's sessionStorage when there is one", () => {
    const values = new Map<string, string>();
    vi.stubGlobal("sessionStorage", {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    });
    browserSessionStorage().set("k", "v");
    expect(values.get("k")).toBe("v");
  });

  it("keeps working in memory when the browser refuses (private mode, quota)", () => {
    const refuse = () => {
      throw new DOMException("denied", "SecurityError");
    };
    vi.stubGlobal("sessionStorage", { getItem: refuse, setItem: refuse, removeItem: refuse });
    const storage = browserSessionStorage();
    storage.set("k", "v");
    expect(storage.get("k")).toBe("v");
    storage.remove("k");
    expect(storage.get("k")).toBeNull();
  });
});
