// SSE parser throughput on a 10 MB answer stream fed in 1-byte, 7-byte and 64 KB chunks.
// Each iteration parses the whole stream once.
import { bench, describe } from "vitest";
import { createSseParser } from "./sse";

const TEN_MB = 10 * 1024 * 1024;

function answerStream(bytes: number): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const event =
      i % 50 === 0
        ? ": heartbeat\r\n\r\n"
        : `event: delta\r\ndata: {"content":"token ${i} of a long streamed answer about free cash flow, "}\r\n\r\n`;
    parts.push(event);
    size += event.length;
  }
  return parts.join("").slice(0, bytes);
}

function chunksOf(text: string, size: number): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += size) chunks.push(text.slice(i, i + size));
  return chunks;
}

const text = answerStream(TEN_MB);

function parseAll(chunks: string[]): number {
  let events = 0;
  const parser = createSseParser(() => {
    events++;
  });
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

// "(10 MB/op)" in a name lets scripts/bench-report.mjs print the throughput in MB/s.
describe("SSE parser", () => {
  for (const [label, size] of [
    ["1-byte chunks", 1],
    ["7-byte chunks", 7],
    ["64 KB chunks", 64 * 1024],
  ] as const) {
    const chunks = chunksOf(text, size);
    bench(`10 MB stream in ${label} (10 MB/op)`, () => void parseAll(chunks), {
      iterations: 5,
      time: 0,
      warmupIterations: 1,
    });
  }
});
