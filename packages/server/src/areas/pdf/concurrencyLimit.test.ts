import { describe, expect, it } from "vitest";
import { AreaFailure } from "../areaFailure";
import { type ConcurrencyLimits, concurrencyLimit } from "./concurrencyLimit";

const limits = (overrides: Partial<ConcurrencyLimits> = {}): ConcurrencyLimits => ({
  running: 2,
  waitingPerOwner: 2,
  waiting: 16,
  ownerRefusal: () => new AreaFailure("quotaExceeded", "yours_full", "Yours are waiting."),
  refusal: () => new AreaFailure("unavailable", "busy", "Busy."),
  ...overrides,
});

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Tasks that run until finished by hand, recording the order in which they start. */
function taskBoard() {
  const started: string[] = [];
  const finishers = new Map<string, (error?: Error) => void>();
  const task = (name: string) => () =>
    new Promise<string>((resolve, reject) => {
      started.push(name);
      finishers.set(name, (error) => (error ? reject(error) : resolve(name)));
    });
  const finish = async (name: string, error?: Error) => {
    finishers.get(name)?.(error);
    await settle();
  };
  return { started, task, finish };
}

const codeOf = (error: unknown) => (error instanceof AreaFailure ? error.code : String(error));

describe("concurrencyLimit", () => {
  it("runs at most `running` tasks at once and starts a waiting one when a turn frees", async () => {
    const limit = concurrencyLimit(limits({ running: 2 }));
    const board = taskBoard();
    const runs = ["a1", "a2", "a3"].map((name) => limit.run("ann", board.task(name)));
    await settle();
    expect(board.started).toEqual(["a1", "a2"]);
    await board.finish("a1");
    expect(board.started).toEqual(["a1", "a2", "a3"]);
    await board.finish("a2");
    await board.finish("a3");
    await expect(Promise.all(runs)).resolves.toEqual(["a1", "a2", "a3"]);
  });

  it("refuses an owner's task past `waitingPerOwner` waiting, while another owner still queues", async () => {
    const limit = concurrencyLimit(limits({ running: 2, waitingPerOwner: 2 }));
    const board = taskBoard();
    const ann = ["a1", "a2", "a3", "a4"].map((name) => limit.run("ann", board.task(name)));
    const refused = await limit.run("ann", board.task("a5")).catch(codeOf);
    expect(refused).toBe("yours_full");
    const bob = ["b1", "b2"].map((name) => limit.run("bob", board.task(name)));
    const bobRefused = await limit.run("bob", board.task("b3")).catch(codeOf);
    expect(bobRefused).toBe("yours_full");
    for (const name of ["a1", "a2", "b1", "a3", "b2", "a4"]) await board.finish(name);
    await Promise.all([...ann, ...bob]);
    expect(board.started).not.toContain("a5");
    expect(board.started).not.toContain("b3");
  });

  it("refuses anyone's task once `waiting` tasks wait in all", async () => {
    const limit = concurrencyLimit(limits({ running: 1, waitingPerOwner: 2, waiting: 3 }));
    const board = taskBoard();
    const runs = [
      limit.run("ann", board.task("a1")),
      limit.run("ann", board.task("a2")),
      limit.run("ann", board.task("a3")),
      limit.run("bob", board.task("b1")),
    ];
    expect(await limit.run("cid", board.task("c1")).catch(codeOf)).toBe("busy");
    // Bob has had no turn yet, so his task starts before Ann's second.
    for (const name of ["a1", "b1", "a2", "a3"]) await board.finish(name);
    expect(board.started).toEqual(["a1", "b1", "a2", "a3"]);
    await Promise.all(runs);
  });

  it("gives a free turn to another owner before the next of a flooding owner's tasks", async () => {
    const limit = concurrencyLimit(limits({ running: 2, waitingPerOwner: 2 }));
    const board = taskBoard();
    const runs = [
      ...["a1", "a2", "a3", "a4"].map((name) => limit.run("ann", board.task(name))),
      ...["b1", "b2"].map((name) => limit.run("bob", board.task(name))),
      limit.run("cid", board.task("c1")),
    ];
    await settle();
    expect(board.started).toEqual(["a1", "a2"]);
    // Ann's tasks waited first, but Ann has turns running and Bob and Cid have none.
    await board.finish("a1");
    expect(board.started.at(-1)).toBe("b1");
    await board.finish("a2");
    expect(board.started.at(-1)).toBe("c1");
    // Ann, Bob and Cid have one running each: turns go round, Ann (whose last turn was longest ago) first.
    await board.finish("b1");
    expect(board.started.at(-1)).toBe("a3");
    await board.finish("c1");
    expect(board.started.at(-1)).toBe("b2");
    await board.finish("a3");
    expect(board.started.at(-1)).toBe("a4");
    for (const name of ["b2", "a4"]) await board.finish(name);
    await Promise.all(runs);
    expect(board.started).toEqual(["a1", "a2", "b1", "c1", "a3", "b2", "a4"]);
  });

  it("frees the turn of a task that fails, for the next waiting task", async () => {
    const limit = concurrencyLimit(limits({ running: 1 }));
    const board = taskBoard();
    const failing = limit.run("ann", board.task("a1")).catch((error: unknown) => error);
    const next = limit.run("bob", board.task("b1"));
    await settle();
    await board.finish("a1", new Error("boom"));
    expect(await failing).toEqual(new Error("boom"));
    expect(board.started).toEqual(["a1", "b1"]);
    await board.finish("b1");
    await expect(next).resolves.toBe("b1");
  });

  it("drops a waiting task whose signal aborts, and frees its owner's place in the queue", async () => {
    const limit = concurrencyLimit(limits({ running: 1, waitingPerOwner: 1 }));
    const board = taskBoard();
    const first = limit.run("ann", board.task("a1"));
    const gone = new AbortController();
    const abandoned = limit.run("ann", board.task("a2"), gone.signal).catch((error: unknown) => error);
    expect(await limit.run("ann", board.task("refused")).catch(codeOf)).toBe("yours_full");
    gone.abort(new Error("The client went away."));
    expect(await abandoned).toEqual(new Error("The client went away."));
    const third = limit.run("ann", board.task("a3"));
    await board.finish("a1");
    await board.finish("a3");
    await Promise.all([first, third]);
    expect(board.started).toEqual(["a1", "a3"]);
  });

  it("frees the turn of a running task that gives up when its signal aborts", async () => {
    const limit = concurrencyLimit(limits({ running: 1 }));
    const gone = new AbortController();
    const givesUp = limit.run(
      "ann",
      () => new Promise<never>((_, reject) => gone.signal.addEventListener("abort", () => reject(gone.signal.reason))),
      gone.signal,
    );
    const board = taskBoard();
    const next = limit.run("bob", board.task("b1"));
    await settle();
    expect(board.started).toEqual([]);
    gone.abort(new Error("The client went away."));
    await expect(givesUp).rejects.toThrow("The client went away.");
    await settle();
    expect(board.started).toEqual(["b1"]);
    await board.finish("b1");
    await next;
  });

  it("refuses a task whose signal has already aborted, without taking a turn", async () => {
    const limit = concurrencyLimit(limits({ running: 1 }));
    const board = taskBoard();
    await expect(limit.run("ann", board.task("a1"), AbortSignal.abort(new Error("gone")))).rejects.toThrow("gone");
    const next = limit.run("bob", board.task("b1"));
    await settle();
    expect(board.started).toEqual(["b1"]);
    await board.finish("b1");
    await next;
  });
});
