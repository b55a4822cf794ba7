// The AI assistant and conversations (shell-auth-chat §7).
import { Schema } from "effect";
import { AiRequest } from "../../domain/chat/aiRequest";
import { AiHealth, AiModes, AiStreamEvent, AssistantResponse } from "../schemas/ai";
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

export const aiEndpoints = {
  query: endpoint("POST", "/ai/query", { body: AiRequest, response: AssistantResponse }),
  /** Answered as server-sent events; `response` is the shape of one event. */
  stream: endpoint("POST", "/ai/stream", { body: AiRequest, response: AiStreamEvent, responseKind: "sse" }),
  health: endpoint("GET", "/ai/health", { response: AiHealth, access: "public" }),
  modes: endpoint("GET", "/ai/modes", { response: AiModes, access: "public" }),
};

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
