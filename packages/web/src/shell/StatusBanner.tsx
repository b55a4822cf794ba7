// The line under the header (spec §2): 'Restoring session…' during a slow token refresh, or an
// auth problem with a way to sign in again. Polite live region, so screen readers hear it once.
import { loginPathFor, sameStatusBanner, selectStatusBanner } from "@moatwise/core";
import { Link, useLocation } from "wouter";
import { AuthActor } from "../app/actors";

export function StatusBanner() {
  const [path] = useLocation();
  const banner = AuthActor.useSelector(selectStatusBanner(path), sameStatusBanner);
  return (
    <div className="status-banner-slot" role="status" aria-live="polite">
      {banner && (
        <div className={`status-banner status-banner-${banner.kind}`}>
          {banner.kind === "restoring" && <span className="spinner" aria-hidden="true" />}
          <span>{banner.text}</span>
          {banner.kind === "signIn" && (
            <Link href={loginPathFor(path)} className="status-banner-action">
              Sign in
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
