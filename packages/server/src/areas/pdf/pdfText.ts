// Reads the text of an uploaded PDF, page by page, in child processes that share its pages (unpdf, a build of PDF.js
// for servers), within budgets of time, memory and characters, so that no PDF can stall or crash
// the server for other users. Each way a PDF can fail to give text has its own clear error: not
// a PDF, locked with a password, damaged, too long, too much text, too slow, or only scanned images.
//
// The filing's pages are classified and its statement tables read into facts in those processes
// too (issue 45, item 8): the first part's reader does it once every part is read, within a time
// budget of its own, and the server's main thread only passes the other parts' runs on as bytes
// and receives the reading. A child process rather than a worker thread: the reader is already
// one, it already holds half the runs, and a process's memory and time end with it, whatever a
// PDF makes the reading do. How it finds core's code when the server runs built or from source
// is said in pdfTextReader.mjs and filingReaderSource.ts.
import { type ChildProcess, fork } from "node:child_process";
import { channel } from "node:diagnostics_channel";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import {
  counted,
  type FilingReadingWithPages,
  MAX_FILING_FACTS,
  MAX_PDF_PAGE_CHARS,
  MAX_PDF_PAGES,
  MAX_PDF_TEXT_CHARS,
  type TextRun,
  toStorableText,
} from "@moatwise/core";
import { AreaFailure } from "../areaFailure";
import { concurrencyLimit } from "./concurrencyLimit";
import { filingReaderFromSource } from "./filingReaderSource";

const PDF_SIGNATURE = "%PDF-";
/** A PDF whose text is not read by then is given up on. */
export const PDF_READ_TIMEOUT_MS = 20_000;
/**
 * A filing whose pages are not classified and tables read by then, once its text is read, is given
 * up on: a 550-page filing takes about 1 s on a busy machine.
 */
export const PDF_CLASSIFY_TIMEOUT_MS = 10_000;
/** Memory a reading process may use; a PDF that needs more is refused. */
const PDF_READ_HEAP_MB = 512;
/**
 * PDFs read at once (the machine has 2 cores; each PDF by `PDF_READ_PARTS` processes); how many of one user's may wait for a turn, and how
 * many in all (each waiting upload holds its file in memory). Users take turns, so one user's
 * flood of uploads costs another user at most one reading's wait.
 */
export const PDF_READERS = 2;
export const PDF_WAITING_PER_USER = 2;
const PDF_WAITING = 16;
/**
 * A user's own queue is full: 429 (their requests, not the server, are too many), after about the
 * time one reading takes at most, by when one of theirs has started.
 */
const PDF_QUEUE_RETRY_AFTER_SECONDS = PDF_READ_TIMEOUT_MS / 1000;
const readers = concurrencyLimit({
  running: PDF_READERS,
  waitingPerOwner: PDF_WAITING_PER_USER,
  waiting: PDF_WAITING,
  ownerRefusal: () =>
    new AreaFailure(
      "quotaExceeded",
      "pdf_queue_full",
      `You already have ${counted(PDF_WAITING_PER_USER, "PDF")} waiting to be read; upload this one when they are done.`,
      { retryAfterSeconds: PDF_QUEUE_RETRY_AFTER_SECONDS },
    ),
  refusal: () =>
    new AreaFailure("unavailable", "busy", "Too many PDFs are being read right now. Try again in a minute.", {
      retryAfterSeconds: 60,
    }),
});

export function isPdf(bytes: Uint8Array): boolean {
  // The signature may follow a little junk, as readers accept; 1 KB is what they allow.
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes(PDF_SIGNATURE);
}

type ReaderFailure = {
  ok: false;
  reason: "encrypted" | "unreadable" | "too_many_pages" | "page_too_dense" | "too_much_text" | "reading_too_large";
  pageNumber?: number;
};

/**
 * A part's pages as its reader sends them; a part the server does not classify in also sends its
 * pages' runs, packed (v8's serialization), for the server to pass on unread.
 */
type PartResult = { ok: true; pages: string[]; runs?: Uint8Array } | ReaderFailure;
/** Every part's pages in the PDF's order, and the runs of the parts after the first, packed. */
type PagesRead = { ok: true; pages: string[]; others: Uint8Array[] };
/** The classifying reader's answer: the filing's reading, and its runs when they were asked for. */
type Classified = { ok: true; reading: FilingReadingWithPages; runs?: TextRun[][] } | ReaderFailure;

function failure(result: ReaderFailure): AreaFailure {
  switch (result.reason) {
    case "encrypted":
      return new AreaFailure(
        "unprocessable",
        "pdf_encrypted",
        "This PDF is protected by a password. Upload an unlocked copy.",
      );
    case "too_many_pages":
      return new AreaFailure("tooLarge", "pdf_too_long", `A PDF may have at most ${MAX_PDF_PAGES} pages.`);
    case "too_much_text":
      return new AreaFailure(
        "tooLarge",
        "pdf_text_too_large",
        `This PDF holds more than ${counted(MAX_PDF_TEXT_CHARS, "character")} of text, more than Moatwise reads from one PDF.`,
      );
    case "page_too_dense":
      return new AreaFailure(
        "unprocessable",
        "pdf_page_too_dense",
        `Page ${result.pageNumber} holds more than ${counted(MAX_PDF_PAGE_CHARS, "character")} of text, more than a page can show; this PDF cannot be read.`,
      );
    case "reading_too_large":
      return new AreaFailure(
        "tooLarge",
        "pdf_tables_too_large",
        `This PDF's tables read into more than ${counted(MAX_FILING_FACTS, "figure")}, or more text than the PDF may hold; Moatwise does not keep so much from one PDF.`,
      );
    default:
      return unreadable();
  }
}

const READER = fileURLToPath(new URL("./pdfTextReader.mjs", import.meta.url));

/**
 * Processes that read one PDF together, each every `PDF_READ_PARTS`-th page: on the server's 2
 * cores a 550-page filing reads in about half the time one process takes (PDF.js reads a page on
 * one thread). Each has the whole memory budget, since each parses the whole file's structure.
 */
export const PDF_READ_PARTS = Math.max(1, Math.min(2, availableParallelism()));

/**
 * Run from TypeScript (tsx, vitest), the server reads core from its source, and so do its readers,
 * from a bundle of it made once (filingReaderSource.ts); built, both read core's build.
 */
const FROM_SOURCE = import.meta.url.endsWith(".ts");
let readerArgs: string[] = [];

/** Ready to start readers: from source, once core's filing reader is bundled for them. */
async function readersReady(): Promise<void> {
  if (FROM_SOURCE && readerArgs.length === 0) readerArgs = [await filingReaderFromSource()];
}
// Bundled as the server starts, so the first upload does not wait for it (a failure is met again there).
if (FROM_SOURCE) readersReady().catch(() => {});

function startReader(): ChildProcess {
  const reader = fork(READER, readerArgs, {
    execArgv: [`--max-old-space-size=${PDF_READ_HEAP_MB}`],
    serialization: "advanced",
    stdio: ["ignore", "ignore", "ignore", "ipc"],
  });
  // A reader waiting for work must not keep the server's process alive at shutdown.
  reader.unref();
  reader.channel?.unref();
  reader.on("error", () => {});
  return reader;
}

/**
 * Readers are kept started and waiting, one per part, with PDF.js loaded, so an upload does not
 * wait for processes to start (about 300 ms). Each reader reads one PDF and exits: no PDF sees another's.
 */
const spares: ChildProcess[] = [];
function takeReaders(count: number): ChildProcess[] {
  const ready = spares.splice(0).filter((spare) => spare.exitCode === null && spare.connected);
  const taken = ready.slice(0, count);
  spares.push(...ready.slice(count));
  while (taken.length < count) taken.push(startReader());
  return taken;
}

/**
 * The spares are started after a reading, not during it: starting a process and loading PDF.js
 * takes a core for a while, and during a reading both are reading.
 */
function refillSpares(count: number): void {
  while (spares.length < count) spares.push(startReader());
}

/**
 * The reader's next message after `message`, or its end as a failure; only this call's listeners
 * are left on it.
 */
function reply<T>(reader: ChildProcess, message: unknown): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const done = () => {
      reader.off("message", onMessage);
      reader.off("error", onError);
      reader.off("close", onClose);
    };
    const onMessage = (answer: unknown) => {
      done();
      resolve(answer as T);
    };
    const onError = () => {
      done();
      reject(unreadable());
    };
    // "close", not "exit": a process's exit can be seen before its last message is, and a reader
    // that sent its pages and exited must not read as one that died.
    const onClose = (code: number | null, signal: NodeJS.Signals | null) => {
      done();
      reject(code === 0 ? unreadable() : outOfMemoryOr(signal));
    };
    reader.on("message", onMessage);
    reader.once("error", onError);
    reader.once("close", onClose);
    reader.send(message as Parameters<ChildProcess["send"]>[0]);
  });
}

/** One reader's answer: its share of the pages (every `parts`-th from page `part + 1`), or why not. */
function readPart(reader: ChildProcess, bytes: Uint8Array, part: number, parts: number): Promise<PartResult> {
  return reply<PartResult>(reader, {
    bytes,
    part,
    parts,
    classifies: part === 0,
    maxPages: MAX_PDF_PAGES,
    maxTotalChars: MAX_PDF_TEXT_CHARS,
    maxPageChars: MAX_PDF_PAGE_CHARS,
  });
}

/**
 * The parts' pages back in the PDF's order, or the first part's refusal to arrive; the character
 * budget is the whole PDF's, each part having counted only its own pages.
 */
function joinedParts(results: ReadonlyArray<Extract<PartResult, { ok: true }>>): PagesRead | ReaderFailure {
  const count = results.reduce((sum, result) => sum + result.pages.length, 0);
  const pages: string[] = new Array(count);
  let total = 0;
  results.forEach((result, part) => {
    result.pages.forEach((text, index) => {
      pages[part + index * results.length] = text;
      total += text.length;
    });
  });
  if (total > MAX_PDF_TEXT_CHARS) return { ok: false, reason: "too_much_text" };
  const others = results.slice(1).map((result) => result.runs ?? new Uint8Array());
  return { ok: true, pages, others };
}

/** Every part read, or the first refusal; rejected when a reader fails. */
function readParts(readers: ReadonlyArray<ChildProcess>, bytes: Uint8Array): Promise<PagesRead | ReaderFailure> {
  return new Promise((resolve, reject) => {
    const read: Extract<PartResult, { ok: true }>[] = [];
    let waiting = readers.length;
    readers.forEach((reader, part) => {
      readPart(reader, bytes, part, readers.length).then((result) => {
        if (!result.ok) return resolve(result);
        read[part] = result;
        if (--waiting === 0) resolve(joinedParts(read));
      }, reject);
    });
  });
}

/**
 * Published as a filing's classification starts and ends in its reader (`{ step: "start" | "end" }`),
 * for whoever watches the server's work (the tests see the main thread free in between).
 */
export const classifyingChannel = channel("moatwise:pdf-classifying");

/** The first part's reader classifies the whole filing, given the other parts' runs. */
async function classifyIn(reader: ChildProcess, others: Uint8Array[], withRuns: boolean): Promise<Classified> {
  classifyingChannel.publish({ step: "start" });
  try {
    return await reply<Classified>(reader, { others, withRuns });
  } finally {
    classifyingChannel.publish({ step: "end" });
  }
}

/**
 * `work`, unless `budgetMs` passes first (`overBudget`) or `signal` aborts (its reason); the work
 * is left to the caller to end.
 */
async function withinBudget<T>(
  work: Promise<T>,
  budgetMs: number,
  overBudget: () => AreaFailure,
  signal: AbortSignal | undefined,
): Promise<T> {
  signal?.throwIfAborted();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let abandon: (() => void) | undefined;
  try {
    return await new Promise<T>((resolve, reject) => {
      timer = setTimeout(() => reject(overBudget()), budgetMs);
      abandon = () => reject(signal?.reason);
      signal?.addEventListener("abort", abandon, { once: true });
      work.then(resolve, reject);
    });
  } finally {
    clearTimeout(timer);
    if (abandon) signal?.removeEventListener("abort", abandon);
  }
}

/**
 * Runs the reading processes, killing them all when the reading or the classification takes too
 * long, a part cannot read the PDF, or the uploader goes away; one that runs out of memory dies by itself.
 */
async function readInChildProcesses(
  bytes: Uint8Array,
  signal: AbortSignal | undefined,
  withRuns: boolean,
): Promise<({ ok: true; pages: string[] } & Extract<Classified, { ok: true }>) | ReaderFailure> {
  await readersReady();
  signal?.throwIfAborted();
  const readers = takeReaders(PDF_READ_PARTS);
  try {
    const read = await withinBudget(readParts(readers, bytes), PDF_READ_TIMEOUT_MS, tooSlow, signal);
    if (!read.ok) return read;
    const classifier = readers[0] as ChildProcess;
    const classified = await withinBudget(
      classifyIn(classifier, read.others, withRuns),
      PDF_CLASSIFY_TIMEOUT_MS,
      classifyingTooSlow,
      signal,
    );
    if (!classified.ok) return classified;
    // The reader's reading is bounded there; one that does not fit the pages read is a fault.
    if (classified.reading.pages.length !== read.pages.length) return { ok: false, reason: "unreadable" };
    return { ...classified, pages: read.pages };
  } finally {
    for (const reader of readers) if (reader.exitCode === null) reader.kill("SIGKILL");
    refillSpares(PDF_READ_PARTS);
  }
}

/** A reader that died on its own (not killed by us) ran out of memory. */
const outOfMemoryOr = (signal: NodeJS.Signals | null) => (signal === "SIGKILL" ? unreadable() : outOfMemory());

const unreadable = () =>
  new AreaFailure("unprocessable", "pdf_unreadable", "This PDF could not be read; it may be damaged.");
const tooSlow = () =>
  new AreaFailure(
    "unprocessable",
    "pdf_too_slow",
    "This PDF takes too long to read; it may be damaged or unusually built.",
  );
const classifyingTooSlow = () =>
  new AreaFailure(
    "unprocessable",
    "pdf_tables_too_slow",
    "This PDF's pages take too long to sort into statements and tables; it may be unusually built.",
  );
const outOfMemory = () =>
  new AreaFailure("tooLarge", "pdf_text_too_large", "This PDF needs more memory to read than Moatwise gives one PDF.");

/**
 * A PDF's pages read: each page's text, and the filing read from them (each page's class and
 * title, its statement lines as facts); with `withRuns`, the runs of text the reading was made from.
 */
export interface PdfRead {
  readonly texts: string[];
  readonly reading: FilingReadingWithPages;
  readonly runs?: TextRun[][];
}

export interface ReadPdfOptions {
  /** Gives up the reading, waiting or under way (the uploader went away). */
  readonly signal?: AbortSignal;
  /** The runs of text back too, for tests and the bench to compare with `readFiling` run here. */
  readonly withRuns?: boolean;
}

/**
 * The text of each page, in order, with runs of spaces cut, and the filing read from where its runs
 * of text sit; read in `userId`'s turn.
 */
export async function readPdf(userId: string, bytes: Uint8Array, options: ReadPdfOptions = {}): Promise<PdfRead> {
  const { signal, withRuns = false } = options;
  if (!isPdf(bytes)) throw new AreaFailure("unsupported", "not_a_pdf", "This file is not a PDF.");
  const result = await readers.run(userId, () => readInChildProcesses(bytes, signal, withRuns), signal);
  if (!result.ok) throw failure(result);
  const texts = result.pages.map((page) =>
    toStorableText(page)
      .replace(/[ \t\u00a0]+/g, " ")
      .trim(),
  );
  if (texts.every((page) => page === "")) {
    throw new AreaFailure(
      "unprocessable",
      "pdf_no_text",
      "This PDF has no text to read; it may be scanned pages. Upload a PDF with selectable text.",
    );
  }
  return { texts, reading: result.reading, runs: result.runs };
}
