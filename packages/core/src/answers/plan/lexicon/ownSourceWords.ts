// The phrasings that name the user's own sources (notes, highlights, PDFs, pasted material).
import type { OwnSource } from "../../answerTypes";

/**
 * The user's own sources a question names, in any phrasing: "my notes", "what I wrote/noted" (what
 * a user writes in the app is a note), "my highlights", "my PDF"/"the PDF I uploaded", "what I pasted"/
 * "the material I added".
 */
export const OWN_SOURCE_WORDS: ReadonlyArray<readonly [OwnSource, RegExp]> = [
  ["notes", /\bmy (own )?(thesis )?notes?\b|\bi (wrote|write|noted|note|jotted|saved)\b/],
  ["highlights", /\bmy highlights?\b|\bi (highlighted|highlight|marked)\b/],
  [
    "pdfs",
    /\bmy (own )?(pdfs?|documents?|files?|uploads?)\b|\b(pdfs?|documents?|files?) (that )?i (uploaded|upload|added)\b|\bi uploaded\b/,
  ],
  // "The material I added", "your material" (a report's question to its reader): what a draft was given.
  [
    "pasted",
    /\bi (pasted|paste|copied)\b|\bmy pasted\b|\bpasted (text|material)\b|\b(my|your) (own )?(pasted )?materials?\b|\b(materials?|text|excerpts?|transcripts?) (that )?(i|you) (added|pasted|gave|provided)\b/,
  ],
];
