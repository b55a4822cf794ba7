// The shell's own state (spec §3, app UI state): the sidebar, the inline chat pane and what it is
// opened with (a passage to explain, the page's company, a question to ask), the header's mobile search bar, the shortcut sheet (?), and `loginPendingMessage`, the chat message a signed-out
// visitor sent before being sent to sign in. Opening the inline chat closes the sidebar (spec §2).
// A page about a company says so (`page.about`): every way of opening the pane (Ctrl+L, the
// header's Chat button, the palette, "Ask about {ticker}") then gives the chat that company.
// The pending message is written through to storage by named actions, so it survives the trip
// to /login and back (a reload, Google's sign-in) and is kept until the chat has sent it.
import { assertEvent, assign, setup } from "xstate";
import type { ChatContext } from "../../domain/chat/aiRequest";
import { INLINE_CHAT_DEFAULT_WIDTH_PX } from "../../domain/constants";
import { inlineChatWidthWithin } from "../../domain/shell/layout";

export interface AppUiInput {
  /** The sidebar starts open on desktop and closed on mobile. */
  readonly sidebarOpen: boolean;
  /** A message kept from before the sign-in round trip, if any. */
  readonly loginPendingMessage: string | null;
}

export interface AppUiContext {
  readonly sidebarOpen: boolean;
  readonly inlineChatOpen: boolean;
  readonly inlineChatWidth: number;
  /** Text the user picked to ask about ("Ask about this"). */
  readonly inlineChatContext: string | null;
  /** Send `inlineChatContext` as soon as the pane opens. */
  readonly inlineChatAutoSend: boolean;
  /** What the page that opened the pane shows, for the assistant. */
  readonly inlineChatPageContext: string | null;
  /** The company the page is about, which the chat then asks about. */
  readonly inlineChatAbout: ChatContext | null;
  /** A question to ask as soon as the pane opens (a shared prompt clicked). */
  readonly inlineChatQuestion: string | null;
  readonly loginPendingMessage: string | null;
  /** The header's full-width search bar is open (mobile, where the box folds into an icon). */
  readonly headerSearchVisible: boolean;
  /** The sheet of keyboard shortcuts is open (? outside a text field). */
  readonly shortcutSheetOpen: boolean;
  /** What the page on screen is about, given to a pane opened without its own. */
  readonly page: PageAbout | null;
}

/** What a page tells an inline chat opened on it: what it shows and the company it is about. */
export interface PageAbout {
  readonly pageContext?: string;
  readonly about?: ChatContext;
}

export interface InlineChatOpening {
  readonly context?: string;
  readonly pageContext?: string;
  readonly autoSend?: boolean;
  readonly about?: ChatContext;
  readonly question?: string;
}

export type AppUiEvent =
  | { type: "sidebar.toggle" }
  | { type: "sidebar.close" }
  | { type: "inlineChat.toggle" }
  | ({ type: "inlineChat.open" } & InlineChatOpening)
  | { type: "inlineChat.close" }
  /** A drag of the pane's edge asks for `width` on a viewport `viewportWidth` wide. */
  | { type: "inlineChat.resize"; width: number; viewportWidth: number }
  /** A chat message sent while signed out: keep it for after sign-in. */
  | { type: "pendingMessage.keep"; message: string }
  /** The chat has sent the pending message (or the user dropped it). */
  | { type: "pendingMessage.clear" }
  | { type: "headerSearch.open" }
  /** Its close button, or the page changed. */
  | { type: "headerSearch.close" }
  | { type: "shortcuts.show" }
  | { type: "shortcuts.hide" }
  /** A page about a company is on screen. */
  | ({ type: "page.about" } & PageAbout)
  /** That page is gone. */
  | { type: "page.left" };

function requiredAction(name: string) {
  return () => {
    throw new Error(`The appUi machine needs its "${name}" action; supply it with machine.provide({ actions }).`);
  };
}

export const appUiMachine = setup({
  types: {
    context: {} as AppUiContext,
    events: {} as AppUiEvent,
    input: {} as AppUiInput,
  },
  actions: {
    persistPendingMessage: requiredAction("persistPendingMessage"),
    forgetPendingMessage: requiredAction("forgetPendingMessage"),
    toggleSidebar: assign({ sidebarOpen: ({ context }) => !context.sidebarOpen }),
    closeSidebar: assign({ sidebarOpen: false }),
    openInlineChat: assign(({ context, event }) => {
      const opening: InlineChatOpening = event.type === "inlineChat.open" ? event : {};
      return {
        inlineChatOpen: true,
        sidebarOpen: false,
        inlineChatContext: opening.context ?? null,
        inlineChatPageContext: opening.pageContext ?? context.page?.pageContext ?? null,
        inlineChatAutoSend: opening.autoSend ?? false,
        inlineChatAbout: opening.about ?? context.page?.about ?? null,
        inlineChatQuestion: opening.question?.trim() || null,
      };
    }),
    closeInlineChat: assign({
      inlineChatOpen: false,
      inlineChatContext: null,
      inlineChatAutoSend: false,
      inlineChatQuestion: null,
    }),
    resizeInlineChat: assign(({ event }) => {
      assertEvent(event, "inlineChat.resize");
      return { inlineChatWidth: inlineChatWidthWithin(event.width, event.viewportWidth) };
    }),
    keepPendingMessage: assign(({ event }) => {
      assertEvent(event, "pendingMessage.keep");
      return { loginPendingMessage: event.message.trim() };
    }),
    clearPendingMessage: assign({ loginPendingMessage: null }),
    openHeaderSearch: assign({ headerSearchVisible: true }),
    closeHeaderSearch: assign({ headerSearchVisible: false }),
    showShortcuts: assign({ shortcutSheetOpen: true }),
    hideShortcuts: assign({ shortcutSheetOpen: false }),
    keepPage: assign(({ event }) => {
      assertEvent(event, "page.about");
      return {
        page: {
          ...(event.pageContext ? { pageContext: event.pageContext } : {}),
          ...(event.about ? { about: event.about } : {}),
        },
      };
    }),
    forgetPage: assign({ page: null }),
  },
  guards: {
    inlineChatOpen: ({ context }) => context.inlineChatOpen,
    messageHasText: ({ event }) => event.type === "pendingMessage.keep" && event.message.trim() !== "",
  },
}).createMachine({
  id: "appUi",
  context: ({ input }) => ({
    sidebarOpen: input.sidebarOpen,
    inlineChatOpen: false,
    inlineChatWidth: INLINE_CHAT_DEFAULT_WIDTH_PX,
    inlineChatContext: null,
    inlineChatAutoSend: false,
    inlineChatPageContext: null,
    inlineChatAbout: null,
    inlineChatQuestion: null,
    loginPendingMessage: input.loginPendingMessage,
    headerSearchVisible: false,
    shortcutSheetOpen: false,
    page: null,
  }),
  on: {
    "sidebar.toggle": { actions: "toggleSidebar" },
    "sidebar.close": { actions: "closeSidebar" },
    "inlineChat.toggle": [{ guard: "inlineChatOpen", actions: "closeInlineChat" }, { actions: "openInlineChat" }],
    "inlineChat.open": { actions: "openInlineChat" },
    "inlineChat.close": { actions: "closeInlineChat" },
    "inlineChat.resize": { actions: "resizeInlineChat" },
    "pendingMessage.keep": { guard: "messageHasText", actions: ["keepPendingMessage", "persistPendingMessage"] },
    "pendingMessage.clear": { actions: ["clearPendingMessage", "forgetPendingMessage"] },
    "headerSearch.open": { actions: "openHeaderSearch" },
    "headerSearch.close": { actions: "closeHeaderSearch" },
    "shortcuts.show": { actions: "showShortcuts" },
    "shortcuts.hide": { actions: "hideShortcuts" },
    "page.about": { actions: "keepPage" },
    "page.left": { actions: "forgetPage" },
  },
});

export type AppUiMachine = typeof appUiMachine;
