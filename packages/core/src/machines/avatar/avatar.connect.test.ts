// The avatar's view-model: the image tried while it loads, shown once loaded, tried again (a new
// attempt) after a failure, and none once the retries are spent or there is no picture.
import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { AVATAR_RETRY_DELAYS_MS } from "../../domain/constants";
import { connectAvatar } from "./avatar.connect";
import { avatarMachine } from "./avatar.machine";

function start(url: string | null) {
  const clock = new SimulatedClock();
  const actor = createActor(avatarMachine, { input: { url }, clock }).start();
  return { clock, view: () => connectAvatar(actor.getSnapshot(), actor.send) };
}

describe("connectAvatar", () => {
  it("tries the picture with the initials showing, and shows it once loaded", () => {
    const { view } = start("https://example.com/ada.png");
    expect(view()).toMatchObject({ pictureShown: false, image: { url: "https://example.com/ada.png", attempt: 0 } });
    view().loaded();
    expect(view()).toMatchObject({ pictureShown: true, image: { attempt: 0 } });
  });

  it("tries again with a new attempt after each failure, then keeps the initials", () => {
    const { clock, view } = start("https://example.com/ada.png");
    for (const [index, delay] of AVATAR_RETRY_DELAYS_MS.entries()) {
      view().failed();
      expect(view().image).toBeNull();
      clock.increment(delay);
      expect(view().image?.attempt).toBe(index + 1);
    }
    view().failed();
    expect(view()).toMatchObject({ pictureShown: false, image: null });
  });

  it("tries nothing without a picture", () => {
    expect(start(null).view()).toMatchObject({ pictureShown: false, image: null });
  });
});
