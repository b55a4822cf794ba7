import { describe, expect, it } from "vitest";
import { AreaFailure } from "../areaFailure";
import { concurrencyLimit } from "./concurrencyLimit";

const busy = () => new AreaFailure("unavailable", "busy", "Busy.");

/** A task that runs until its `finish` is called. */
function heldTask() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { finish, task: () => done };
}

describe("concurrencyLimit", () => {
  it("runs at most `running` tasks at once, queues `waiting` more, and refuses the rest with a 503", async () => {
    const limit = concurrencyLimit({ running: 2, waiting: 1, refusal: busy });
    const started: number[] = [];
    const tasks = [0, 1, 2].map((index) => {
      const held = heldTask();
      const run = limit.run(() => {
        started.push(index);
        return held.task();
      });
      return { ...held, run };
    });
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    const refused = await limit.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AreaFailure);
    expect((refused as AreaFailure).kind).toBe("unavailable");
    tasks[0]?.finish();
    await tasks[0]?.run;
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    tasks[1]?.finish();
    tasks[2]?.finish();
    await Promise.all(tasks.map((task) => task.run));
  });

  it("frees the turn of a task that fails", async () => {
    const limit = concurrencyLimit({ running: 1, waiting: 0, refusal: busy });
    await expect(limit.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(limit.run(async () => "next")).resolves.toBe("next");
  });
});
