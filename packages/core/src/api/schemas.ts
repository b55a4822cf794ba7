// Request and response shapes of the /v1 calls, shared by the client, the server and the tests.
import { Schema } from "effect";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USERNAME_MAX_LENGTH } from "../domain/constants";
import { User } from "../domain/user";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const Email = Schema.String.check(
  Schema.isMaxLength(EMAIL_MAX_LENGTH, { message: `must be at most ${EMAIL_MAX_LENGTH} characters` }),
  Schema.isPattern(EMAIL_PATTERN, { message: "must be a valid e-mail address" }),
);

export const NewPassword = Schema.String.check(
  Schema.isMinLength(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters` }),
  Schema.isMaxLength(PASSWORD_MAX_LENGTH, { message: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
);

/** At sign-in any length up to the maximum is checked against the hash; longer is malformed. */
export const GivenPassword = Schema.String.check(
  Schema.isMinLength(1, { message: "is required" }),
  Schema.isMaxLength(PASSWORD_MAX_LENGTH, { message: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
);

export const SignUpRequest = Schema.Struct({
  email: Email,
  password: NewPassword,
  username: Schema.optionalKey(
    Schema.String.check(
      Schema.isMaxLength(USERNAME_MAX_LENGTH, { message: `must be at most ${USERNAME_MAX_LENGTH} characters` }),
    ),
  ),
});
export type SignUpRequest = typeof SignUpRequest.Type;

/** Form fields of POST /users/signin: `username` carries the e-mail, as the spec's call does. */
export const SignInForm = Schema.Struct({
  username: Schema.String.check(
    Schema.isMinLength(1, { message: "is required" }),
    Schema.isMaxLength(EMAIL_MAX_LENGTH, { message: `must be at most ${EMAIL_MAX_LENGTH} characters` }),
  ),
  password: GivenPassword,
});
export type SignInForm = typeof SignInForm.Type;

export const TokenResponse = Schema.Struct({
  access_token: Schema.String,
  token_type: Schema.Literal("bearer"),
  expires_in: Schema.Number,
  user: User,
});
export type TokenResponse = typeof TokenResponse.Type;

export const OkResponse = Schema.Struct({ ok: Schema.Literal(true) });
export type OkResponse = typeof OkResponse.Type;

export const HealthResponse = Schema.Struct({
  status: Schema.Literal("ok"),
  database: Schema.Literals(["pglite", "postgres"]),
  migration: Schema.Struct({ applied: Schema.Number, latest: Schema.NullOr(Schema.String) }),
});
export type HealthResponse = typeof HealthResponse.Type;

/** Every error the server answers: a sentence for people and a code for programs. */
export const ErrorBody = Schema.Struct({ detail: Schema.String, code: Schema.String });
export type ErrorBody = typeof ErrorBody.Type;
