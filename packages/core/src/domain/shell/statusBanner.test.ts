import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type BannerInputs, sameStatusBanner, statusBannerFor } from "./statusBanner";

const calm: BannerInputs = {
  isRefreshingSlowly: false,
  error: null,
  isAuthenticated: true,
  hasAttemptedBootstrap: true,
  hadSession: true,
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

  it("says the session expired when the page started signed out, except on /login", () => {
    const startedOut = { ...calm, isAuthenticated: false, hadSession: false };
    expect(statusBannerFor(startedOut)?.text).toBe("Session expired. Please sign in again.");
    expect(statusBannerFor({ ...startedOut, path: "/login" })).toBeNull();
    expect(statusBannerFor({ ...startedOut, hasAttemptedBootstrap: false })).toBeNull();
  });

  it("stays quiet after an explicit sign-out", () => {
    expect(statusBannerFor({ ...calm, isAuthenticated: false, hadSession: true })).toBeNull();
  });

  it("never offers sign-in to a signed-in user without an error", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.string(), (hadSession, bootstrapped, path) => {
        const banner = statusBannerFor({ ...calm, hadSession, hasAttemptedBootstrap: bootstrapped, path });
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
