// A lexicon's phrases looked for in a question as whole words: "peer" in "peers?" is not "peerless".
// A phrase ending in "*" is a stem and takes any word ending ("compet*" → "competitors").

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pattern = (phrase: string) => (phrase.endsWith("*") ? `${escaped(phrase.slice(0, -1))}\\w*` : escaped(phrase));

/** Whether the question holds any of the phrases as whole words, in any case. */
export function asksAnyOf(phrases: ReadonlyArray<string>): (question: string) => boolean {
  const whole = new RegExp(`\\b(?:${phrases.map(pattern).join("|")})\\b`, "i");
  return (question) => whole.test(question);
}

/** Whether the question holds any of the phrases anywhere, whole words or not, in any case. */
export function holdsAnyOf(phrases: ReadonlyArray<string>): (question: string) => boolean {
  const anywhere = new RegExp(phrases.map(pattern).join("|"), "i");
  return (question) => anywhere.test(question);
}
