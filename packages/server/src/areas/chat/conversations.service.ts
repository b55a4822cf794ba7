// Conversations and their messages (spec §3, §7), each user's own: another user's conversation
// reads as not found. The list holds the 20 most recently updated. Appending a message moves its
// conversation to the top and refreshes the preview (the last user message, else the last
// assistant text); the same client message id twice stores the message once. The history can be
// searched (title or any message, case-insensitive) and a conversation deleted with its messages.
// A stopped answer is stored as stopped; an edited or re-asked question names the question it is
// another version of.
import {
  type AppendMessage,
  type ChatMessage,
  type Conversation,
  type ConversationSummary,
  MAX_CONVERSATIONS,
  NEW_CHAT_TITLE,
  previewOf,
  tidyModelTitle,
} from "@moatwise/core";
import { and, asc, desc, eq, exists, ilike, or } from "drizzle-orm";
import { type Database, isUniqueViolation } from "../../db/database";
import { isRowId } from "../../db/ids";
import { chatMessages, conversations } from "../../db/schema";
import { AreaFailure } from "../areaFailure";

type ConversationRow = typeof conversations.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

const titleUnavailable = (detail: string) => new AreaFailure("unavailable", "title_unavailable", detail);

/** The provider's title, or why there is none: its own words when it gave some. */
async function titleFrom(titleOf: () => Promise<string>): Promise<string> {
  const raw = await titleOf().catch((error: unknown) => {
    throw titleUnavailable(error instanceof AreaFailure ? error.message : "The AI provider could not make a title.");
  });
  const title = tidyModelTitle(raw);
  if (title === "") throw titleUnavailable("The AI provider answered with an empty title.");
  return title;
}

const notFound = () => new AreaFailure("notFound", "conversation_not_found", "There is no such conversation.");

function toSummary(row: ConversationRow): ConversationSummary {
  return {
    id: row.id,
    title: row.title,
    preview: row.preview,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    type: row.type,
    assistantResponse: row.assistantResponse ?? null,
    provider: row.provider,
    model: row.model,
    createdAt: row.createdAt.toISOString(),
    ...(row.stopped ? { stopped: true } : {}),
    ...(row.versionOf ? { versionOf: row.versionOf } : {}),
  };
}

/** `words` as a LIKE pattern matching them anywhere, the pattern's own characters taken literally. */
const containing = (words: string) => `%${words.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function conversationsService(db: Database) {
  async function ownRow(userId: string, id: string): Promise<ConversationRow> {
    if (!isRowId(id)) throw notFound();
    const [row] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  const messagesOf = (conversationId: string) =>
    db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.conversationId, conversationId))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));

  async function existingByClientId(conversationId: string, clientMessageId: string | undefined) {
    if (!clientMessageId) return undefined;
    const [row] = await db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.conversationId, conversationId), eq(chatMessages.clientMessageId, clientMessageId)));
    return row;
  }

  /** A version names a question of the same conversation; an answer is never a version. */
  async function checkVersionOf(conversationId: string, message: AppendMessage) {
    const invalid = (detail: string) => new AreaFailure("invalid", "invalid_version", detail);
    if (message.role !== "user") throw invalid("Only a question can be another version of a question.");
    const [original] = isRowId(message.versionOf ?? "")
      ? await db
          .select()
          .from(chatMessages)
          .where(and(eq(chatMessages.id, message.versionOf ?? ""), eq(chatMessages.conversationId, conversationId)))
      : [];
    if (original?.role !== "user") throw invalid("There is no such question in this conversation.");
  }

  async function touch(conversationId: string) {
    const preview = previewOf(await messagesOf(conversationId));
    await db.update(conversations).set({ preview, updatedAt: new Date() }).where(eq(conversations.id, conversationId));
  }

  return {
    async list(userId: string, query?: string): Promise<ConversationSummary[]> {
      const pattern = query?.trim() ? containing(query) : null;
      const matching = pattern
        ? or(
            ilike(conversations.title, pattern),
            exists(
              db
                .select({ id: chatMessages.id })
                .from(chatMessages)
                .where(and(eq(chatMessages.conversationId, conversations.id), ilike(chatMessages.content, pattern))),
            ),
          )
        : undefined;
      const rows = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.userId, userId), matching))
        .orderBy(desc(conversations.updatedAt))
        .limit(MAX_CONVERSATIONS);
      return rows.map(toSummary);
    },

    async create(userId: string, title?: string): Promise<Conversation> {
      const [row] = await db
        .insert(conversations)
        .values({ userId, title: title?.trim() || NEW_CHAT_TITLE })
        .returning();
      const created = row as ConversationRow;
      return { ...toSummary(created), messages: [] };
    },

    async get(userId: string, id: string): Promise<Conversation> {
      const row = await ownRow(userId, id);
      const messages = await messagesOf(row.id);
      const { preview: _preview, ...summary } = toSummary(row);
      return { ...summary, messages: messages.map(toMessage) };
    },

    async rename(userId: string, id: string, title: string): Promise<ConversationSummary> {
      await ownRow(userId, id);
      const [row] = await db
        .update(conversations)
        .set({ title: title.trim() || NEW_CHAT_TITLE })
        .where(eq(conversations.id, id))
        .returning();
      return toSummary(row as ConversationRow);
    },

    /** Deletes a conversation with its messages; another user's reads as not found. */
    async remove(userId: string, id: string): Promise<void> {
      await ownRow(userId, id);
      await db.delete(conversations).where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
    },

    async append(userId: string, id: string, message: AppendMessage): Promise<ChatMessage> {
      const conversation = await ownRow(userId, id);
      const known = await existingByClientId(conversation.id, message.clientMessageId);
      if (known) return toMessage(known);
      if (message.versionOf !== undefined) await checkVersionOf(conversation.id, message);
      try {
        const [row] = await db
          .insert(chatMessages)
          .values({
            conversationId: conversation.id,
            role: message.role,
            content: message.content,
            type: message.type ?? "chat",
            assistantResponse: message.assistantResponse ?? null,
            provider: message.provider ?? null,
            model: message.model ?? null,
            clientMessageId: message.clientMessageId ?? null,
            stopped: message.role === "assistant" && message.stopped === true,
            versionOf: message.versionOf ?? null,
          })
          .returning();
        await touch(conversation.id);
        return toMessage(row as MessageRow);
      } catch (error) {
        // Two copies of one retried append raced: the other one stored it.
        const stored = isUniqueViolation(error)
          ? await existingByClientId(conversation.id, message.clientMessageId)
          : undefined;
        if (stored) return toMessage(stored);
        throw error;
      }
    },

    /**
     * Names a conversation from its first question (as last edited; 409 while there is none) with `titleOf` (an AI provider's title); the
     * model's title is tidied, and one that fails or comes back empty changes nothing.
     */
    async generateTitle(
      userId: string,
      id: string,
      titleOf: (firstQuestion: string) => Promise<string>,
    ): Promise<ConversationSummary> {
      const conversation = await ownRow(userId, id);
      const messages = await messagesOf(conversation.id);
      const first = messages.find((message) => message.role === "user" && !message.versionOf);
      if (!first)
        throw new AreaFailure("conflict", "nothing_to_title", "The conversation has no message to make a title from.");
      // The first question as last edited: its newest version, when it has any.
      const asAsked =
        messages.findLast((message) => message.id === first.id || message.versionOf === first.id) ?? first;
      return this.rename(userId, id, await titleFrom(() => titleOf(asAsked.content)));
    },
  };
}

export type ConversationsService = ReturnType<typeof conversationsService>;
