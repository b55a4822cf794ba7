// The new-password rules: blank, built on the e-mail's name, or on the list the caller gives.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PASSWORD_EMAIL_NAME_MIN_CHARS, PASSWORD_MIN_STRENGTH_SCORE } from "../constants";
import { texts } from "../texts";
import {
  comparablePassword,
  emailNamesOf,
  isStrongEnough,
  newPasswordProblem,
  repeatedPieceOf,
  weakPasswordText,
} from "./passwordRules";

const whitespace = fc.constantFrom(" ", "\t", "\n", "\r", "\u00a0", "\u2003", "\u3000", "\u2028");
const commonList = new Set(["password", "12345678", "qwertyuiop"]);
const isCommon = (comparable: string) => commonList.has(comparable);

describe("newPasswordProblem", () => {
  it("refuses the passwords the probe got through", () => {
    expect(newPasswordProblem("password", "bob@example.com", isCommon)).toBe("password_common");
    expect(newPasswordProblem("12345678", "bob@example.com", isCommon)).toBe("password_common");
    expect(newPasswordProblem("        ", "bob@example.com", isCommon)).toBe("password_blank");
    expect(newPasswordProblem("alice-secret-x", "alice@a.example", isCommon)).toBe("password_contains_email");
  });

  it("accepts a long passphrase", () => {
    const passphrase = "the quick brown fox jumps over the lazy dog while the river keeps running";
    expect(passphrase.length).toBeGreaterThan(64);
    expect(newPasswordProblem(passphrase, "alice@a.example", isCommon)).toBeNull();
  });

  it("finds a listed password whatever its case, width or outer spaces", () => {
    for (const password of ["PassWord", " password ", "ｐａｓｓｗｏｒｄ"]) {
      expect(newPasswordProblem(password, "bob@example.com", isCommon)).toBe("password_common");
    }
  });

  it("leaves the list to the caller: without one, a listed password passes the other rules", () => {
    expect(newPasswordProblem("password", "bob@example.com")).toBeNull();
  });

  it("refuses every password of whitespace alone", () => {
    fc.assert(
      fc.property(fc.array(whitespace, { minLength: 1, maxLength: 130 }), (chars) => {
        expect(newPasswordProblem(chars.join(""), "bob@example.com", isCommon)).toBe("password_blank");
      }),
    );
  });

  it("refuses any password holding the e-mail's name, in any case, wherever it stands", () => {
    const name = fc.stringMatching(/^[a-z0-9]{4,20}$/);
    fc.assert(
      fc.property(name, fc.string(), fc.string(), fc.boolean(), (local, before, after, upper) => {
        const written = upper ? local.toUpperCase() : local;
        expect(newPasswordProblem(`${before}${written}${after}`, `${local}@example.com`)).toBe(
          "password_contains_email",
        );
      }),
    );
  });

  it("does not hold a short name against a password: a@x.com may use any word with an a", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,3}$/), fc.string({ minLength: 8 }), (local, rest) => {
        fc.pre(rest.trim() !== "");
        expect(newPasswordProblem(`${local}${rest}`, `${local}@x.com`)).toBeNull();
      }),
    );
  });

  it("refuses a password holding one name of a dotted or tagged address", () => {
    expect(newPasswordProblem("my smith passphrase", "alice.smith+news@example.com")).toBe("password_contains_email");
    expect(newPasswordProblem("correct horse battery", "alice.smith+news@example.com")).toBeNull();
  });

  it("never refuses a password that is not blank, holds no name and is not listed", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.emailAddress(), (password, email) => {
        fc.pre(password.trim() !== "");
        const comparable = comparablePassword(password);
        fc.pre(!emailNamesOf(email).some((name) => comparable.includes(name)));
        expect(newPasswordProblem(password, email, isCommon)).toBe(
          commonList.has(comparable.trim()) ? "password_common" : null,
        );
      }),
    );
  });
});

describe("emailNamesOf", () => {
  it("names the local part and its runs of letters and digits, the short ones left out", () => {
    expect(emailNamesOf(" Alice.Smith+news@Example.com ")).toEqual(["alice.smith+news", "alice", "smith", "news"]);
    expect(emailNamesOf("a@x.com")).toEqual([]);
    expect(emailNamesOf("jo.lee@x.com")).toEqual(["jo.lee"]);
  });

  it("names only pieces of the local part, none shorter than the minimum", () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const local = email.slice(0, email.lastIndexOf("@")).toLowerCase();
        for (const name of emailNamesOf(email)) {
          expect([...name].length).toBeGreaterThanOrEqual(PASSWORD_EMAIL_NAME_MIN_CHARS);
          expect(local.includes(name)).toBe(true);
        }
      }),
    );
  });
});

describe("the strength rule", () => {
  const weaknesses = fc.constantFrom(
    ...(["repeated", "sequence", "keyboard", "date", "common", "word", "personal", "predictable"] as const),
  );

  it("asks for at least PASSWORD_MIN_STRENGTH_SCORE of zxcvbn's 0 to 4", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), weaknesses, (score, weakness) => {
        expect(isStrongEnough({ score, weakness })).toBe(score >= PASSWORD_MIN_STRENGTH_SCORE);
      }),
    );
    expect(PASSWORD_MIN_STRENGTH_SCORE).toBe(3);
  });

  it("refuses under the password field, saying why and how to make one strong, a reason per weakness", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(weaknesses, (weakness) => {
        const text = weakPasswordText(weakness);
        expect(text.startsWith(`${texts.passwordWeak}, because `)).toBe(true);
        expect(text.split(":")).toHaveLength(2);
        expect(text.endsWith(texts.passwordStrongAdvice)).toBe(true);
        seen.add(text);
      }),
    );
    expect(seen.size).toBe(8);
  });
});

describe("repeatedPieceOf", () => {
  it("finds the piece of a password written two or more times over, a last copy cut anywhere", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.integer({ min: 2, max: 12 }),
        fc.nat(),
        (piece, copies, cut) => {
          const password = piece.repeat(copies) + piece.slice(0, cut % piece.length);
          const found = repeatedPieceOf(password);
          expect(found).not.toBeNull();
          const unit = found ?? "";
          // The shortest piece that repeats into the password: no longer than the one it was made of.
          expect(unit.length).toBeLessThanOrEqual(piece.length);
          expect(unit.repeat(Math.ceil(password.length / unit.length)).startsWith(password)).toBe(true);
        },
      ),
    );
  });

  it("finds none where no piece is written twice", () => {
    expect(repeatedPieceOf("correct horse battery staple")).toBeNull();
    expect(repeatedPieceOf("abcab")).toBeNull();
    expect(repeatedPieceOf("")).toBeNull();
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40 }), (text) => {
        const found = repeatedPieceOf(text);
        if (found !== null) {
          expect(found.length * 2).toBeLessThanOrEqual(text.length);
          expect(found.repeat(Math.ceil(text.length / found.length)).startsWith(text)).toBe(true);
        }
      }),
    );
  });

  it("reads a megabyte of one repeated piece in one pass", () => {
    expect(repeatedPieceOf("aab".repeat(350_000).slice(0, -1))).toBe("aab");
  });
});
