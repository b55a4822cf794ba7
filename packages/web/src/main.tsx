// Entry point: one API client for the page (its session shared with the browser's other tabs),
// the auth and theme machines wired to it, the browser's network, and the app; then the service worker.
import {
  appUiActions,
  appUiInput,
  appUiMachine,
  authActors,
  authDeviceActions,
  authDeviceActors,
  authMachine,
  browserConnectivity,
  browserLocalStorage,
  browserSessionStorage,
  browserTabs,
  isMobileWidth,
  makeApiClient,
  promiseApi,
  serverHealthProbe,
  systemTimeZone,
  themeActors,
  themeMachine,
  withServerReachability,
} from "@moatwise/core";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import "./ui/tokens.css";
import "./ui/ui.css";
import "./shell/shell.css";

// The network as the browser says and as the requests find it: a request that reaches no server
// shows the Offline banner even where the browser claims to be online.
const connectivity = withServerReachability(browserConnectivity(), { probe: serverHealthProbe() });
const api = makeApiClient({ crossTab: browserTabs(), onReachability: connectivity.heard });
// The signed-in user is kept on the device, so a reload without a network opens the app.
const deviceStorage = browserLocalStorage();
const authLogic = authMachine.provide({
  actors: { ...authActors(api), ...authDeviceActors(deviceStorage, connectivity) },
  actions: authDeviceActions(deviceStorage),
});
const themeLogic = themeMachine.provide({ actors: themeActors(api) });
const tabStorage = browserSessionStorage();
const appUi = {
  logic: appUiMachine.provide({ actions: appUiActions(tabStorage) }),
  input: appUiInput(tabStorage, isMobileWidth(window.innerWidth)),
};
const pageApi = promiseApi(api);
// The chat's code loads when the chat is first wanted (app/chatLogic.ts), not with the first page.
const chat = {
  load: () => import("./app/chatLogic").then((module) => module.wiredChat(pageApi, api)),
  clientIdPrefix: crypto.randomUUID().slice(0, 8),
  timezone: systemTimeZone(),
};
const prefersDark = window.matchMedia("(prefers-color-scheme: dark)").matches;
// Before the first render, so a dark page never flashes light.
document.documentElement.dataset.theme = prefersDark ? "dark" : "light";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
createRoot(root).render(
  <App
    api={pageApi}
    client={api}
    authLogic={authLogic}
    themeLogic={themeLogic}
    appUi={appUi}
    chat={chat}
    prefersDark={prefersDark}
    connectivity={connectivity}
  />,
);

// The service worker (offline use, update prompt) registers once the page has loaded, in a chunk of
// its own, so the first load carries none of its code.
const registerServiceWorker = () =>
  import("./app/registerServiceWorker").then((module) => module.registerServiceWorker());
if (document.readyState === "complete") void registerServiceWorker();
else window.addEventListener("load", () => void registerServiceWorker(), { once: true });
