// A button for a change under way: it says what is happening ("Saving…") and cannot be pressed
// twice until the change is done.
import type { ButtonHTMLAttributes, ReactNode } from "react";

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly busy: boolean;
  /** What the button says while busy, e.g. "Saving…". */
  readonly busyLabel: string;
  readonly children: ReactNode;
}

export function BusyButton({ busy, busyLabel, disabled, type = "button", children, ...button }: BusyButtonProps) {
  return (
    <button {...button} type={type} disabled={busy || disabled}>
      {busy ? busyLabel : children}
    </button>
  );
}
