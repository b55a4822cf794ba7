// At most `running` tasks at once, and at most `waiting` more queued for a turn; past that a task
// is refused at once (with the caller's `refusal`), so a burst of heavy work queues briefly instead
// of piling up.

export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export interface ConcurrencyLimits {
  readonly running: number;
  readonly waiting: number;
  /** What a task finds when every turn and every place in the queue is taken. */
  readonly refusal: () => Error;
}

export function concurrencyLimit(limits: ConcurrencyLimits): ConcurrencyLimit {
  let running = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  async function turn(): Promise<void> {
    if (running < limits.running) {
      running += 1;
      return;
    }
    if (queue.length >= limits.waiting) {
      throw limits.refusal();
    }
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  return {
    async run(task) {
      await turn();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
