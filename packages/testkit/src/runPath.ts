// Runs one generated path against the real machine: invoked actors are replaced by fakes that the
// path itself settles (`xstate.done.actor.<id>` resolves, `xstate.error.actor.<id>` rejects), time
// is a SimulatedClock moved by `xstate.after.*` steps, and after every step the live snapshot must
// equal the one the model predicted.
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, SimulatedClock } from "xstate";
import { serializeSnapshot } from "xstate/graph";
import { transitionKey } from "./coverage";
import type { MachineModel } from "./model";
import type { ModelPath } from "./transitionPaths";

const DONE = "xstate.done.actor.";
const ERROR = "xstate.error.actor.";
const AFTER = "xstate.after.";

interface Pending {
  readonly resolve: (output: unknown) => void;
  readonly reject: (error: unknown) => void;
  readonly input: unknown;
}

/** The fake actors' open promises, by invoke id, for the path to settle. */
class ActorController {
  private readonly pending = new Map<string, Pending>();
  readonly inputs: Array<{ id: string; input: unknown }> = [];

  start(id: string, input: unknown): Promise<unknown> {
    this.inputs.push({ id, input });
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject, input }));
  }

  settle(id: string, outcome: { output?: unknown; error?: unknown }, failed: boolean): void {
    const open = this.pending.get(id);
    if (!open) throw new Error(`The path settles actor "${id}", but no such actor is running.`);
    this.pending.delete(id);
    if (failed) open.reject(outcome.error);
    else open.resolve(outcome.output);
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The delay an `xstate.after.<delay>.<state>` step waits: a number, or a named delay of the machine. */
function delayOf(model: MachineModel, eventType: string, live: AnyMachineSnapshot): number {
  const name = eventType.slice(AFTER.length).split(".")[0] ?? "";
  const asNumber = Number(name);
  if (Number.isFinite(asNumber)) return asNumber;
  const named = (model.machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof named === "number") return named;
  if (typeof named === "function") return named({ context: live.context, event: { type: eventType } });
  throw new Error(`The machine has no delay named "${name}".`);
}

export interface PathRun {
  /** Transition keys the live machine took. */
  readonly taken: ReadonlySet<string>;
  /** Inputs each fake actor was started with, in order. */
  readonly actorInputs: ReadonlyArray<{ id: string; input: unknown }>;
  readonly finalSnapshot: AnyMachineSnapshot;
  /** Events the machine emitted (`emit` actions), in order. */
  readonly emitted: ReadonlyArray<EventObject>;
}

export async function runPath(model: MachineModel, path: ModelPath): Promise<PathRun> {
  const clock = new SimulatedClock();
  const controller = new ActorController();
  const fakes = Object.fromEntries(
    Object.keys(model.machine.implementations.actors).map((src) => [
      src,
      fromPromise(({ input, self }) => controller.start(self.id, input)),
    ]),
  );
  const taken = new Set<string>();
  const actor = createActor(model.machine.provide({ actors: fakes }), {
    clock,
    ...(model.input === undefined ? {} : { input: model.input }),
    inspect: (event) => {
      // The root actor's own steps, including those taken while it starts (`always` transitions).
      if (event.type === "@xstate.microstep" && event.actorRef.sessionId === event.rootId) {
        for (const t of event._transitions) taken.add(transitionKey(t));
      }
    },
  });
  const emitted: EventObject[] = [];
  actor.on("*", (event: EventObject) => emitted.push(event));
  actor.start();
  await nextTurn();

  for (const [index, step] of path.steps.entries()) {
    await apply(model, actor, controller, clock, step.event);
    await nextTurn();
    const live = serializeSnapshot(actor.getSnapshot());
    const expected = serializeSnapshot(step.state);
    if (live !== expected) {
      actor.stop();
      throw new Error(`Step ${index + 1} (${step.event.type}): expected ${expected}\n  but the machine is in ${live}`);
    }
  }
  const finalSnapshot = actor.getSnapshot();
  actor.stop();
  return { taken, actorInputs: controller.inputs, finalSnapshot, emitted };
}

async function apply(
  model: MachineModel,
  actor: { send: (event: EventObject) => void; getSnapshot: () => AnyMachineSnapshot },
  controller: ActorController,
  clock: SimulatedClock,
  event: EventObject,
): Promise<void> {
  const outcome = event as EventObject & { output?: unknown; error?: unknown };
  if (event.type.startsWith(DONE)) return controller.settle(event.type.slice(DONE.length), outcome, false);
  if (event.type.startsWith(ERROR)) return controller.settle(event.type.slice(ERROR.length), outcome, true);
  if (event.type.startsWith(AFTER)) return clock.increment(delayOf(model, event.type, actor.getSnapshot()));
  actor.send(event);
}
