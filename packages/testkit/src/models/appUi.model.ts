// The app UI machine's model: the sidebar, the inline chat (opened with and without what a page
// passes: a passage, or a question about its company; resized past its limits), the header's mobile search bar, and a chat message kept over sign-in.
// The storage is memory; the path checks read what the machine wrote there.
import { appUiActions, appUiMachine, memoryStorage } from "@moatwise/core";
import { defineModel } from "../model";

export const appUiStorage = memoryStorage();

export const appUiModel = defineModel({
  name: "appUi",
  machine: appUiMachine.provide({ actions: appUiActions(appUiStorage) }),
  input: { sidebarOpen: true, loginPendingMessage: null },
  // Width and the search bar are independent of the rest: a state after changing them is a leaf.
  explore: (snapshot) => snapshot.context.inlineChatWidth === 400 && !snapshot.context.headerSearchVisible,
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
  ],
});
