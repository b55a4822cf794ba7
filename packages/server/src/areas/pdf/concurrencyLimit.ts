// At most `running` tasks at once, and at most `waiting` more queued for a turn; past that a task
// is refused at once with a 503, so a burst of heavy work queues briefly instead of piling up.
import { HttpError } from "../../http/errors";

export interface ConcurrencyLimit {
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function concurrencyLimit(limits: { running: number; waiting: number }): ConcurrencyLimit {
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
      throw new HttpError(503, "busy", "Too many PDFs are being read right now. Try again in a minute.");
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
