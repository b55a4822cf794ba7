// The app UI machine's model: the sidebar, the inline chat (opened with and without what a page
// passes: a passage, or a question about its company; resized past its limits), the header's mobile search bar, a chat message kept over sign-in,
// and the pane's PDF mode (opened, a session kept, cleared or gone).
// The storage is memory; the path checks read what the machine wrote there.
import { appUiActions, appUiMachine, memoryStorage } from "@moatwise/core";
import { defineModel } from "../model";

export const appUiStorage = memoryStorage();

export const appUiModel = defineModel({
  name: "appUi",
  machine: appUiMachine.provide({ actions: appUiActions(appUiStorage) }),
  input: { sidebarOpen: true, loginPendingMessage: null },
  // Width and the search bar are independent of the rest: a state after changing them is a leaf.
  // So is the PDF mode of the rest, but for the pane: its states are explored only where nothing
  // else (a pending message, a page, a passage or question) is held.
  explore: ({ context }) =>
    context.inlineChatWidth === 400 &&
    !context.headerSearchVisible &&
    ((context.pdfSession === null && context.inlineChatMode === "default") ||
      (context.loginPendingMessage === null &&
        context.page === null &&
        !context.shortcutSheetOpen &&
        context.inlineChatContext === null &&
        context.inlineChatQuestion === null &&
        context.inlineChatAbout === null)),
  events: [
    { type: "sidebar.toggle" },
    { type: "sidebar.close" },
    { type: "inlineChat.toggle" },
    { type: "inlineChat.open", context: "gross margin fell 2 points", pageContext: "AAPL 10-K 2025", autoSend: true },
    {
      type: "inlineChat.open",
      question: " Is the services margin durable? ",
      about: { symbol: "AAPL", companyName: "Apple Inc." },
    },
    { type: "inlineChat.close" },
    { type: "inlineChat.resize", width: 900, viewportWidth: 1440 },
    { type: "pendingMessage.keep", message: "What moats does Costco have?" },
    { type: "pendingMessage.keep", message: "   " },
    { type: "pendingMessage.clear" },
    { type: "headerSearch.open" },
    { type: "headerSearch.close" },
    { type: "shortcuts.show" },
    { type: "shortcuts.hide" },
    {
      type: "page.about",
      pageContext: "Page: Costco Wholesale Corporation (COST)",
      about: { symbol: "COST", companyName: "Costco Wholesale Corporation" },
    },
    { type: "page.left" },
    { type: "inlineChat.openPdf" },
    { type: "inlineChat.mode", mode: "default" },
    { type: "pdfSession.opened", sessionId: "0b9d5f3e-8a43-4b0c-9a57-5c1f6e1d2a11", filename: "letter.pdf" },
    { type: "pdfSession.clear" },
    { type: "pdfSession.gone", sessionId: "0b9d5f3e-8a43-4b0c-9a57-5c1f6e1d2a11" },
  ],
});
