// What the status banner under the header says (spec §2), from the auth state and the route.
import { texts } from "../texts";

export type StatusBanner =
  | { readonly kind: "restoring"; readonly text: string }
  /** An auth error or an expired session: shown with a sign-in option. */
  | { readonly kind: "signIn"; readonly text: string };

export interface BannerInputs {
  /** A token refresh has run for 250 ms. */
  readonly isRefreshingSlowly: boolean;
  readonly error: string | null;
  readonly isAuthenticated: boolean;
  readonly hasAttemptedBootstrap: boolean;
  readonly path: string;
}

export function statusBannerFor(state: BannerInputs): StatusBanner | null {
  if (state.isRefreshingSlowly) return { kind: "restoring", text: texts.restoringSession };
  // The login page shows its own errors, and is itself the sign-in option.
  if (state.path === "/login") return null;
  // An expired session is an error too: bootstrap sets it when the refresh cookie the browser
  // sent had expired or was revoked. A first visit, with no session to restore, shows nothing.
  if (state.error) return { kind: "signIn", text: state.error };
  return null;
}

/** Two banners say the same (so a view need not re-render). */
export const sameStatusBanner = (a: StatusBanner | null, b: StatusBanner | null): boolean =>
  a?.kind === b?.kind && a?.text === b?.text;
