// A message as the chat shows it: its own file so the chat's helpers (versions, selectors) read the
// type without importing the machine's setup (no import circle).
import type { AssistantResponse } from "../../domain/schemas/ai";
import type { MessageType } from "../../domain/schemas/chat";

/** A message as the chat shows it; `id` is the server's once stored. */
export interface ChatEntry {
  readonly key: string;
  readonly id: string | null;
  readonly role: "user" | "assistant";
  readonly content: string;
  readonly type: MessageType;
  readonly assistantResponse: AssistantResponse | null;
  readonly provider: string | null;
  readonly model: string | null;
  /** The answer is on its way: 'Thinking...' (loading), then text arriving (streaming). */
  readonly isLoading: boolean;
  readonly isStreaming: boolean;
  /** Text the user asked about ("Ask about this"), shown as a chip. */
  readonly contextSelection: string | null;
  /** An answer the user stopped: what had streamed, kept and marked. */
  readonly stopped: boolean;
  /** A question that is another version of an earlier one (edited, or asked again): that one's key. */
  readonly versionOf: string | null;
}
