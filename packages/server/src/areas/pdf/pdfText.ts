// Reads the text of an uploaded PDF, page by page, in child processes that share its pages (unpdf, a build of PDF.js
// for servers), within budgets of time, memory and characters, so that no PDF can stall or crash
// the server for other users. Each way a PDF can fail to give text has its own clear error: not
// a PDF, locked with a password, damaged, too long, too much text, too slow, or only scanned images.
import { type ChildProcess, fork } from "node:child_process";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import {
  counted,
  MAX_PDF_PAGE_CHARS,
  MAX_PDF_PAGES,
  MAX_PDF_TEXT_CHARS,
  type TextRun,
  toStorableText,
} from "@moatwise/core";
import { AreaFailure } from "../areaFailure";
import { concurrencyLimit } from "./concurrencyLimit";

const PDF_SIGNATURE = "%PDF-";
/** A PDF whose text is not read by then is given up on. */
export const PDF_READ_TIMEOUT_MS = 20_000;
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

/** Each page's runs of text as the reader sends them: 4 numbers per run (x, y, width, font size). */
interface PageRuns {
  texts: string[];
  boxes: Float32Array;
}

type ReaderResult =
  | { ok: true; pages: string[]; runs: PageRuns[] }
  | {
      ok: false;
      reason: "encrypted" | "unreadable" | "too_many_pages" | "page_too_dense" | "too_much_text";
      pageNumber?: number;
    };

function failure(result: Extract<ReaderResult, { ok: false }>): AreaFailure {
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

function startReader(): ChildProcess {
  const reader = fork(READER, [], {
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

/** One reader's answer: its share of the pages (every `parts`-th from page `part + 1`), or why not. */
function readPart(reader: ChildProcess, bytes: Uint8Array, part: number, parts: number): Promise<ReaderResult> {
  return new Promise<ReaderResult>((resolve, reject) => {
    reader.once("message", (result) => resolve(result as ReaderResult));
    reader.once("error", () => reject(unreadable()));
    // "close", not "exit": a process's exit can be seen before its last message is, and a reader
    // that sent its pages and exited must not read as one that died.
    reader.once("close", (code, signal) => reject(code === 0 ? unreadable() : outOfMemoryOr(signal)));
    reader.send({
      bytes,
      part,
      parts,
      maxPages: MAX_PDF_PAGES,
      maxTotalChars: MAX_PDF_TEXT_CHARS,
      maxPageChars: MAX_PDF_PAGE_CHARS,
    });
  });
}

/**
 * The parts' pages back in the PDF's order, or the first part's refusal to arrive; the character
 * budget is the whole PDF's, each part having counted only its own pages.
 */
function joinedParts(results: ReadonlyArray<Extract<ReaderResult, { ok: true }>>): ReaderResult {
  const count = results.reduce((sum, result) => sum + result.pages.length, 0);
  const pages: string[] = new Array(count);
  const runs: PageRuns[] = new Array(count);
  let total = 0;
  results.forEach((result, part) => {
    result.pages.forEach((text, index) => {
      pages[part + index * results.length] = text;
      runs[part + index * results.length] = result.runs[index] as PageRuns;
      total += text.length;
    });
  });
  return total > MAX_PDF_TEXT_CHARS ? { ok: false, reason: "too_much_text" } : { ok: true, pages, runs };
}

/**
 * Runs the reading processes, killing them all when the reading takes too long, a part cannot read
 * the PDF, or the uploader goes away; one that runs out of memory dies by itself.
 */
async function readInChildProcesses(bytes: Uint8Array, signal: AbortSignal | undefined): Promise<ReaderResult> {
  signal?.throwIfAborted();
  const readers = takeReaders(PDF_READ_PARTS);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let abandon: (() => void) | undefined;
  try {
    return await new Promise<ReaderResult>((resolve, reject) => {
      timer = setTimeout(() => reject(tooSlow()), PDF_READ_TIMEOUT_MS);
      abandon = () => reject(signal?.reason);
      signal?.addEventListener("abort", abandon, { once: true });
      const read: Extract<ReaderResult, { ok: true }>[] = [];
      let waiting = readers.length;
      readers.forEach((reader, part) => {
        readPart(reader, bytes, part, readers.length).then((result) => {
          if (!result.ok) return resolve(result);
          read[part] = result;
          if (--waiting === 0) resolve(joinedParts(read));
        }, reject);
      });
    });
  } finally {
    clearTimeout(timer);
    if (abandon) signal?.removeEventListener("abort", abandon);
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
const outOfMemory = () =>
  new AreaFailure("tooLarge", "pdf_text_too_large", "This PDF needs more memory to read than Moatwise gives one PDF.");

/** A PDF's pages read: each page's text, and its runs of text where they sit on the page. */
export interface PdfRead {
  readonly texts: string[];
  readonly runs: TextRun[][];
}

/** A page's runs as the reader sent them, each text made storable (a filing's labels and titles come from them). */
export function runsOf({ texts, boxes }: PageRuns): TextRun[] {
  return texts.map((text, index) => ({
    // NUL bytes and lone surrogates, which a PDF's fonts can map glyphs to, cannot be stored.
    text: toStorableText(text),
    x: boxes[index * 4] ?? 0,
    y: boxes[index * 4 + 1] ?? 0,
    width: boxes[index * 4 + 2] ?? 0,
    size: boxes[index * 4 + 3] ?? 0,
  }));
}

/**
 * The text of each page, in order, with runs of spaces cut, and where its runs of text sit; read in
 * `userId`'s turn, and given up (waiting or reading) when `signal` aborts.
 */
export async function readPdf(userId: string, bytes: Uint8Array, signal?: AbortSignal): Promise<PdfRead> {
  if (!isPdf(bytes)) throw new AreaFailure("unsupported", "not_a_pdf", "This file is not a PDF.");
  const result = await readers.run(userId, () => readInChildProcesses(bytes, signal), signal);
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
  return { texts, runs: result.runs.map(runsOf) };
}
