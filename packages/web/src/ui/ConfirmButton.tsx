// A destructive action asked for twice: the first press offers the action by its full name (and
// Keep, to think again), the second does it, saying what it is doing meanwhile.
import { useState } from "react";
import { BusyButton } from "./BusyButton";

interface ConfirmButtonProps {
  /** The first press, e.g. "Delete". */
  readonly label: string;
  /** The second press, e.g. "Delete note". */
  readonly confirmLabel: string;
  /** While it is done, e.g. "Deleting…". */
  readonly busyLabel: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
}

export function ConfirmButton({ label, confirmLabel, busyLabel, busy, onConfirm }: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="button button-small" onClick={() => setConfirming(true)}>
        {label}
      </button>
    );
  }
  return (
    <>
      <BusyButton className="button button-small button-danger" busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
        {confirmLabel}
      </BusyButton>
      <button type="button" className="button button-small" onClick={() => setConfirming(false)}>
        Keep
      </button>
    </>
  );
}
