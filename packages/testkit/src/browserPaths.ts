// Plays a machine's generated paths in a real browser against the real app: each event of a path
// is a user action, and after each step the page must show the state the model predicted. The
// executor is a page object (Playwright in e2e/); this module knows nothing of the browser, so it
// holds no Playwright and no vitest.
import { type AnyMachineSnapshot, type EventObject, initialTransition, transition } from "xstate";
import { transitionKey } from "./coverage";
import { describePath } from "./describePath";
import type { MachineModel } from "./model";
import { type ModelPath, type PathStep, transitionPaths } from "./transitionPaths";

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
   * `earlier` are the path's steps before it, for pages whose timers depend on when things happened.
   */
  readonly canPlay?: (event: EventObject, before: AnyMachineSnapshot, earlier: ReadonlyArray<PathStep>) => boolean;
  /** Fails unless the page shows `state` (what is open, what is listed, what is selected). */
  readonly check: (page: Page, state: AnyMachineSnapshot) => Promise<void>;
  /** Brings the page back to the model's start between paths. */
  readonly reset: (page: Page) => Promise<void>;
  /** Readies a new page once, before its first path (a paused clock, server calls held for the model). */
  readonly prepare?: (page: Page) => Promise<void>;
  /**
   * Which playable paths to play: "all" of them, or "covering": the fewest found that still take
   * every transition the playable paths take (for models whose paths number in the hundreds).
   */
  readonly select?: "all" | "covering";
}

export interface PlayablePath {
  /** The path in words, as the CLI prints it: the test's name. */
  readonly name: string;
  readonly path: ModelPath;
}

/** The model's paths that a person can play through the page's controls alone (see `select`). */
export function playablePaths<Page>(executor: BrowserExecutor<Page>): PlayablePath[] {
  const initial = initialState(executor.model);
  const playable = (path: ModelPath) =>
    path.steps.every(
      (step, index) =>
        step.event.type in executor.actions &&
        (executor.canPlay?.(step.event, path.steps[index - 1]?.state ?? initial, path.steps.slice(0, index)) ?? true),
    );
  const paths = transitionPaths(executor.model).filter(playable);
  const chosen = executor.select === "covering" ? coveringPaths(executor.model, paths) : paths;
  return chosen.map((path) => ({ name: describePath(executor.model, path), path }));
}

/** The machine's transitions a path takes, each with the sample event that took it, from the model's start. */
export function transitionsOf(model: MachineModel, path: ModelPath): Set<string> {
  const taken = new Set<string>();
  let before = initialState(model);
  for (const step of path.steps) {
    for (const transition of model.machine.getTransitionData(before as never, step.event)) {
      taken.add(`${transitionKey(transition)} ${JSON.stringify(step.event)}`);
    }
    before = step.state;
  }
  return taken;
}

/**
 * Greedily, the path that takes the most transitions not yet taken, until none is left: every
 * transition of `paths` is still taken at least once, by far fewer paths.
 */
export function coveringPaths(model: MachineModel, paths: ReadonlyArray<ModelPath>): ModelPath[] {
  const remaining = paths.map((path) => ({ path, taken: transitionsOf(model, path) }));
  const covered = new Set<string>();
  const chosen: ModelPath[] = [];
  const newIn = (taken: Set<string>) => [...taken].filter((key) => !covered.has(key)).length;
  for (;;) {
    let best = remaining[0];
    for (const candidate of remaining) if (best && newIn(candidate.taken) > newIn(best.taken)) best = candidate;
    if (!best || newIn(best.taken) === 0) return chosen;
    chosen.push(best.path);
    for (const key of best.taken) covered.add(key);
  }
}

/** The state a model's paths start from. */
export const initialState = (model: MachineModel) =>
  initialTransition(model.machine, model.input)[0] as AnyMachineSnapshot;

/** What the machine announces (`emit`) when `event` reaches it in `before`: where to go, what to show. */
export function emittedBy(model: MachineModel, before: AnyMachineSnapshot, event: EventObject): EventObject[] {
  const [, actions] = transition(model.machine, before as never, event);
  // XState's types leave `emit` out of the actions a transition hands back; at run time it is there.
  return (actions as ReadonlyArray<{ type: string; params?: unknown }>).flatMap((action) =>
    action.type === "xstate.emit" ? [(action.params as { event: EventObject }).event] : [],
  );
}

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
