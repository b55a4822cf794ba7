// Entry point: one API client for the page (its session shared with the browser's other tabs),
// the auth and theme machines wired to it, and the app.
import {
  appUiActions,
  appUiInput,
  appUiMachine,
  authActors,
  authMachine,
  browserSessionStorage,
  browserTabs,
  chatActors,
  chatMachine,
  conversationsActors,
  conversationsMachine,
  isMobileWidth,
  makeApiClient,
  promiseApi,
  systemTimeZone,
  themeActors,
  themeMachine,
} from "@moatwise/core";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import "./ui/tokens.css";
import "./ui/ui.css";
import "./shell/shell.css";

const api = makeApiClient({ crossTab: browserTabs() });
const authLogic = authMachine.provide({ actors: authActors(api) });
const themeLogic = themeMachine.provide({ actors: themeActors(api) });
const tabStorage = browserSessionStorage();
const appUi = {
  logic: appUiMachine.provide({ actions: appUiActions(tabStorage) }),
  input: appUiInput(tabStorage, isMobileWidth(window.innerWidth)),
};
const pageApi = promiseApi(api);
const chat = {
  logic: chatMachine.provide({ actors: chatActors(pageApi, api) }),
  conversations: conversationsMachine.provide({ actors: conversationsActors(pageApi) }),
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
  />,
);
