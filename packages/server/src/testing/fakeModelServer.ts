// An OpenAI-compatible model on loopback for tests: `POST /v1/chat/completions` answers replies
// that a test writes from the messages it was sent, whole or streamed as the request asks, or an
// HTTP failure such as 429. Every request is kept, so a test can see what the server asked the model.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { PromptMessage } from "../languageModel/aiProvider";

/** Characters per streamed chunk: small, so a reader must join pieces cut mid-word and mid-marker. */
const STREAM_PIECE_CHARS = 5;

export type ModelReply = { status: 200; content: string } | { status: number; error: string };

export interface FakeModelServer {
  /** The base address to configure as OPENAI_BASE_URL. */
  readonly baseUrl: string;
  readonly requests: ReadonlyArray<ReadonlyArray<PromptMessage>>;
  close(): Promise<void>;
}

export async function startFakeModelServer(
  reply: (messages: ReadonlyArray<PromptMessage>) => ModelReply,
): Promise<FakeModelServer> {
  const requests: PromptMessage[][] = [];
  const server = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += chunk;
    const { messages, stream } = JSON.parse(body) as { messages: PromptMessage[]; stream?: boolean };
    requests.push(messages);
    const answer = reply(messages);
    if (stream && "content" in answer) {
      // Streamed as chat-completions chunks, a few characters each, as a model sends them.
      response.writeHead(200, { "content-type": "text/event-stream" });
      for (let at = 0; at < answer.content.length; at += STREAM_PIECE_CHARS) {
        const content = answer.content.slice(at, at + STREAM_PIECE_CHARS);
        response.write(`data: ${JSON.stringify({ model: "fake-writer", choices: [{ delta: { content } }] })}\n\n`);
      }
      response.write(
        `data: ${JSON.stringify({ choices: [{ delta: {}, finish_reason: "stop" }] })}\n\ndata: [DONE]\n\n`,
      );
      response.end();
      return;
    }
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(
      JSON.stringify(
        "content" in answer
          ? { model: "fake-writer", choices: [{ message: { role: "assistant", content: answer.content } }] }
          : { error: { message: answer.error } },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
