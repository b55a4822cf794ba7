// Conversations with the assistant (shell-auth-chat §7): loaded with the first conversation call.
// Searching the history (`?q=`) and deleting a conversation are ours (issue 38).
import { Schema } from "effect";
import {
  AppendMessage,
  ChatMessage,
  Conversation,
  ConversationSearch,
  ConversationSummary,
  GeneratedTitle,
  NewConversation,
  RenameConversation,
} from "../../domain/schemas/chat";
import { OkResponse } from "../../domain/schemas/common";
import { endpoint } from "./endpoint";

export const chatEndpoints = {
  listConversations: endpoint("GET", "/chat/conversations", {
    query: ConversationSearch,
    response: Schema.Array(ConversationSummary),
  }),
  createConversation: endpoint("POST", "/chat/conversations", { body: NewConversation, response: Conversation }),
  getConversation: endpoint("GET", "/chat/conversations/{id}", { response: Conversation }),
  renameConversation: endpoint("PATCH", "/chat/conversations/{id}", {
    body: RenameConversation,
    response: ConversationSummary,
  }),
  deleteConversation: endpoint("DELETE", "/chat/conversations/{id}", { response: OkResponse }),
  generateTitle: endpoint("POST", "/chat/conversations/{id}/generate-title", { response: GeneratedTitle }),
  appendMessage: endpoint("POST", "/chat/conversations/{id}/messages", { body: AppendMessage, response: ChatMessage }),
};
