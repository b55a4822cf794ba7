// The error boundary's model: errors of each kind caught, the details toggled, Try Again until the
// retries run out (each wait elapsing), Reload Page and Go Home. The log is a
// memory storage; the path checks read what the machine recorded there.
import { errorBoundaryActions, errorBoundaryMachine, memoryStorage } from "@moatwise/core";
import { defineModel } from "../model";

export const errorBoundaryStorage = memoryStorage();

export const errorBoundaryModel = defineModel({
  name: "errorBoundary",
  machine: errorBoundaryMachine.provide({ actions: errorBoundaryActions(errorBoundaryStorage) }),
  events: [
    { type: "error.caught", error: new TypeError("Cannot read properties of undefined (reading 'map')"), at: 1000 },
    { type: "error.caught", error: "a thrown string", at: 2000 },
    { type: "retry" },
    { type: "xstate.after.retryDelay.errorBoundary.waiting" },
    { type: "details.toggle" },
    { type: "reload" },
    { type: "home" },
  ],
});
