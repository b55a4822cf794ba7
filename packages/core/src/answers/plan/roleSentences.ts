// The sentences where an asker says who they are (issue 44: "a role to take"): "I cover
// restaurants for a long-only fund.", "We run a dividend portfolio.", "I'm a credit analyst." Their
// words set the answer's register, not what is asked: "restaurants" there asks no store count.
import type { Word } from "../questionWords";
import {
  ASKER_ROLE_VERBS,
  ASKERS,
  ROLE_NOUNS,
  ROLE_OPENER,
  ROLE_OPENER_ARTICLES,
  ROLE_OPENER_LEADS,
  ROLE_OPENER_REACH,
} from "./lexicon/roleWords";

/** "I'm a", "I am an", "we are the": the asker named by what they are. */
const ARTICLES = new Set(["a", "an", "the", "on", "at", "with", "in"]);

/** Whether the sentence at `start` opens with the asker and a verb of their work or what they are. */
function asksAsRole(words: ReadonlyArray<Word>, start: number): boolean {
  const next = words[start + 1]?.lower ?? "";
  if ((words[start] as Word).lower === "im") return ARTICLES.has(next);
  if (ASKER_ROLE_VERBS.has(next)) return true;
  return (next === "am" || next === "are") && ARTICLES.has(words[start + 2]?.lower ?? "");
}

/**
 * "As a high-yield analyst, …", "As a credit analyst looking at Disney, …": a sentence opening
 * with "as a" and a role's noun within reach; the words through the noun are the role's.
 */
function roleOpenerWords(words: ReadonlyArray<Word>): number[] {
  const role: number[] = [];
  words.forEach((word, start) => {
    if (!word.sentenceStart) return;
    // "Speaking as a retail analyst, …": the opener's "as" after a verb that leads it.
    const asAt = ROLE_OPENER_LEADS.has(word.lower) ? start + 1 : start;
    const opens = words[asAt]?.lower === ROLE_OPENER && ROLE_OPENER_ARTICLES.has(words[asAt + 1]?.lower ?? "");
    if (!opens) return;
    const reach = words.slice(asAt + 2, asAt + 2 + ROLE_OPENER_REACH);
    const nounAt = reach.findIndex((each) => ROLE_NOUNS.has(each.lower));
    if (nounAt === -1) return;
    for (let index = start; index <= asAt + 2 + nounAt; index++) role.push(index);
  });
  return role;
}

/**
 * The indexes of the words of every sentence that opens with the asker and a verb of their work
 * ("I cover", "we manage", "I'm a", "I work at"). A sentence is the words up to the next one's start.
 */
export function roleSentenceWords(words: ReadonlyArray<Word>): ReadonlySet<number> {
  const role = new Set<number>(roleOpenerWords(words));
  for (let start = 0; start < words.length; start++) {
    if (!(words[start] as Word).sentenceStart || !ASKERS.has((words[start] as Word).lower)) continue;
    const opens = asksAsRole(words, start);
    if (!opens) continue;
    let end = start + 1;
    while (end < words.length && !(words[end] as Word).sentenceStart) end++;
    // A role is said before the question: a sentence that is the whole question is the question.
    if (end >= words.length) continue;
    for (let index = start; index < end; index++) role.add(index);
    start = end - 1;
  }
  return role;
}
