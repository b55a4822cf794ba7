// A question cut into words once, in one pass over its text, for every reader of the plan: each
// word as written, in lower case without its possessive, and where a sentence starts.

export interface Word {
  /** As written, without a leading "$" or a trailing possessive or full stop. */
  readonly raw: string;
  /** Lower case, apostrophes dropped. */
  readonly lower: string;
  /** Written with a leading "$" (a ticker). */
  readonly dollar: boolean;
  /** Followed by "'s". */
  readonly possessive: boolean;
  /** The first word of a sentence (its capital says nothing). */
  readonly sentenceStart: boolean;
  /** Digits, with an optional "%" or decimals, or a short year ("'22", its `raw` keeps the apostrophe). */
  readonly number: boolean;
  /** The character just after it, when it is one of / - + × * ÷ = % → or a colon. */
  readonly after: string;
}

/** Words are read up to here: a longer question adds cost, not meaning. */
export const QUESTION_WORDS_MAX = 3000;

// One token: a "$"-prefixed or plain word with inner . & ' - / (tickers, "Coca-Cola", "P/E",
// "J&J", "McDonald's"), a year written short ("'22"), a number, a comparison sign (">", "<=",
// "≥": a word of its own, as "above" is), an operator sign, or a quarter as terminals write it
// with its number first ("4Q24", "3q'23", "4Q"). No nested quantifiers: linear time.
const TOKEN =
  /[1-4][qQ](?:[-'’]?(?:[fF][yY])?\d{2,4})?(?![\p{L}\d])|\$?[\p{L}][\p{L}\d]*(?:[.&'’/-][\p{L}\d]+)*(?:['’]s?)?|['’]\d{2}(?!\d)|\d+(?:,\d{3})*(?:\.\d+)?%?|[-=]>|[<>]=?|[≤≥]|[.!?;:+×*÷=−–/%→-]/gu;

export function questionWords(text: string): Word[] {
  const words: Word[] = [];
  let sentenceStart = true;
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    if (/^[.!?;:]$/.test(token)) {
      if (token !== ":") sentenceStart = true;
      // A colon opens what follows ("Then tell me: did it rise?") without ending the sentence.
      const last = words.at(-1);
      if (token === ":" && last && last.after === "") words[words.length - 1] = { ...last, after: ":" };
      continue;
    }
    // An arrow typed "->" or "=>" is the arrow "→" ("23->24"), not a comparison sign.
    if (/^(?:[+×*÷=−–/%→-]|[-=]>)$/.test(token)) {
      const last = words.at(-1);
      const sign = token.endsWith(">") ? "→" : token;
      if (last && last.after === "") words[words.length - 1] = { ...last, after: sign };
      continue;
    }
    const dollar = token.startsWith("$");
    const possessive = /['’]s?$/.test(token);
    const raw = token.replace(/^\$/, "").replace(/['’]s?$/, "");
    const number = /^['’]?\d/.test(raw);
    words.push({
      raw,
      lower: raw.toLowerCase().replace(/['’]/g, ""),
      dollar,
      possessive,
      sentenceStart,
      number,
      after: "",
    });
    sentenceStart = false;
    if (words.length >= QUESTION_WORDS_MAX) break;
  }
  return words;
}

/** Starts with a capital and is not all digits ("Ford", "AWS", "iPhone" is not). */
export const isCapitalised = (word: Word) => /^\p{Lu}/u.test(word.raw);
