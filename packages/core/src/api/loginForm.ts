// What the login form sends: trimmed credentials, or a new account checked against the contract
// before it leaves, so the user reads what is wrong without a round trip.

import { newPasswordProblem, PASSWORD_PROBLEM_TEXTS } from "../domain/account/passwordRules";
import { type FieldProblems, fieldProblems } from "../domain/fieldProblems";
import { explainInvalid } from "../domain/schemaIssues";
import { SignUpRequest } from "../domain/schemas/auth";
import { texts } from "../domain/texts";

/** What signing in sends. */
export interface Credentials {
  readonly email: string;
  readonly password: string;
}
/** What creating an account sends: the credentials, and a name if one was given. */
export interface NewAccount extends Credentials {
  readonly username?: string;
}

export interface LoginFields {
  readonly email: string;
  readonly password: string;
  readonly username?: string;
}

export function credentialsFrom(fields: LoginFields): Credentials {
  return { email: fields.email.trim(), password: fields.password };
}

export type NewAccountCheck =
  | { readonly ok: true; readonly account: NewAccount }
  | { readonly ok: false; readonly problem: string };

/**
 * The account to create, or the sentence saying which fields are wrong. A blank name is left out.
 * The password rules run here too, all but the server's list of common passwords.
 */
export function newAccountFrom(fields: LoginFields): NewAccountCheck {
  const username = fields.username?.trim();
  const account: NewAccount = { ...credentialsFrom(fields), ...(username ? { username } : {}) };
  const problem = explainInvalid(SignUpRequest, account);
  if (problem) return { ok: false, problem };
  const passwordProblem = newPasswordProblem(account.password, account.email);
  return passwordProblem ? { ok: false, problem: PASSWORD_PROBLEM_TEXTS[passwordProblem] } : { ok: true, account };
}

export type LoginField = "email" | "password" | "username";
const LOGIN_LABELS: Readonly<Record<LoginField, string>> = { email: "Email", password: "Password", username: "Name" };

/**
 * The sign-in and sign-up forms' problems under their fields, from the form's own check or the
 * server's answer: "Email must be a valid e-mail address." under Email; an account that exists
 * already under Email too; a wrong password or a failed sign-in, which concern no one field, apart.
 */
export function loginProblems(problem: string | null): FieldProblems<LoginField> {
  if (problem === texts.emailTaken) return { fields: { email: `${texts.emailTaken}.` }, general: null };
  return fieldProblems(problem, LOGIN_LABELS);
}
