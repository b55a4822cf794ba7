// The PDF chat stream (POST /pdf/chat): lines `data: {json}` of type content (text that
// accumulates) and sources; config and meta are ignored; `data: [DONE]` ends it.
import { Effect, type Schema } from "effect";
import type { ApiClient } from "../api/ApiClient";
import type { ApiError } from "../api/ApiError";
import { pdfEndpoints } from "../api/contract/workspace.contract";
import { PdfChatEvent, type PdfChatRequest, type PdfSource } from "../domain/schemas/pdf";
import { createLineSplitter } from "./lines";
import { readStreamingCall } from "./openStream";
import { decodeEventJson, type StreamError } from "./StreamError";

export type PdfChatProgress =
  | { readonly type: "content"; readonly text: string }
  | { readonly type: "sources"; readonly sources: ReadonlyArray<PdfSource> };

export interface PdfChatAnswer {
  readonly text: string;
  readonly sources: ReadonlyArray<PdfSource>;
}

const DONE_MARKER = "[DONE]";

/** The event of one `data:` line, "done" for the end marker, undefined for other lines. */
export function pdfLineEvent(line: string): PdfChatEvent | "done" | undefined {
  if (!line.startsWith("data:")) return undefined;
  const payload = line.slice("data:".length).trim();
  if (payload === DONE_MARKER) return "done";
  if (payload === "") return undefined;
  return decodeEventJson(PdfChatEvent as Schema.Codec<PdfChatEvent, unknown>, payload);
}

/** Streams one PDF answer: each content piece and the sources to `onEvent`; the whole answer as the result. */
export function pdfChatStream(
  request: PdfChatRequest,
  onEvent: (event: PdfChatProgress) => void,
): Effect.Effect<PdfChatAnswer, ApiError | StreamError, ApiClient> {
  return Effect.suspend(() => {
    let text = "";
    let sources: ReadonlyArray<PdfSource> = [];
    let finished = false;
    const sink = () => {
      const lines = createLineSplitter((line) => {
        const event = finished ? undefined : pdfLineEvent(line);
        if (event === "done") finished = true;
        else if (event?.type === "content") {
          text += event.text;
          onEvent(event);
        } else if (event?.type === "sources") {
          sources = event.sources;
          onEvent(event);
        }
      });
      return (chunk: string) => {
        lines.feed(chunk);
        return finished ? "stop" : "more";
      };
    };
    return readStreamingCall(pdfEndpoints.chat, { body: request }, sink).pipe(Effect.map(() => ({ text, sources })));
  });
}
