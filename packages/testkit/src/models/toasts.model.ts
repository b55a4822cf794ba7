// The toasts machine's model: toasts with and without an action, clicks, and the two timers.
import { toastsMachine } from "@moatwise/core";
import { defineModel } from "../model";

export const toastsModel = defineModel({
  name: "toasts",
  machine: toastsMachine,
  // Two toasts and three ids show every rule; the list could otherwise grow for ever.
  explore: (snapshot) => snapshot.context.nextId <= 3,
  events: [
    { type: "toast.add", message: "Welcome back.", variant: "success" },
    {
      type: "toast.add",
      message: "Session expired.",
      variant: "warning",
      action: { label: "Sign in", onClick: () => {} },
    },
    { type: "toast.dismiss", id: "t1" },
    { type: "toast.fade", id: "t1" },
    { type: "toast.remove", id: "t1" },
  ],
});
