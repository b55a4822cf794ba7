import { describe, expect, it } from "vitest";
import { weakPasswordText } from "../domain/account/passwordRules";
import { texts } from "../domain/texts";
import { credentialsFrom, loginProblems, newAccountFrom } from "./loginForm";

describe("credentialsFrom", () => {
  it("trims the e-mail and keeps the password exactly as typed", () => {
    expect(credentialsFrom({ email: "  ada@example.com ", password: " pass word " })).toEqual({
      email: "ada@example.com",
      password: " pass word ",
    });
  });
});

describe("newAccountFrom", () => {
  it("accepts a valid account, trimming the name and leaving a blank one out", () => {
    expect(newAccountFrom({ email: " ada@example.com", password: "long enough", username: "  Ada " })).toEqual({
      ok: true,
      account: { email: "ada@example.com", password: "long enough", username: "Ada" },
    });
    expect(newAccountFrom({ email: "ada@example.com", password: "long enough", username: "   " })).toEqual({
      ok: true,
      account: { email: "ada@example.com", password: "long enough" },
    });
  });

  it("names what is wrong", () => {
    expect(newAccountFrom({ email: "ada", password: "short" })).toEqual({
      ok: false,
      problem: "email: must be a valid e-mail address; password: must be at least 8 characters",
    });
  });

  it("says why a password of spaces, or one holding the e-mail's name, is refused, before sending", () => {
    expect(newAccountFrom({ email: "ada@example.com", password: "        " })).toEqual({
      ok: false,
      problem: texts.passwordBlank,
    });
    expect(newAccountFrom({ email: "alice@a.example", password: "alice-secret-x" })).toEqual({
      ok: false,
      problem: texts.passwordContainsEmail,
    });
  });
});

describe("loginProblems", () => {
  it("puts the check's problems under their fields, in words", () => {
    const check = newAccountFrom({ email: "ada", password: "short" });
    expect(loginProblems(check.ok ? null : check.problem)).toEqual({
      fields: { email: "Email must be a valid e-mail address.", password: "Password must be at least 8 characters." },
      general: null,
    });
  });

  it("keeps a password refusal one sentence under Password, and an account that exists under Email", () => {
    expect(loginProblems(texts.passwordCommon).fields).toEqual({
      password: "Password is on a list of common or leaked passwords; choose another.",
    });
    // The server's strength refusal, why and how, under Password too.
    expect(loginProblems(weakPasswordText("keyboard")).fields).toEqual({
      password: `Password is too easy to guess, because rows and patterns of keys (like "qwerty" or "1qaz") are guessed at once. ${texts.passwordStrongAdvice}`,
    });
    expect(loginProblems(texts.emailTaken)).toEqual({
      fields: { email: "An account with this email already exists." },
      general: null,
    });
  });

  it("says a failed sign-in apart from the fields, in the server's words", () => {
    expect(loginProblems(texts.invalidCredentials)).toEqual({ fields: {}, general: "Invalid email or password" });
    expect(loginProblems(null)).toEqual({ fields: {}, general: null });
  });
});
