// A chat message as the server stored it, for the chat machine's tests: plain chat, no answer
// details, at one fixed time.
import type { ChatMessage } from "../domain/schemas/chat";

export const storedMessage = (id: string, role: "user" | "assistant", content: string): ChatMessage => ({
  id,
  role,
  content,
  type: "chat",
  assistantResponse: null,
  provider: null,
  model: null,
  createdAt: "2026-11-21T10:00:00.000Z",
});
