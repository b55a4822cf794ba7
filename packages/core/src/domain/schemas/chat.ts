// Conversations and their messages (spec §3): what the list shows, what a conversation holds,
// and the payload that appends a message.
import { Schema } from "effect";
import { CHAT_MESSAGE_MAX_CHARS } from "../constants";
import { AiModelName, AiProviderName, AssistantResponse, SavedAssistantResponse } from "./ai";
import { boundedText, Id, IsoDateTime } from "./common";

export const MessageRole = Schema.Literals(["user", "assistant"]);
export type MessageRole = typeof MessageRole.Type;

/** chat, news, research or explain; chat when not given. */
export const MessageType = Schema.Literals(["chat", "news", "research", "explain"]);
export type MessageType = typeof MessageType.Type;

export const ConversationSummary = Schema.Struct({
  id: Id,
  title: Schema.String,
  preview: Schema.String,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type ConversationSummary = typeof ConversationSummary.Type;

export const ChatMessage = Schema.Struct({
  id: Id,
  role: MessageRole,
  content: Schema.String,
  type: MessageType,
  assistantResponse: Schema.NullOr(AssistantResponse),
  provider: Schema.NullOr(Schema.String),
  model: Schema.NullOr(Schema.String),
  createdAt: IsoDateTime,
  /** An answer the user stopped: the text that had arrived, kept as it was. */
  stopped: Schema.optionalKey(Schema.Boolean),
  /** Another version of an earlier question (edited, or asked again): that question's id. */
  versionOf: Schema.optionalKey(Schema.NullOr(Id)),
});
export type ChatMessage = typeof ChatMessage.Type;

export const Conversation = Schema.Struct({
  id: Id,
  title: Schema.String,
  messages: Schema.Array(ChatMessage),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Conversation = typeof Conversation.Type;

export const ConversationTitle = boundedText(120);

export const NewConversation = Schema.Struct({ title: Schema.optionalKey(ConversationTitle) });
export type NewConversation = typeof NewConversation.Type;

export const RenameConversation = Schema.Struct({ title: ConversationTitle });
export type RenameConversation = typeof RenameConversation.Type;

/** The history's search: words found in a conversation's title or messages. */
export const ConversationSearch = Schema.Struct({ q: Schema.optionalKey(boundedText(200)) });
export type ConversationSearch = typeof ConversationSearch.Type;

export const GeneratedTitle = Schema.Struct({ title: Schema.String });
export type GeneratedTitle = typeof GeneratedTitle.Type;

/** The message append payload; `clientMessageId` makes a retried append land once. */
export const AppendMessage = Schema.Struct({
  role: MessageRole,
  content: boundedText(CHAT_MESSAGE_MAX_CHARS),
  type: Schema.optionalKey(MessageType),
  assistantResponse: Schema.optionalKey(Schema.NullOr(SavedAssistantResponse)),
  clientMessageId: Schema.optionalKey(boundedText(64)),
  provider: Schema.optionalKey(Schema.NullOr(AiProviderName)),
  model: Schema.optionalKey(Schema.NullOr(AiModelName)),
  /** An answer stopped by the user: what had streamed, stored as stopped. */
  stopped: Schema.optionalKey(Schema.Boolean),
  /** A user message that is another version of an earlier one (edited or asked again): its id. */
  versionOf: Schema.optionalKey(Id),
});
export type AppendMessage = typeof AppendMessage.Type;
