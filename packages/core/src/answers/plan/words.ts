// The few ways the plan's readers look at a question's words: as a set, as neighbours, split as
// measure phrases are. No word lists here: those are in lexicon/.

// Measure phrases, split into words as questions are ("debt-to-equity" → debt, to, equity).
export const splitWords = (text: string) => text.split(/[\s/-]+/).filter(Boolean);

/** A list of words written as one string, as a set. */
export const wordSet = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Whether the words hold any of `options`. */
export const has = (texts: ReadonlySet<string>, ...options: string[]) => options.some((option) => texts.has(option));

/** Whether the words hold `phrase` ("latest quarter") in order, as neighbours. */
export function hasPhrase(lowers: ReadonlyArray<string>, phrase: string): boolean {
  const target = phrase.split(" ");
  for (let index = 0; index + target.length <= lowers.length; index++) {
    if (target.every((text, offset) => lowers[index + offset] === text)) return true;
  }
  return false;
}
