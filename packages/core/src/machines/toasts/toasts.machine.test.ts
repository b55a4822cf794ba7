import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { toastsMachine } from "./toasts.machine";

function toaster() {
  const clock = new SimulatedClock();
  const actor = createActor(toastsMachine, { clock }).start();
  const toasts = () => actor.getSnapshot().context.toasts;
  return { clock, actor, toasts };
}

describe("toasts", () => {
  it("shows a toast for 3000 ms, fades it, and removes it 300 ms later", () => {
    const t = toaster();
    t.actor.send({ type: "toast.add", message: "Welcome back.", variant: "success" });
    expect(t.toasts()).toMatchObject([
      { message: "Welcome back.", variant: "success", duration: 3000, fadeOut: false },
    ]);
    t.clock.increment(2999);
    expect(t.toasts()[0]?.fadeOut).toBe(false);
    t.clock.increment(1);
    expect(t.toasts()[0]?.fadeOut).toBe(true);
    t.clock.increment(299);
    expect(t.toasts()).toHaveLength(1);
    t.clock.increment(1);
    expect(t.toasts()).toEqual([]);
  });

  it("is info by default and keeps its own duration", () => {
    const t = toaster();
    t.actor.send({ type: "toast.add", message: "Copied", duration: 1000 });
    expect(t.toasts()[0]).toMatchObject({ variant: "info", duration: 1000 });
    t.clock.increment(1000);
    t.clock.increment(300);
    expect(t.toasts()).toEqual([]);
  });

  it("fades out on a click, once, and is gone 300 ms later", () => {
    const t = toaster();
    t.actor.send({ type: "toast.add", message: "Saved" });
    const [toast] = t.toasts();
    t.actor.send({ type: "toast.dismiss", id: toast!.id });
    t.actor.send({ type: "toast.dismiss", id: toast!.id });
    expect(t.toasts()[0]?.fadeOut).toBe(true);
    t.clock.increment(300);
    expect(t.toasts()).toEqual([]);
    t.clock.increment(5000); // the cancelled duration timer does nothing later
    expect(t.toasts()).toEqual([]);
  });

  it("a toast with an action dismisses all the others first", () => {
    const t = toaster();
    t.actor.send({ type: "toast.add", message: "one" });
    t.actor.send({ type: "toast.add", message: "two" });
    t.actor.send({ type: "toast.add", message: "Session expired", action: { label: "Sign in", onClick: () => {} } });
    expect(t.toasts().map((toast) => toast.message)).toEqual(["Session expired"]);
    t.actor.send({ type: "toast.add", message: "three" });
    expect(t.toasts().map((toast) => toast.message)).toEqual(["Session expired", "three"]);
  });

  it("gives every toast its own id", () => {
    const t = toaster();
    for (let i = 0; i < 5; i++) t.actor.send({ type: "toast.add", message: `m${i}` });
    expect(new Set(t.toasts().map((toast) => toast.id)).size).toBe(5);
  });
});
