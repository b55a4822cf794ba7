// A real filing read as an upload reads it (issue 39): the reading processes (text and positions),
// then the pages classified and the statement tables read into facts, in the first of them (issue
// 45), while the server's main thread only passes runs on and is free otherwise. Reads the filings in
// ../shared/filings (or FILINGS_DIR) when they are there; they are never copied into the repository.
// Prints, per filing, its pages, the reading's time, the main thread's busy time during it, the pages
// of each class and the facts.
// The issue's goal is a 550-page filing: one is made by joining Boston Properties' 10-K (215 pages),
// Intel's (122) and Boston Properties' again with poppler's pdfunite when it is installed (the other
// filings forbid changes, and pdfunite refuses to join them), 552 pages.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, bench, describe } from "vitest";
import { readPdf } from "./pdfText";

const FILINGS_DIR = process.env.FILINGS_DIR ?? resolve(import.meta.dirname, "../../../../../../shared/filings");
const files = existsSync(FILINGS_DIR) ? readdirSync(FILINGS_DIR).filter((name) => name.endsWith(".pdf")) : [];

interface Measured {
  readonly file: string;
  readonly pages: number;
  readonly readMs: number;
  /** The server's main thread busy (its event loop not idle) from the upload's start to its reading. */
  readonly mainThreadMs: number;
  /** The CPU time of the server's process over the same span (its main thread and V8's helpers), not of its reading processes. */
  readonly processCpuMs: number;
  readonly facts: number;
  readonly classes: string;
}
const measured = new Map<string, Measured>();

/** The joined filing's parts, in order. */
const JOINED_PARTS = ["bostonproperties-2015-10k.pdf", "intel-2020-10k.pdf", "bostonproperties-2015-10k.pdf"];
const JOINED_NAME = "552 pages (Boston Properties + Intel + Boston Properties 10-Ks)";

/** The joined filing's bytes, or null when its parts or poppler's pdfunite are missing. */
function joinedFiling(): Uint8Array | null {
  if (!JOINED_PARTS.every((file) => files.includes(file))) return null;
  const folder = mkdtempSync(join(tmpdir(), "joined-filing-"));
  try {
    const joined = join(folder, "joined.pdf");
    execFileSync("pdfunite", [...JOINED_PARTS.map((file) => join(FILINGS_DIR, file)), joined], { stdio: "ignore" });
    return new Uint8Array(readFileSync(joined));
  } catch {
    return null;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function readOne(file: string, given?: Uint8Array): Promise<void> {
  const bytes = given ?? new Uint8Array(readFileSync(join(FILINGS_DIR, file)));
  const loopBefore = performance.eventLoopUtilization();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const { texts, reading } = await readPdf("bench", bytes);
  const read = performance.now();
  const loop = performance.eventLoopUtilization(loopBefore);
  const cpu = process.cpuUsage(cpuBefore);
  const counts = new Map<string, number>();
  for (const page of reading.pages) counts.set(page.pageClass, (counts.get(page.pageClass) ?? 0) + 1);
  measured.set(file, {
    file,
    pages: texts.length,
    readMs: Math.round(read - started),
    mainThreadMs: Math.round(loop.active),
    processCpuMs: Math.round((cpu.user + cpu.system) / 1000),
    facts: reading.facts.length,
    classes: [...counts].map(([name, count]) => `${name} ${count}`).join(", "),
  });
}

describe("reading a filing at upload", () => {
  if (files.length === 0) {
    bench("no filings (../shared/filings is not here)", () => {});
    return;
  }
  const joined = joinedFiling();
  if (joined) {
    bench(`${JOINED_NAME}: read, classify and tabulate`, () => readOne(JOINED_NAME, joined), {
      iterations: 1,
      warmupIterations: 0,
      time: 0,
    });
  } else bench("no 552-page filing (poppler's pdfunite is not installed)", () => {});
  for (const file of files) {
    bench(`${file}: read, classify and tabulate`, () => readOne(file), { iterations: 1, warmupIterations: 0, time: 0 });
  }
});

afterAll(() => {
  if (measured.size === 0) return;
  const rows = [...measured.values()].sort((a, b) => b.pages - a.pages);
  console.log(
    "\nFilings read at upload: pages, read, classified and tabulated (child processes) ms, main thread busy ms, server process CPU ms, facts, classes",
  );
  for (const row of rows) {
    console.log(
      `${row.file}\t${row.pages}\t${row.readMs}\t${row.mainThreadMs}\t${row.processCpuMs}\t${row.facts}\t${row.classes} (${Math.round((row.readMs / row.pages) * 10) / 10} ms/page)`,
    );
  }
});
