import { describe, expect, it } from "vitest";
import { texts } from "../domain/texts";
import { ApiError } from "./ApiError";
import { signInErrorText } from "./signInError";

describe("signInErrorText: the detail text, else the raw text, else HTTP {status}", () => {
  it.each([
    [
      ApiError.fromResponse(401, { detail: "Invalid email or password", code: "invalid_credentials" }),
      "Invalid email or password",
    ],
    [ApiError.fromResponse(502, "upstream timed out"), "upstream timed out"],
    [ApiError.fromResponse(500, undefined), "HTTP 500"],
    [ApiError.fromResponse(429, { detail: "" }), "HTTP 429"],
    [new Error("boom"), "Sign in failed"],
    ["odd", "Sign in failed"],
  ])("%o → %s", (error, text) => {
    expect(signInErrorText(error)).toBe(text);
  });

  it("says a network failure plainly", () => {
    expect(signInErrorText(ApiError.network(new TypeError("fetch failed")))).toMatch(/Network connection issue/);
  });

  it("falls back to 'Google sign in failed' for Google, keeping the server's detail when it has one", () => {
    expect(signInErrorText(new Error("popup closed"), texts.googleSignInFailed)).toBe("Google sign in failed");
    const rejected = ApiError.fromResponse(401, { detail: "The Google token is not valid", code: "google_invalid" });
    expect(signInErrorText(rejected, texts.googleSignInFailed)).toBe("The Google token is not valid");
  });
});
