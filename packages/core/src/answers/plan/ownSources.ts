// The user's own material a question names ("my notes", "the PDF I uploaded").
import type { OwnSource } from "../answerTypes";
import { OWN_SOURCE_WORDS } from "./lexicon/ownSourceWords";

/** The user's own sources the question names, in a fixed order. */
export function ownSourcesOf(question: string): OwnSource[] {
  const text = question.toLowerCase().replaceAll("’", "'");
  return OWN_SOURCE_WORDS.filter(([, pattern]) => pattern.test(text)).map(([source]) => source);
}
