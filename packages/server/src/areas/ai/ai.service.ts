// The assistant's calls (spec §7): an answer as a stream or in one piece, conversation titles,
// health and modes, with the daily quota (AI_DAILY_QUOTA) checked before any answer starts.
import type { AiHealth, AiModes, AiRequest, AssistantResponse, ChatMode } from "@moatwise/core";
import { HttpError } from "../../http/errors";
import type { UsageService } from "../usage/usage.service";
import type { AiProvider, AnswerEvent, AskContext } from "./aiProvider";

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

export function aiService(provider: AiProvider, usage: UsageService, dailyQuota: number | null) {
  return {
    provider,

    /** 429 once the user has had today's quota of answers. */
    async checkQuota(userId: string): Promise<void> {
      if (dailyQuota === null) return;
      const used = await usage.countToday(userId, "ai");
      if (used >= dailyQuota) {
        throw new HttpError(
          429,
          "ai_quota_exceeded",
          `You have used today's ${dailyQuota} AI requests. The quota starts again at midnight UTC.`,
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
        if (event._tag === "error") throw new HttpError(502, "ai_failed", event.message);
        if (event._tag === "done") {
          const { _tag, ...details } = event;
          return { response, ...details };
        }
      }
      throw new HttpError(502, "ai_incomplete", "The AI provider stopped before finishing its answer.");
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
