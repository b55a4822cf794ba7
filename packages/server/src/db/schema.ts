// The database tables. Every row that belongs to someone carries its owner's user id.
import type { AssistantResponse } from "@moatwise/core";
import { sql } from "drizzle-orm";
import {
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** PostgreSQL's full-text search document: the words of a text, stemmed, for `@@` queries. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    /** Null for accounts that only sign in with Google. */
    passwordHash: text("password_hash"),
    authProvider: text("auth_provider", { enum: ["email", "google"] })
      .notNull()
      .default("email"),
    /** Google's stable account id, once the user has signed in with Google. */
    googleSubject: text("google_subject").unique(),
    pictureUrl: text("picture_url"),
    theme: text("theme", { enum: ["light", "dark"] }),
    /** Answer preferences; null means the default (standard, default, balanced). */
    searchDepth: text("search_depth", { enum: ["shallow", "standard", "deep"] }),
    complexity: text("complexity", { enum: ["simplest", "simpler", "default"] }),
    verbosity: text("verbosity", { enum: ["concise", "balanced", "detailed"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`)],
);

/**
 * Refresh tokens, stored as hashes. Each sign-in starts a family; every refresh rotates to a child
 * in the same family, so re-use of an old token can revoke the whole family.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    /** The browser that started the family, to tell devices apart in the sessions list. */
    userAgent: text("user_agent"),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId), index("refresh_tokens_user_idx").on(t.userId)],
);

/** Server-wide values that must survive restarts, such as the token-signing secret. */
export const serverSettings = pgTable("server_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** Requests per user, day (UTC) and kind, for the usage page. */
export const usageDaily = pgTable(
  "usage_daily",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ["ai", "chat", "company", "financials", "research", "pdf"] }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.kind] })],
);

/** The search terms a user added to one company's news (data-areas §3, news preference). */
export const newsPreferences = pgTable(
  "news_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    customSearchTerms: jsonb("custom_search_terms").$type<ReadonlyArray<string>>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.symbol] })],
);

/** A user's conversations with the assistant (spec §3); the preview is kept as messages arrive. */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    preview: text("preview").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("conversations_user_updated_idx").on(t.userId, t.updatedAt)],
);

/** The messages of a conversation; a client message id stores a retried append once. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    type: text("type", { enum: ["chat", "news", "research", "explain"] }).notNull(),
    assistantResponse: jsonb("assistant_response").$type<AssistantResponse>(),
    provider: text("provider"),
    model: text("model"),
    clientMessageId: text("client_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_messages_conversation_idx").on(t.conversationId, t.createdAt),
    uniqueIndex("chat_messages_client_id_key").on(t.conversationId, t.clientMessageId),
  ],
);

/** Passages a user marks in a document (a chat answer, a filing): a character range and a colour. */
export const highlights = pgTable(
  "highlights",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: text("document_id").notNull(),
    startOffset: integer("start_offset").notNull(),
    endOffset: integer("end_offset").notNull(),
    highlightedText: text("highlighted_text").notNull(),
    color: text("color", { enum: ["yellow", "blue", "green", "pink"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("highlights_user_document_idx").on(t.userId, t.documentId)],
);

/** A user's notes on a company (data-areas §3): sanitised HTML, and its plain text for search. */
export const notes = pgTable(
  "notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    symbol: text("symbol").notNull(),
    contentHtml: text("content_html").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The note's words, tags left out, for the assistant's search of the user's own material. */
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('english', regexp_replace("content_html", '<[^>]*>', ' ', 'g'))`,
    ),
  },
  (t) => [index("notes_user_symbol_idx").on(t.userId, t.symbol), index("notes_search_idx").using("gin", t.search)],
);

/** An uploaded PDF (data-areas §3, PDF session): its name and size; the text is kept per page. */
export const pdfSessions = pgTable(
  "pdf_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    pageCount: integer("page_count").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pdf_sessions_user_idx").on(t.userId)],
);

/** A page of an uploaded PDF, with its owner (so a search reads only that user's pages) and its words. */
export const pdfPages = pgTable(
  "pdf_pages",
  {
    sessionId: uuid("session_id")
      .notNull()
      .references(() => pdfSessions.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    pageNumber: integer("page_number").notNull(),
    text: text("text").notNull(),
    search: tsvector("search").generatedAlwaysAs(sql`to_tsvector('english', "text")`),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.pageNumber] }),
    index("pdf_pages_user_idx").on(t.userId),
    index("pdf_pages_search_idx").using("gin", t.search),
  ],
);

/** A failed sign-in, under each throttle key it counts for (account and address, address alone). */
export const loginFailures = pgTable(
  "login_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    failedAt: timestamp("failed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_failures_key_idx").on(t.key, t.failedAt)],
);

/** AI answers a user has started today (UTC), counted atomically against AI_DAILY_QUOTA. */
export const aiQuotaDaily = pgTable(
  "ai_quota_daily",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    used: integer("used").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
