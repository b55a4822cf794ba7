import { describe, expect, it } from "vitest";
import { texts } from "../domain/texts";
import { ApiError, errorCodeFor, errorMessageFor } from "./ApiError";

describe("errorMessageFor (spec §8 wording)", () => {
  it.each([
    [400, { detail: "password: must be at least 8 characters" }, "password: must be at least 8 characters"],
    [503, { detail: "Maintenance" }, "Maintenance"],
    [500, undefined, texts.serverUnavailable],
    [502, "Bad Gateway", texts.serverUnavailable],
    [504, { detail: "" }, texts.serverUnavailable],
    [400, { detail: { code: "x" } }, texts.requestFailed],
    [404, null, texts.requestFailed],
    [422, "Unprocessable", texts.requestFailed],
  ])("%i %j → %s", (status, body, message) => {
    expect(errorMessageFor(status, body)).toBe(message);
  });
});

describe("errorCodeFor", () => {
  it("reads code, else detail.code", () => {
    expect(errorCodeFor({ detail: "x", code: "email_taken" })).toBe("email_taken");
    expect(errorCodeFor({ detail: { code: "quota" } })).toBe("quota");
    expect(errorCodeFor({ detail: "x" })).toBeUndefined();
    expect(errorCodeFor("text")).toBeUndefined();
  });
});

describe("ApiError", () => {
  it("carries status, payload and code", () => {
    const error = ApiError.fromResponse(409, { detail: "taken", code: "email_taken" });
    expect(error).toMatchObject({
      status: 409,
      code: "email_taken",
      message: "taken",
      payload: { detail: "taken", code: "email_taken" },
    });
    expect(error).toBeInstanceOf(Error);
  });
});
