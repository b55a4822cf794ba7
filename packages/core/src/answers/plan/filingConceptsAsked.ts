// The concepts a question put to a filing asks for (issue 43), from core's table of what each kind
// of filing holds (`../filingKinds.ts`), and the person it is about. Read here, with the rest of the
// question; the server holds what is read against the filing's kind and pages.
import { type AskedConcept, FILING_CONCEPTS } from "../filingKinds";
import { AMOUNT_OF_PERSON_PHRASES, NOT_NAME_WORDS as NOT_NAME_LIST, ROLE_PHRASES } from "./lexicon/filingConceptWords";

const NOT_NAME_WORDS = new Set(NOT_NAME_LIST);

/** Lower case, one space between words, marks dropped but for those inside words ("stock-based", "10b5-1"). */
const plain = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/'s\b/g, "")
    .replace(/[^a-z0-9'&-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()} `;

const holdsPhrase = (text: string, phrase: string) => text.includes(` ${phrase} `);

const TITLES = /^(?:Mr|Mrs|Ms|Dr|Sir|Dame|Prof)\.?$/;
/** A word written as a name: a capital, then lower case ("Cook", "McDonald", "O'Brien", "Jean-Luc"). */
const NAME_WORD = /^[A-Z](?:[a-z]+|['’][A-Z][a-z]+)(?:[A-Z][a-z]+)?(?:-[A-Z][a-z]+)?$/;
const INITIAL = /^[A-Z]\.$/;
const PARTICLE = /^(?:de|van|von|der|den|da|di|del|la|le|du|bin|al)$/;

/**
 * The person a question names: two to four words written as a name ("Tim Cook", "Timothy D. Cook",
 * "Ursula von der Leyen"), a title and a surname ("Mr. Cook"), or one name owning something
 * ("Cook's salary"); never a word of the filing's own company (`subjectWords`), a question's or a
 * month's word, or a company's ("Properties", "Inc").
 */
export function personNamed(question: string, subjectWords: ReadonlyArray<string> = []): string | null {
  const subject = new Set(subjectWords.map((word) => word.toLowerCase()));
  const tokens = question.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [];
  const bare = (token: string) => token.replace(/['’]s?$/, "").replace(/\.$/, "");
  const nameWord = (token: string) => {
    const word = bare(token);
    return NAME_WORD.test(word) && !NOT_NAME_WORDS.has(word.toLowerCase());
  };
  const ownWord = (word: string) => !INITIAL.test(word) && !PARTICLE.test(word) && !subject.has(word.toLowerCase());
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at] as string;
    const after = tokens[at + 1];
    if (TITLES.test(token) && after && nameWord(after) && ownWord(bare(after))) return bare(after);
    if (!nameWord(token)) continue;
    const run = [bare(token)];
    let next = at + 1;
    while (next < tokens.length && run.length < 5 && !/['’]s?$/.test(tokens[next - 1] as string)) {
      const word = tokens[next] as string;
      const particle = PARTICLE.test(word) && tokens[next + 1] !== undefined && nameWord(tokens[next + 1] as string);
      if (!(INITIAL.test(word) || nameWord(word) || particle)) break;
      run.push(INITIAL.test(word) ? word : bare(word));
      next++;
    }
    const names = run.filter((word) => !INITIAL.test(word) && !PARTICLE.test(word));
    // "Michael Dell" of Dell Technologies is a person; "Boston Properties" of Boston Properties is not.
    if (names.length >= 2 && names.some(ownWord)) return run.join(" ");
    // "Cook's salary": one name, not the company's, that owns what is asked.
    if (names.length === 1 && run.length === 1 && /['’]s?$/.test(token) && at > 0 && ownWord(run[0] as string))
      return run[0] as string;
    at = next - 1;
  }
  return null;
}

/** What a question asks for that a filing's kind may not hold, with the person it is about. */

/**
 * The concepts a question asks for, from the table: a phrase of the concept's own, or a person's
 * word ("paid", "sold") with a person or an officer's role named, and none of its `notWhen`
 * phrases. `subjectWords` are the words of the filing's company, which is no person.
 */
export function askedConcepts(question: string, subjectWords: ReadonlyArray<string> = []): AskedConcept[] {
  const text = plain(question);
  const person = personNamed(question, subjectWords);
  const role = ROLE_PHRASES.some((phrase) => holdsPhrase(text, phrase));
  const amountAsked = AMOUNT_OF_PERSON_PHRASES.some((phrase) => holdsPhrase(text, phrase));
  return FILING_CONCEPTS.flatMap((concept) => {
    if (concept.notWhen.some((phrase) => holdsPhrase(text, phrase))) return [];
    const own = concept.phrases.some((phrase) => holdsPhrase(text, phrase));
    const words = amountAsked ? [...concept.personWords, ...concept.amountWords] : concept.personWords;
    const object = concept.personObjects.length === 0 || concept.personObjects.some((word) => holdsPhrase(text, word));
    const personal = (person !== null || role) && object && words.some((word) => holdsPhrase(text, word));
    return own || personal ? [{ concept, person }] : [];
  });
}
