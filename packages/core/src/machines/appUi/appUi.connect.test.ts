// The shell's view-model over the real appUi machine: what it shows, and what its functions do.
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { INLINE_CHAT_MAX_WIDTH_PX, MOBILE_BREAKPOINT_PX } from "../../domain/constants";
import { memoryStorage } from "../../services/storage";
import { appUiActions, appUiInput } from "./appUi.actions";
import { connectShell } from "./appUi.connect";
import { appUiMachine } from "./appUi.machine";

const start = (mobile = false) =>
  createActor(appUiMachine.provide({ actions: appUiActions(memoryStorage()) }), {
    input: appUiInput(memoryStorage(), mobile),
  }).start();
const view = (actor: ReturnType<typeof start>) => connectShell(actor.getSnapshot(), actor.send);

describe("connectShell", () => {
  it("opens the inline chat with what it is asked about, closing the sidebar, and closes it", () => {
    const actor = start();
    expect({ sidebar: view(actor).sidebarOpen, pane: view(actor).inlineChatOpen }).toEqual({
      sidebar: true,
      pane: false,
    });
    view(actor).openInlineChat({ question: "Costco margins?" });
    expect({ sidebar: view(actor).sidebarOpen, pane: view(actor).inlineChatOpen }).toEqual({
      sidebar: false,
      pane: true,
    });
    expect(actor.getSnapshot().context.inlineChatQuestion).toBe("Costco margins?");
    view(actor).closeInlineChat();
    expect(view(actor).inlineChatOpen).toBe(false);
  });

  it("closes the sidebar after a link only on a phone's width", () => {
    const actor = start();
    view(actor).followSidebarLink(MOBILE_BREAKPOINT_PX);
    expect(view(actor).sidebarOpen).toBe(true);
    view(actor).followSidebarLink(MOBILE_BREAKPOINT_PX - 1);
    expect(view(actor).sidebarOpen).toBe(false);
    view(actor).toggleSidebar();
    expect(view(actor).sidebarOpen).toBe(true);
  });

  it("keeps the pane's width within its bounds, and the header search, shortcut sheet and pending message", () => {
    const actor = start();
    view(actor).resizeInlineChat(5_000, 3_000);
    expect(view(actor).inlineChatWidth).toBe(INLINE_CHAT_MAX_WIDTH_PX);
    view(actor).openHeaderSearch();
    view(actor).showShortcuts();
    view(actor).keepPendingMessage("Is AAPL cheap?");
    expect(view(actor)).toMatchObject({
      headerSearchOpen: true,
      shortcutSheetOpen: true,
      pendingMessage: "Is AAPL cheap?",
    });
    view(actor).closeHeaderSearch();
    view(actor).hideShortcuts();
    view(actor).clearPendingMessage();
    expect(view(actor)).toMatchObject({ headerSearchOpen: false, shortcutSheetOpen: false, pendingMessage: null });
  });
});
