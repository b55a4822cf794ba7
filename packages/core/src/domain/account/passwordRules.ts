// What a new password must be beyond its length (NIST SP 800-63B §3.1.1.2): not blank, not built
// on the name in the account's e-mail address, not on a list of common or breached passwords.
// The list (tens of thousands of entries) stays with the server and arrives here as a predicate,
// so the sign-up form runs the same rule without shipping it to every browser.
import { PASSWORD_EMAIL_NAME_MIN_CHARS } from "../constants";
import { texts } from "../texts";

/** Why a new password is refused; also the `code` of the server's 400. */
export type PasswordProblem = "password_blank" | "password_contains_email" | "password_common";

export const PASSWORD_PROBLEM_TEXTS: Readonly<Record<PasswordProblem, string>> = {
  password_blank: texts.passwordBlank,
  password_contains_email: texts.passwordContainsEmail,
  password_common: texts.passwordCommon,
};

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
