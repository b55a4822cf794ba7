// The root actor's events and its feature actors' ids, apart from the machine and from connectApp
// so that each imports them and neither imports the other (no import circle).
import type { AnyActorLogic } from "xstate";
import type { LocationChanged, LocationGo } from "../../services/location";
import type { ChatMachineEvent } from "../chat/chat.setup";

/** Machines that start with their screen (`feature.start`), told of the session once they run. */
export const FEATURE_ACTOR_IDS = ["pdfChat", "researchSession", "portfolio"] as const;
export type FeatureActorId = (typeof FEATURE_ACTOR_IDS)[number];

export type AppEvent =
  /** A palette command asks for a page: the root moves the address. */
  | { type: "app.navigate"; to: string }
  /** A message was sent while signed out: it is kept; the root sends the visitor to sign in, to come back here. */
  | { type: "app.signInNeeded" }
  /** The address moved (the root's `location` actor hears the port); connectApp passes it on. */
  | LocationChanged
  /** A machine moves the address: the root tells its `location` actor. */
  | LocationGo
  /** A feature's screen opened: its machine starts, unless it runs already. */
  | {
      type: "feature.start";
      id: FeatureActorId;
      logic: AnyActorLogic;
      /** What the feature starts from; by default whether the visitor is signed in. */
      input?: unknown;
    }
  /** Signed out: every feature's machine stops, and starts again with the next screen. */
  | { type: "features.stop" }
  /** The chat is wanted (a chat screen opened, or someone signed in): its machines' code is loaded once. */
  | { type: "chat.load" }
  /** An event for the chat: kept, in order, until the chat runs, then given to it. */
  | { type: "chat.tell"; event: ChatMachineEvent }
  /** The chat and its conversation list run now (the root tells connectApp, which connects them). */
  | { type: "chat.started" }
  /** A feature's machine started (the root tells pageData, which follows the PDF chat). */
  | { type: "feature.started"; id: FeatureActorId };
