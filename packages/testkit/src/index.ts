// @moatwise/testkit: model-based testing of the core machines.
export { allTransitionKeys, type CoverageReport, coverageReport, formatCoverage, transitionKey } from "./coverage";
export { describePath, stateName } from "./describePath";
export { defineModel, type MachineModel } from "./model";
export { describeModelPaths } from "./modelSuite";
export { models } from "./models";
export { runModel } from "./runModel";
export { type PathRun, runPath } from "./runPath";
export { type ModelPath, type PathStep, transitionPaths } from "./transitionPaths";
