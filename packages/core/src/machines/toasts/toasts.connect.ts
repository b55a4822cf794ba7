// The toasts' view-model (zag's toast.connect, without DOM props): each toast with its role for
// assistive technology, its icon, whether it is fading, and what a click does. "Run the toast's
// action, then dismiss it" lives here, so the Toaster only renders.
import type { SnapshotFrom } from "xstate";
import type { Toast, ToastsEvent, toastsMachine } from "./toasts.machine";

const ICONS: Readonly<Record<Toast["variant"], string>> = { info: "i", success: "✓", warning: "!", error: "×" };

export interface ToastView {
  readonly id: string;
  readonly message: string;
  readonly variant: Toast["variant"];
  /** An error interrupts ("alert"); anything else waits its turn ("status"). */
  readonly role: "alert" | "status";
  readonly icon: string;
  readonly fading: boolean;
  /** A click on the toast dismisses it. */
  readonly dismiss: () => void;
  /** The toast's action, if any: its label, and running it, which also dismisses the toast. */
  readonly action: { readonly label: string; readonly run: () => void } | null;
}

export function connectToasts(
  snapshot: SnapshotFrom<typeof toastsMachine>,
  send: (event: ToastsEvent) => void,
): { readonly toasts: ReadonlyArray<ToastView> } {
  return {
    toasts: snapshot.context.toasts.map((toast) => {
      const dismiss = () => send({ type: "toast.dismiss", id: toast.id });
      return {
        id: toast.id,
        message: toast.message,
        variant: toast.variant,
        role: toast.variant === "error" ? "alert" : "status",
        icon: toast.icon ?? ICONS[toast.variant],
        fading: toast.fadeOut,
        dismiss,
        action: toast.action
          ? {
              label: toast.action.label,
              run: () => {
                toast.action?.onClick();
                dismiss();
              },
            }
          : null,
      };
    }),
  };
}
