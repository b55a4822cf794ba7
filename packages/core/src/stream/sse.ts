// An incremental server-sent-events parser (WHATWG "event stream interpretation"). Bytes may
// arrive split anywhere: any split of the same text yields the same events. Lines end in LF, CR
// or CRLF (a CR ending one chunk and an LF starting the next count once); a leading BOM is
// dropped; comment lines are ignored; an event is emitted only at its blank line.

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

const BOM = "\uFEFF";

export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let partialLine = "";
  let atStart = true;
  let skipLeadingLf = false;
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

  return {
    feed(chunk) {
      let text = chunk;
      if (atStart && text.length > 0) {
        atStart = false;
        if (text.startsWith(BOM)) text = text.slice(1);
      }
      let position = 0;
      if (skipLeadingLf && text.length > 0) {
        skipLeadingLf = false;
        if (text.charCodeAt(0) === 10) position = 1;
      }
      while (position < text.length) {
        const lf = text.indexOf("\n", position);
        const cr = text.indexOf("\r", position);
        const end = cr === -1 ? lf : lf === -1 ? cr : Math.min(cr, lf);
        if (end === -1) {
          partialLine += text.slice(position);
          return;
        }
        const line = partialLine + text.slice(position, end);
        partialLine = "";
        processLine(line);
        if (text.charCodeAt(end) === 13 /* CR */) {
          if (end + 1 === text.length) {
            skipLeadingLf = true;
            position = end + 1;
          } else {
            position = text.charCodeAt(end + 1) === 10 ? end + 2 : end + 1;
          }
        } else {
          position = end + 1;
        }
      }
    },
  };
}
