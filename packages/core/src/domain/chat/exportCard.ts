// The answer export card's rules: a font size kept within 8 to 48 in whole steps; a card that fits
// the whole answer (issue 23: it grows from 360 px up to a limit, then the font shrinks); and a
// file name that says what the answer was about and when.
import {
  EXPORT_CARD_HEIGHT_PX,
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

/** The card grows to fit the answer up to this height, then the font shrinks instead. */
export const EXPORT_CARD_MAX_HEIGHT_PX = 960;
/** The card is drawn at twice its size, for sharp text on high-density screens. */
export const EXPORT_PIXEL_RATIO = 2;

export interface ExportCardFit {
  readonly height: number;
  readonly fontSize: number;
  /** False when even the smallest font leaves the answer longer than the tallest card. */
  readonly fits: boolean;
}

/**
 * How big the card is and how large its answer's text, given `heightAt(size)`: the card's whole
 * height with the answer at that font size (measured; it grows with the size). The card is 360 px
 * at least and grows to fit, up to 960 px; past that the largest font that fits is found (a binary
 * search: text wraps, so height is not in proportion to the size), down to the smallest allowed.
 */
export function fitExportCard(fontSize: number, heightAt: (size: number) => number): ExportCardFit {
  const chosen = exportFontSize(fontSize);
  const natural = heightAt(chosen);
  if (natural <= EXPORT_CARD_MAX_HEIGHT_PX) {
    return { height: Math.max(EXPORT_CARD_HEIGHT_PX, Math.ceil(natural)), fontSize: chosen, fits: true };
  }
  if (heightAt(EXPORT_FONT_SIZE_MIN) > EXPORT_CARD_MAX_HEIGHT_PX) {
    return { height: EXPORT_CARD_MAX_HEIGHT_PX, fontSize: EXPORT_FONT_SIZE_MIN, fits: false };
  }
  let fitting = EXPORT_FONT_SIZE_MIN;
  let tooBig = chosen;
  while (tooBig - fitting > EXPORT_FONT_SIZE_STEP) {
    const middle = Math.floor((fitting + tooBig) / 2);
    if (heightAt(middle) <= EXPORT_CARD_MAX_HEIGHT_PX) fitting = middle;
    else tooBig = middle;
  }
  return { height: EXPORT_CARD_MAX_HEIGHT_PX, fontSize: fitting, fits: true };
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
