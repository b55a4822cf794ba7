// What a browser runner (e2e/, with Playwright) needs from the testkit: the models and the path
// player, without vitest, which only runs inside vitest.

export type { AnyMachineSnapshot, EventObject } from "xstate";
export {
  type BrowserExecutor,
  emittedBy,
  initialState,
  type PlayablePath,
  playablePaths,
  playPath,
  type UserAction,
} from "./browserPaths";
export { describePath, stateName } from "./describePath";
export type { MachineModel } from "./model";
export { models } from "./models";
export { authModel, samplePassword } from "./models/auth.model";
export { chatModel } from "./models/chat.model";
export { paletteModel } from "./models/palette.model";
export { researchSessionModel } from "./models/researchSession.model";
export { searchBoxModel } from "./models/searchBox.model";
export { preferencesRefusal, toastsModel } from "./models/toasts.model";
export { fieldOf } from "./pathSteps";
export { type ModelPath, type PathStep, transitionPaths } from "./transitionPaths";
