// The offline assistant on the investor benchmark (issue 33): the share answered right, the share
// of questions the data cannot answer that it answers honestly, and how long the first piece of an
// answer takes. It measures and never fails on a miss. Run with `pnpm bench`.
import { benchQuestions } from "./benchmarkRunner";
import { INVESTOR_QUESTIONS } from "./investorQuestions";

benchQuestions("investor benchmark", INVESTOR_QUESTIONS, process.env.INVESTOR_BENCH_ANSWERS);
