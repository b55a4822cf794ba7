// Derived views of the auth machine's snapshot, so components read answers, not state names.
import type { SnapshotFrom } from "xstate";
import { statusBannerFor } from "../../domain/shell/statusBanner";
import type { AuthMachine } from "./auth.machine";

type AuthSnapshot = SnapshotFrom<AuthMachine>;

export const selectIsAuthenticated = (s: AuthSnapshot) => s.hasTag("authenticated");
export const selectIsBootstrapping = (s: AuthSnapshot) => s.hasTag("bootstrapping");
export const selectIsSubmitting = (s: AuthSnapshot) => s.hasTag("submitting");

/** The auth state as the spec names it (§3). */
export const selectAuthState = (s: AuthSnapshot) => ({
  isAuthenticated: selectIsAuthenticated(s),
  user: s.context.user,
  error: s.context.error,
  isRefreshingToken: s.context.isRefreshingToken,
  hasAttemptedBootstrap: s.context.hasAttemptedBootstrap,
});
export const selectUser = (s: AuthSnapshot) => s.context.user;
export const selectAuthError = (s: AuthSnapshot) => s.context.error;

/** What the status banner says on `path` (spec §2); compare results with `sameStatusBanner`. */
export const selectStatusBanner = (path: string) => (s: AuthSnapshot) =>
  statusBannerFor({
    isRefreshingSlowly: s.context.isRefreshingSlowly,
    error: s.context.error,
    isAuthenticated: selectIsAuthenticated(s),
    hasAttemptedBootstrap: s.context.hasAttemptedBootstrap,
    path,
  });

/** The home page's greeting: a new account is welcomed, a returning one welcomed back. */
export const selectGreeting = (s: AuthSnapshot): string | null => {
  const user = s.context.user;
  if (!user || !selectIsAuthenticated(s)) return null;
  return s.context.isNewAccount ? `Welcome to Moatwise, ${user.username}.` : `Welcome back, ${user.username}.`;
};

/** Whose copies on this device are read and written (a portfolio, a research session): the user's id, or "signed-out". */
export const selectDeviceOwner = (s: AuthSnapshot): string => selectUser(s)?.id ?? "signed-out";
