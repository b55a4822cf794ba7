// The app: the auth, theme and toasts actors around the shell, the startup screen until the session
// is known, then the header, the status banner and the routes. Pages load lazily, so each route ships only its own code.
import {
  type ApiClientShape,
  type AppUiInput,
  type AppUiMachine,
  type AuthMachine,
  appMachine,
  appUiActions,
  appUiMachine,
  type ChatLogic,
  type Connectivity,
  connectivityActors,
  connectivityMachine,
  type LocationPort,
  memoryStorage,
  type PromiseApi,
  pageDataWhenNeeded,
  paletteActors,
  paletteMachine,
  selectIsAuthenticated,
  selectIsBootstrapping,
  type ThemeMachine,
  watchLocation,
} from "@moatwise/core";
import { QueryClient } from "@tanstack/query-core";
import { lazy, type ReactNode, Suspense, useCallback, useState, useSyncExternalStore } from "react";
import { Router, type RouterProps, useLocation } from "wouter";
import { fromPromise } from "xstate";
import { Header } from "../shell/Header";
import { Sidebar } from "../shell/Sidebar";
import { StartupScreen } from "../shell/StartupScreen";
import { StatusBanner } from "../shell/StatusBanner";
import { Toaster } from "../shell/Toaster";
import { AppActor, AuthActor, usePalette, useShell, WhenChatRuns } from "./actors";
import { BrowserBridge } from "./BrowserBridge";
import { browserLocation } from "./browserLocation";
import { ConnectivityContext, useConnectivity } from "./connectivity";
import { DataProvider } from "./data";
import { ErrorBoundary } from "./ErrorBoundary";
import { Routes } from "./routes";
import { ShellLogicProvider } from "./shellLogic";

const ShortcutSheet = lazy(() => import("../shell/ShortcutSheet"));
// The palette's state lives in the root actor; its dialog is loaded the first time it opens.
const CommandPalette = lazy(() => import("../shell/CommandPalette"));
const InlineChatPane = lazy(() =>
  import("../features/chat/InlineChatPane").then((module) => ({ default: module.InlineChatPane })),
);

/** A page that throws shows its error screen inside the shell; another page starts over. */
function RoutesWithErrorScreens() {
  const [path, navigate] = useLocation();
  const goHome = useCallback(() => navigate("/"), [navigate]);
  return (
    <ErrorBoundary key={path} onHome={goHome}>
      <Routes />
    </ErrorBoundary>
  );
}

/** Outside the router and every provider: Go Home loads the app afresh. */
const reloadHome = () => window.location.assign("/");

function Shell() {
  const isBootstrapping = AuthActor.useSelector(selectIsBootstrapping);
  const { sidebarOpen, inlineChatOpen, shortcutSheetOpen } = useShell();
  const paletteOpen = usePalette().open;
  const signedIn = AuthActor.useSelector(selectIsAuthenticated);
  const [path] = useLocation();
  if (isBootstrapping) return <StartupScreen />;
  return (
    <>
      <Header />
      <StatusBanner />
      <div className="layout" data-sidebar={sidebarOpen ? "open" : "closed"}>
        <Sidebar />
        <div className="layout-main">
          <RoutesWithErrorScreens />
        </div>
        {/* The chat page is the chat: no second one beside it. */}
        {inlineChatOpen && signedIn && !path.startsWith("/chat") && (
          <Suspense fallback={null}>
            <WhenChatRuns>
              <InlineChatPane />
            </WhenChatRuns>
          </Suspense>
        )}
      </div>
      {paletteOpen && (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      )}
      {shortcutSheetOpen && (
        <Suspense fallback={null}>
          <ShortcutSheet />
        </Suspense>
      )}
    </>
  );
}

export interface AppProps {
  readonly api: PromiseApi;
  /** The client under `api`, for streaming calls outside the chat (PDF chat). */
  readonly client?: ApiClientShape;
  readonly authLogic: AuthMachine;
  readonly themeLogic: ThemeMachine;
  /** The shell's state, kept in the tab's storage by main.tsx; in memory when not given. */
  readonly appUi?: { readonly logic: AppUiMachine; readonly input: AppUiInput };
  /** The system prefers a dark theme (the theme machine's start). */
  readonly prefersDark?: boolean;
  /**
   * The chat and its conversation list, wired to the API by main.tsx and loaded when first wanted;
   * unwired in tests that need no chat.
   */
  readonly chat?: {
    readonly load: () => Promise<ChatLogic>;
    readonly clientIdPrefix: string;
    /** The browser's time zone, for the AI requests' `user_timezone`. */
    readonly timezone?: string;
  };
  /**
   * The page's address, which the routes and core's machines both read: the browser's by default,
   * one in memory in tests (core's memoryLocation).
   */
  readonly location?: LocationPort;
  /** Whether the device has a network (the browser's, from main.tsx); always online when not given. */
  readonly connectivity?: Connectivity;
}

const inMemoryAppUi = () => ({
  logic: appUiMachine.provide({ actions: appUiActions(memoryStorage()) }),
  input: { sidebarOpen: true, loginPendingMessage: null },
});

const unwiredChat = {
  load: () => import("./chatLogic").then((module) => module.unwiredChat),
  clientIdPrefix: "tab",
};

/** wouter's hooks on the location port: the routes read the address the machines read. */
export function routerOn(location: LocationPort): Partial<RouterProps> {
  const subscribe = (changed: () => void) => location.subscribe(changed);
  const path = () => location.current().path;
  const search = () => location.current().search;
  return {
    hook: () => [useSyncExternalStore(subscribe, path, path), location.navigate],
    searchHook: () => useSyncExternalStore(subscribe, search, search),
  };
}

/**
 * The data and actor providers every screen needs, without the shell: the app, and component tests
 * (with no `location`, the machines hear no address).
 */
export function AppProviders({
  api,
  client,
  authLogic,
  themeLogic,
  appUi: given,
  chat: givenChat,
  prefersDark = false,
  location,
  children,
}: Omit<AppProps, "connectivity"> & { readonly children: ReactNode }) {
  const connectivity = useConnectivity();
  // Made once per mounted app, not per render: the provider keeps the first logic it is given.
  const [root] = useState(() => {
    const appUi = given ?? inMemoryAppUi();
    const chat: NonNullable<AppProps["chat"]> = givenChat ?? unwiredChat;
    const queryClient = new QueryClient();
    return {
      queryClient,
      logic: appMachine.provide({
        actors: {
          auth: authLogic,
          theme: themeLogic,
          appUi: appUi.logic,
          palette: paletteMachine.provide({ actors: paletteActors(api) }),
          loadChat: fromPromise(chat.load),
          connectivity: connectivityMachine.provide({ actors: connectivityActors(connectivity) }),
          ...(location ? { location: watchLocation(location) } : {}),
          // What the page shows that the machines need (its company, the answer settings, the PDF session).
          // Loaded when a page first needs it (a stock page, the chat, the PDF chat), not with the first page.
          pageData: pageDataWhenNeeded(() =>
            import("@moatwise/core/pageData").then((module) => module.pageDataFollower({ api, queryClient })),
          ),
        },
      }),
      input: {
        prefersDark,
        appUi: appUi.input,
        clientIdPrefix: chat.clientIdPrefix,
        ...(chat.timezone ? { timezone: chat.timezone } : {}),
      },
    };
  });
  return (
    <DataProvider api={api} client={client ?? null} queryClient={root.queryClient}>
      <AppActor.Provider logic={root.logic} options={{ input: root.input }}>
        <ShellLogicProvider api={api}>{children}</ShellLogicProvider>
      </AppActor.Provider>
    </DataProvider>
  );
}

export function App({ location: given, connectivity, ...providers }: AppProps) {
  // One port and one router on it for the app's life.
  const [{ location, router }] = useState(() => {
    const port = given ?? browserLocation();
    return { location: port, router: routerOn(port) };
  });
  const app = (
    <ErrorBoundary onHome={reloadHome}>
      <AppProviders {...providers} location={location}>
        <Router {...router}>
          <BrowserBridge />
          <Shell />
        </Router>
        <Toaster />
      </AppProviders>
    </ErrorBoundary>
  );
  return connectivity ? <ConnectivityContext.Provider value={connectivity}>{app}</ConnectivityContext.Provider> : app;
}
