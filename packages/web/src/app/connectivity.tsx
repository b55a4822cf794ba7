// The network port for components outside the root actor (the error boundaries, the query client):
// main.tsx gives the browser's; tests and the default are a network that is always there.
import type { Connectivity } from "@moatwise/core";
import { createContext, useContext } from "react";

const alwaysOnline: Connectivity = { isOnline: () => true, subscribe: () => () => {} };

export const ConnectivityContext = createContext<Connectivity>(alwaysOnline);

export const useConnectivity = (): Connectivity => useContext(ConnectivityContext);
