// A conversation's title made from what was asked, where no model writes one (the offline
// assistant): the question without its asking words ("Give me", "What are"), a comparison of two
// companies as "Costco vs Walmart: revenue growth", at most 60 characters cut at a word. The spec's
// own fallback (fallbackTitle, textRules.ts) stays the client's rule when the server makes none.
import { QUESTION_TITLE_MAX_CHARS } from "../constants";
import { NEW_CHAT_TITLE } from "./textRules";

const ELLIPSIS = "…";
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Openings that ask rather than say what about, taken off the front (as many as there are). */
const ASKING = [
  "please",
  "hi",
  "hello",
  "hey",
  "can you",
  "could you",
  "would you",
  "will you",
  "give me",
  "tell me",
  "show me",
  "help me",
  "let me know",
  "i want to know",
  "i'd like to know",
  "i would like to know",
  "what is",
  "what are",
  "what was",
  "what were",
  "what's",
  "how has",
  "how have",
  "how did",
  "how does",
  "how do",
  "how is",
  "how are",
  "how was",
  "a comparison of",
  "the comparison of",
  "comparison of",
  "compare",
  "between",
  "about",
  "a",
  "an",
].map((phrase) => phrase.split(" "));
const CONNECTORS = new Set(["and", "vs", "vs.", "versus", "v", "v.", "against", "with", "or"]);
const AFTER_COMPARED = new Set(["on", "in", "for", "by", "of", "'s", "’s"]);
const MAX_NAME_WORDS = 3;

/** A word as the rules compare it: lower case, without punctuation at either end. */
const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}'’$]+|[^\p{L}\p{N}'’]+$/gu, "");
const withoutPossessive = (word: string) => word.replace(/['’]s$/u, "");
/** A company's name or ticker as people write it: a capital, a digit or `$` first. */
const isName = (word: string) => /^[\p{Lu}\p{Lt}\p{N}$]/u.test(word);

function withoutAsking(words: ReadonlyArray<string>): string[] {
  let rest = [...words];
  for (let changed = true; changed && rest.length > 0; ) {
    changed = false;
    for (const phrase of ASKING) {
      if (phrase.length < rest.length && phrase.every((word, i) => bare(rest[i] ?? "") === word)) {
        rest = rest.slice(phrase.length);
        changed = true;
        break;
      }
    }
  }
  return rest;
}

/** "Costco and Walmart revenue growth" → "Costco vs Walmart: revenue growth"; null if not a comparison. */
function comparison(words: ReadonlyArray<string>): string | null {
  const at = words.findIndex((word) => CONNECTORS.has(bare(word)));
  if (at < 1 || at > MAX_NAME_WORDS) return null;
  const first = words.slice(0, at);
  let end = at + 1;
  while (end < words.length && end - at <= MAX_NAME_WORDS && isName(words[end] ?? "")) end++;
  const second = words.slice(at + 1, end);
  if (!first.every(isName) || second.length === 0) return null;
  const name = (part: ReadonlyArray<string>) => {
    const cleaned = part.map((word) => word.replace(/[,:;]+$/u, ""));
    return [...cleaned.slice(0, -1), withoutPossessive(cleaned.at(-1) ?? "")].join(" ");
  };
  let rest = words.slice(end);
  while (rest.length > 0 && AFTER_COMPARED.has(bare(rest[0] ?? ""))) rest = rest.slice(1);
  const about = rest.join(" ");
  return `${name(first)} vs ${name(second)}${about ? `: ${about}` : ""}`;
}

/** The first letter in capitals, when that keeps it one character (ß stays ß). */
function capitalised(text: string): string {
  const first = String.fromCodePoint(text.codePointAt(0) ?? 0);
  const upper = first.toUpperCase();
  return [...upper].length === 1 && upper.length === first.length ? upper + text.slice(first.length) : text;
}

/** At most `max` UTF-16 units, cut between words with "…"; one word too long for it is cut by characters. */
function bounded(text: string, max: number): string {
  if (text.length <= max) return text;
  const words = text.split(" ");
  let kept = "";
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (next.length + ELLIPSIS.length > max) break;
    kept = next;
  }
  if (kept) return `${kept.replace(/[\s,:;–-]+$/u, "") || kept}${ELLIPSIS}`;
  let cut = "";
  for (const character of words[0] ?? "") {
    if (cut.length + character.length + ELLIPSIS.length > max) break;
    cut += character;
  }
  return `${cut}${ELLIPSIS}`;
}

/** A title for the conversation `question` starts: never empty, at most 60 characters. */
export function titleFromQuestion(question: string): string {
  const words = question.replace(LONE_SURROGATE, "").split(/\s+/u).filter(Boolean);
  const meaningful = withoutAsking(words);
  const last = meaningful.length - 1;
  const trimmed = meaningful.map((word, i) => (i === last ? word.replace(/[?!.…]+$/u, "") : word)).filter(Boolean);
  if (trimmed.length === 0) return NEW_CHAT_TITLE;
  const title = comparison(trimmed) ?? trimmed.join(" ");
  return bounded(capitalised(title), QUESTION_TITLE_MAX_CHARS);
}
