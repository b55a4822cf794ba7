import { describe, expect, it } from "vitest";
import { createActor, sendTo, setup } from "xstate";
import { memoryLocation } from "../testing/memoryLocation";
import { addressOf, type LocationChanged, type LocationGo, type Place, watchLocation } from "./location";

/** A machine that keeps what its location actor tells, and asks it to go where it is told to. */
function watching(location: ReturnType<typeof memoryLocation>) {
  const heard: Place[] = [];
  const machine = setup({
    types: { events: {} as LocationChanged | LocationGo },
    actors: { location: watchLocation(location) },
  }).createMachine({
    invoke: { id: "location", src: "location" },
    on: {
      "location.changed": { actions: ({ event }) => heard.push(event.place) },
      "location.go": { actions: sendTo("location", ({ event }) => event) },
    },
  });
  return { actor: createActor(machine).start(), heard };
}

describe("the location port, heard through watchLocation", () => {
  it("tells the place at once and each move after, with the history entry's state", () => {
    const location = memoryLocation("/chat?conversation=c-1#end");
    const { heard } = watching(location);
    location.navigate("/stock/AAPL", { state: { from: "search" } });
    expect(heard).toEqual([
      { path: "/chat", search: "conversation=c-1", hash: "#end", state: null },
      { path: "/stock/AAPL", search: "", hash: "", state: { from: "search" } },
    ]);
    expect(heard.map(addressOf)).toEqual(["/chat?conversation=c-1#end", "/stock/AAPL"]);
  });

  it("goes where its machine asks, in place of the entry when told to replace it", () => {
    const location = memoryLocation("/");
    const { actor, heard } = watching(location);
    actor.send({ type: "location.go", to: "/chat" });
    actor.send({ type: "location.go", to: "/chat?conversation=c-2", replace: true });
    expect(location.history).toEqual(["/", "/chat?conversation=c-2"]);
    expect(heard.map(addressOf)).toEqual(["/", "/chat", "/chat?conversation=c-2"]);
  });

  it("hears nothing once its machine stops", () => {
    const location = memoryLocation("/");
    const { actor, heard } = watching(location);
    actor.stop();
    location.navigate("/news");
    expect(heard.map(addressOf)).toEqual(["/"]);
  });
});
