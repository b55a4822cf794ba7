// The offline assistant on issue 44's fourth set, unseen: 60 questions written from the sample data
// without reading the answering code, to measure it once at first sight. Measures and never fails
// on a miss. Run with
// `pnpm vitest bench --run packages/server/src/testing/answerBenchmark/unseenQuestions44b.bench.ts`;
// UNSEEN_44B_BENCH_ANSWERS=<file> writes every answer there too.
import { benchQuestions } from "./benchmarkRunner";
import { UNSEEN_QUESTIONS_44B } from "./unseenQuestions44b";

benchQuestions("fourth, unseen benchmark (issue 44)", UNSEEN_QUESTIONS_44B, process.env.UNSEEN_44B_BENCH_ANSWERS);
