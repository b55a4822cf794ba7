// The offline assistant on issue 44's tenth set, unseen: 60 questions written from the sample
// data without reading the answering code, to measure it once at first sight. Measures and never
// fails on a miss. Run with
// `pnpm vitest bench --run packages/server/src/testing/answerBenchmark/unseenQuestions44h.bench.ts`;
// UNSEEN_44H_BENCH_ANSWERS=<file> writes every answer there too.
import { benchQuestions } from "./benchmarkRunner";
import { UNSEEN_QUESTIONS_44H } from "./unseenQuestions44h";

benchQuestions("tenth, unseen benchmark (issue 44)", UNSEEN_QUESTIONS_44H, process.env.UNSEEN_44H_BENCH_ANSWERS);
