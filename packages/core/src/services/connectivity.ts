// Whether the device has a network, as a port: the browser's navigator.onLine and its online and
// offline events in the app, a switch in tests and other clients. Machines hear it through a
// callback actor (`watchConnectivity`), never from a browser global. The browser's word is not
// enough: after a reload without a network, Chromium says it is online and tells no change, so
// `withServerReachability` adds what the requests learn (a request that found no server) and asks
// the server again until it answers.
import { fromCallback } from "xstate";
import { API_PREFIX, SERVER_PROBE_BASE_DELAY_MS, SERVER_PROBE_MAX_DELAY_MS } from "../domain/constants";
import { type Clock, systemClock } from "./clock";

export interface Connectivity {
  isOnline(): boolean;
  /** Hears every change; answers the unsubscribe. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export type ConnectivityEvent = { type: "network.online" } | { type: "network.offline" };

interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** The browser's view: navigator.onLine now, and the `online` and `offline` events on the page. */
export function browserConnectivity(): Connectivity {
  const page = globalThis as unknown as Partial<EventTargetLike> & { navigator?: { onLine?: boolean } };
  return {
    isOnline: () => page.navigator?.onLine ?? true,
    subscribe(listener) {
      if (!page.addEventListener || !page.removeEventListener) return () => {};
      const online = () => listener(true);
      const offline = () => listener(false);
      page.addEventListener("online", online);
      page.addEventListener("offline", offline);
      return () => {
        page.removeEventListener?.("online", online);
        page.removeEventListener?.("offline", offline);
      };
    },
  };
}

/** A network switched by hand (`set`), for tests and clients that know no better: online at first. */
export function memoryConnectivity(online = true): Connectivity & { set(online: boolean): void } {
  let current = online;
  const listeners = new Set<(online: boolean) => void>();
  return {
    isOnline: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      if (next === current) return;
      current = next;
      for (const listener of [...listeners]) listener(next);
    },
  };
}

/** The network as the requests find it: told by the API client after every attempt. */
export interface ServerReachability extends Connectivity {
  /** A request was answered (`true`, whatever its status) or found no server (`false`). */
  heard(reachable: boolean): void;
}

export interface ReachabilityOptions {
  /** Asks the server once: true when it answered at all. */
  readonly probe: () => Promise<boolean>;
  readonly clock?: Clock;
}

/** The wait before the server is asked again, after `failures` probes that found nothing. */
export function serverProbeDelayMs(failures: number): number {
  return Math.min(SERVER_PROBE_BASE_DELAY_MS * 2 ** failures, SERVER_PROBE_MAX_DELAY_MS);
}

/**
 * Online when the device says so and the server was last found. Once a request finds no server,
 * the server is probed (`serverProbeDelayMs`) until it answers or a request does; the device
 * coming back online probes at once.
 */
export function withServerReachability(device: Connectivity, options: ReachabilityOptions): ServerReachability {
  const clock = options.clock ?? systemClock;
  const listeners = new Set<(online: boolean) => void>();
  let reachable = true;
  let failures = 0;
  let timer: unknown;
  let said = device.isOnline();
  const isOnline = () => device.isOnline() && reachable;
  const tell = () => {
    if (isOnline() === said) return;
    said = !said;
    for (const listener of [...listeners]) listener(said);
  };
  // Asks the server after `ms`, unless it was found meanwhile. A device without a network is not
  // asked: its coming back asks at once.
  const probeAfter = (ms: number) => {
    clock.clearTimeout(timer);
    timer = clock.setTimeout(async () => {
      if (reachable || !device.isOnline()) return;
      const answered = await options.probe().catch(() => false);
      if (answered) heard(true);
      else if (!reachable) probeAfter(serverProbeDelayMs(++failures));
    }, ms);
  };
  function heard(now: boolean) {
    if (now || reachable) {
      clock.clearTimeout(timer);
      failures = 0;
    }
    if (!now && reachable) probeAfter(serverProbeDelayMs(0));
    reachable = now;
    tell();
  }
  device.subscribe((online) => {
    if (online && !reachable) probeAfter(0);
    tell();
  });
  return {
    isOnline,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    heard,
  };
}

/** Asks the server's health route: any HTTP answer means the server is there. */
export function serverHealthProbe(fetcher: typeof globalThis.fetch = globalThis.fetch, baseUrl = "") {
  return () =>
    fetcher(`${baseUrl}${API_PREFIX}/health`, { credentials: "omit" }).then(
      () => true,
      () => false,
    );
}

/** The callback actor a machine invokes to hear the network: the state now, then each change. */
export function watchConnectivity(connectivity: Connectivity) {
  return fromCallback<ConnectivityEvent>(({ sendBack }) => {
    const tell = (online: boolean) => sendBack({ type: online ? "network.online" : "network.offline" });
    if (!connectivity.isOnline()) tell(false);
    return connectivity.subscribe(tell);
  });
}
