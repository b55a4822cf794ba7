// Runs a set of benchmark questions through the offline assistant, one conversation at a time, and
// prints the share answered right, the share of unanswerable ones answered honestly, the time to
// the first piece of an answer, and the misses by kind. Shared by the investor and held-out benches.
import { writeFileSync } from "node:fs";
import {
  type AiRequest,
  CHAT_HISTORY_ITEM_MAX_CHARS,
  CHAT_HISTORY_MAX_ITEMS,
  type ChatHistoryItem,
} from "@moatwise/core";
import { afterAll, bench, describe } from "vitest";
import { aiProviderFor } from "../../areas/ai/providerFromConfig";
import type { AiProvider } from "../../languageModel/aiProvider";
import { type Expectation, type Grade, gradeAnswer, gradeGap } from "./answerGrading";

/** What the runner needs of a question: both benchmarks' questions have this shape. */
export type BenchQuestion = {
  readonly question: string;
  /** Earlier user turns of the conversation, oldest first. */
  readonly earlier?: ReadonlyArray<string>;
  /** The sample companies the conversation is about. */
  readonly about: ReadonlyArray<string>;
  /** A style tag, when the set has them: the report counts misses by it as well as by kind. */
  readonly style?: string;
} & (
  | {
      readonly kind: "unanswerable";
      /** What the data lacks, in words an honest first line uses; when given, the grade checks it. */
      readonly lacking?: RegExp;
    }
  | { readonly kind: string; readonly expect: () => Expectation }
);

const provider: AiProvider = aiProviderFor({ aiProvider: "offline", aiOfflineDeltaMs: 0 } as Parameters<
  typeof aiProviderFor
>[0]);

interface Answered {
  readonly text: string;
  /** Milliseconds from asking to the first piece of the answer's text. */
  readonly firstPieceMs: number;
  /** The addresses the answer's stream gave as its sources (citations and search results). */
  readonly sources: ReadonlyArray<string>;
}

/** The last turns, each cut, as the chat sends them. */
const recentHistory = (history: ReadonlyArray<ChatHistoryItem>) =>
  history
    .slice(-CHAT_HISTORY_MAX_ITEMS)
    .map((item) => ({ role: item.role, content: item.content.slice(0, CHAT_HISTORY_ITEM_MAX_CHARS) }));

async function answerOf(message: string, history: ReadonlyArray<ChatHistoryItem>): Promise<Answered> {
  const request: AiRequest = { message, mode: "chat", options: {}, chat_history: recentHistory(history) };
  const started = performance.now();
  let firstPieceMs = Number.NaN;
  let text = "";
  const sources = new Set<string>();
  for await (const event of provider.answer(request, { userId: "bench", signal: new AbortController().signal })) {
    if (event._tag === "citations" || event._tag === "done") {
      for (const address of [...event.citations, ...event.search_results.map((result) => result.url)])
        sources.add(address);
    }
    if (event._tag !== "delta") continue;
    if (Number.isNaN(firstPieceMs)) firstPieceMs = performance.now() - started;
    text += event.content;
  }
  return { text, firstPieceMs, sources: [...sources] };
}

/** Asks the earlier turns first, so a follow-up comes with the answers the assistant gave. */
export async function converse(item: BenchQuestion): Promise<Answered> {
  const history: ChatHistoryItem[] = [];
  for (const turn of item.earlier ?? []) {
    const { text } = await answerOf(turn, history);
    history.push({ role: "user", content: turn }, { role: "assistant", content: text });
  }
  return answerOf(item.question, history);
}

export function gradeQuestion(item: BenchQuestion, text: string, sources: ReadonlyArray<string> = []): Grade {
  if (!("expect" in item)) return gradeGap(text, item.about, "lacking" in item ? item.lacking : undefined);
  try {
    return gradeAnswer(text, item.expect(), item.about, sources);
  } catch (error) {
    return { ok: false, missing: [`the benchmark could not compute its expectation: ${(error as Error).message}`] };
  }
}

const percentile = (sorted: ReadonlyArray<number>, share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
const percent = (part: number, whole: number) => ((part / Math.max(whole, 1)) * 100).toFixed(1);

interface Result {
  readonly item: BenchQuestion;
  readonly grade: Grade;
  readonly firstPieceMs: number;
  readonly text: string;
  readonly sources?: ReadonlyArray<string>;
}

/** The report: right and honest shares, time to first piece, misses listed by kind, counts by style. */
export function benchmarkReport(title: string, results: ReadonlyArray<Result>): string {
  const answerable = results.filter(({ item }) => item.kind !== "unanswerable");
  const gaps = results.filter(({ item }) => item.kind === "unanswerable");
  const right = answerable.filter(({ grade }) => grade.ok).length;
  const honest = gaps.filter(({ grade }) => grade.ok).length;
  const times = results
    .map(({ firstPieceMs }) => firstPieceMs)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const lines = [
    "",
    `${title} (${results.length} questions)`,
    `answered right ${right} of ${answerable.length} (${percent(right, answerable.length)} %)`,
    `honest ${honest} of ${gaps.length} (${percent(honest, gaps.length)} %)`,
    `time to first piece p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`,
  ];
  const styles = [...new Set(results.flatMap(({ item }) => (item.style ? [item.style] : [])))];
  if (styles.length > 0) {
    lines.push("\nby style:");
    for (const style of styles) {
      const ofStyle = results.filter(({ item }) => item.style === style);
      lines.push(`  ${style}: ${ofStyle.filter(({ grade }) => grade.ok).length} of ${ofStyle.length}`);
    }
  }
  const kinds = [...new Set(results.map(({ item }) => item.kind))];
  for (const kind of kinds) {
    const ofKind = results.filter(({ item }) => item.kind === kind);
    const misses = ofKind.filter(({ grade }) => !grade.ok);
    lines.push(`\n${kind}: ${ofKind.length - misses.length} of ${ofKind.length}`);
    for (const { item, grade } of misses) {
      const context = item.earlier?.length ? ` (after "${item.earlier.join('" / "')}")` : "";
      const style = item.style ? ` [${item.style}]` : "";
      lines.push(`  ${item.question}${context}${style}\n    → ${grade.missing.join("; ")}`);
    }
  }
  return lines.join("\n");
}

/** Every question with its answer, to read the misses in full. */
const transcriptOf = (results: ReadonlyArray<Result>) =>
  results
    .map(
      ({ item, grade, text, sources = [] }) =>
        `## ${grade.ok ? "right" : "MISSED"} [${item.kind}${item.style ? `, ${item.style}` : ""}] ${item.question}\n${item.earlier?.map((turn) => `(earlier: ${turn})\n`).join("") ?? ""}${text}\n${sources.length > 0 ? `(sources: ${sources.join(" ")})\n` : ""}${grade.ok ? "" : `→ ${grade.missing.join("; ")}\n`}`,
    )
    .join("\n");

const WARM_UP_QUESTION = "What does the local material say about membership renewal?";

/**
 * Registers a bench that answers every question once, one after another (so the time to a first
 * piece is the assistant's and not a queue's), and prints the report after it; with `answersFile`,
 * writes the transcript there too.
 */
export function benchQuestions(title: string, questions: ReadonlyArray<BenchQuestion>, answersFile?: string): void {
  const results: Result[] = [];
  afterAll(() => {
    console.log(benchmarkReport(title, results));
    if (answersFile) writeFileSync(answersFile, transcriptOf(results));
  });
  describe(`offline assistant, ${title}`, () => {
    bench(
      `answer all ${questions.length} questions one after another`,
      async () => {
        const record = results.length === 0;
        // A server answers once it has started: one question first, untimed and ungraded, so the
        // times are a running server's (its material read and indexed), not its start-up's.
        if (record) await answerOf(WARM_UP_QUESTION, []);
        for (const item of questions) {
          const { text, firstPieceMs, sources } = await converse(item);
          if (record) results.push({ item, grade: gradeQuestion(item, text, sources), firstPieceMs, text, sources });
        }
      },
      { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
    );
  });
}
