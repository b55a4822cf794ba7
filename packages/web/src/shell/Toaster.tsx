// The toasts, centred at the bottom (spec §2), rendered from core's connectToasts: a click
// dismisses one; its action runs and dismisses it (both in the view-model, not here).
import { connectToasts } from "@moatwise/core";
import { useMemo } from "react";
import { ToastsActor } from "../app/actors";

export function Toaster() {
  const snapshot = ToastsActor.useSelector((s) => s);
  const actor = ToastsActor.useActorRef();
  const { toasts } = useMemo(() => connectToasts(snapshot, actor.send), [snapshot, actor]);
  return (
    <section className="toaster" aria-label="Notifications">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant}${toast.fading ? " toast-fading" : ""}`}
          role={toast.role}
        >
          <button type="button" className="toast-body" onClick={toast.dismiss} title="Dismiss">
            <span className="toast-icon" aria-hidden="true">
              {toast.icon}
            </span>
            <span>{toast.message}</span>
          </button>
          {toast.action && (
            <button type="button" className="toast-action" onClick={toast.action.run}>
              {toast.action.label}
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
