// Which words of a question the plan did not read (issue 44, item 1). The readers report the
// words they consumed (companies, people, measures' phrases, statements, definitions); the rows
// of WORD_ROLES say when the other words count as read. What is left is a content word the answer
// did not account for: the reply names it before any figure, so a word the reader does not know
// never turns into a confident answer to a neighbouring question. Linear in the words.
import type { AnswerPlan } from "./answerTypes";
import type { Word } from "./questionWords";
import { WORD_ROLES, type WordRole, type WordRoleRow } from "./wordRoles";

/** Unread words named in a reply: more says nothing more useful. */
export const UNREAD_WORDS_NAMED_MAX = 4;

const ROWS_BY_WORD: ReadonlyMap<string, ReadonlyArray<WordRoleRow>> = (() => {
  const map = new Map<string, WordRoleRow[]>();
  for (const row of WORD_ROLES) {
    for (const word of row.words.split(/\s+/).filter(Boolean)) map.set(word, [...(map.get(word) ?? []), row]);
  }
  return map;
})();

/** The rows' phrases by their first word, longest first. */
const PHRASES_BY_FIRST: ReadonlyMap<string, ReadonlyArray<readonly [ReadonlyArray<string>, WordRoleRow]>> = (() => {
  const map = new Map<string, Array<readonly [ReadonlyArray<string>, WordRoleRow]>>();
  for (const row of WORD_ROLES) {
    for (const phrase of (row.phrases ?? "").split("|").filter(Boolean)) {
      const words = phrase.split(" ");
      map.set(words[0] as string, [...(map.get(words[0] as string) ?? []), [words, row] as const]);
    }
  }
  for (const list of map.values()) list.sort((a, b) => b[0].length - a[0].length);
  return map;
})();

const PATTERN_ROWS = WORD_ROLES.filter((row) => row.pattern !== undefined);

/** The role one word plays in this plan, or null when no row that has it is read. */
function roleOfWord(lower: string, plan: AnswerPlan): WordRole | null {
  for (const row of ROWS_BY_WORD.get(lower) ?? []) if (row.readWhen(plan)) return row.role;
  for (const row of PATTERN_ROWS) if (row.pattern?.test(lower) && row.readWhen(plan)) return row.role;
  return null;
}

/**
 * The role a word plays in this plan, or null when it is not read. A hyphenated word is read when
 * it is a row's word, or when each of its parts is read as more than courtesy ("year-end",
 * "end-2022", "three-year"; not "like-for-like", whose parts say nothing alone).
 */
export function roleOf(lower: string, plan: AnswerPlan): WordRole | null {
  const whole = roleOfWord(lower, plan);
  if (whole !== null || !lower.includes("-")) return whole;
  const parts = lower.split("-").filter(Boolean);
  const roles = parts.map((part) => (/^\d+$/.test(part) ? "period" : roleOfWord(part, plan)));
  const eachRead = roles.every((role) => role !== null && role !== "courtesy");
  return eachRead ? (roles[0] as WordRole) : null;
}

/** How many words from `index` a read phrase of the rows covers (0: none). */
function phraseAt(words: ReadonlyArray<Word>, index: number, plan: AnswerPlan): number {
  for (const [phrase, row] of PHRASES_BY_FIRST.get((words[index] as Word).lower) ?? []) {
    if (phrase.every((text, offset) => words[index + offset]?.lower === text) && row.readWhen(plan)) {
      return phrase.length;
    }
  }
  return 0;
}

/** A word that can carry meaning: letters, not a lone letter, not a reader's placeholder. */
const contentLike = (word: Word) => !word.number && word.lower.length > 1 && /\p{L}/u.test(word.lower);

/**
 * The question's words, as written, that no reader consumed and no read row accounts for, in the
 * order written, each once, at most UNREAD_WORDS_NAMED_MAX.
 */
export function unreadWords(words: ReadonlyArray<Word>, consumed: ReadonlySet<number>, plan: AnswerPlan): string[] {
  const unread: string[] = [];
  const seen = new Set<string>();
  let index = 0;
  while (index < words.length && unread.length < UNREAD_WORDS_NAMED_MAX) {
    const phrase = consumed.has(index) ? 0 : phraseAt(words, index, plan);
    if (phrase > 0) {
      index += phrase;
      continue;
    }
    const word = words[index] as Word;
    index++;
    if (consumed.has(index - 1) || !contentLike(word) || seen.has(word.lower)) continue;
    if (roleOf(word.lower, plan) !== null) continue;
    seen.add(word.lower);
    unread.push(word.raw);
  }
  return unread;
}
