// Runs for a property whose every run is costly (a request to a real server, a PDF read): fewer
// than the 100 fast-check gives a property, and as many times more in a deeper run as FC_NUM_RUNS
// asks (vitest.fastCheck.ts sets it as fast-check's global run count).
import fc from "fast-check";

/** fast-check's runs per property when nothing asks for others. */
const ORDINARY_RUNS = 100;

/** `ordinary` runs in an ordinary run (CI's), scaled by the global run count in a deeper one. */
export function scaledRuns(ordinary: number): number {
  const runs = fc.readConfigureGlobal().numRuns ?? ORDINARY_RUNS;
  return Math.max(1, Math.round((ordinary * runs) / ORDINARY_RUNS));
}
