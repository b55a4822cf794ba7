// Which words of a question the plan did not read (issue 44, item 1). The readers report the
// words they consumed (companies, people, measures' phrases, statements, definitions); the rows
// of WORD_ROLES say when the other words count as read. What is left is a content word the answer
// did not account for: the reply names it before any figure, so a word the reader does not know
// never turns into a confident answer to a neighbouring question. Linear in the words.
import type { AnswerPlan } from "../answerTypes";
import { editDistance } from "../companyDirectory";
import { questionWords, type Word } from "../questionWords";
import { SECTOR_WORDS } from "./lexicon/sectorWords";
import { WORD_ROLES, type WordRole, type WordRoleRow } from "./lexicon/wordRoles";
import type { Reading } from "./reading";

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

/** A word that can carry meaning: letters, not a lone letter, not the "·" a reader writes over a person's name. */
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

/**
 * The words the plan's readers consumed, with the words of what the plan holds beyond them: every
 * word of a covered company's name (and one misspelt beside it), a company outside the data as
 * written, a sector, the words of what is refused, the name of a measure the question defines.
 */
export function consumedBy(now: Reading, plan: AnswerPlan): ReadonlySet<number> {
  const consumed = new Set(now.consumed);
  const lowersOf = (text: string) => questionWords(text).map((word) => word.lower);
  const heldWords = new Set([
    ...plan.companies.flatMap((company) => lowersOf(company.name)),
    ...plan.unknownCompanies.flatMap((company) => lowersOf(company.asWritten)),
    ...plan.refusals.flatMap((refusal) => (refusal.about ? lowersOf(refusal.about) : [])),
    ...plan.refusals.flatMap((refusal) => refusal.asked ?? []),
    ...(plan.sector ? SECTOR_WORDS.filter(([, name]) => name === plan.sector).map(([word]) => word) : []),
    ...plan.measures.filter((measure) => measure.defined).flatMap((measure) => lowersOf(measure.label)),
  ]);
  const nameWords = plan.companies.flatMap((company) => lowersOf(company.name).filter((word) => word.length >= 4));
  now.words.forEach((word, index) => {
    const misspeltName = word.lower.length >= 4 && nameWords.some((name) => editDistance(word.lower, name, 1) <= 1);
    if (heldWords.has(word.lower) || misspeltName) consumed.add(index);
  });
  return consumed;
}
