// Generates a model's transition paths, runs each on the real machine, and reports coverage.
import { type CoverageReport, coverageReport } from "./coverage";
import type { MachineModel } from "./model";
import { runPath } from "./runPath";
import { transitionPaths } from "./transitionPaths";

export async function runModel(model: MachineModel): Promise<{ paths: number; report: CoverageReport }> {
  const taken = new Set<string>();
  const paths = transitionPaths(model);
  for (const path of paths) {
    const run = await runPath(model, path);
    for (const key of run.taken) taken.add(key);
  }
  return { paths: paths.length, report: coverageReport(model.name, model.machine, taken) };
}
