// The offline assistant on issue 44's eleventh set, unseen: 60 questions written from the sample
// data without reading the answering code, to measure it once at first sight. Measures and never
// fails on a miss. Run with
// `pnpm vitest bench --run packages/server/src/testing/answerBenchmark/unseenQuestions44i.bench.ts`;
// UNSEEN_44I_BENCH_ANSWERS=<file> writes every answer there too.
import { benchQuestions } from "./benchmarkRunner";
import { UNSEEN_QUESTIONS_44I } from "./unseenQuestions44i";

benchQuestions("eleventh, unseen benchmark (issue 44)", UNSEEN_QUESTIONS_44I, process.env.UNSEEN_44I_BENCH_ANSWERS);
