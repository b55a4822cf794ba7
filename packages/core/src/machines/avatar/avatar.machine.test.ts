import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { avatarMachine } from "./avatar.machine";

function startAvatar(url: string | null) {
  const clock = new SimulatedClock();
  const actor = createActor(avatarMachine, { clock, input: { url } });
  actor.start();
  return { actor, clock };
}

describe("the avatar in time", () => {
  it("retries a failed picture after 1 s and after 2 s, then shows initials", () => {
    const { actor, clock } = startAvatar("https://example.com/a.png");
    actor.send({ type: "image.failed" });
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe("waiting");
    clock.increment(1);
    expect(actor.getSnapshot().matches("loading")).toBe(true);
    expect(actor.getSnapshot().context.attempt).toBe(1);
    actor.send({ type: "image.failed" });
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe("waiting");
    clock.increment(1);
    expect(actor.getSnapshot().context.attempt).toBe(2);
    actor.send({ type: "image.failed" });
    expect(actor.getSnapshot().value).toBe("initials");
  });

  it("shows initials at once when there is no picture, even a blank one", () => {
    expect(startAvatar(null).actor.getSnapshot().value).toBe("initials");
    expect(startAvatar("   ").actor.getSnapshot().value).toBe("initials");
  });

  it("changes nothing when told the same picture again", () => {
    const { actor } = startAvatar("https://example.com/a.png");
    actor.send({ type: "image.loaded" });
    actor.send({ type: "picture.changed", url: " https://example.com/a.png " });
    expect(actor.getSnapshot().value).toBe("shown");
  });

  it("starts over with a new picture", () => {
    const { actor } = startAvatar("https://example.com/a.png");
    actor.send({ type: "image.failed" });
    actor.send({ type: "picture.changed", url: "https://example.com/b.png" });
    expect(actor.getSnapshot().value).toBe("loading");
    expect(actor.getSnapshot().context).toEqual({ url: "https://example.com/b.png", attempt: 0 });
  });
});
