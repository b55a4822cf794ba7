import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SimulatedClock } from "xstate";
import { SERVER_PROBE_MAX_DELAY_MS } from "../domain/constants";
import { settle } from "../testing/scriptedFetch";
import { memoryConnectivity, serverHealthProbe, serverProbeDelayMs, withServerReachability } from "./connectivity";

/** The device's switch, a server that is up or down, and the probes the port makes. */
function network({ device = true, serverUp = true } = {}) {
  const switchable = memoryConnectivity(device);
  const clock = new SimulatedClock();
  const world = { serverUp, probes: 0, probesWhileDeviceOff: 0 };
  const port = withServerReachability(switchable, {
    clock,
    probe: async () => {
      world.probes += 1;
      if (!switchable.isOnline()) world.probesWhileDeviceOff += 1;
      return world.serverUp;
    },
  });
  const told: boolean[] = [];
  port.subscribe((online) => told.push(online));
  return { switchable, clock, world, port, told };
}

describe("the network as the requests find it", () => {
  it("is offline as soon as a request finds no server, and online when a probe finds it again", async () => {
    const { port, clock, world, told } = network({ serverUp: false });
    port.heard(false);
    expect(port.isOnline()).toBe(false);
    expect(told).toEqual([false]);
    clock.increment(serverProbeDelayMs(0));
    await settle();
    expect(world.probes).toBe(1);
    expect(port.isOnline()).toBe(false);
    world.serverUp = true;
    clock.increment(serverProbeDelayMs(1));
    await settle();
    expect(port.isOnline()).toBe(true);
    expect(told).toEqual([false, true]);
  });

  it("asks again at growing intervals, never more than 5 s apart", () => {
    expect([0, 1, 2, 3, 4, 10].map(serverProbeDelayMs)).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });

  it("probes as soon as the device says it is back, and not while the device says it is offline", async () => {
    const { port, clock, world, switchable } = network({ serverUp: false });
    port.heard(false);
    switchable.set(false);
    clock.increment(60_000);
    await settle();
    expect(world.probes).toBe(0);
    world.serverUp = true;
    switchable.set(true);
    clock.increment(0);
    await settle();
    expect(world.probes).toBe(1);
    expect(port.isOnline()).toBe(true);
  });

  it("over any run of events: online is the device's word and the last thing heard; each change is told once; a server that is up is found within 5 s", async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("device" as const), on: fc.boolean() }),
      fc.record({ kind: fc.constant("heard" as const), reachable: fc.boolean() }),
      fc.record({ kind: fc.constant("server" as const), up: fc.boolean() }),
      fc.record({ kind: fc.constant("wait" as const), ms: fc.integer({ min: 0, max: 12_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 30 }), async (steps) => {
        const { port, clock, world, switchable, told } = network();
        let reachable = true;
        for (const action of steps) {
          if (action.kind === "device") switchable.set(action.on);
          if (action.kind === "heard") {
            port.heard(action.reachable);
            reachable = action.reachable;
          }
          if (action.kind === "server") world.serverUp = action.up;
          if (action.kind === "wait") clock.increment(action.ms);
          await settle();
          // A probe that found the server is heard like a request that did.
          if (!reachable && port.isOnline()) reachable = true;
          expect(port.isOnline()).toBe(switchable.isOnline() && reachable);
          expect(told.at(-1) ?? true).toBe(port.isOnline());
          expect(told.some((online, index) => index > 0 && online === told[index - 1])).toBe(false);
        }
        expect(world.probesWhileDeviceOff).toBe(0);
        world.serverUp = true;
        switchable.set(true);
        await settle();
        clock.increment(SERVER_PROBE_MAX_DELAY_MS);
        await settle();
        expect(port.isOnline()).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});

describe("the server's health probe", () => {
  it("is reached for any HTTP answer and not for a network error, asking /v1/health", async () => {
    const asked: string[] = [];
    const answering = serverHealthProbe(async (input) => {
      asked.push(String(input));
      return new Response("down", { status: 503 });
    }, "http://api.test");
    expect(await answering()).toBe(true);
    expect(asked).toEqual(["http://api.test/v1/health"]);
    const failing = serverHealthProbe(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await failing()).toBe(false);
  });
});
