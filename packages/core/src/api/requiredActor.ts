// An actor slot a machine cannot run without: the app or a test supplies the real one with
// `machine.provide({ actors })`; left unprovided, it fails with a sentence saying so. It sits in
// api/, the lower layer, because the request and token-refresh machines here use it as well as
// the app's machines above.
import { type EventObject, fromCallback, fromPromise } from "xstate";

export function requiredActor<Output, Input>(machine: string, name: string) {
  return fromPromise<Output, Input>(() =>
    Promise.reject(
      new Error(`The ${machine} machine needs its "${name}" actor; supply it with machine.provide({ actors }).`),
    ),
  );
}

/** A long-lived actor slot (one that talks back with events) the machine cannot run without. */
export function requiredCallbackActor<Input = unknown, Event extends EventObject = EventObject>(
  machine: string,
  name: string,
) {
  return fromCallback<Event, Input>(() => {
    throw new Error(`The ${machine} machine needs its "${name}" actor; supply it with machine.provide({ actors }).`);
  });
}
