import { describe, expect, it } from "vitest";
import { texts } from "../domain/texts";
import { credentialsFrom, newAccountFrom } from "./loginForm";

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
