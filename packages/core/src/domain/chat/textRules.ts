// Short text rules of the spec: the local conversation title, a model's title made tidy, and the
// reasoning, preview and referenced-text chip cuts.
import {
  CONVERSATION_PREVIEW_MAX_CHARS,
  FLOATING_REFERENCE_CHIP_MAX_CHARS,
  MODEL_TITLE_MAX_CHARS,
  REASONING_MAX_CHARS,
  REFERENCE_CHIP_MAX_CHARS,
  TITLE_CUT_CHARS,
  TITLE_MAX_CHARS,
  TITLE_WHOLE_MESSAGE_MAX_WORDS,
  TITLE_WORDS,
} from "../constants";
import { baseWord, MODAL_AND_AUXILIARY_VERBS, WH_WORDS } from "./question";

export const NEW_CHAT_TITLE = "New chat";
const ELLIPSIS = "…";
const QUESTION_WORDS = new Set<string>([...WH_WORDS, ...MODAL_AND_AUXILIARY_VERBS]);

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/**
 * A title made here when the server cannot make one (spec §4): a message of up to 4 words is its
 * own title; otherwise its first 3 non-question words, cut to 27 characters plus "..." when the
 * result is over 30.
 */
export function fallbackTitle(message: string): string {
  const all = words(message);
  if (all.length === 0) return NEW_CHAT_TITLE;
  if (all.length <= TITLE_WHOLE_MESSAGE_MAX_WORDS) return all.join(" ");
  const content = all.filter((word) => !QUESTION_WORDS.has(baseWord(word)));
  const title = (content.length > 0 ? content : all).slice(0, TITLE_WORDS).join(" ");
  return title.length > TITLE_MAX_CHARS ? `${title.slice(0, TITLE_CUT_CHARS)}...` : title;
}

/**
 * A title an AI model wrote, as it is kept: one line without quotes, asterisks or hashes (models
 * like to decorate), at most 80 characters, cut at a word. Empty when nothing is left.
 */
export function tidyModelTitle(raw: string): string {
  const line = raw
    .replace(/["“”*#]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  if (line.length <= MODEL_TITLE_MAX_CHARS) return line;
  const cutAt = line.slice(0, MODEL_TITLE_MAX_CHARS + 1).lastIndexOf(" ");
  return line.slice(0, cutAt > 0 ? cutAt : MODEL_TITLE_MAX_CHARS);
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}${ELLIPSIS}`;
}

/** Reasoning as displayed: at most 800 characters, an ellipsis marking a cut. */
export function truncateReasoning(reasoning: string): string {
  return cut(reasoning.trim(), REASONING_MAX_CHARS);
}

/** A conversation's preview line: whitespace collapsed, at most 80 characters. */
export function conversationPreview(text: string): string {
  return cut(text.replace(/\s+/g, " ").trim(), CONVERSATION_PREVIEW_MAX_CHARS);
}

/** A referenced-text chip (spec §2): whitespace collapsed, at most 100 characters, 80 when floating. */
export function referenceChipText(text: string, floating = false): string {
  return cut(text.replace(/\s+/g, " ").trim(), floating ? FLOATING_REFERENCE_CHIP_MAX_CHARS : REFERENCE_CHIP_MAX_CHARS);
}
