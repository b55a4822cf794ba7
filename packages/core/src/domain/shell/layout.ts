// Layout rules the shell follows: the inline chat pane's width, and when the layout is mobile.
import {
  INLINE_CHAT_MAX_WIDTH_PX,
  INLINE_CHAT_MIN_WIDTH_PX,
  MAIN_PANE_MIN_WIDTH_PX,
  MOBILE_BREAKPOINT_PX,
} from "../constants";

/** Mobile is below 768 px. */
export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_BREAKPOINT_PX;
}

/** The same as a media query, for a page that follows the width as it changes. */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/**
 * The inline chat width a drag asks for, kept within 360 to 640 px and leaving the main pane at
 * least 560 px; on a viewport too narrow for both, the pane keeps its minimum.
 */
export function inlineChatWidthWithin(requested: number, viewportWidth: number): number {
  const widest = Math.max(
    INLINE_CHAT_MIN_WIDTH_PX,
    Math.min(INLINE_CHAT_MAX_WIDTH_PX, viewportWidth - MAIN_PANE_MIN_WIDTH_PX),
  );
  if (!Number.isFinite(requested)) return INLINE_CHAT_MIN_WIDTH_PX;
  return Math.round(Math.min(widest, Math.max(INLINE_CHAT_MIN_WIDTH_PX, requested)));
}
