import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BannerInputs, sameStatusBanner, statusBannerFor } from "./statusBanner";

const calm: BannerInputs = {
  isRefreshingSlowly: false,
  error: null,
  isAuthenticated: true,
  hasAttemptedBootstrap: true,
  path: "/",
};

describe("statusBannerFor", () => {
  it("says nothing while all is well", () => {
    expect(statusBannerFor(calm)).toBeNull();
  });

  it("says 'Restoring session…' once a refresh has run 250 ms, on every route", () => {
    for (const path of ["/", "/login", "/chat"]) {
      expect(statusBannerFor({ ...calm, isRefreshingSlowly: true, path })).toEqual({
        kind: "restoring",
        text: "Restoring session…",
      });
    }
  });

  it("shows an auth error with a sign-in option, except on /login", () => {
    const expired = { ...calm, isAuthenticated: false, error: "Session expired. Please sign in again." };
    expect(statusBannerFor(expired)).toEqual({ kind: "signIn", text: "Session expired. Please sign in again." });
    expect(statusBannerFor({ ...expired, path: "/login" })).toBeNull();
  });

  it("stays quiet on a first visit and after an explicit sign-out: there is no session that expired", () => {
    expect(statusBannerFor({ ...calm, isAuthenticated: false })).toBeNull();
  });

  it("never offers sign-in without an error to say", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.string(), (signedIn, bootstrapped, path) => {
        const banner = statusBannerFor({
          ...calm,
          isAuthenticated: signedIn,
          hasAttemptedBootstrap: bootstrapped,
          path,
        });
        expect(banner).toBeNull();
      }),
    );
  });

  it("tells banners apart by what they say", () => {
    const restoring = statusBannerFor({ ...calm, isRefreshingSlowly: true });
    expect(sameStatusBanner(restoring, statusBannerFor({ ...calm, isRefreshingSlowly: true }))).toBe(true);
    expect(sameStatusBanner(restoring, null)).toBe(false);
    expect(sameStatusBanner(null, null)).toBe(true);
  });
});
