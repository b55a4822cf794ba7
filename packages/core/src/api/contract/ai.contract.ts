// The AI assistant (shell-auth-chat §7): asking, streaming, and what the configured model offers.
import { AiRequest } from "../../domain/chat/aiRequest";
import { AiHealth, AiModes, AiStreamEvent, AssistantResponse } from "../../domain/schemas/ai";
import { endpoint } from "./endpoint";

export const aiEndpoints = {
  query: endpoint("POST", "/ai/query", { body: AiRequest, response: AssistantResponse }),
  /** Answered as server-sent events; `response` is the shape of one event. */
  stream: endpoint("POST", "/ai/stream", { body: AiRequest, response: AiStreamEvent, responseKind: "sse" }),
  health: endpoint("GET", "/ai/health", { response: AiHealth, access: "public" }),
  modes: endpoint("GET", "/ai/modes", { response: AiModes, access: "public" }),
};
