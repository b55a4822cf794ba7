// The answer export card's rules: a font size kept within 8 to 48 in whole steps, and a file name
// that says what the answer was about and when.
import {
  EXPORT_FONT_SIZE_DEFAULT,
  EXPORT_FONT_SIZE_MAX,
  EXPORT_FONT_SIZE_MIN,
  EXPORT_FONT_SIZE_STEP,
} from "../constants";

/** A font size the control accepts: whole steps from 8 to 48; the default for anything unreadable. */
export function exportFontSize(value: number): number {
  if (!Number.isFinite(value)) return EXPORT_FONT_SIZE_DEFAULT;
  const stepped = Math.round(value / EXPORT_FONT_SIZE_STEP) * EXPORT_FONT_SIZE_STEP;
  return Math.min(EXPORT_FONT_SIZE_MAX, Math.max(EXPORT_FONT_SIZE_MIN, stepped));
}

const FILE_NAME_WORDS_MAX_CHARS = 40;

/** `moatwise-how-has-apples-revenue-grown-2026-11-21.png`: the question's words, then the date. */
export function exportFileName(question: string, at: Date): string {
  const words = question
    .toLowerCase()
    .normalize("NFKD")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, FILE_NAME_WORDS_MAX_CHARS)
    .replace(/-+$/, "");
  const date = at.toISOString().slice(0, 10);
  return `moatwise-${words || "answer"}-${date}.png`;
}
