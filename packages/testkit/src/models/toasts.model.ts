// The toasts machine's model: toasts with and without an action, clicks, and the two timers. The
// toasts are two the app shows (a saved name; a refused save of the answer defaults, with Retry),
// so the browser's paths can show them too.
import { accountTexts, RETRY_TOAST_DURATION_MS, toastsMachine } from "@moatwise/core";
import { defineModel } from "../model";

/** Why the server refuses to save the answer defaults in the model (and in the browser's paths). */
export const preferencesRefusal = "The database is restarting.";

export const toastsModel = defineModel({
  name: "toasts",
  machine: toastsMachine,
  // Two toasts and three ids show every rule; the list could otherwise grow for ever.
  explore: (snapshot) => snapshot.context.nextId <= 3,
  events: [
    { type: "toast.add", message: accountTexts.profileSaved, variant: "success" },
    {
      type: "toast.add",
      message: accountTexts.preferencesNotSaved(preferencesRefusal),
      variant: "error",
      duration: RETRY_TOAST_DURATION_MS,
      action: { label: "Retry", onClick: () => {} },
    },
    { type: "toast.dismiss", id: "t1" },
    { type: "toast.fade", id: "t1" },
    { type: "toast.remove", id: "t1" },
  ],
});
