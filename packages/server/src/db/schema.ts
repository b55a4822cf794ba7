// The database tables. Every row that belongs to someone carries its owner's user id.
import type {
  AssistantResponse,
  Claim,
  FactUnit,
  FilingPageClass,
  Material,
  PillarId,
  PillarProgress,
  ResearchStructure,
  SanityCheck,
  StructuredContent,
} from "@moatwise/core";
import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  date,
  doublePrecision,
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
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    username: text("username").notNull(),
    /**
     * The public name shown beside what the user shares (prompts): unique, never derived from the
     * e-mail address. Given at sign-up (`investor-` and random letters); the user may choose another.
     */
    handle: text("handle").notNull().default(sql`'investor-' || substr(md5(gen_random_uuid()::text), 1, 10)`),
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
  (t) => [
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_handle_lower_key").on(sql`lower(${t.handle})`),
  ],
);

/** The owner of a row that belongs to someone: its user's id, the row deleted with the user. */
const ownerId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/**
 * Refresh tokens, stored as hashes. Each sign-in starts a family; every refresh rotates to a child
 * in the same family, so re-use of an old token can revoke the whole family.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    /** The browser that started the family, to tell devices apart in the sessions list. */
    userAgent: text("user_agent"),
    /** Roughly where it signed in: the network, not the address ("203.0.113.x"). */
    network: text("network"),
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
    userId: ownerId(),
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
    userId: ownerId(),
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
    userId: ownerId(),
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
    /** An answer the user stopped: the text that had streamed. */
    stopped: boolean("stopped").notNull().default(false),
    /** A user message that is another version of an earlier one in the conversation: its id. */
    versionOf: uuid("version_of"),
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
    userId: ownerId(),
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
    userId: ownerId(),
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
    userId: ownerId(),
    filename: text("filename").notNull(),
    pageCount: integer("page_count").notNull(),
    byteSize: integer("byte_size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Whom the PDF is about (issue 43), read at upload: the registrant its cover names, else the
     * covered company its pages name far more than any other; null when neither (or uploaded before).
     */
    issuerName: text("issuer_name"),
    /** The covered company the issuer is, when it is one. */
    issuerSymbol: text("issuer_symbol"),
  },
  (t) => [index("pdf_sessions_user_idx").on(t.userId)],
);

/** The PDF session a row of an uploaded PDF's (a page, a fact) belongs to, deleted with it. */
const pdfSessionId = () =>
  uuid("session_id")
    .notNull()
    .references(() => pdfSessions.id, { onDelete: "cascade" });

/**
 * An uploaded PDF's own bytes (at most MAX_PDF_BYTES), kept for its owner so a citation opens the
 * PDF at its page; apart from the session's row, so listing sessions never reads them.
 */
export const pdfFiles = pgTable("pdf_files", {
  sessionId: uuid("session_id")
    .primaryKey()
    .references(() => pdfSessions.id, { onDelete: "cascade" }),
  userId: ownerId(),
  bytes: bytea("bytes").notNull(),
});

/**
 * A question asked of an uploaded PDF and the answer it got, with its cited pages: the PDF's
 * conversation, kept with it for its owner (issue 43) and removed with it.
 */
export const pdfMessages = pgTable(
  "pdf_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: pdfSessionId(),
    userId: ownerId(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sources: jsonb("sources").$type<ReadonlyArray<{ pageNumber: number; text: string }>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("pdf_messages_session_idx").on(t.sessionId, t.createdAt)],
);

/** A page of an uploaded PDF, with its owner (so a search reads only that user's pages) and its words. */
export const pdfPages = pgTable(
  "pdf_pages",
  {
    sessionId: pdfSessionId(),
    userId: ownerId(),
    pageNumber: integer("page_number").notNull(),
    text: text("text").notNull(),
    search: tsvector("search").generatedAlwaysAs(sql`to_tsvector('english', "text")`),
    /** What the page is in its filing (issue 39): a statement, a note, MD&A...; see core's FilingPageClass. */
    pageClass: text("page_class").$type<FilingPageClass>().notNull().default("other"),
    /** The heading that decided the class: a note's title, a statement's name. */
    title: text("title"),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.pageNumber] }),
    index("pdf_pages_user_idx").on(t.userId),
    index("pdf_pages_search_idx").using("gin", t.search),
  ],
);

/**
 * A statement line's figure read from an uploaded filing (issue 39), in the answers' `Fact` shape:
 * kept with its session and its owner, and deleted with either.
 */
export const pdfFacts = pgTable(
  "pdf_facts",
  {
    sessionId: pdfSessionId(),
    userId: ownerId(),
    /** The fact's id within its filing (`PDF/capex/FY2023/p36`). */
    factId: text("fact_id").notNull(),
    measure: text("measure").notNull(),
    label: text("label").notNull(),
    period: text("period").notNull(),
    value: doublePrecision("value").notNull(),
    unit: text("unit").$type<FactUnit>().notNull(),
    pageNumber: integer("page_number").notNull(),
    derivedFrom: jsonb("derived_from").$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.factId] }), index("pdf_facts_user_idx").on(t.userId)],
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

/**
 * Per-user allowances for expensive calls (AI answers, question writing, report generation,
 * prompt posting): one row per (key, fixed window), counted with an atomic upsert so every server
 * process shares the same counts.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text("key").notNull(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    used: integer("used").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStartedAt] }),
    index("rate_limit_windows_started_idx").on(t.windowStartedAt),
  ],
);

/** AI answers a user has started today (UTC), counted atomically against AI_DAILY_QUOTA. */
export const aiQuotaDaily = pgTable(
  "ai_quota_daily",
  {
    userId: ownerId(),
    day: date("day").notNull(),
    used: integer("used").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A research draft (data-areas §3): the company, the user's materials, the chosen pillars and the
 * questions generated for them; its status follows its report's generation.
 */
export const researchDrafts = pgTable(
  "research_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    companyName: text("company_name").notNull(),
    companyTicker: text("company_ticker").notNull(),
    materials: jsonb("materials").$type<ReadonlyArray<Material>>().notNull(),
    pillars: jsonb("pillars").$type<ReadonlyArray<PillarId>>().notNull(),
    structure: jsonb("structure").$type<ResearchStructure>(),
    status: text("status", { enum: ["draft", "generating", "complete", "failed"] })
      .notNull()
      .default("draft"),
    documentId: uuid("document_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("research_drafts_user_idx").on(t.userId, t.updatedAt)],
);

/** A research report: its company, status, why it failed, and how far each pillar has got. */
export const researchDocuments = pgTable(
  "research_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    draftId: uuid("draft_id").references(() => researchDrafts.id, { onDelete: "set null" }),
    companyName: text("company_name").notNull(),
    companyTicker: text("company_ticker").notNull(),
    status: text("status", { enum: ["draft", "generating", "complete", "failed"] }).notNull(),
    failure: text("failure"),
    progress: jsonb("progress").$type<ReadonlyArray<PillarProgress>>().notNull(),
    /** The latest thesis checks, newest first, so asking again answers at once. */
    sanityChecks: jsonb("sanity_checks").$type<ReadonlyArray<SanityCheck>>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("research_documents_user_idx").on(t.userId, t.updatedAt)],
);

/** One pillar's section of a report, in report order. */
export const researchSections = pgTable(
  "research_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => researchDocuments.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    pillarId: text("pillar_id").$type<PillarId>().notNull(),
    title: text("title").notNull(),
    structuredContent: jsonb("structured_content").$type<StructuredContent>().notNull(),
    pillarReport: text("pillar_report"),
  },
  (t) => [uniqueIndex("research_sections_document_pillar_key").on(t.documentId, t.pillarId)],
);

/** A question of a section, with its answer sentence by sentence. */
export const researchQuestions = pgTable(
  "research_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => researchSections.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    text: text("text").notNull(),
    answer: jsonb("answer").$type<ReadonlyArray<Claim>>().notNull(),
    summary: text("summary"),
    readability: text("readability"),
  },
  (t) => [index("research_questions_section_idx").on(t.sectionId, t.position)],
);

/**
 * Background work on a draft (writing its report), claimed by any server process with
 * `FOR UPDATE SKIP LOCKED`; a claim is a lease, so the job of a process that died is resumed.
 */
export const researchJobs = pgTable(
  "research_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    draftId: uuid("draft_id")
      .notNull()
      .references(() => researchDrafts.id, { onDelete: "cascade" }),
    /** `structure` writes the draft's questions; `report` writes its report into `documentId`. */
    kind: text("kind", { enum: ["structure", "report"] })
      .notNull()
      .default("report"),
    documentId: uuid("document_id").references(() => researchDocuments.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["queued", "running", "done", "failed"] })
      .notNull()
      .default("queued"),
    idempotencyKey: text("idempotency_key"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("research_jobs_idempotency_key").on(t.userId, t.idempotencyKey),
    index("research_jobs_claim_idx").on(t.status, t.leaseUntil),
  ],
);

/**
 * A company in a user's portfolio (issue 24): one row per ticker, in the user's order. Without
 * shares it is a watched company.
 */
export const holdings = pgTable(
  "holdings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    symbol: text("symbol").notNull(),
    shares: doublePrecision("shares"),
    costPerShare: doublePrecision("cost_per_share"),
    openedOn: date("opened_on", { mode: "string" }),
    thesis: text("thesis"),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("holdings_user_symbol_key").on(t.userId, t.symbol)],
);

/** Questions users share about a company (issue 24). */
export const prompts = pgTable(
  "prompts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: ownerId(),
    symbol: text("symbol").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("prompts_symbol_idx").on(t.symbol), index("prompts_user_symbol_idx").on(t.userId, t.symbol)],
);

/** One vote per user and prompt: a second vote replaces the first. */
export const promptVotes = pgTable(
  "prompt_votes",
  {
    promptId: uuid("prompt_id")
      .notNull()
      .references(() => prompts.id, { onDelete: "cascade" }),
    userId: ownerId(),
    voteType: text("vote_type", { enum: ["up", "down"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.userId] })],
);
