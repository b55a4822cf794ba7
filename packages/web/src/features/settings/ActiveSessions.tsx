// The account's signed-in devices: which browser, when it signed in and roughly where (its
// network), when it was last active; a way to sign out any other one, or all of them at once.
import { deviceName, formatDateTime } from "@moatwise/core";
import { useData, useQueries } from "../../app/data";
import { useMutation, useMutations } from "../../app/mutations";
import { ConfirmButton } from "../../ui/ConfirmButton";
import { LoadError } from "../../ui/LoadError";
import { ProblemText } from "../../ui/ProblemText";

export function ActiveSessions() {
  const { account } = useQueries();
  const sessions = useData(account.sessions());
  const revoking = useMutation(useMutations().account.revokeSession());
  const revokingOthers = useMutation(useMutations().account.revokeOtherSessions());
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <section className="card settings-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Active sessions</h2>
      <p className="muted settings-intro">Devices signed in to your account. Sign out any you do not recognise.</p>
      {sessions.isPending && <p className="muted">Loading sessions…</p>}
      {sessions.isError && <LoadError error={sessions.error} onRetry={() => sessions.refetch()} />}
      <ProblemText problem={revoking.problem ?? revokingOthers.problem} />
      {sessions.data && (
        <ul className="session-list" aria-label="Signed-in devices">
          {sessions.data.map((session) => (
            <li key={session.id} className="session-item">
              <div>
                <strong>{deviceName(session.userAgent)}</strong>
                {session.current && <span className="badge">This device</span>}
                <div className="muted">
                  Signed in {formatDateTime(session.createdAt)}
                  {session.network ? ` from network ${session.network}` : ""}
                </div>
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
      {others > 0 && (
        <div className="sessions-others">
          <ConfirmButton
            label="Sign out all other sessions"
            confirmLabel={`Sign out ${others === 1 ? "1 other session" : `${others} other sessions`}`}
            busyLabel="Signing out…"
            busy={revokingOthers.busy}
            onConfirm={() => revokingOthers.run(undefined)}
          />
        </div>
      )}
    </section>
  );
}
