// The toasts' view-model: roles and icons by variant, and an action that runs, then dismisses.
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectToasts } from "./toasts.connect";
import { toastsMachine } from "./toasts.machine";

const start = () => createActor(toastsMachine).start();
const view = (actor: ReturnType<typeof start>) => connectToasts(actor.getSnapshot(), actor.send);

describe("connectToasts", () => {
  it("gives an error the alert role and its icon, anything else the status role, and a given icon wins", () => {
    const actor = start();
    actor.send({ type: "toast.add", message: "Saved.", variant: "success" });
    actor.send({ type: "toast.add", message: "Failed.", variant: "error" });
    actor.send({ type: "toast.add", message: "Copied.", icon: "⧉" });
    expect(view(actor).toasts.map(({ message, role, icon }) => ({ message, role, icon }))).toEqual([
      { message: "Saved.", role: "status", icon: "✓" },
      { message: "Failed.", role: "alert", icon: "×" },
      { message: "Copied.", role: "status", icon: "⧉" },
    ]);
  });

  it("dismisses a toast on its click: it fades", () => {
    const actor = start();
    actor.send({ type: "toast.add", message: "Saved." });
    view(actor).toasts[0]?.dismiss();
    expect(view(actor).toasts[0]?.fading).toBe(true);
  });

  it("runs a toast's action, then dismisses the toast", () => {
    const actor = start();
    const ran: string[] = [];
    actor.send({
      type: "toast.add",
      message: "Could not save.",
      variant: "error",
      action: {
        label: "Retry",
        onClick: () => ran.push(`retried while ${view(actor).toasts[0]?.fading ? "fading" : "shown"}`),
      },
    });
    const toast = view(actor).toasts[0];
    expect(toast?.action?.label).toBe("Retry");
    toast?.action?.run();
    expect(ran).toEqual(["retried while shown"]);
    expect(view(actor).toasts[0]?.fading).toBe(true);
    expect(view(actor).toasts.length).toBe(1);
  });

  it("offers no action on a toast without one", () => {
    const actor = start();
    actor.send({ type: "toast.add", message: "Saved." });
    expect(view(actor).toasts[0]?.action).toBeNull();
  });
});
