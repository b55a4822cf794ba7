// The error boundary's model: errors of each kind caught, the details toggled, Try Again until the
// retries run out (each wait elapsing), Reload Page and Go Home. The log is a
// memory storage; the path checks read what the machine recorded there.
import { errorBoundaryActions, errorBoundaryMachine, memoryStorage } from "@moatwise/core";
import { defineModel } from "../model";

export const errorBoundaryStorage = memoryStorage();

export const errorBoundaryModel = defineModel({
  name: "errorBoundary",
  // Which screens wait for the network is core's rule (errorScreen.test.ts); here every failed page
  // waits for it, so the path back online is taken with the two kinds of error the model has.
  machine: errorBoundaryMachine.provide({
    actions: errorBoundaryActions(errorBoundaryStorage),
    guards: { waitsForNetwork: () => true },
  }),
  // Each return online counts a retry: paths go on only while the retries are few.
  explore: (snapshot) => (snapshot.context as { retries: number }).retries <= 3,
  events: [
    { type: "error.caught", error: new TypeError("Cannot read properties of undefined (reading 'map')"), at: 1000 },
    { type: "error.caught", error: "a thrown string", at: 2000 },
    { type: "retry" },
    { type: "xstate.after.retryDelay.errorBoundary.waiting" },
    { type: "details.toggle" },
    { type: "reload" },
    { type: "home" },
    // The network: a page that failed to load its code offline shows itself again once online.
    { type: "network.offline" },
    { type: "network.online" },
  ],
});
