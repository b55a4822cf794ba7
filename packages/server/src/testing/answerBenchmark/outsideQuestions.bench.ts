// The offline assistant on the outside benchmark: questions written from the sample data the way
// analysts ask, without reading the answering code. Measures and never fails on a miss. Run with
// `pnpm bench`; OUTSIDE_BENCH_ANSWERS=<file> writes every answer there too.
import { benchQuestions } from "./benchmarkRunner";
import { OUTSIDE_QUESTIONS } from "./outsideQuestions";

benchQuestions("outside benchmark", OUTSIDE_QUESTIONS, process.env.OUTSIDE_BENCH_ANSWERS);
