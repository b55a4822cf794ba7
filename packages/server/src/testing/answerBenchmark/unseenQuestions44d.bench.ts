// The offline assistant on issue 44's sixth set, unseen: 60 questions written from the sample data
// without reading the answering code, to measure it once at first sight. Measures and never fails
// on a miss. Run with
// `pnpm vitest bench --run packages/server/src/testing/answerBenchmark/unseenQuestions44d.bench.ts`;
// UNSEEN_44D_BENCH_ANSWERS=<file> writes every answer there too.
import { benchQuestions } from "./benchmarkRunner";
import { UNSEEN_QUESTIONS_44D } from "./unseenQuestions44d";

benchQuestions("sixth, unseen benchmark (issue 44)", UNSEEN_QUESTIONS_44D, process.env.UNSEEN_44D_BENCH_ANSWERS);
