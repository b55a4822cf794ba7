// What a toast asks to show (spec §3, §4): a message, its variant, how long, an icon, an action.
// The toasts machine shows it; the data mutations ask for one when a change fails or is undone,
// so the shape lives below both.

export type ToastVariant = "info" | "success" | "warning" | "error";

export interface ToastAction {
  readonly label: string;
  readonly onClick: () => void;
}

export interface NewToast {
  readonly message: string;
  readonly variant?: ToastVariant;
  readonly duration?: number;
  readonly icon?: string;
  readonly action?: ToastAction;
}
