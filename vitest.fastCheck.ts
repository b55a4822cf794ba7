// How many runs each fast-check property gets, set once for every test file of the projects that
// use fast-check (their vitest.config.ts lists this file in setupFiles): fast-check's own 100 in
// an ordinary run, CI's included, and FC_NUM_RUNS when it is set (`pnpm test:deep` sets 1,000).
// A property whose every run is costly asks for fewer, scaled from this number (the server's
// testing/propertyRuns.ts), so a deeper run deepens it too.
import fc from "fast-check";

const asked = Number(process.env.FC_NUM_RUNS);
if (Number.isInteger(asked) && asked > 0) fc.configureGlobal({ numRuns: asked });
