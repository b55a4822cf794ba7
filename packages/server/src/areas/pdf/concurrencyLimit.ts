// At most `running` tasks at once; the rest wait for a turn, at most `waitingPerOwner` of one owner
// (a user) and `waiting` in all, and past that a task is refused at once. A free turn goes to the
// waiting owner with the fewest tasks running, among equals to the one whose last turn was longest
// ago: owners take turns, so one owner's backlog never stands between another owner and their turn.

export interface ConcurrencyLimit {
  /**
   * Runs `task` for `owner` when its turn comes. A task whose `signal` aborts while it waits leaves
   * the queue (rejecting with the signal's reason); once running, the task itself answers the signal.
   */
  run<T>(owner: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

export interface ConcurrencyLimits {
  readonly running: number;
  /** Tasks one owner may have waiting; the next is refused with `ownerRefusal`. */
  readonly waitingPerOwner: number;
  /** Tasks that may wait in all, whoever owns them; the next is refused with `refusal`. */
  readonly waiting: number;
  /** What a task finds when its owner already has `waitingPerOwner` tasks waiting. */
  readonly ownerRefusal: () => Error;
  /** What a task finds when every turn and every place in the queue is taken. */
  readonly refusal: () => Error;
}

export function concurrencyLimit(limits: ConcurrencyLimits): ConcurrencyLimit {
  let running = 0;
  const runningBy = new Map<string, number>();
  const waitingBy = new Map<string, Array<() => void>>();
  let waitingCount = 0;
  /** When each owner with tasks running or waiting last began one, counted in turns given. */
  const lastTurnOf = new Map<string, number>();
  let turnsGiven = 0;

  const begin = (owner: string) => {
    running += 1;
    runningBy.set(owner, (runningBy.get(owner) ?? 0) + 1);
    turnsGiven += 1;
    lastTurnOf.set(owner, turnsGiven);
  };

  const forgetIfIdle = (owner: string) => {
    if (!runningBy.has(owner) && !waitingBy.has(owner)) lastTurnOf.delete(owner);
  };

  const end = (owner: string) => {
    running -= 1;
    const left = (runningBy.get(owner) ?? 1) - 1;
    if (left === 0) runningBy.delete(owner);
    else runningBy.set(owner, left);
    forgetIfIdle(owner);
  };

  /** The waiting owner with the fewest tasks running; among equals, the one whose last turn was longest ago. */
  function nextOwner(): string | undefined {
    let chosen: string | undefined;
    let fewestRunning = Number.POSITIVE_INFINITY;
    let earliestTurn = Number.POSITIVE_INFINITY;
    for (const owner of waitingBy.keys()) {
      const count = runningBy.get(owner) ?? 0;
      const lastTurn = lastTurnOf.get(owner) ?? 0;
      if (count < fewestRunning || (count === fewestRunning && lastTurn < earliestTurn)) {
        chosen = owner;
        fewestRunning = count;
        earliestTurn = lastTurn;
      }
    }
    return chosen;
  }

  function startWaiting(): void {
    while (running < limits.running) {
      const owner = nextOwner();
      const queue = owner === undefined ? undefined : waitingBy.get(owner);
      const start = queue?.shift();
      if (owner === undefined || !start) return;
      if (queue?.length === 0) waitingBy.delete(owner);
      waitingCount -= 1;
      begin(owner);
      start();
    }
  }

  function leaveQueue(owner: string, start: () => void): void {
    const queue = waitingBy.get(owner);
    const index = queue?.indexOf(start) ?? -1;
    if (!queue || index < 0) return;
    queue.splice(index, 1);
    waitingCount -= 1;
    if (queue.length === 0) waitingBy.delete(owner);
    forgetIfIdle(owner);
  }

  /** Resolves once `owner` holds a turn (counted as running). */
  async function turn(owner: string, signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    if (running < limits.running) {
      begin(owner);
      return;
    }
    if ((waitingBy.get(owner)?.length ?? 0) >= limits.waitingPerOwner) throw limits.ownerRefusal();
    if (waitingCount >= limits.waiting) throw limits.refusal();
    await new Promise<void>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener("abort", abandon);
        resolve();
      };
      const abandon = () => {
        leaveQueue(owner, start);
        reject(signal?.reason);
      };
      signal?.addEventListener("abort", abandon, { once: true });
      const queue = waitingBy.get(owner);
      if (queue) queue.push(start);
      else waitingBy.set(owner, [start]);
      waitingCount += 1;
    });
  }

  return {
    async run(owner, task, signal) {
      await turn(owner, signal);
      try {
        return await task();
      } finally {
        end(owner);
        startWaiting();
      }
    },
  };
}
