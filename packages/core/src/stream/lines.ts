// Splits streamed text into lines, whatever the chunking: LF, CR and CRLF all end a line (a CR
// ending one chunk and an LF starting the next count once) and a leading BOM is dropped. Both
// the SSE parser and the PDF chat's `data:` lines are read through it.

export interface LineSplitter {
  /** Feed the next chunk of decoded text; complete lines go to `onLine` at once. */
  feed(chunk: string): void;
}

const BOM = "\uFEFF";
const LF = 10;
const CR = 13;

export function createLineSplitter(onLine: (line: string) => void): LineSplitter {
  let partialLine = "";
  let atStart = true;
  let skipLeadingLf = false;

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
        if (text.charCodeAt(0) === LF) position = 1;
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
        onLine(line);
        if (text.charCodeAt(end) === CR) {
          if (end + 1 === text.length) {
            skipLeadingLf = true;
            position = end + 1;
          } else {
            position = text.charCodeAt(end + 1) === LF ? end + 2 : end + 1;
          }
        } else {
          position = end + 1;
        }
      }
    },
  };
}
