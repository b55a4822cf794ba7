// A small, valid PDF built in memory for tests: one page per text, each line of it drawn in
// Helvetica. It lets tests upload real PDFs without a binary fixture or a PDF library. With
// `compress`, page contents are deflated, as most PDFs store them: a few kilobytes of file can
// then hold megabytes of text (the shape of a PDF built to inflate). `placedPdf` draws each run
// of text where it is told, as filings lay out their statement tables.
import { deflateSync } from "node:zlib";

function escapePdfText(text: string): string {
  // WinAnsi, as the font is encoded: the dashes filings print for nothing are single bytes there.
  return text
    .replace(/[\\()]/g, (char) => `\\${char}`)
    .replace(/\u2014/g, "\x97")
    .replace(/\u2013/g, "\x96")
    .replace(/\u2019/g, "\x92");
}

function pageContent(text: string, fontSize: number): string {
  const leading = (fontSize * 4) / 3;
  const lines = text
    .split("\n")
    .map((line, index) => `${index === 0 ? "" : `0 -${leading} Td `}(${escapePdfText(line)}) Tj`);
  return `BT /F1 ${fontSize} Tf 56 760 Td ${lines.join(" ")} ET`;
}

const latin1 = (text: string) => Buffer.from(text, "latin1");

function contentStream(drawn: string, { compress = false }: PdfOptions): Buffer {
  const content = latin1(drawn);
  const data = compress ? deflateSync(content, { level: 9 }) : content;
  const filter = compress ? " /Filter /FlateDecode" : "";
  return Buffer.concat([latin1(`<< /Length ${data.length}${filter} >>\nstream\n`), data, latin1("\nendstream")]);
}

export interface PdfOptions {
  readonly compress?: boolean;
  /** Points; text past the page's edge is not read, so a very dense page needs a tiny font. */
  readonly fontSize?: number;
}

/** The bytes of a PDF with one page per entry of `pages` (ASCII text; "\n" starts a new line). */
export function minimalPdf(pages: ReadonlyArray<string>, options: PdfOptions = {}): Uint8Array {
  return pdfOfContents(
    pages.map((text) => pageContent(text, options.fontSize ?? 12)),
    options,
  );
}

/** A run of text drawn with its left edge at `x` and its baseline at `y`, in points from the bottom left. */
export interface PlacedText {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly size?: number;
}

/** The bytes of a PDF with one page per entry of `pages`, each run drawn where it is placed. */
export function placedPdf(pages: ReadonlyArray<ReadonlyArray<PlacedText>>, options: PdfOptions = {}): Uint8Array {
  return pdfOfContents(
    pages.map((runs) =>
      runs
        .map(({ text, x, y, size = 9 }) => `BT /F1 ${size} Tf 1 0 0 1 ${x} ${y} Tm (${escapePdfText(text)}) Tj ET`)
        .join("\n"),
    ),
    options,
  );
}

function pdfOfContents(pages: ReadonlyArray<string>, options: PdfOptions): Uint8Array {
  const objects: Buffer[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = latin1("<< /Type /Catalog /Pages 2 0 R >>");
  objects[2] = latin1(
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`,
  );
  objects[3] = latin1("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  pages.forEach((drawn, index) => {
    const pageId = pageIds[index] as number;
    objects[pageId] = latin1(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId + 1} 0 R >>`,
    );
    objects[pageId + 1] = contentStream(drawn, options);
  });

  const parts: Buffer[] = [latin1("%PDF-1.4\n")];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = length;
    const part = Buffer.concat([latin1(`${id} 0 obj\n`), objects[id] as Buffer, latin1("\nendobj\n")]);
    parts.push(part);
    length += part.length;
  }
  const entries = offsets.slice(1).map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`);
  parts.push(
    latin1(
      `xref\n0 ${objects.length}\n0000000000 65535 f \n${entries.join("")}` +
        `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return new Uint8Array(Buffer.concat(parts));
}
