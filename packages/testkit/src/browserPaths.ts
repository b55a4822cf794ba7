// Plays a machine's generated paths in a real browser against the real app: each event of a path
// is a user action, and after each step the page must show the state the model predicted. The
// executor is a page object (Playwright in e2e/); this module knows nothing of the browser, so it
// holds no Playwright and no vitest.
import { type AnyMachineSnapshot, type EventObject, initialTransition } from "xstate";
import { describePath } from "./describePath";
import type { MachineModel } from "./model";
import { type ModelPath, transitionPaths } from "./transitionPaths";

/** What a person does for one event, given the state the page is in before it. */
export type UserAction<Page> = (page: Page, event: EventObject, before: AnyMachineSnapshot) => Promise<void>;

export interface BrowserExecutor<Page> {
  readonly model: MachineModel;
  /**
   * A user action per event type. A path with an event not named here (the app's own doing, like
   * the visitor's access changing) is not played in the browser; the machine tests cover it.
   */
  readonly actions: { readonly [eventType: string]: UserAction<Page> };
  /**
   * Whether a person can cause `event` in the state before it; all can when not given. (The
   * machine may accept what no control offers, like hovering the second of one listed command.)
   */
  readonly canPlay?: (event: EventObject, before: AnyMachineSnapshot) => boolean;
  /** Fails unless the page shows `state` (what is open, what is listed, what is selected). */
  readonly check: (page: Page, state: AnyMachineSnapshot) => Promise<void>;
  /** Brings the page back to the model's start between paths. */
  readonly reset: (page: Page) => Promise<void>;
}

export interface PlayablePath {
  /** The path in words, as the CLI prints it: the test's name. */
  readonly name: string;
  readonly path: ModelPath;
}

/** The model's paths that a person can play through the page's controls alone. */
export function playablePaths<Page>(executor: BrowserExecutor<Page>): PlayablePath[] {
  const initial = initialState(executor.model);
  const playable = (path: ModelPath) =>
    path.steps.every(
      (step, index) =>
        step.event.type in executor.actions &&
        (executor.canPlay?.(step.event, path.steps[index - 1]?.state ?? initial) ?? true),
    );
  return transitionPaths(executor.model)
    .filter(playable)
    .map((path) => ({ name: describePath(executor.model, path), path }));
}

const initialState = (model: MachineModel) => initialTransition(model.machine, model.input)[0] as AnyMachineSnapshot;

/** Plays one path from the model's start: act, then check what the page shows, step by step. */
export async function playPath<Page>(executor: BrowserExecutor<Page>, path: ModelPath, page: Page): Promise<void> {
  await executor.reset(page);
  let before = initialState(executor.model);
  for (const [index, step] of path.steps.entries()) {
    const act = executor.actions[step.event.type];
    if (!act) throw new Error(`No user action plays ${step.event.type}.`);
    await act(page, step.event, before);
    try {
      await executor.check(page, step.state);
    } catch (error) {
      const where = `after step ${index + 1} (${step.event.type})`;
      throw new Error(`The page does not show the model's state ${where}: ${(error as Error).message}`);
    }
    before = step.state;
  }
}
