import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse";

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.feed(chunk);
  return events;
}

/** Splits text at the given cut points (any positions, in any order). */
function splitAt(text: string, cuts: number[]): string[] {
  const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let from = 0;
  for (const point of points) {
    chunks.push(text.slice(from, point));
    from = point;
  }
  chunks.push(text.slice(from));
  return chunks;
}

describe("createSseParser", () => {
  it.each([
    ["LF", "data: a\n\n", [{ data: "a", event: "message" }]],
    ["CR", "data: a\r\r", [{ data: "a", event: "message" }]],
    ["CRLF", "data: a\r\n\r\n", [{ data: "a", event: "message" }]],
    ["mixed line ends", "data: a\rdata: b\r\n\n", [{ data: "a\nb", event: "message" }]],
    ["a named event", 'event: delta\ndata: {"content":"Hi"}\n\n', [{ data: '{"content":"Hi"}', event: "delta" }]],
    ["multi-line data", "data: one\ndata: two\ndata:\n\n", [{ data: "one\ntwo\n", event: "message" }]],
    ["only one leading space is removed", "data:  two spaces\n\n", [{ data: " two spaces", event: "message" }]],
    ["comments are ignored", ": heartbeat\n: another\ndata: x\n\n", [{ data: "x", event: "message" }]],
    ["a leading BOM is dropped", "\uFEFFdata: x\n\n", [{ data: "x", event: "message" }]],
    ["a field with no colon", "data\n\n", [{ data: "", event: "message" }]],
    ["no data, no event", "event: ping\n\n", []],
    ["no blank line, no event", "data: waiting", []],
    ["unknown fields are ignored", "foo: bar\ndata: x\n\n", [{ data: "x", event: "message" }]],
    [
      "the event name resets after each event",
      "event: a\ndata: 1\n\ndata: 2\n\n",
      [
        { data: "1", event: "a" },
        { data: "2", event: "message" },
      ],
    ],
    [
      "the id persists",
      "id: 7\ndata: 1\n\ndata: 2\n\n",
      [
        { data: "1", event: "message", id: "7" },
        { data: "2", event: "message", id: "7" },
      ],
    ],
  ])("%s", (_label, text, expected) => {
    expect(parse([text])).toEqual(expected);
  });

  it("counts a CR ending one chunk and an LF starting the next as one line end", () => {
    expect(parse(["data: a\r", "\n\r", "\n"])).toEqual([{ data: "a", event: "message" }]);
    expect(parse(["data: a\r", "\r"])).toEqual([{ data: "a", event: "message" }]);
  });

  it("drops a BOM only at the very start", () => {
    expect(parse(["\uFEFF", "data: x\n\n"])).toEqual([{ data: "x", event: "message" }]);
    expect(parse(["data: \uFEFFx\n\n"])).toEqual([{ data: "\uFEFFx", event: "message" }]);
  });

  it("emits an event only after its blank line", () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.feed("data: a\n");
    expect(events).toEqual([]);
    parser.feed("\n");
    expect(events).toEqual([{ data: "a", event: "message" }]);
  });

  const lineEnd = fc.constantFrom("\n", "\r", "\r\n");
  const line = fc.oneof(
    fc.string({ maxLength: 12 }).map((v) => `data: ${v.replace(/[\r\n]/g, "")}`),
    fc.constantFrom("event: delta", "event: done", "id: 42", ": comment", "data", "retry: 100", ""),
  );
  const stream = fc
    .array(fc.tuple(line, lineEnd), { maxLength: 30 })
    .chain((lines) => fc.tuple(fc.boolean(), fc.constant(lines)))
    .map(([bom, lines]) => (bom ? "\uFEFF" : "") + lines.map(([l, end]) => l + end).join(""));

  it("yields the same events for any split of the same text", () => {
    fc.assert(
      fc.property(stream, fc.array(fc.nat(), { maxLength: 20 }), (text, cuts) => {
        expect(parse(splitAt(text, cuts))).toEqual(parse([text]));
      }),
    );
  });

  it("yields the same events byte by byte, even for arbitrary text", () => {
    const noisy = fc.string({ unit: fc.constantFrom("a", ":", " ", "\r", "\n", "d", "data", "event", "id", "\uFEFF") });
    fc.assert(
      fc.property(noisy, (text) => {
        expect(parse([...text])).toEqual(parse([text]));
      }),
    );
  });
});
