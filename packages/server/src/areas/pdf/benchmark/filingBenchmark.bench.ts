// PDF chat on real filings (issue 39): each of the 14 filings in ../shared/filings/ is read the way
// an upload is (pdfService.upload: the text of every page read in a child process, then stored),
// timed, beside the time of its text alone (pdf.js in the child process); then every question of
// filingQuestions.ts is asked through PDF chat's offline answer, and the same pages are ranked by
// plain BM25 (minisearch) as the baseline; "told missing" counts answerable questions whose answer
// says first that the filing lacks the answer (worse than a miss). Printed side by side and written to
// test-results/pdf-filing-benchmark.json. It measures and never fails on a miss; without the
// filings folder it says so and measures nothing. Run with `pnpm bench`.
//
// The held-out filings (heldOutFilingQuestions.ts, issue 45) are scored apart from the tuning set:
// for each set, by the issue's kind of question and by kind of filing, the share of questions whose
// cited pages (at most 4) hold the evidence, BM25's top 4 beside it, the figure in the answer for
// one-figure questions, and the upload time of the set's largest filing. FILING_BENCH_SET=tuning
// (or held-out) runs one set alone; FILING_BENCH_KIND=judgement (an issue kind) one kind of question.

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
import {
  FILING_QUESTIONS,
  FILINGS,
  type Figure,
  type FilingKind,
  ISSUE_KINDS,
  type IssueKind,
  issueKindOf,
  QUESTION_KINDS,
} from "./filingQuestions";
import { HELD_OUT_FILINGS, HELD_OUT_QUESTIONS } from "./heldOutFilingQuestions";

const REPO_ROOT = join(import.meta.dirname, "..", "..", "..", "..", "..", "..");
const FILINGS_DIR = join(REPO_ROOT, "..", "shared", "filings");
const REPORT_FILE = join(REPO_ROOT, "test-results", "pdf-filing-benchmark.json");
/** Pages the baseline ranks, as many as PDF chat cites at most. */
const BASELINE_PAGES = 4;
/** Width of the report's first column: the longest filing name with its kind. */
const LABEL_CHARS = 48;

/** Pages PDF chat may cite for a question to count as found (issue 45's "citing at most 4 pages"). */
const FOUND_MAX_CITED = 4;
const FILING_KINDS: ReadonlyArray<FilingKind> = ["10-K", "10-Q", "8-K", "earnings release"];

type BenchSet = "tuning" | "held-out";
const SETS: ReadonlyArray<BenchSet> = ["held-out", "tuning"];

/** One filing the bench reads, from either set. */
interface BenchFiling {
  readonly file: string;
  readonly kind: FilingKind;
  readonly pageCount: number;
  readonly set: BenchSet;
}

/** One question of either set: its own kind (the tuning set's finer kinds) and the issue's. */
interface BenchQuestion {
  readonly file: string;
  readonly set: BenchSet;
  readonly kind: string;
  readonly issueKind: IssueKind;
  readonly question: string;
  readonly pages: ReadonlyArray<number>;
  readonly figure?: Figure;
}

const chosenSets = SETS.filter((set) => !process.env.FILING_BENCH_SET || process.env.FILING_BENCH_SET === set);
// FILING_BENCH_KIND=judgement (an issue kind) asks only that kind's questions, and reads only the
// filings they ask about: a quick run while working on one kind of question.
const chosenKind = process.env.FILING_BENCH_KIND;
const BENCH_QUESTIONS: ReadonlyArray<BenchQuestion> = [
  ...HELD_OUT_QUESTIONS.map((item) => ({ ...item, set: "held-out" as const, issueKind: item.kind })),
  ...FILING_QUESTIONS.map((item) => ({ ...item, set: "tuning" as const, issueKind: issueKindOf(item.kind) })),
].filter((item) => chosenSets.includes(item.set) && (!chosenKind || item.issueKind === chosenKind));
const BENCH_FILINGS: ReadonlyArray<BenchFiling> = [
  ...HELD_OUT_FILINGS.map((filing) => ({ ...filing, set: "held-out" as const })),
  ...FILINGS.map((filing) => ({ ...filing, set: "tuning" as const })),
].filter(
  (filing) =>
    chosenSets.includes(filing.set) && (!chosenKind || BENCH_QUESTIONS.some((item) => item.file === filing.file)),
);

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
  readonly set: BenchSet;
  readonly filingKind: FilingKind;
  readonly kind: string;
  readonly issueKind: IssueKind;
  readonly question: string;
  readonly pages: ReadonlyArray<number>;
  readonly cited: ReadonlyArray<number>;
  readonly bm25Top4: ReadonlyArray<number>;
  readonly pageHit: boolean | null;
  /** A page hit citing at most FOUND_MAX_CITED pages: the issue's "pages found". */
  readonly found: boolean | null;
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
  readonly set: BenchSet;
  readonly kind: string;
  readonly pages: number;
  /** The whole upload: the text read in its child process, then the pages stored and indexed. */
  readonly readMs: number;
  /** The text read and the filing classified (readPdf), measured on its own before the upload. */
  readonly textMs: number;
  readonly error?: string;
}

function grade(
  item: BenchQuestion,
  filingKind: FilingKind,
  answered: Answered,
  ranking: ReadonlyArray<number>,
): QuestionResult {
  const answerable = item.kind !== "unanswerable";
  const top4 = ranking.slice(0, BASELINE_PAGES);
  const pageHit = hitsPage(answered.citedPages, item.pages);
  return {
    file: item.file,
    set: item.set,
    filingKind,
    kind: item.kind,
    issueKind: item.issueKind,
    question: item.question,
    pages: item.pages,
    cited: answered.citedPages,
    bm25Top4: top4,
    pageHit: answerable ? pageHit : null,
    found: answerable ? pageHit && answered.citedPages.length <= FOUND_MAX_CITED : null,
    bm25Top4Hit: answerable ? hitsPage(top4, item.pages) : null,
    bm25Top1Hit: answerable ? hitsPage(top4.slice(0, 1), item.pages) : null,
    figureRight: item.figure ? holdsFigure(answered.text, item.figure) : null,
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
    found: share(results, (r) => r.found),
    bm25Top4Hit: share(results, (r) => r.bm25Top4Hit),
    bm25Top1Hit: share(results, (r) => r.bm25Top1Hit),
    figureRight: share(results, (r) => r.figureRight),
    honest: share(results, (r) => r.honest),
    toldMissing: share(results, (r) => r.toldMissing),
  };
}

/** One set's scores as issue 45 asks: by its kinds of question and of filing, against BM25's top 4. */
function setReport(set: BenchSet, filings: ReadonlyArray<FilingResult>, results: ReadonlyArray<QuestionResult>) {
  const ofSet = results.filter((r) => r.set === set);
  const setFilings = filings.filter((filing) => filing.set === set);
  if (setFilings.length === 0) return [];
  const header = `${"".padEnd(30)}${["questions", "found (≤4 cited)", "BM25 top-4", "figure in answer", "pages cited", "honest"].map((h) => h.padEnd(18)).join("")}`;
  const row = (label: string, of: ReadonlyArray<QuestionResult>) => {
    const s = summary(of);
    const answered = of.filter((r) => r.issueKind !== "unanswerable");
    const cited = answered.length
      ? (answered.reduce((sum, r) => sum + r.cited.length, 0) / answered.length).toFixed(1)
      : "—";
    return `${label.padEnd(30)}${[String(of.length), cell(s.found), cell(s.bm25Top4Hit), cell(s.figureRight), cited, cell(s.honest)].map((c) => c.trim().padEnd(18)).join("")}`;
  };
  const largest = [...setFilings].sort((a, b) => b.pages - a.pages)[0];
  const lines = [
    "",
    `${set === "held-out" ? "HELD-OUT" : "TUNING"} set: ${setFilings.length} filings, ${ofSet.length} questions`,
    header,
    row("all", ofSet),
    "by kind of question:",
  ];
  for (const kind of ISSUE_KINDS) {
    const of = ofSet.filter((r) => r.issueKind === kind);
    if (of.length) lines.push(row(`  ${kind}`, of));
  }
  lines.push("by kind of filing:");
  for (const kind of FILING_KINDS) {
    const of = ofSet.filter((r) => r.filingKind === kind);
    if (of.length) lines.push(row(`  ${kind}`, of));
  }
  const failed = setFilings.filter((filing) => filing.error);
  if (largest) {
    lines.push(
      `largest filing: ${largest.file} (${largest.pages} pages), upload ${(largest.readMs / 1000).toFixed(2)} s (text alone ${(largest.textMs / 1000).toFixed(2)} s)`,
    );
  }
  for (const filing of failed) lines.push(`upload failed: ${filing.file}: ${filing.error}`);
  return lines;
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
        `${filing.set === "held-out" ? "* " : ""}${filing.file.replace(".pdf", "")} (${filing.kind})`,
        results.filter((r) => r.file === filing.file),
        read,
      ),
    );
  }
  lines.push("(* held out of tuning)");
  const tuning = results.filter((r) => r.set === "tuning");
  if (tuning.length) {
    lines.push(row("all tuning", tuning));
    lines.push("", "tuning set by its kinds:");
    for (const kind of QUESTION_KINDS)
      lines.push(
        row(
          `  ${kind}`,
          tuning.filter((r) => r.kind === kind),
        ),
      );
  }
  for (const set of SETS) lines.push(...setReport(set, filings, results));
  lines.push("", "misses (page missed, figure missed, not honest, or an answerable one told missing), by kind:");
  for (const kind of [...new Set(results.map((r) => r.kind))]) {
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
      lines.push(
        `    ${miss.set === "held-out" ? "* " : ""}[${miss.file}] ${miss.question}\n      → ${why.join("; ")}`,
      );
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
  const bySet = Object.fromEntries(
    SETS.map((set) => {
      const ofSet = questionResults.filter((r) => r.set === set);
      return [
        set,
        {
          summary: summary(ofSet),
          byIssueKind: Object.fromEntries(
            ISSUE_KINDS.map((kind) => [kind, summary(ofSet.filter((r) => r.issueKind === kind))]),
          ),
          byFilingKind: Object.fromEntries(
            FILING_KINDS.map((kind) => [kind, summary(ofSet.filter((r) => r.filingKind === kind))]),
          ),
        },
      ];
    }),
  );
  writeFileSync(
    REPORT_FILE,
    `${JSON.stringify({ summary: summary(questionResults), byKind, bySet, filings: filingResults, questions: questionResults }, null, 2)}\n`,
  );
  console.log(`\nwritten to ${REPORT_FILE}`);
});

describe("PDF chat on real filings", () => {
  bench(
    filingsPresent
      ? `read ${BENCH_FILINGS.length} filings and answer ${BENCH_QUESTIONS.length} questions`
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
      for (const filing of BENCH_FILINGS) {
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
            set: filing.set,
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
            set: filing.set,
            kind: filing.kind,
            pages: 0,
            readMs: performance.now() - started,
            textMs,
            error: reason,
          });
          // Its questions count as missed: an upload that fails answers nothing.
          for (const item of BENCH_QUESTIONS.filter((question) => question.file === filing.file)) {
            questionResults.push(grade(item, filing.kind, { text: "", citedPages: [] }, []));
          }
          continue;
        }
        const rank = bm25Ranking(await opened.firstPages(filing.pageCount));
        for (const item of BENCH_QUESTIONS.filter((question) => question.file === filing.file)) {
          questionResults.push(
            grade(item, filing.kind, await askPdfChat(opened, reading, item.question), rank(item.question)),
          );
        }
      }
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
