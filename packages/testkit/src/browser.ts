// What a browser runner (e2e/, with Playwright) needs from the testkit: the models and the path
// player, without vitest, which only runs inside vitest.
export { type BrowserExecutor, type PlayablePath, playablePaths, playPath, type UserAction } from "./browserPaths";
export { describePath, stateName } from "./describePath";
export type { MachineModel } from "./model";
export { models } from "./models";
export { paletteModel } from "./models/palette.model";
export { searchBoxModel } from "./models/searchBox.model";
export { type ModelPath, type PathStep, transitionPaths } from "./transitionPaths";
