// The account's signed-in devices, with a way to sign out any other one.
import { deviceName, formatDateTime } from "@moatwise/core";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { LoadError } from "../../ui/LoadError";

export function ActiveSessions() {
  const { account } = useQueries();
  const sessions = useData(account.sessions());
  const revoking = useMutation(useMutations().account.revokeSession());

  return (
    <section className="card settings-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Active sessions</h2>
      <p className="muted settings-intro">Devices signed in to your account. Sign out any you do not recognise.</p>
      {sessions.isPending && <p className="muted">Loading sessions…</p>}
      {sessions.isError && <LoadError error={sessions.error} onRetry={() => sessions.refetch()} />}
      {revoking.problem && (
        <p className="alert alert-error" role="alert">
          {revoking.problem}
        </p>
      )}
      {sessions.data && (
        <ul className="session-list" aria-label="Signed-in devices">
          {sessions.data.map((session) => (
            <li key={session.id} className="session-item">
              <div>
                <strong>{deviceName(session.userAgent)}</strong>
                {session.current && <span className="badge">This device</span>}
                <div className="muted">Last active {formatDateTime(session.lastUsedAt)}</div>
              </div>
              {!session.current && (
                <button type="button" className="button" onClick={() => revoking.run(session)}>
                  Sign out
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
