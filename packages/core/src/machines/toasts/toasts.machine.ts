// The toasts at the bottom of the page (spec §3, §4): each shows for its duration (3000 ms by
// default), then fades out and is removed 300 ms later. A click dismisses one (it fades too).
// A toast with an action dismisses all the others first, so the action is never buried.
import { assertEvent, assign, enqueueActions, setup } from "xstate";
import { TOAST_DURATION_MS, TOAST_FADE_MS } from "../../domain/constants";

import type { NewToast, ToastAction, ToastVariant } from "../../domain/shell/toast";

export type { NewToast, ToastAction, ToastVariant };

export interface Toast {
  readonly id: string;
  readonly message: string;
  readonly variant: ToastVariant;
  readonly duration: number;
  readonly icon?: string;
  readonly action?: ToastAction;
  readonly fadeOut: boolean;
}

export interface ToastsContext {
  readonly toasts: ReadonlyArray<Toast>;
  readonly nextId: number;
}

export type ToastsEvent =
  | ({ type: "toast.add" } & NewToast)
  /** A click on a toast. */
  | { type: "toast.dismiss"; id: string }
  /** Its duration is over (scheduled by the machine). */
  | { type: "toast.fade"; id: string }
  /** Its fade is over (scheduled by the machine). */
  | { type: "toast.remove"; id: string };

const fadeTimer = (id: string) => `fade:${id}`;
const removeTimer = (id: string) => `remove:${id}`;

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  actions: {
    add: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, "toast.add");
      const id = `t${context.nextId}`;
      const kept = event.action ? [] : context.toasts;
      if (event.action) {
        for (const other of context.toasts) {
          enqueue.cancel(fadeTimer(other.id));
          enqueue.cancel(removeTimer(other.id));
        }
      }
      const toast: Toast = {
        id,
        message: event.message,
        variant: event.variant ?? "info",
        duration: event.duration ?? TOAST_DURATION_MS,
        fadeOut: false,
        ...(event.icon ? { icon: event.icon } : {}),
        ...(event.action ? { action: event.action } : {}),
      };
      enqueue.assign({ toasts: [...kept, toast], nextId: context.nextId + 1 });
      enqueue.raise({ type: "toast.fade", id }, { id: fadeTimer(id), delay: toast.duration });
    }),
    fade: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ["toast.fade", "toast.dismiss"]);
      const toast = context.toasts.find((t) => t.id === event.id);
      if (!toast || toast.fadeOut) return;
      enqueue.cancel(fadeTimer(event.id));
      enqueue.assign({ toasts: context.toasts.map((t) => (t.id === event.id ? { ...t, fadeOut: true } : t)) });
      enqueue.raise({ type: "toast.remove", id: event.id }, { id: removeTimer(event.id), delay: TOAST_FADE_MS });
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, "toast.remove");
      return { toasts: context.toasts.filter((t) => t.id !== event.id) };
    }),
  },
}).createMachine({
  id: "toasts",
  context: { toasts: [], nextId: 1 },
  on: {
    "toast.add": { actions: "add" },
    "toast.dismiss": { actions: "fade" },
    "toast.fade": { actions: "fade" },
    "toast.remove": { actions: "remove" },
  },
});

export type ToastsMachine = typeof toastsMachine;
