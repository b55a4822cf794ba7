// A terminal for tests: what a command writes is kept, its questions are answered from a list,
// the width is chosen, Ctrl+C is pressed by the test, and the config folder is a fresh one.
import { mkdtempSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Terminal } from "./terminal";

export interface TestTerminal extends Terminal {
  readonly out: string;
  readonly err: string;
  /** The questions asked, and whether each was asked without echo. */
  readonly asked: ReadonlyArray<{ readonly question: string; readonly hidden: boolean }>;
  /** Presses Ctrl+C. */
  interrupt(): void;
  /** Resolves once standard output contains `text`. */
  written(text: string): Promise<void>;
  columns: number;
}

export function testTerminal(options: { answers?: string[]; columns?: number; configDir?: string } = {}): TestTerminal {
  const answers = [...(options.answers ?? [])];
  const asked: Array<{ question: string; hidden: boolean }> = [];
  const interrupts = new Set<() => void>();
  const waiters: Array<{ text: string; resolve: () => void }> = [];
  const configDir = options.configDir ?? mkdtempSync(join(tmpdir(), "moatwise-cli-"));
  let out = "";
  let err = "";
  const terminal: TestTerminal = {
    get out() {
      return out;
    },
    get err() {
      return err;
    },
    asked,
    columns: options.columns ?? 120,
    write(text) {
      out += text;
      for (const waiter of [...waiters]) {
        if (out.includes(waiter.text)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    },
    note(text) {
      err += text;
    },
    async ask(question, askOptions = {}) {
      asked.push({ question, hidden: askOptions.hidden === true });
      return answers.shift() ?? "";
    },
    onInterrupt(stop) {
      interrupts.add(stop);
      return () => interrupts.delete(stop);
    },
    interrupt() {
      for (const stop of interrupts) stop();
    },
    written(text) {
      if (out.includes(text)) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ text, resolve }));
    },
    readFile: (path) => readFile(path, "utf8"),
    writeFile: (path, text) => writeFile(path, text, "utf8"),
    env: { MOATWISE_CONFIG_DIR: configDir },
  };
  return terminal;
}
