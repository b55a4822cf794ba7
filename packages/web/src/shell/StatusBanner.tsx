// The line under the header (spec §2): 'Restoring session…' during a slow token refresh, or an
// auth problem with a way to sign in again; "Offline" while the device has no network, and a new
// version's "Reload" (issue 38). Polite live region, so screen readers hear each once.
import { loginPathFor, sameStatusBanner, selectIsOffline, selectStatusBanner, texts } from "@moatwise/core";
import { useSyncExternalStore } from "react";
import { Link, useLocation } from "wouter";
import { AuthActor, ConnectivityActor } from "../app/actors";
import { appUpdate } from "../app/appUpdate";

export function StatusBanner() {
  const [path] = useLocation();
  const banner = AuthActor.useSelector(selectStatusBanner(path), sameStatusBanner);
  const offline = ConnectivityActor.useSelector(selectIsOffline);
  const updateReady = useSyncExternalStore(appUpdate.subscribe, appUpdate.isReady, appUpdate.isReady);
  return (
    <div className="status-banner-slot" role="status" aria-live="polite">
      {offline && (
        <div className="status-banner status-banner-offline">
          <span className="status-banner-dot" aria-hidden="true" />
          <strong>{texts.offline}</strong>
          <span>{texts.offlineDetail}</span>
        </div>
      )}
      {updateReady && (
        <div className="status-banner status-banner-update">
          <span>{texts.newVersionAvailable}</span>
          <button type="button" className="status-banner-action" onClick={appUpdate.reload}>
            {texts.reload}
          </button>
        </div>
      )}
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
