// The shell's own state (spec §3, app UI state): the sidebar, the inline chat pane and what it is
// opened with (a passage to explain, the page's company, a question to ask), the header's mobile search bar, the shortcut sheet (?), and `loginPendingMessage`, the chat message a signed-out
// visitor sent before being sent to sign in. Opening the inline chat closes the sidebar (spec §2).
// A page about a company says so (`page.about`): every way of opening the pane (Ctrl+L, the
// header's Chat button, the palette, "Ask about {ticker}") then gives the chat that company.
// The pending message is written through to storage by named actions, so it survives the trip
// to /login and back (a reload, Google's sign-in) and is kept until the chat has sent it.
// The pane chats with the assistant (`inlineChatMode` default) or with a PDF beside the page (pdf,
// with `pdfSession`); clearing the PDF session resets the mode and emits `pdfSession.cleanUp`, on
// which the app asks the server to delete the session.
import { assertEvent, assign, emit, setup } from "xstate";
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
  /** The pane chats with the assistant, or with the PDF session beside the page. */
  readonly inlineChatMode: InlineChatMode;
  /** The PDF the pane chats with in pdf mode, once one is open. */
  readonly pdfSession: PdfSessionRef | null;
}

export type InlineChatMode = "default" | "pdf";

/** The spec's `pdfSession`: which PDF session is open, and its file's name. */
export interface PdfSessionRef {
  readonly sessionId: string;
  readonly filename: string;
}

/** Emitted when the user clears the PDF session: the server is to delete it. */
export interface PdfSessionCleanUp {
  readonly type: "pdfSession.cleanUp";
  readonly sessionId: string;
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
  | { type: "page.left" }
  /** The pane's tabs: the assistant, or the PDF. */
  | { type: "inlineChat.mode"; mode: InlineChatMode }
  /** Opens the pane to chat with a PDF beside the page (a filing, or one to upload there). */
  | { type: "inlineChat.openPdf" }
  /** A PDF session is open (uploaded, or reopened). */
  | ({ type: "pdfSession.opened" } & PdfSessionRef)
  /** The user clears the PDF session: back to the assistant, and the session is deleted. */
  | { type: "pdfSession.clear" }
  /** The session ended elsewhere (removed on /pdf-chat, signed out): nothing left to delete. */
  | { type: "pdfSession.gone"; sessionId: string };

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
    emitted: {} as PdfSessionCleanUp,
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
    setInlineChatMode: assign(({ event }) => {
      assertEvent(event, "inlineChat.mode");
      return { inlineChatMode: event.mode };
    }),
    choosePdfMode: assign({ inlineChatMode: "pdf" as InlineChatMode }),
    keepPdfSession: assign(({ event }) => {
      assertEvent(event, "pdfSession.opened");
      return { pdfSession: { sessionId: event.sessionId, filename: event.filename } };
    }),
    forgetPdfSession: assign({ pdfSession: null, inlineChatMode: "default" as InlineChatMode }),
    cleanUpPdfSession: emit(({ context }) => ({
      type: "pdfSession.cleanUp" as const,
      sessionId: context.pdfSession?.sessionId ?? "",
    })),
  },
  guards: {
    inlineChatOpen: ({ context }) => context.inlineChatOpen,
    messageHasText: ({ event }) => event.type === "pendingMessage.keep" && event.message.trim() !== "",
    hasPdfSession: ({ context }) => context.pdfSession !== null,
    isThatPdfSession: ({ context, event }) =>
      event.type === "pdfSession.gone" && context.pdfSession?.sessionId === event.sessionId,
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
    inlineChatMode: "default",
    pdfSession: null,
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
    "inlineChat.mode": { actions: "setInlineChatMode" },
    "inlineChat.openPdf": { actions: ["openInlineChat", "choosePdfMode"] },
    "pdfSession.opened": { actions: "keepPdfSession" },
    "pdfSession.clear": [
      { guard: "hasPdfSession", actions: ["cleanUpPdfSession", "forgetPdfSession"] },
      { actions: "forgetPdfSession" },
    ],
    "pdfSession.gone": { guard: "isThatPdfSession", actions: "forgetPdfSession" },
  },
});

export type AppUiMachine = typeof appUiMachine;
