// Conversations with the assistant (shell-auth-chat §7): loaded with the first conversation call.
import { Schema } from "effect";
import {
  AppendMessage,
  ChatMessage,
  Conversation,
  ConversationSummary,
  GeneratedTitle,
  NewConversation,
  RenameConversation,
} from "../schemas/chat";
import { endpoint } from "./endpoint";

export const chatEndpoints = {
  listConversations: endpoint("GET", "/chat/conversations", { response: Schema.Array(ConversationSummary) }),
  createConversation: endpoint("POST", "/chat/conversations", { body: NewConversation, response: Conversation }),
  getConversation: endpoint("GET", "/chat/conversations/{id}", { response: Conversation }),
  renameConversation: endpoint("PATCH", "/chat/conversations/{id}", {
    body: RenameConversation,
    response: ConversationSummary,
  }),
  generateTitle: endpoint("POST", "/chat/conversations/{id}/generate-title", { response: GeneratedTitle }),
  appendMessage: endpoint("POST", "/chat/conversations/{id}/messages", { body: AppendMessage, response: ChatMessage }),
};
