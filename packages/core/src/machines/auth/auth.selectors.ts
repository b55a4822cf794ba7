// Derived views of the auth machine's snapshot, so components read answers, not state names.
import type { SnapshotFrom } from "xstate";
import type { AuthMachine } from "./auth.machine";

type AuthSnapshot = SnapshotFrom<AuthMachine>;

export const selectIsAuthenticated = (s: AuthSnapshot) => s.matches("signedIn") || s.matches("signingOut");
export const selectIsBootstrapping = (s: AuthSnapshot) => s.matches("bootstrapping");
export const selectIsSubmitting = (s: AuthSnapshot) => s.matches("signingIn") || s.matches("signingUp");
export const selectUser = (s: AuthSnapshot) => s.context.user;
export const selectAuthError = (s: AuthSnapshot) => s.context.error;
