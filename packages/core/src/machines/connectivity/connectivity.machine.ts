// Whether the app has a network (issue 38): the shell's Offline banner reads it. The network is
// heard through `watchConnectivity`, provided with `connectivityActors(port)`; unprovided, the app
// is taken to be online.
import { fromCallback, type SnapshotFrom, setup } from "xstate";
import { type Connectivity, type ConnectivityEvent, watchConnectivity } from "../../services/connectivity";

export const connectivityMachine = setup({
  types: { events: {} as ConnectivityEvent },
  actors: {
    watchConnectivity: fromCallback<ConnectivityEvent>(() => {}),
  },
}).createMachine({
  id: "connectivity",
  invoke: { id: "watchConnectivity", src: "watchConnectivity" },
  initial: "online",
  states: {
    online: { tags: "online", on: { "network.offline": "offline" } },
    offline: { tags: "offline", on: { "network.online": "online" } },
  },
});

export type ConnectivityMachine = typeof connectivityMachine;

export function connectivityActors(connectivity: Connectivity) {
  return { watchConnectivity: watchConnectivity(connectivity) };
}

export const selectIsOffline = (snapshot: SnapshotFrom<ConnectivityMachine>): boolean => snapshot.hasTag("offline");
