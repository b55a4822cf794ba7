// PDF chat on real filings (issue 39): each of the 14 filings in ../shared/filings/ is read the way
// an upload is (pdfService.upload: the text of every page read in a child process, then stored),
// timed, beside the time of its text alone (pdf.js in the child process); then every question of
// filingQuestions.ts is asked through PDF chat's offline answer, and the same pages are ranked by
// plain BM25 (minisearch) as the baseline; "told missing" counts answerable questions whose answer
// says first that the filing lacks the answer (worse than a miss). Printed side by side and written to
// test-results/pdf-filing-benchmark.json. It measures and never fails on a miss; without the
// filings folder it says so and measures nothing. Run with `pnpm bench`.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FilingReading } from "@moatwise/core";
import MiniSearch from "minisearch";
import { afterAll, bench, describe } from "vitest";
import { pdfAnswer } from "../../../answers/filingAnswer";
import type { OpenPdf, PdfPage } from "../../../answers/pdfPages";
import { type OpenDatabase, openDatabase } from "../../../db/database";
import { users } from "../../../db/schema";
import type { AiProvider } from "../../../languageModel/aiProvider";
import { admitsGapFirst } from "../../../testing/answerBenchmark/answerGrading";
import { testConfig, uniqueEmail } from "../../../testing/testServer";
import { aiProviderFor } from "../../ai/providerFromConfig";
import { pdfService } from "../pdf.service";
import { readPdf } from "../pdfText";
import { hitsPage, holdsFigure } from "./filingGrading";
import { FILING_QUESTIONS, FILINGS, type FilingQuestion, QUESTION_KINDS } from "./filingQuestions";

const REPO_ROOT = join(import.meta.dirname, "..", "..", "..", "..", "..", "..");
const FILINGS_DIR = join(REPO_ROOT, "..", "shared", "filings");
const REPORT_FILE = join(REPO_ROOT, "test-results", "pdf-filing-benchmark.json");
/** Pages the baseline ranks, as many as PDF chat cites at most. */
const BASELINE_PAGES = 4;
/** Width of the report's first column: the longest filing name with its kind. */
const LABEL_CHARS = 48;

const offline: AiProvider = aiProviderFor({ aiProvider: "offline", aiOfflineDeltaMs: 0 } as Parameters<
  typeof aiProviderFor
>[0]);

interface Answered {
  readonly text: string;
  readonly citedPages: ReadonlyArray<number>;
}

/** The one call into PDF chat's answering: point it at the filing answerer when that lands. */
async function askPdfChat(pdf: OpenPdf, reading: FilingReading, question: string): Promise<Answered> {
  const answer = await pdfAnswer(pdf, { message: question }, offline, new AbortController().signal, reading);
  return { text: answer.text, citedPages: answer.sources.map((source) => source.pageNumber) };
}

/** Plain BM25 over the filing's stored page texts: the page numbers, best first. */
function bm25Ranking(pages: ReadonlyArray<PdfPage>): (question: string) => number[] {
  const index = new MiniSearch<{ id: number; text: string }>({ fields: ["text"] });
  index.addAll(pages.map((page) => ({ id: page.pageNumber, text: page.text })));
  return (question) => index.search(question).map((result) => result.id as number);
}

interface QuestionResult {
  readonly file: string;
  readonly kind: FilingQuestion["kind"];
  readonly question: string;
  readonly pages: ReadonlyArray<number>;
  readonly cited: ReadonlyArray<number>;
  readonly bm25Top4: ReadonlyArray<number>;
  readonly pageHit: boolean | null;
  readonly bm25Top4Hit: boolean | null;
  readonly bm25Top1Hit: boolean | null;
  readonly figureRight: boolean | null;
  readonly honest: boolean | null;
  /** An answerable question whose answer says first that the filing lacks it: worse than a miss. */
  readonly toldMissing: boolean | null;
  readonly answer: string;
}

interface FilingResult {
  readonly file: string;
  readonly kind: string;
  readonly pages: number;
  /** The whole upload: the text read in its child process, then the pages stored and indexed. */
  readonly readMs: number;
  /** The text read alone (readPdf), measured on its own before the upload. */
  readonly textMs: number;
  readonly error?: string;
}

function grade(item: FilingQuestion, answered: Answered, ranking: ReadonlyArray<number>): QuestionResult {
  const answerable = item.kind !== "unanswerable";
  const top4 = ranking.slice(0, BASELINE_PAGES);
  return {
    file: item.file,
    kind: item.kind,
    question: item.question,
    pages: item.pages,
    cited: answered.citedPages,
    bm25Top4: top4,
    pageHit: answerable ? hitsPage(answered.citedPages, item.pages) : null,
    bm25Top4Hit: answerable ? hitsPage(top4, item.pages) : null,
    bm25Top1Hit: answerable ? hitsPage(top4.slice(0, 1), item.pages) : null,
    figureRight: "figure" in item && item.figure ? holdsFigure(answered.text, item.figure) : null,
    honest: answerable ? null : admitsGapFirst(answered.text),
    toldMissing: answerable ? admitsGapFirst(answered.text) : null,
    answer: answered.text,
  };
}

const share = (results: ReadonlyArray<QuestionResult>, mark: (result: QuestionResult) => boolean | null) => {
  const marked = results.map(mark).filter((value): value is boolean => value !== null);
  const yes = marked.filter(Boolean).length;
  return { yes, of: marked.length, percent: marked.length ? Math.round((yes / marked.length) * 1000) / 10 : null };
};
const cell = ({ yes, of }: { yes: number; of: number }) =>
  of === 0 ? "—" : `${yes}/${of} ${((yes / of) * 100).toFixed(0)}%`.padEnd(12);

function summary(results: ReadonlyArray<QuestionResult>) {
  return {
    questions: results.length,
    pageHit: share(results, (r) => r.pageHit),
    bm25Top4Hit: share(results, (r) => r.bm25Top4Hit),
    bm25Top1Hit: share(results, (r) => r.bm25Top1Hit),
    figureRight: share(results, (r) => r.figureRight),
    honest: share(results, (r) => r.honest),
    toldMissing: share(results, (r) => r.toldMissing),
  };
}

function report(filings: ReadonlyArray<FilingResult>, results: ReadonlyArray<QuestionResult>): string {
  const header = `${"".padEnd(LABEL_CHARS)}${["page hit", "BM25 top-4", "BM25 top-1", "figure right", "honest", "told missing"].map((h) => h.padEnd(13)).join("")}upload (text alone)`;
  const row = (label: string, of: ReadonlyArray<QuestionResult>, read = "") => {
    const s = summary(of);
    return `${label.padEnd(LABEL_CHARS)}${[s.pageHit, s.bm25Top4Hit, s.bm25Top1Hit, s.figureRight, s.honest, s.toldMissing].map((m) => `${cell(m)} `).join("")}${read}`;
  };
  const lines = ["", `PDF chat on ${filings.length} real filings (${results.length} questions)`, header];
  for (const filing of filings) {
    const read = filing.error
      ? `failed: ${filing.error}`
      : `${filing.pages} pages: upload ${(filing.readMs / 1000).toFixed(2)} s (text ${(filing.textMs / 1000).toFixed(2)} s)`;
    lines.push(
      row(
        `${filing.file.replace(".pdf", "")} (${filing.kind})`,
        results.filter((r) => r.file === filing.file),
        read,
      ),
    );
  }
  lines.push(row("all", results));
  lines.push("", "by kind:");
  for (const kind of QUESTION_KINDS)
    lines.push(
      row(
        `  ${kind}`,
        results.filter((r) => r.kind === kind),
      ),
    );
  lines.push("", "misses (page missed, figure missed, not honest, or an answerable one told missing), by kind:");
  for (const kind of QUESTION_KINDS) {
    const misses = results.filter(
      (r) =>
        r.kind === kind &&
        (r.pageHit === false || r.figureRight === false || r.honest === false || r.toldMissing === true),
    );
    lines.push(`  ${kind}: ${misses.length}`);
    for (const miss of misses) {
      const why = [
        miss.pageHit === false ? `cited ${miss.cited.join(", ") || "nothing"}, answer on ${miss.pages.join(", ")}` : "",
        miss.figureRight === false ? "figure not in the answer" : "",
        miss.honest === false ? `did not say the filing lacks it: "${miss.answer.split("\n")[0]?.slice(0, 80)}"` : "",
        miss.toldMissing === true ? `told the filing lacks it: "${miss.answer.split("\n")[0]?.slice(0, 80)}"` : "",
      ].filter(Boolean);
      lines.push(`    [${miss.file}] ${miss.question}\n      → ${why.join("; ")}`);
    }
  }
  return lines.join("\n");
}

const filingsPresent = existsSync(FILINGS_DIR);
const filingResults: FilingResult[] = [];
const questionResults: QuestionResult[] = [];
let database: OpenDatabase | undefined;

afterAll(async () => {
  await database?.close();
  if (!filingsPresent) {
    console.log(
      `\nPDF filing benchmark skipped: no filings at ${FILINGS_DIR} (../shared/filings/ beside the repository).`,
    );
    return;
  }
  console.log(report(filingResults, questionResults));
  mkdirSync(join(REPO_ROOT, "test-results"), { recursive: true });
  const byKind = Object.fromEntries(
    QUESTION_KINDS.map((kind) => [kind, summary(questionResults.filter((r) => r.kind === kind))]),
  );
  writeFileSync(
    REPORT_FILE,
    `${JSON.stringify({ summary: summary(questionResults), byKind, filings: filingResults, questions: questionResults }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${REPORT_FILE}`);
});

describe("PDF chat on real filings", () => {
  bench(
    filingsPresent
      ? `read ${FILINGS.length} filings and answer ${FILING_QUESTIONS.length} questions`
      : "skipped: ../shared/filings/ is missing",
    async () => {
      if (!filingsPresent || filingResults.length > 0) return;
      database = await openDatabase(testConfig());
      const [user] = await database.db
        .insert(users)
        .values({ email: uniqueEmail("filing-bench"), username: "filing-bench" })
        .returning({ id: users.id });
      if (!user) throw new Error("The benchmark's user was not stored.");
      const pdf = pdfService(database.db);
      for (const filing of FILINGS) {
        const bytes = new Uint8Array(readFileSync(join(FILINGS_DIR, filing.file)));
        const textStarted = performance.now();
        await readPdf(user.id, bytes).catch(() => null);
        const textMs = performance.now() - textStarted;
        const started = performance.now();
        let opened: OpenPdf;
        let reading: FilingReading;
        try {
          const session = await pdf.upload(user.id, { name: filing.file, bytes });
          filingResults.push({
            file: filing.file,
            kind: filing.kind,
            pages: session.pageCount,
            readMs: performance.now() - started,
            textMs,
          });
          opened = await pdf.open(user.id, session.sessionId);
          reading = await pdf.filingReadingOf(session.sessionId, user.id);
        } catch (error) {
          const reason = (error as Error).message;
          filingResults.push({
            file: filing.file,
            kind: filing.kind,
            pages: 0,
            readMs: performance.now() - started,
            textMs,
            error: reason,
          });
          // Its questions count as missed: an upload that fails answers nothing.
          for (const item of FILING_QUESTIONS.filter((question) => question.file === filing.file)) {
            questionResults.push(grade(item, { text: "", citedPages: [] }, []));
          }
          continue;
        }
        const rank = bm25Ranking(await opened.firstPages(filing.pageCount));
        for (const item of FILING_QUESTIONS.filter((question) => question.file === filing.file)) {
          questionResults.push(grade(item, await askPdfChat(opened, reading, item.question), rank(item.question)));
        }
      }
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
