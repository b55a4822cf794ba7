// Registers a model's generated-path tests in the running test file: one test per path, run on
// the real machine, then one asserting that together they took every transition.
import { describe, expect, it } from "vitest";
import { coverageReport } from "./coverage";
import { describePath } from "./describePath";
import type { MachineModel } from "./model";
import { runPath } from "./runPath";
import { type ModelPath, transitionPaths } from "./transitionPaths";

export function describeModelPaths(model: MachineModel): ModelPath[] {
  const paths = transitionPaths(model);
  describe(`${model.name} machine, generated paths`, () => {
    const taken = new Set<string>();

    it.each(paths.map((path) => [describePath(model, path), path] as const))("%s", async (_words, path) => {
      const run = await runPath(model, path);
      for (const key of run.taken) taken.add(key);
    });

    it("takes every transition of the machine", () => {
      const report = coverageReport(model.name, model.machine, taken);
      expect(report.missing).toEqual([]);
      expect(report.covered).toBe(report.total);
    });
  });
  return paths;
}
