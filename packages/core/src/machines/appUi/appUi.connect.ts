// The shell's view-model (zag's `connect`, without DOM props): what the sidebar, the header, the
// inline chat pane and the shortcut sheet show, and one function per thing a person does with them.
// The header, sidebar and pane render it; none reads the machine's context or writes its events.
import type { SnapshotFrom } from "xstate";
import { isMobileWidth } from "../../domain/shell/layout";
import type { AppUiEvent, AppUiMachine, InlineChatMode, InlineChatOpening } from "./appUi.machine";

export function connectShell(snapshot: SnapshotFrom<AppUiMachine>, send: (event: AppUiEvent) => void) {
  const { context } = snapshot;
  return {
    sidebarOpen: context.sidebarOpen,
    inlineChatOpen: context.inlineChatOpen,
    inlineChatWidth: context.inlineChatWidth,
    /** What the pane chats with: the assistant, or a PDF beside the page. */
    inlineChatMode: context.inlineChatMode,
    /** The header's full-width search bar (mobile). */
    headerSearchOpen: context.headerSearchVisible,
    shortcutSheetOpen: context.shortcutSheetOpen,
    /** The chat message a signed-out visitor sent, kept for after sign-in. */
    pendingMessage: context.loginPendingMessage,
    toggleSidebar: () => send({ type: "sidebar.toggle" }),
    closeSidebar: () => send({ type: "sidebar.close" }),
    /** A link in the sidebar was followed: on a phone the sidebar, which covers the page, closes. */
    followSidebarLink: (viewportWidth: number) => {
      if (isMobileWidth(viewportWidth)) send({ type: "sidebar.close" });
    },
    toggleInlineChat: () => send({ type: "inlineChat.toggle" }),
    openInlineChat: (opening: InlineChatOpening = {}) => send({ type: "inlineChat.open", ...opening }),
    closeInlineChat: () => send({ type: "inlineChat.close" }),
    chooseInlineChatMode: (mode: InlineChatMode) => send({ type: "inlineChat.mode", mode }),
    /** The pane opened on its PDF tab. */
    openInlinePdfChat: () => send({ type: "inlineChat.openPdf" }),
    /** A drag of the pane's edge asks for `width` on a viewport `viewportWidth` wide. */
    resizeInlineChat: (width: number, viewportWidth: number) =>
      send({ type: "inlineChat.resize", width, viewportWidth }),
    openHeaderSearch: () => send({ type: "headerSearch.open" }),
    closeHeaderSearch: () => send({ type: "headerSearch.close" }),
    showShortcuts: () => send({ type: "shortcuts.show" }),
    hideShortcuts: () => send({ type: "shortcuts.hide" }),
    keepPendingMessage: (message: string) => send({ type: "pendingMessage.keep", message }),
    /** The pending message was sent, or the visitor dropped it. */
    clearPendingMessage: () => send({ type: "pendingMessage.clear" }),
  };
}

export type ShellView = ReturnType<typeof connectShell>;
