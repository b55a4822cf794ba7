// What the PDF chat says about a file's size: sizes in KB or MB as people read them, and the
// 20 MB limit checked before anything is sent (the server checks it again).
import { MAX_PDF_BYTES } from "../constants";

const MEBIBYTE = 1_048_576;

/** "340 KB", "12.5 MB": never "0 KB" for a small file. */
export const fileSizeLabel = (bytes: number): string =>
  bytes >= MEBIBYTE ? `${(bytes / MEBIBYTE).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The limit as the upload box and the server's refusal write it. */
export const PDF_SIZE_LIMIT = `${MAX_PDF_BYTES / MEBIBYTE} MB`;

/** Why a file may not be uploaded, or null when its size is fine. */
export function pdfTooLarge(file: { readonly name?: string; readonly size: number }): string | null {
  if (file.size <= MAX_PDF_BYTES) return null;
  return `${file.name ?? "This file"} is ${fileSizeLabel(file.size)}; a PDF may be at most ${PDF_SIZE_LIMIT}.`;
}
