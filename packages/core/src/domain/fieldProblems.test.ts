// A form's refusal in words under each field: the server's detail, the client's own check and an
// error code, mapped to the form's fields; what concerns none of them said plainly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../api/ApiError";
import { fieldLabel, fieldProblems } from "./fieldProblems";

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

  it("labels a field named in code as words", () => {
    expect(fieldLabel("costPerShare")).toBe("Cost per share");
    expect(fieldLabel("opened_on")).toBe("Opened on");
  });
});
