// "Try again" is offered only where it can help: after a network or server failure, a time-out or
// a rate limit; never after a refusal that would come again, such as no data on a company.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { texts } from "../domain/texts";
import { ApiError } from "./ApiError";
import { canTryAgain, failureMessage, isNotFound, labelOrNetworkWording } from "./failureMessage";

describe("canTryAgain", () => {
  it("offers it after failures that may pass, not after refusals that would come again", () => {
    expect(canTryAgain(ApiError.fromResponse(503, "Service Unavailable"))).toBe(true);
    expect(canTryAgain(ApiError.fromResponse(429, { detail: "Slow down", code: "rate_limited" }))).toBe(true);
    expect(canTryAgain(ApiError.network(new Error("offline")))).toBe(true);
    expect(canTryAgain(new Error("boom"))).toBe(true);
    const noData = ApiError.fromResponse(404, {
      detail: "Moatwise has no company data for TSLA.",
      code: "unknown_symbol",
    });
    expect(canTryAgain(noData)).toBe(false);
    expect(failureMessage(noData)).toBe("Moatwise has no company data for TSLA.");
  });

  it("refuses every 4xx but 408, 425 and 429, and allows every other status", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        const final = status >= 400 && status < 500 && ![408, 425, 429].includes(status);
        expect(canTryAgain({ status })).toBe(!final);
      }),
    );
  });
});

describe("labelOrNetworkWording", () => {
  it("says the network's words only when the request never reached the server, else the label", () => {
    const label = "Failed to save message";
    expect(labelOrNetworkWording(ApiError.network(new TypeError("Failed to fetch")), label)).toBe(texts.networkIssue);
    expect(labelOrNetworkWording(ApiError.timeout(30_000), label)).toBe(texts.requestTimedOut);
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 599 }), fc.string(), (status, detail) => {
        expect(labelOrNetworkWording(ApiError.fromResponse(status, { detail, code: "x" }), label)).toBe(label);
      }),
    );
    expect(labelOrNetworkWording(new Error("boom"), label)).toBe(label);
    expect(isNotFound(ApiError.fromResponse(404, { detail: "There is no such conversation." }))).toBe(true);
    expect(isNotFound(ApiError.fromResponse(403, {}))).toBe(false);
  });
});
