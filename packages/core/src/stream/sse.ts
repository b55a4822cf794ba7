// An incremental server-sent-events parser (WHATWG "event stream interpretation"). Bytes may
// arrive split anywhere: any split of the same text yields the same events. Lines are split by
// createLineSplitter (LF, CR, CRLF, leading BOM); comment lines are ignored; an event is emitted
// only at its blank line.
import { createLineSplitter } from "./lines";

export interface SseEvent {
  /** The data lines joined with "\n". */
  readonly data: string;
  /** The event name; "message" when none was given. */
  readonly event: string;
  /** The last event id, when one was given. */
  readonly id?: string;
}

export interface SseParser {
  /** Feed the next chunk of decoded text. */
  feed(chunk: string): void;
}

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let data: string[] = [];
  let eventName = "";
  let lastEventId: string | undefined;

  function dispatch(): void {
    if (data.length > 0) {
      const event: SseEvent = { data: data.join("\n"), event: eventName || "message" };
      onEvent(lastEventId === undefined ? event : { ...event, id: lastEventId });
    }
    data = [];
    eventName = "";
  }

  function processLine(line: string): void {
    if (line === "") {
      dispatch();
      return;
    }
    if (line.charCodeAt(0) === 58 /* ":" */) return;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.charCodeAt(0) === 32 /* " " */) value = value.slice(1);
    if (field === "data") data.push(value);
    else if (field === "event") eventName = value;
    else if (field === "id" && !value.includes("\0")) lastEventId = value;
  }

  return createLineSplitter(processLine);
}
