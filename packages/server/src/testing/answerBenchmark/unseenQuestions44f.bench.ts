// The offline assistant on issue 44's eighth set, unseen: 60 questions written from the sample
// data without reading the answering code, to measure it once at first sight. Measures and never
// fails on a miss. Run with
// `pnpm vitest bench --run packages/server/src/testing/answerBenchmark/unseenQuestions44f.bench.ts`;
// UNSEEN_44F_BENCH_ANSWERS=<file> writes every answer there too. First sight, on the code of
// b2b6b31 (run once, no question changed after): answered right 21 of 40 (52.5 %), honest 14 of 20
// (70.0 %), time to first piece p50 13.0 ms, p99 68.7 ms.
import { benchQuestions } from "./benchmarkRunner";
import { UNSEEN_QUESTIONS_44F } from "./unseenQuestions44f";

benchQuestions("eighth, unseen benchmark (issue 44)", UNSEEN_QUESTIONS_44F, process.env.UNSEEN_44F_BENCH_ANSWERS);
