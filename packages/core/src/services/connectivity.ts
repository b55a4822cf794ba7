// Whether the device has a network, as a port: the browser's navigator.onLine and its online and
// offline events in the app, a switch in tests and other clients. Machines hear it through a
// callback actor (`watchConnectivity`), never from a browser global.
import { fromCallback } from "xstate";

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

/** The callback actor a machine invokes to hear the network: the state now, then each change. */
export function watchConnectivity(connectivity: Connectivity) {
  return fromCallback<ConnectivityEvent>(({ sendBack }) => {
    const tell = (online: boolean) => sendBack({ type: online ? "network.online" : "network.offline" });
    if (!connectivity.isOnline()) tell(false);
    return connectivity.subscribe(tell);
  });
}
