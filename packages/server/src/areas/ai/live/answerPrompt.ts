// What a live model is told: who it is answering, in which mode, at which length, about which
// company and page, and the conversation so far (the client sends history only in chat modes).
import type { AiRequest, ChatMode, Verbosity } from "@moatwise/core";
import type { PromptMessage } from "../../../languageModel/aiProvider";

const MODE_GUIDANCE: Record<ChatMode, string> = {
  chat: "Answer the question directly, then give the evidence.",
  chat_ticker: "Answer about the company named below, using its filings, results and news.",
  news: "Report the most recent relevant news, newest first, each item with its date.",
  research: "Write a structured analysis with short headings: business, financials, valuation, risks.",
  explain: "Explain simply, defining any financial term you use, with one concrete example.",
};

const VERBOSITY_GUIDANCE: Record<Verbosity, string> = {
  concise: "Be brief: at most 5 bullets or about 120 words.",
  balanced: "Keep it to a few short paragraphs or a compact list.",
  detailed: "Be thorough, with numbers, and explain your reasoning.",
};

export interface PromptSettings {
  /** Whether the model searches the web; a model that does not must say when it needs to. */
  readonly webSearch: boolean;
  readonly today: Date;
}

function systemPrompt(request: AiRequest, settings: PromptSettings): string {
  const { options } = request;
  const lines = [
    "You are Moatwise, a research assistant for investors and equity analysts.",
    `Today is ${settings.today.toISOString().slice(0, 10)}${options.user_timezone ? ` (the user's time zone is ${options.user_timezone})` : ""}.`,
    "Write in Markdown. Never invent figures or sources; say plainly what you do not know.",
    settings.webSearch
      ? "Cite your sources with [1], [2], … in the order you use them."
      : "You cannot search the web: when a question needs current data, say so instead of guessing.",
    MODE_GUIDANCE[request.mode],
    VERBOSITY_GUIDANCE[options.verbosity ?? "balanced"],
  ];
  if (options.symbol || options.company_name) {
    const name = [options.company_name, options.symbol && `(${options.symbol})`].filter(Boolean).join(" ");
    lines.push(`The question is about ${name}.`);
  }
  if (options.page_context) {
    lines.push("", "The user is reading this page; use it when the question refers to it:", options.page_context);
  }
  return lines.join("\n");
}

export function answerMessages(request: AiRequest, settings: PromptSettings): PromptMessage[] {
  return [
    { role: "system", content: systemPrompt(request, settings) },
    ...(request.chat_history ?? []).filter((item) => item.content.trim() !== ""),
    { role: "user", content: request.message },
  ];
}

export function titleMessages(firstMessage: string): PromptMessage[] {
  return [
    {
      role: "system",
      content:
        "Write a title of at most 6 words for a conversation that starts with the user's message. " +
        "Answer with the title alone: no quotes, no final full stop.",
    },
    { role: "user", content: firstMessage },
  ];
}
