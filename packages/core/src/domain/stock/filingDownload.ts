// What downloading a filing saves: its PDF when the filer published one, else its readable text
// as a .txt file (most SEC filings are HTML). The file is named after the company, form and date.
import type { Filing } from "../schemas/company";

export type FilingDownload =
  | { readonly kind: "pdf"; readonly url: string; readonly fileName: string }
  | { readonly kind: "text"; readonly fileName: string };

const fileStem = (filing: Pick<Filing, "symbol" | "formType" | "filingDate">) =>
  `${filing.symbol}-${filing.formType.replace(/[^A-Za-z0-9.-]+/g, "_")}-${filing.filingDate}`;

/** The download for a filing, given the address the server resolved for it. */
export function filingDownload(
  filing: Pick<Filing, "symbol" | "formType" | "filingDate">,
  resolvedUrl: string,
): FilingDownload {
  const isPdf = new URL(resolvedUrl).pathname.toLowerCase().endsWith(".pdf");
  return isPdf
    ? { kind: "pdf", url: resolvedUrl, fileName: `${fileStem(filing)}.pdf` }
    : { kind: "text", fileName: `${fileStem(filing)}.txt` };
}

/** The text file's contents: title, text, and where the filing lives. */
export const filingTextFile = (title: string, text: string, link: string) => `${title}\n\n${text}\n\n${link}\n`;
