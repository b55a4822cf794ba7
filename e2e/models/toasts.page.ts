// The toasts as a person meets them, for the toasts model's paths, on the Settings page with a
// paused clock: saving the name shows "Profile saved."; changing an answer default while the server
// refuses it shows the error toast with Retry; a click on a toast dismisses it; a toast's timers run
// only when the path says its time is up. The page must show the model's toasts, in order, each
// with its text, kind, fade and action.
import { TOAST_DURATION_MS, TOAST_FADE_MS, type Toast, type ToastsContext } from "@moatwise/core";
import type { AnyMachineSnapshot, EventObject } from "@moatwise/testkit/browser";
import {
  type BrowserExecutor,
  fieldOf,
  initialState,
  type PathStep,
  preferencesRefusal,
  toastsModel,
} from "@moatwise/testkit/browser";
import { expect, type Page } from "@playwright/test";
import { pauseClock } from "../support/pageClock";

/**
 * The page's time between two toasts, so no two timers fall due together and the path alone says
 * which one runs out first.
 */
const TIME_BETWEEN_TOASTS_MS = 1000;

/** When each toast's next timer (its fade, then its removal) falls due, on the page's clock. */
interface Timeline {
  readonly now: number;
  readonly due: ReadonlyMap<string, number>;
}
const START: Timeline = { now: 0, due: new Map() };

const idOf = (event: EventObject) => fieldOf<string>(event, "id");
const toastsOf = (state: AnyMachineSnapshot) => (state.context as ToastsContext).toasts;

/** Runs the clock to `at`, unless another toast's timer would run out on the way (then null). */
function runTo(timeline: Timeline, at: number, id: string | null): Timeline | null {
  for (const [other, due] of timeline.due) if (other !== id && due <= at) return null;
  return { ...timeline, now: at };
}

/**
 * The timeline after `event`, or null when the page cannot play it as the model says (a timer
 * of a toast that is not there, or that would run out together with another's).
 */
function advance(timeline: Timeline, event: EventObject, before: AnyMachineSnapshot): Timeline | null {
  const toasts = toastsOf(before);
  const toast = event.type === "toast.add" ? undefined : toasts.find((t) => t.id === idOf(event));
  const withDue = (at: Timeline | null, id: string, when: number | null) => {
    if (!at) return null;
    const due = new Map(at.due);
    if (when === null) due.delete(id);
    else due.set(id, when);
    return { ...at, due };
  };
  switch (event.type) {
    case "toast.add": {
      const later = runTo(timeline, timeline.now + TIME_BETWEEN_TOASTS_MS, null);
      if (!later) return null;
      const added = event as unknown as { duration?: number; action?: unknown };
      // A toast with an action clears the others and their timers.
      const kept = added.action ? { ...later, due: new Map<string, number>() } : later;
      const id = `t${(before.context as ToastsContext).nextId}`;
      return withDue(kept, id, later.now + (added.duration ?? TOAST_DURATION_MS));
    }
    case "toast.dismiss":
      return toast && !toast.fadeOut ? withDue(timeline, toast.id, timeline.now + TOAST_FADE_MS) : null;
    case "toast.fade": {
      const due = toast && !toast.fadeOut ? timeline.due.get(toast.id) : undefined;
      return toast && due !== undefined ? withDue(runTo(timeline, due, toast.id), toast.id, due + TOAST_FADE_MS) : null;
    }
    case "toast.remove": {
      const due = toast?.fadeOut ? timeline.due.get(toast.id) : undefined;
      return toast && due !== undefined ? withDue(runTo(timeline, due, toast.id), toast.id, null) : null;
    }
    default:
      return null;
  }
}

function timelineAfter(steps: ReadonlyArray<PathStep>, initial: AnyMachineSnapshot): Timeline | null {
  let timeline: Timeline | null = START;
  let before = initial;
  for (const step of steps) {
    timeline = timeline && advance(timeline, step.event, before);
    before = step.state;
  }
  return timeline;
}

const timelines = new WeakMap<Page, Timeline>();
const toastsIn = (page: Page) => page.getByRole("region", { name: "Notifications" }).locator(".toast");
const answers = (page: Page) => page.getByRole("region", { name: "Answers" });
let savedNames = 0;

/** Moves the page's clock as the event needs, and remembers the new timeline. */
async function passTime(page: Page, event: EventObject, before: AnyMachineSnapshot) {
  const timeline = timelines.get(page) ?? START;
  const next = advance(timeline, event, before);
  if (!next) throw new Error(`The page cannot play ${event.type} here.`);
  if (next.now > timeline.now) await page.clock.runFor(next.now - timeline.now);
  timelines.set(page, next);
}

async function showToast(page: Page, event: EventObject, before: AnyMachineSnapshot) {
  await passTime(page, event, before);
  if ("action" in event) {
    // The server refuses every save of the answer defaults (see prepare); the choice goes back.
    await answers(page)
      .getByRole("radio", { name: /^Concise/ })
      .click();
    return;
  }
  savedNames += 1;
  await page.getByLabel("Name shown in Moatwise").fill(`Ada ${savedNames}`);
  await page.getByRole("button", { name: "Save name" }).click();
}

async function checkToast(page: Page, index: number, toast: Toast) {
  const shown = toastsIn(page).nth(index);
  await expect(shown).toContainText(toast.message);
  await expect(shown).toHaveClass(new RegExp(`\\btoast-${toast.variant}\\b`));
  if (toast.fadeOut) await expect(shown).toHaveClass(/\btoast-fading\b/);
  else await expect(shown).not.toHaveClass(/\btoast-fading\b/);
  const action = shown.locator(".toast-action");
  if (toast.action) await expect(action).toHaveText(toast.action.label);
  else await expect(action).toHaveCount(0);
}

export const toastsExecutor: BrowserExecutor<Page> = {
  model: toastsModel,
  actions: {
    "toast.add": showToast,
    "toast.dismiss": async (page, event, before) => {
      const index = toastsOf(before).findIndex((toast) => toast.id === idOf(event));
      await passTime(page, event, before);
      await toastsIn(page).nth(index).locator(".toast-body").click();
    },
    "toast.fade": passTime,
    "toast.remove": passTime,
  },
  canPlay: (event, before, earlier) => {
    const timeline = timelineAfter(earlier, initialState(toastsModel));
    return timeline !== null && advance(timeline, event, before) !== null;
  },
  check: async (page, state) => {
    const toasts = toastsOf(state);
    await expect(toastsIn(page)).toHaveCount(toasts.length);
    for (const [index, toast] of toasts.entries()) await checkToast(page, index, toast);
  },
  prepare: async (page) => {
    await page.route("**/v1/users/me/preferences", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 503, json: { detail: preferencesRefusal, code: "unavailable" } })
        : route.fallback(),
    );
  },
  reset: async (page) => {
    await page.clock.resume();
    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(answers(page).getByRole("radio", { name: /^Balanced/ })).toBeChecked();
    await expect(toastsIn(page)).toHaveCount(0);
    await pauseClock(page);
    timelines.set(page, START);
  },
};
