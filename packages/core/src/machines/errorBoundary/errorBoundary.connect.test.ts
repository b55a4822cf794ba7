// The error boundary's view-model: the page until an error, the bug screen or a route error's
// screen after one, the wait before a retry, the details toggled, and the message once retries are spent.
import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { texts } from "../../domain/texts";
import { connectErrorBoundary } from "./errorBoundary.connect";
import { errorBoundaryMachine, errorRetryDelayMs } from "./errorBoundary.machine";

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(errorBoundaryMachine, { clock }).start();
  return { clock, view: () => connectErrorBoundary(actor.getSnapshot(), actor.send) };
}

describe("connectErrorBoundary", () => {
  it("shows the page until a bug is caught, then the bug screen with its report and details behind a toggle", () => {
    const { view } = start();
    expect(view()).toMatchObject({ shows: "page", report: null, attempt: 0 });
    view().caught(new TypeError("x is not a function"), 1);
    expect(view()).toMatchObject({ shows: "bug", retryLeft: true, detailsOpen: false });
    expect(view().report?.type).toBe("TypeError");
    expect(view().message).toBe(view().screen?.message);
    view().toggleDetails();
    expect(view().detailsOpen).toBe(true);
  });

  it("shows a route error's own screen for a refused request", () => {
    const { view } = start();
    view().caught(Object.assign(new Error("Not Found"), { status: 404 }), 1);
    expect(view().shows).toBe("routeError");
  });

  it("waits before a retry, renders the page afresh, and says so once the retries are spent", () => {
    const { clock, view } = start();
    let retries = 0;
    while (view().retryLeft || view().shows === "page") {
      view().caught(new Error("render failed"), 1);
      if (!view().retryLeft) break;
      view().retry();
      expect(view().shows).toBe("retrying");
      clock.increment(errorRetryDelayMs(retries));
      retries += 1;
      expect(view()).toMatchObject({ shows: "page", attempt: retries });
    }
    expect(retries).toBeGreaterThan(0);
    expect(view()).toMatchObject({ shows: "bug", retryLeft: false, message: texts.retriesSpent });
  });
});
