// The offline assistant on issue 44's fresh set: 60 questions written from the sample data without
// reading the answering code. Measures and never fails on a miss. Run with
// `pnpm vitest bench --run packages/server/src/testing/answerBenchmark/freshQuestions.bench.ts`;
// FRESH_BENCH_ANSWERS=<file> writes every answer there too.
import { benchQuestions } from "./benchmarkRunner";
import { FRESH_QUESTIONS } from "./freshQuestions";

benchQuestions("fresh benchmark (issue 44)", FRESH_QUESTIONS, process.env.FRESH_BENCH_ANSWERS);
