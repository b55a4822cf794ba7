// Starts the embedded PGlite database on a worker thread (embeddedDatabase.worker.mjs) and tells
// where to reach it: a unix socket in a private folder, spoken to with the same `pg` driver as a
// real PostgreSQL. The server's event loop then only waits on the socket, never on the database.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

/** `pg` finds a unix socket as `<host folder>/.s.PGSQL.<port>`; the number only names the file. */
export const EMBEDDED_SOCKET_PORT = 5432;

export interface EmbeddedDatabase {
  /** The folder holding the socket: `pg`'s `host`. Only this user may enter it (mode 0700). */
  readonly socketDir: string;
  readonly close: () => Promise<void>;
}

type WorkerMessage = { ready: true } | { failed: string } | { closed: true } | { template: ArrayBuffer };

function nextMessage(worker: Worker, wanted: (message: WorkerMessage) => boolean): Promise<WorkerMessage> {
  return new Promise((resolveMessage, reject) => {
    const onMessage = (message: WorkerMessage) => {
      if (!wanted(message) && !("failed" in message)) return;
      worker.off("message", onMessage);
      worker.off("exit", onExit);
      resolveMessage(message);
    };
    const onExit = (code: number) => reject(new Error(`The embedded database stopped (exit code ${code}).`));
    worker.on("message", onMessage);
    worker.once("exit", onExit);
  });
}

/**
 * Settings for a database that serves one process's users. PostgreSQL zeroes its shared buffers at
 * start, so each megabyte of them is resident in WebAssembly memory for the server's life, whether
 * the data needs it or not (PostgreSQL's default 128 MB would be most of the server's memory). 16 MB
 * holds 2,048 pages, far more than one household's accounts, notes and sessions fill; a page that
 * is not in them is read from the data folder's file, which the system's page cache keeps anyway.
 * (At 32 MB the server idled about 15 MB larger; 8 MB would save as much again, but could no
 * longer hold a long PDF's text, up to 5,000,000 characters, while it is asked about.)
 */
const POSTGRESQL_CONF = ["shared_buffers=16MB"];

type WorkerOptions =
  | { readonly dataDir: string; readonly socketPath: string; readonly template?: ArrayBuffer }
  | { readonly makeTemplate: true };

/**
 * Starts a database thread and waits for its first answer (ready, or a template's files); a
 * thread that fails is ended.
 */
async function startWorker(options: WorkerOptions): Promise<{ worker: Worker; answer: WorkerMessage }> {
  const worker = new Worker(new URL("./embeddedDatabase.worker.mjs", import.meta.url), {
    workerData: { ...options, postgresqlConf: POSTGRESQL_CONF },
  });
  const answer = await nextMessage(worker, (message) => "ready" in message || "template" in message).catch(
    (error: Error) => ({ failed: error.message }),
  );
  if ("failed" in answer) {
    await worker.terminate();
    throw new Error(`The embedded database could not start: ${answer.failed}`);
  }
  return { worker, answer };
}

/**
 * The files of a fresh in-memory database, made once per process and copied into every in-memory
 * database it starts after: initdb costs seconds of CPU each time (most of a test server's start),
 * loading its files a fraction of that.
 */
let memoryTemplate: Promise<ArrayBuffer> | undefined;

async function makeMemoryTemplate(): Promise<ArrayBuffer> {
  const { worker, answer } = await startWorker({ makeTemplate: true });
  await worker.terminate();
  if (!("template" in answer)) throw new Error("The embedded database made no template.");
  return answer.template;
}

function freshMemoryFiles(): Promise<ArrayBuffer> {
  if (!memoryTemplate) {
    memoryTemplate = makeMemoryTemplate();
    // A failure is not kept: the next in-memory database tries again.
    memoryTemplate.catch(() => {
      memoryTemplate = undefined;
    });
  }
  return memoryTemplate;
}

/**
 * Creates a data folder, with `migrationsFolder`'s migrations applied when one is given, in a
 * short-lived process (embeddedDatabase.init.mjs): initdb's memory and the schema's building go
 * with it. (A thread's WebAssembly memory, once freed, still stays with the process's allocator.)
 */
export async function createDataFolder(folder: string, migrationsFolder?: string): Promise<void> {
  const script = fileURLToPath(new URL("./embeddedDatabase.init.mjs", import.meta.url));
  const args = [script, folder, ...(migrationsFolder ? [migrationsFolder] : [])];
  const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString("utf8")).slice(-2000);
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`The embedded database could not create ${folder}: ${errors.trim()}`);
}

/** A data folder PostgreSQL has not created yet: it holds no PG_VERSION. */
const needsInitdb = (dataDir: string) => !existsSync(join(dataDir, "PG_VERSION"));

/**
 * Starts the database of `dataDir` (a folder, or `memory://`); a folder that does not hold one yet
 * is created first, with `migrationsFolder`'s migrations applied if given (see createDataFolder).
 */
export async function startEmbeddedDatabase(dataDir: string, migrationsFolder?: string): Promise<EmbeddedDatabase> {
  const inMemory = dataDir.startsWith("memory://");
  const folder = inMemory ? dataDir : resolve(dataDir);
  if (!inMemory) mkdirSync(folder, { recursive: true });
  if (!inMemory && needsInitdb(folder)) await createDataFolder(folder, migrationsFolder);
  // A short private path: unix socket paths are limited to about 100 bytes, data folders are not.
  const socketDir = mkdtempSync(join(tmpdir(), "moatwise-db-"));
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });
  const socketPath = join(socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);
  const { worker } = await (async () => {
    const template = inMemory ? await freshMemoryFiles() : undefined;
    return startWorker({ dataDir: folder, socketPath, ...(template ? { template } : {}) });
  })().catch((error: unknown) => {
    removeSocketDir();
    throw error;
  });
  return {
    socketDir,
    close: async () => {
      const closed = nextMessage(worker, (message) => "closed" in message).catch(() => null);
      worker.postMessage("close");
      await closed;
      await worker.terminate();
      removeSocketDir();
    },
  };
}
