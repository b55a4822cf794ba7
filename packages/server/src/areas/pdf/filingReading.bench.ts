// A real filing read as an upload reads it (issue 39): the reading process (text and positions),
// then the pages classified and the statement tables read into facts. Reads the filings in
// ../shared/filings (or FILINGS_DIR) when they are there; they are never copied into the repository.
// Prints, per filing, its pages, the time of each step, the pages of each class and the facts.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { readFiling } from "@moatwise/core";
import { afterAll, bench, describe } from "vitest";
import { readPdf } from "./pdfText";

const FILINGS_DIR = process.env.FILINGS_DIR ?? resolve(import.meta.dirname, "../../../../../../shared/filings");
const files = existsSync(FILINGS_DIR) ? readdirSync(FILINGS_DIR).filter((name) => name.endsWith(".pdf")) : [];

interface Measured {
  readonly file: string;
  readonly pages: number;
  readonly readMs: number;
  readonly structureMs: number;
  readonly facts: number;
  readonly classes: string;
}
const measured = new Map<string, Measured>();

async function readOne(file: string): Promise<void> {
  const bytes = new Uint8Array(readFileSync(join(FILINGS_DIR, file)));
  const started = performance.now();
  const { runs } = await readPdf("bench", bytes);
  const read = performance.now();
  const reading = readFiling(runs);
  const done = performance.now();
  const counts = new Map<string, number>();
  for (const page of reading.pages) counts.set(page.pageClass, (counts.get(page.pageClass) ?? 0) + 1);
  measured.set(file, {
    file,
    pages: runs.length,
    readMs: Math.round(read - started),
    structureMs: Math.round(done - read),
    facts: reading.facts.length,
    classes: [...counts].map(([name, count]) => `${name} ${count}`).join(", "),
  });
}

describe("reading a filing at upload", () => {
  if (files.length === 0) {
    bench("no filings (../shared/filings is not here)", () => {});
    return;
  }
  for (const file of files) {
    bench(`${file}: read, classify and tabulate`, () => readOne(file), { iterations: 1, warmupIterations: 0, time: 0 });
  }
});

afterAll(() => {
  if (measured.size === 0) return;
  const rows = [...measured.values()].sort((a, b) => b.pages - a.pages);
  console.log("\nFilings read at upload: pages, reading (child process) ms, classify+tabulate ms, facts, classes");
  for (const row of rows) {
    console.log(
      `${row.file}\t${row.pages}\t${row.readMs}\t${row.structureMs}\t${row.facts}\t${row.classes} (${Math.round(((row.readMs + row.structureMs) / row.pages) * 10) / 10} ms/page)`,
    );
  }
});
