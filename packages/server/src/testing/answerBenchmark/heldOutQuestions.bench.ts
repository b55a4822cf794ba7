// The offline assistant on the held-out benchmark: questions in styles the investor benchmark
// lacks, written without reading the answering code, to see whether its figures generalise.
// Measures and never fails on a miss. Run with `pnpm bench`.
import { benchQuestions } from "./benchmarkRunner";
import { HELD_OUT_QUESTIONS } from "./heldOutQuestions";

benchQuestions("held-out benchmark", HELD_OUT_QUESTIONS, process.env.HELD_OUT_BENCH_ANSWERS);
