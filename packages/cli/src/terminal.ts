// The terminal a command talks to: where its output goes, how wide the screen is, how it asks
// for a line (a password without echo), and Ctrl+C. The real one is Node's process; tests pass
// their own and read what was written.

export interface Terminal {
  /** Writes to standard output as it is (a streaming answer writes pieces of lines). */
  write(text: string): void;
  /** Writes to standard error: progress, warnings and failures, never what a script reads. */
  note(text: string): void;
  /** Characters per line, for tables. */
  readonly columns: number;
  /** Asks for one line; `hidden` reads it without echo (a password). */
  ask(question: string, options?: { readonly hidden?: boolean }): Promise<string>;
  /** Calls `stop` on Ctrl+C until the answered function is called. */
  onInterrupt(stop: () => void): () => void;
  /** Reads a file the user named (a CSV to import). */
  readFile(path: string): Promise<string>;
  /** Writes a file the user named (a report, an export). */
  writeFile(path: string, text: string): Promise<void>;
  readonly env: Readonly<Record<string, string | undefined>>;
}

/** The width tables fit when the output is not a terminal (a pipe, a file). */
export const DEFAULT_COLUMNS = 100;

/** Reads a line from a TTY without echoing it: raw mode, keys handled one by one. */
function askHiddenOnTty(question: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let typed = "";
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
      error ? reject(error) : resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") return finish();
        if (char === "\u0003") return finish(new Interrupted());
        if (char === "\u007f" || char === "\b") typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    input.on("data", onData);
  });
}

/** Ctrl+C while asking. */
export class Interrupted extends Error {
  constructor() {
    super("Interrupted.");
  }
}

let pipedLines: AsyncIterator<string> | null = null;

/** The next line of standard input when it is not a terminal (`printf 'pw\n' | moatwise login`). */
async function nextPipedLine(): Promise<string> {
  if (!pipedLines) {
    const { createInterface } = await import("node:readline");
    pipedLines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  }
  const next = await pipedLines.next();
  return next.done ? "" : next.value;
}

export function processTerminal(): Terminal {
  return {
    write: (text) => process.stdout.write(text),
    note: (text) => process.stderr.write(text),
    get columns() {
      return process.stdout.columns || DEFAULT_COLUMNS;
    },
    async ask(question, options = {}) {
      if (!process.stdin.isTTY) return nextPipedLine();
      if (options.hidden) return askHiddenOnTty(question);
      const { createInterface } = await import("node:readline/promises");
      const lines = createInterface({ input: process.stdin, output: process.stderr });
      try {
        return await lines.question(question);
      } finally {
        lines.close();
      }
    },
    onInterrupt(stop) {
      process.on("SIGINT", stop);
      return () => process.off("SIGINT", stop);
    },
    async readFile(path) {
      const { readFile } = await import("node:fs/promises");
      return readFile(path, "utf8");
    },
    async writeFile(path, text) {
      const { writeFile } = await import("node:fs/promises");
      await writeFile(path, text, "utf8");
    },
    env: process.env,
  };
}
