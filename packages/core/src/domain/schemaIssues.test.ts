import { describe, expect, it } from "vitest";
import { explainInvalid } from "./schemaIssues";
import { SignUpRequest } from "./schemas/auth";

describe("explainInvalid", () => {
  it("is null for a valid value", () => {
    expect(explainInvalid(SignUpRequest, { email: "ada@example.com", password: "long enough" })).toBeNull();
  });

  it("names every field at fault, with 'is required' for a missing one", () => {
    expect(explainInvalid(SignUpRequest, { email: "nope" })).toBe(
      "email: must be a valid e-mail address; password: is required",
    );
  });
});
