// The offline assistant on issue 44's second held-out set: 60 questions written from the sample
// data without reading the reader, to measure it at the end of the session. Measures and never
// fails on a miss. Run with
// `pnpm vitest bench --run packages/server/src/testing/answerBenchmark/heldOutQuestions44.bench.ts`;
// HELD_OUT_44_BENCH_ANSWERS=<file> writes every answer there too.
import { benchQuestions } from "./benchmarkRunner";
import { HELD_OUT_QUESTIONS_44 } from "./heldOutQuestions44";

benchQuestions("second held-out benchmark (issue 44)", HELD_OUT_QUESTIONS_44, process.env.HELD_OUT_44_BENCH_ANSWERS);
