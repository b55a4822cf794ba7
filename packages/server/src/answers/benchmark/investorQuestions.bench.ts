// The offline assistant on the investor benchmark (issue 33): the share answered right, the share
// of questions the data cannot answer that it answers honestly, and how long the first piece of an
// answer takes. It measures and never fails on a miss. Run with `pnpm bench`.
import { writeFileSync } from "node:fs";
import {
  type AiRequest,
  CHAT_HISTORY_ITEM_MAX_CHARS,
  CHAT_HISTORY_MAX_ITEMS,
  type ChatHistoryItem,
} from "@moatwise/core";
import { afterAll, bench, describe } from "vitest";
import type { AiProvider } from "../../areas/ai/aiProvider";
import { aiProviderFor } from "../../areas/ai/providerFromConfig";
import { type Grade, gradeAnswer, gradeGap } from "./answerGrading";
import { INVESTOR_QUESTIONS, type InvestorQuestion } from "./investorQuestions";

const provider: AiProvider = aiProviderFor({ aiProvider: "offline", aiOfflineDeltaMs: 0 } as Parameters<
  typeof aiProviderFor
>[0]);

interface Answered {
  readonly text: string;
  /** Milliseconds from asking to the first piece of the answer's text. */
  readonly firstPieceMs: number;
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
  for await (const event of provider.answer(request, { userId: "bench", signal: new AbortController().signal })) {
    if (event._tag !== "delta") continue;
    if (Number.isNaN(firstPieceMs)) firstPieceMs = performance.now() - started;
    text += event.content;
  }
  return { text, firstPieceMs };
}

/** Asks the earlier turns first, so a follow-up comes with the answers the assistant gave. */
async function converse(item: InvestorQuestion): Promise<Answered> {
  const history: ChatHistoryItem[] = [];
  for (const turn of item.earlier ?? []) {
    const { text } = await answerOf(turn, history);
    history.push({ role: "user", content: turn }, { role: "assistant", content: text });
  }
  return answerOf(item.question, history);
}

function grade(item: InvestorQuestion, text: string): Grade {
  if (item.kind === "unanswerable") return gradeGap(text, item.about);
  try {
    return gradeAnswer(text, item.expect(), item.about);
  } catch (error) {
    return { ok: false, missing: [`the benchmark could not compute its expectation: ${(error as Error).message}`] };
  }
}

const percentile = (sorted: ReadonlyArray<number>, share: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
const percent = (part: number, whole: number) => ((part / Math.max(whole, 1)) * 100).toFixed(1);

const results: { item: InvestorQuestion; grade: Grade; firstPieceMs: number; text: string }[] = [];
/** Where to write every question with its answer, to read the misses in full. */
const ANSWERS_FILE = process.env.INVESTOR_BENCH_ANSWERS;

afterAll(() => {
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
    `investor benchmark (${results.length} questions)`,
    `answered right ${right} of ${answerable.length} (${percent(right, answerable.length)} %)`,
    `honest ${honest} of ${gaps.length} (${percent(honest, gaps.length)} %)`,
    `time to first piece p50 ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`,
  ];
  const kinds = [...new Set(results.map(({ item }) => item.kind))];
  for (const kind of kinds) {
    const ofKind = results.filter(({ item }) => item.kind === kind);
    const misses = ofKind.filter(({ grade }) => !grade.ok);
    lines.push(`\n${kind}: ${ofKind.length - misses.length} of ${ofKind.length}`);
    for (const { item, grade } of misses) {
      const context = item.earlier?.length ? ` (after "${item.earlier.join('" / "')}")` : "";
      lines.push(`  ${item.question}${context}\n    → ${grade.missing.join("; ")}`);
    }
  }
  console.log(lines.join("\n"));
  if (ANSWERS_FILE) {
    const transcript = results.map(
      ({ item, grade, text }) =>
        `## ${grade.ok ? "right" : "MISSED"} [${item.kind}] ${item.question}\n${item.earlier?.map((turn) => `(earlier: ${turn})\n`).join("") ?? ""}${text}\n${grade.ok ? "" : `→ ${grade.missing.join("; ")}\n`}`,
    );
    writeFileSync(ANSWERS_FILE, transcript.join("\n"));
  }
});

describe("offline assistant, investor benchmark", () => {
  bench(
    `answer all ${INVESTOR_QUESTIONS.length} questions one after another`,
    async () => {
      const record = results.length === 0;
      // One at a time, so the time to a first piece is the assistant's and not a queue's.
      for (const item of INVESTOR_QUESTIONS) {
        const { text, firstPieceMs } = await converse(item);
        if (record) results.push({ item, grade: grade(item, text), firstPieceMs, text });
      }
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});
