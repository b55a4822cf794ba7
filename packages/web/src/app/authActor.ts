// The auth actor for the whole app. Its logic arrives from outside (main.tsx or a test), so the
// same components run against the real server or against fakes.
import { authMachine } from "@moatwise/core";
import { createActorContext } from "@xstate/react";

export const AuthActor = createActorContext(authMachine);
