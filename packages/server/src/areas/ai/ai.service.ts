// The assistant's calls (spec §7): an answer as a stream or in one piece, conversation titles,
// health and modes, with the per-minute allowance (callLimits) and the daily quota (AI_DAILY_QUOTA)
// taken before any answer starts: one statement in the database both checks and counts each, so
// answers asked for at once, or of several server processes, cannot slip past them.
import type { AiHealth, AiModes, AiRequest, AssistantResponse, ChatMode } from "@moatwise/core";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { aiQuotaDaily } from "../../db/schema";
import type { AiProvider, AnswerEvent, AskContext } from "../../languageModel/aiProvider";
import { AreaFailure } from "../areaFailure";
import type { CallLimits } from "../usage/callLimits";
import { utcDay } from "../usage/usage.service";

const MODE_LABELS: Record<ChatMode, { label: string; live: string; offline: string }> = {
  chat: { label: "Chat", live: "Ask anything about markets and companies.", offline: "Quotes the local material." },
  chat_ticker: {
    label: "About a company",
    live: "Answers about one ticker, with its filings and news.",
    offline: "Quotes one company's local material.",
  },
  news: { label: "News", live: "Recent news from the web.", offline: "Quotes the sample news items only." },
  research: { label: "Research", live: "A longer, sourced analysis.", offline: "Quotes the local material." },
  explain: { label: "Explain", live: "Explains a term or a passage simply.", offline: "Quotes the local material." },
};

export interface AiQuotaOptions {
  readonly db: Database;
  /** Answers per user and day; null for no limit. */
  readonly dailyQuota: number | null;
  /** The per-minute allowance of AI answers, taken before the daily quota. */
  readonly limits: CallLimits;
  readonly now?: () => Date;
}

/** Seconds from `at` to the next midnight UTC, when the daily quota starts again. */
function secondsToMidnightUtc(at: Date): number {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.ceil((midnight - at.getTime()) / 1000);
}

export function aiService(provider: AiProvider, quota: AiQuotaOptions) {
  const { db, dailyQuota, limits } = quota;
  const now = quota.now ?? (() => new Date());

  return {
    provider,

    /**
     * Counts one more answer for the user this minute and today, or answers 429 once this minute's
     * allowance or today's quota is used.
     */
    async checkQuota(userId: string): Promise<void> {
      await limits.take(userId, "aiAnswer");
      if (dailyQuota === null) return;
      const at = now();
      const counted = await db
        .insert(aiQuotaDaily)
        .values({ userId, day: utcDay(at), used: 1 })
        .onConflictDoUpdate({
          target: [aiQuotaDaily.userId, aiQuotaDaily.day],
          set: { used: sql`${aiQuotaDaily.used} + 1` },
          setWhere: sql`${aiQuotaDaily.used} < ${dailyQuota}`,
        })
        .returning({ used: aiQuotaDaily.used });
      if (counted.length === 0) {
        throw new AreaFailure(
          "quotaExceeded",
          "ai_quota_exceeded",
          `You have used today's ${dailyQuota} AI requests. The quota starts again at midnight UTC.`,
          { retryAfterSeconds: secondsToMidnightUtc(at) },
        );
      }
    },

    answer(request: AiRequest, context: AskContext): AsyncIterable<AnswerEvent> {
      return provider.answer(request, context);
    },

    /** The whole answer at once (POST /ai/query). */
    async query(request: AiRequest, context: AskContext): Promise<AssistantResponse> {
      let response = "";
      for await (const event of provider.answer(request, context)) {
        if (event._tag === "delta") response += event.content;
        if (event._tag === "error") throw new AreaFailure("upstreamFailed", "ai_failed", event.message);
        if (event._tag === "done") {
          const { _tag, ...details } = event;
          return { response, ...details };
        }
      }
      throw new AreaFailure("upstreamFailed", "ai_incomplete", "The AI provider stopped before finishing its answer.");
    },

    async health(): Promise<AiHealth> {
      const { status, detail } = await provider.health();
      return {
        status,
        detail,
        provider: provider.name,
        model: provider.model,
        live: provider.live,
        webSearch: provider.webSearch,
      };
    },

    modes(): AiModes {
      return {
        modes: (Object.keys(MODE_LABELS) as ChatMode[]).map((id) => ({
          id,
          label: MODE_LABELS[id].label,
          description: provider.live ? MODE_LABELS[id].live : MODE_LABELS[id].offline,
          available: true,
        })),
      };
    },
  };
}

export type AiService = ReturnType<typeof aiService>;
