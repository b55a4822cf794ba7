// The chat's views read through core's connects, with the chat's code (it loads when first
// wanted), not with the first page: the conversation list and the inline chat pane.
import { connectConversations, connectInlineChat } from "@moatwise/core";
import { ConversationsActor, connected, InlineChatActor } from "../../app/actors";

/** The conversation list (core's connectConversations); under WhenChatRuns. */
export const useConversations = connected(ConversationsActor, connectConversations);
/** The inline chat pane: history or conversation (core's connectInlineChat). */
export const useInlineChat = connected(InlineChatActor, connectInlineChat);
