// A machine model: the real machine plus the sample events a path may use, including the outcomes
// of its invoked actors (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`) and elapsed delays.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventObject } from "xstate";

export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  readonly name: string;
  readonly machine: TMachine;
  /** Every event a path may take, with sample payloads; a state is offered those it accepts. */
  readonly events: ReadonlyArray<AnyEventObject>;
  /** Input the machine starts with, if it takes any. */
  readonly input?: unknown;
  /**
   * For machines whose context can grow without end (a list, a counter): the states worth going
   * on from. A state outside the bound is still reached and checked, but is a leaf.
   */
  readonly explore?: (snapshot: AnyMachineSnapshot) => boolean;
  /** Words for an event in a printed path; the default names the event and its fields. */
  readonly describeEvent?: (event: EventObject) => string | undefined;
}

export function defineModel<TMachine extends AnyStateMachine>(model: MachineModel<TMachine>): MachineModel<TMachine> {
  return model;
}
