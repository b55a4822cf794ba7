import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { memoryConnectivity } from "../../services/connectivity";
import { connectivityActors, connectivityMachine, selectIsOffline } from "./connectivity.machine";

describe("the connectivity machine", () => {
  it("follows the network port: offline when it goes, online when it comes back", () => {
    const network = memoryConnectivity(true);
    const actor = createActor(connectivityMachine.provide({ actors: connectivityActors(network) })).start();
    expect(selectIsOffline(actor.getSnapshot())).toBe(false);
    network.set(false);
    expect(selectIsOffline(actor.getSnapshot())).toBe(true);
    network.set(true);
    expect(selectIsOffline(actor.getSnapshot())).toBe(false);
  });

  it("starts offline when the device has no network at the start", () => {
    const actor = createActor(
      connectivityMachine.provide({ actors: connectivityActors(memoryConnectivity(false)) }),
    ).start();
    expect(selectIsOffline(actor.getSnapshot())).toBe(true);
  });

  it("stops listening when it stops", () => {
    const network = memoryConnectivity(true);
    let listeners = 0;
    const counted = {
      isOnline: network.isOnline,
      subscribe: (listener: (online: boolean) => void) => {
        listeners += 1;
        const stop = network.subscribe(listener);
        return () => {
          listeners -= 1;
          stop();
        };
      },
    };
    const actor = createActor(connectivityMachine.provide({ actors: connectivityActors(counted) })).start();
    expect(listeners).toBe(1);
    actor.stop();
    expect(listeners).toBe(0);
  });
});
