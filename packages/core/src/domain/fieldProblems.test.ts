// A form's refusal in words under each field: the server's detail, the client's own check and an
// error code, mapped to the form's fields; what concerns none of them said plainly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/ApiError";
import { fieldLabel, fieldProblems, pathAndWording } from "./fieldProblems";

const login = { email: "Email", password: "Password", username: "Name" } as const;
const holding = { shares: "Shares", costPerShare: "Cost per share", openedOn: "Opened", thesis: "Thesis" } as const;

describe("fieldProblems", () => {
  it("puts each field's problem under it, in words, from the sign-up check", () => {
    expect(
      fieldProblems("email: must be a valid e-mail address; password: must be at least 8 characters", login),
    ).toEqual({
      fields: { email: "Email must be a valid e-mail address.", password: "Password must be at least 8 characters." },
      general: null,
    });
  });

  it("reads the client's 'body:' refusal and the server's {detail, code} alike", () => {
    const client = ApiError.invalidRequest("body: shares: must not be negative");
    expect(fieldProblems(client, holding)).toEqual({
      fields: { shares: "Shares must not be negative." },
      general: null,
    });
    const server = ApiError.fromResponse(400, { detail: "costPerShare: is required", code: "invalid_body" });
    expect(fieldProblems(server, holding).fields).toEqual({ costPerShare: "Cost per share is required." });
    const schema = ApiError.fromResponse(400, { detail: "openedOn: Expected string, got null", code: "invalid_body" });
    expect(fieldProblems(schema, holding).fields).toEqual({ openedOn: "Opened is not valid." });
  });

  it("ties a code that names no path to its field, and keeps a whole sentence whole", () => {
    const taken = ApiError.fromResponse(409, { detail: "That e-mail has an account already", code: "email_taken" });
    expect(fieldProblems(taken, login, { email_taken: "email" })).toEqual({
      fields: { email: "That e-mail has an account already." },
      general: null,
    });
    expect(fieldProblems("password: Use at least 8 characters.", login).fields).toEqual({
      password: "Use at least 8 characters.",
    });
  });

  it("says what concerns no field of the form by its own name, never as a path", () => {
    expect(fieldProblems("symbol: COST is already in the portfolio", holding)).toEqual({
      fields: {},
      general: "COST is already in the portfolio.",
    });
    expect(fieldProblems("holdings.0.averagePrice: must not be negative", holding).general).toBe(
      "Average price must not be negative.",
    );
    expect(fieldProblems("Invalid e-mail or password", login)).toEqual({
      fields: {},
      general: "Invalid e-mail or password",
    });
    expect(fieldProblems(null, login)).toEqual({ fields: {}, general: null });
  });

  it("never shows a path or a 'body:' prefix, whatever the detail", () => {
    const segment = fc.stringMatching(/^[a-z][a-zA-Z]{0,8}$/);
    const part = fc.tuple(
      fc.array(segment, { minLength: 1, maxLength: 3 }),
      fc.constantFrom("must not be negative", "is required", "Missing key"),
    );
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), fc.boolean(), (parts, prefixed) => {
        const detail = parts.map(([path, wording]) => `${path.join(".")}: ${wording}`).join("; ");
        const problems = fieldProblems(prefixed ? `body: ${detail}` : detail, holding);
        const said = [...Object.values(problems.fields), problems.general ?? ""].join(" ");
        expect(said).not.toMatch(/\b[a-zA-Z]+(\.[a-zA-Z]+)*: /);
        expect(said).not.toContain("body");
        expect(said).not.toContain("Missing key");
      }),
    );
  });

  it("reads long sentences in one pass, with or without a path (the old pattern took minutes over one)", () => {
    // Each of these took the old pattern from 10 s to hours; the test's time limit is what fails.
    const sentence = "Password must not contain the name in your email address";
    expect(fieldProblems("password: must not contain the name in your email address", login).fields.password).toBe(
      `${sentence}.`,
    );
    expect(fieldProblems(`${sentence}.`, login)).toEqual({ fields: {}, general: `${sentence}.` });
    const long = `${"word ".repeat(20_000)}end`;
    expect(fieldProblems(long, login).general).toBe(long);
    expect(fieldProblems(`email: ${long}`, login).fields.email).toBe(`Email ${long}.`);
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 400 }), (words) => {
        const text = words.join(" ");
        expect(fieldProblems(text, login).general).toBe(text);
      }),
      { numRuns: 50 },
    );
  });

  it("finds the same path and wording as the old pattern, on texts short enough for it", () => {
    const old = /^((?:[\p{L}\p{N}_$[\]]+[.:]?\s?)+?):\s+(.+)$/u;
    const pieces = fc.constantFrom("a", "b", "email", "[0]", ".", ":", " ", ": ", "_", "$", ",", "-");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 9 }), (parts) => {
        const text = parts.join("");
        const part = text.trim();
        const match = old.exec(part);
        expect(pathAndWording(part)).toEqual(match ? { path: match[1], wording: match[2] } : null);
      }),
    );
  });

  it("labels a field named in code as words", () => {
    expect(fieldLabel("costPerShare")).toBe("Cost per share");
    expect(fieldLabel("opened_on")).toBe("Opened on");
  });
});
