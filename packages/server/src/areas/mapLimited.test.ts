import { describe, expect, it } from "vitest";
import { mapLimited } from "./mapLimited";

describe("mapLimited", () => {
  it("answers in the items' order with no more than `atOnce` tasks running", async () => {
    let running = 0;
    let most = 0;
    const doubled = await mapLimited([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 2;
    });
    expect(doubled).toEqual([10, 2, 8, 4, 6, 0]);
    expect(most).toBe(2);
  });

  it("answers nothing for no items, and passes a failure on", async () => {
    expect(await mapLimited([], 4, async (n: number) => n)).toEqual([]);
    await expect(mapLimited([1, 2], 4, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  });
});
