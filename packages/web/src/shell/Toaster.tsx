// The toasts, centred at the bottom (spec §2): a click dismisses one; an action runs and dismisses it.
import type { Toast } from "@moatwise/core";
import { ToastsActor } from "../app/actors";

const ICONS: Record<Toast["variant"], string> = { info: "i", success: "✓", warning: "!", error: "×" };

export function Toaster() {
  const toasts = ToastsActor.useSelector((s) => s.context.toasts);
  const actor = ToastsActor.useActorRef();
  const dismiss = (id: string) => actor.send({ type: "toast.dismiss", id });
  return (
    <section className="toaster" aria-label="Notifications">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.variant}${toast.fadeOut ? " toast-fading" : ""}`}
          role={toast.variant === "error" ? "alert" : "status"}
        >
          <button type="button" className="toast-body" onClick={() => dismiss(toast.id)} title="Dismiss">
            <span className="toast-icon" aria-hidden="true">
              {toast.icon ?? ICONS[toast.variant]}
            </span>
            <span>{toast.message}</span>
          </button>
          {toast.action && (
            <button
              type="button"
              className="toast-action"
              onClick={() => {
                toast.action?.onClick();
                dismiss(toast.id);
              }}
            >
              {toast.action.label}
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
