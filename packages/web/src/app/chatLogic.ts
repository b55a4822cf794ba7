// The chat and its conversation list, in a chunk of their own: the root's loadChat actor imports
// this module when the chat is first wanted (a chat screen, or someone signing in), so the first
// load of a signed-out page carries none of their code.
import {
  type ApiClientShape,
  type ChatLogic,
  chatActors,
  chatMachine,
  conversationsActors,
  conversationsMachine,
  type PromiseApi,
} from "@moatwise/core";

/** The chat's machines wired to the page's API (main.tsx). */
export const wiredChat = (api: PromiseApi, client: ApiClientShape): ChatLogic => ({
  chat: chatMachine.provide({ actors: chatActors(api, client) }),
  conversations: conversationsMachine.provide({ actors: conversationsActors(api) }),
});

/** The chat's machines with no server behind them, for tests that need no chat: a send fails loudly. */
export const unwiredChat: ChatLogic = { chat: chatMachine, conversations: conversationsMachine };
