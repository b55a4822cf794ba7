// What the login form sends: trimmed credentials, or a new account checked against the contract
// before it leaves, so the user reads what is wrong without a round trip.

import { explainInvalid } from "../domain/schemaIssues";
import type { Credentials, NewAccount } from "../machines/auth/auth.machine";
import { SignUpRequest } from "./schemas/auth";

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

/** The account to create, or the sentence saying which fields are wrong. A blank name is left out. */
export function newAccountFrom(fields: LoginFields): NewAccountCheck {
  const username = fields.username?.trim();
  const account: NewAccount = { ...credentialsFrom(fields), ...(username ? { username } : {}) };
  const problem = explainInvalid(SignUpRequest, account);
  return problem ? { ok: false, problem } : { ok: true, account };
}
