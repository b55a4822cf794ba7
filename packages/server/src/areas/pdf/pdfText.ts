// Reads the text of an uploaded PDF, page by page (unpdf, a build of PDF.js for servers). Each
// way a PDF can fail to give text has its own clear error: not a PDF, locked with a password,
// damaged, too long, or only scanned images.
import { MAX_PDF_PAGES } from "@moatwise/core";
import { extractText, getDocumentProxy } from "unpdf";
import { HttpError } from "../../http/errors";

const PDF_SIGNATURE = "%PDF-";

export function isPdf(bytes: Uint8Array): boolean {
  // The signature may follow a little junk, as readers accept; 1 KB is what they allow.
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  return head.includes(PDF_SIGNATURE);
}

function unreadable(error: unknown): HttpError {
  const name = error instanceof Error ? error.name : "";
  if (name === "PasswordException") {
    return new HttpError(422, "pdf_encrypted", "This PDF is protected by a password. Upload an unlocked copy.");
  }
  return new HttpError(422, "pdf_unreadable", "This PDF could not be read; it may be damaged.");
}

/** The text of each page, in order, with runs of spaces cut. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  if (!isPdf(bytes)) throw new HttpError(415, "not_a_pdf", "This file is not a PDF.");
  let pages: string[];
  try {
    const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    if (document.numPages > MAX_PDF_PAGES) {
      throw new HttpError(413, "pdf_too_long", `A PDF may have at most ${MAX_PDF_PAGES} pages.`);
    }
    pages = (await extractText(document, { mergePages: false })).text;
  } catch (error) {
    throw error instanceof HttpError ? error : unreadable(error);
  }
  const texts = pages.map((page) => page.replace(/[ \t\u00a0]+/g, " ").trim());
  if (texts.every((page) => page === "")) {
    throw new HttpError(
      422,
      "pdf_no_text",
      "This PDF has no text to read; it may be scanned pages. Upload a PDF with selectable text.",
    );
  }
  return texts;
}
