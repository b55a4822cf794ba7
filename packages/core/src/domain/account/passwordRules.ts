// What a new password must be beyond its length (NIST SP 800-63B §3.1.1.2): not blank, not built
// on the name in the account's e-mail address, not on a list of common or breached passwords,
// and not easy to guess by the strength estimate (zxcvbn's score, at least
// PASSWORD_MIN_STRENGTH_SCORE). The list and the estimator (megabytes of dictionaries) stay with
// the server and arrive here as functions, so the sign-up form runs the same rule without
// shipping them to every browser, and shows the server's reason for the rest.
import { PASSWORD_EMAIL_NAME_MIN_CHARS, PASSWORD_MIN_STRENGTH_SCORE } from "../constants";
import { texts } from "../texts";

/** Why a new password is refused; also the `code` of the server's 400. */
export type PasswordProblem = "password_blank" | "password_contains_email" | "password_common" | "password_weak";

export const PASSWORD_PROBLEM_TEXTS: Readonly<Record<PasswordProblem, string>> = {
  password_blank: texts.passwordBlank,
  password_contains_email: texts.passwordContainsEmail,
  password_common: texts.passwordCommon,
  password_weak: `${texts.passwordWeak}. ${texts.passwordStrongAdvice}`,
};

/** The pattern that makes a password easy to guess, as a strength estimate names it. */
export type PasswordWeakness =
  | "repeated"
  | "sequence"
  | "keyboard"
  | "date"
  | "common"
  | "word"
  | "personal"
  | "predictable";

/** What the server's estimator (zxcvbn) says of a password: its score, 0 to 4, and why it is low. */
export interface PasswordStrength {
  readonly score: number;
  readonly weakness: PasswordWeakness;
}

const WEAKNESS_TEXTS: Readonly<Record<PasswordWeakness, string>> = {
  repeated: 'repeated characters or patterns (like "aaaa" or "abab") are guessed at once',
  sequence: 'sequences (like "abcd" or "2468") are guessed at once',
  keyboard: 'rows and patterns of keys (like "qwerty" or "1qaz") are guessed at once',
  date: "years and dates are among the first things guessed",
  common: "it is, or is close to, a commonly used password",
  word: "a single word or name, even with capitals, digits or symbols added, is guessed early",
  personal: "it is built on the name of this site or on your own details",
  predictable: "it is short, or follows a pattern guessers try first",
};

/** The refusal of a weak password: why it is easy to guess, and how to make one strong. */
export function weakPasswordText(weakness: PasswordWeakness): string {
  // No second colon: the form reads "field: wording" up to the last one.
  return `${texts.passwordWeak}, because ${WEAKNESS_TEXTS[weakness]}. ${texts.passwordStrongAdvice}`;
}

/** Whether an estimate is strong enough for a new password. */
export const isStrongEnough = (strength: PasswordStrength) => strength.score >= PASSWORD_MIN_STRENGTH_SCORE;

/**
 * The piece a password repeats, when it is that piece written at least twice over (a last copy may
 * stop part-way: "aabaabaa" is "aab"), else null. A repetition adds almost nothing a guesser must
 * try, so a password is as strong as its piece; zxcvbn misses repeats whose piece repeats itself
 * ("aab") when the last copy is cut. One pass (the prefix function), so linear in the length.
 */
export function repeatedPieceOf(password: string): string | null {
  const chars = [...password];
  const border = new Array<number>(chars.length).fill(0);
  for (let at = 1; at < chars.length; at += 1) {
    let matched = border[at - 1] ?? 0;
    while (matched > 0 && chars[at] !== chars[matched]) matched = border[matched - 1] ?? 0;
    border[at] = chars[at] === chars[matched] ? matched + 1 : matched;
  }
  const period = chars.length - (border[chars.length - 1] ?? 0);
  return chars.length > 0 && period * 2 <= chars.length ? chars.slice(0, period).join("") : null;
}

/**
 * The form in which passwords are compared: NFKC (as 800-63B asks, so "ｐａｓｓｗｏｒｄ" is
 * "password") and lower case, so "PassWord1" is found on a list of "password1".
 */
export function comparablePassword(password: string): string {
  return password.normalize("NFKC").toLowerCase();
}

/**
 * The names a guesser reads off an e-mail address: its local part whole and each run of letters
 * and digits in it ("alice.smith+news" → alice.smith+news, alice, smith, news), those of at least
 * PASSWORD_EMAIL_NAME_MIN_CHARS characters.
 */
export function emailNamesOf(email: string): string[] {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  const local = comparablePassword(at === -1 ? trimmed : trimmed.slice(0, at));
  const names = new Set([local, ...local.split(/[^\p{L}\p{N}]+/u)]);
  return [...names].filter((name) => [...name].length >= PASSWORD_EMAIL_NAME_MIN_CHARS);
}

/**
 * The first reason `password` may not be chosen by the owner of `email`, or null. `isCommon` is
 * asked about the comparable form (see comparablePassword) with its outer spaces removed; the
 * form leaves it out and the server answers it from its list.
 */
export function newPasswordProblem(
  password: string,
  email: string,
  isCommon: (comparable: string) => boolean = () => false,
): PasswordProblem | null {
  if (password.trim() === "") return "password_blank";
  const comparable = comparablePassword(password);
  if (emailNamesOf(email).some((name) => comparable.includes(name))) return "password_contains_email";
  if (isCommon(comparable.trim())) return "password_common";
  return null;
}
