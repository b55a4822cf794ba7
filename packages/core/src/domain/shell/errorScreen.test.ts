import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/ApiError";
import { texts } from "../texts";
import { canGoBack, isBugScreen, routeErrorScreen, waitsForNetwork } from "./errorScreen";

describe("routeErrorScreen by status", () => {
  it.each([
    [404, "Page Not Found", false],
    [401, "Authentication Required", false],
    [403, "Access Forbidden", false],
    [500, "Server Error", true],
    [503, "Something Went Wrong", true],
    [429, "Something Went Wrong", true],
    [400, "Something Went Wrong", false],
    [418, "Something Went Wrong", false],
  ])("%i → %s (retry %s)", (status, title, retryAllowed) => {
    const screen = routeErrorScreen(ApiError.fromResponse(status, { detail: "x" }));
    expect(screen).toMatchObject({ kind: "http", title, retryAllowed, status });
  });

  it("uses the §8 wording for permission and server errors", () => {
    expect(routeErrorScreen({ status: 401 }).message).toBe(texts.permissionDenied);
    expect(routeErrorScreen({ status: 403 }).message).toBe(texts.permissionDenied);
    expect(routeErrorScreen({ status: 500 }).message).toBe(texts.somethingWentWrong);
  });

  it("every status from 100 to 599 gets a titled screen; only 5xx, 408 and 429 offer retry", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        const screen = routeErrorScreen({ status });
        expect(screen.title.length).toBeGreaterThan(0);
        expect(screen.retryAllowed).toBe(status >= 500 || status === 408 || status === 429);
      }),
    );
  });
});

describe("routeErrorScreen for non-HTTP errors", () => {
  it.each([
    [new TypeError("Failed to fetch dynamically imported module: /assets/x.js"), "Loading Error", texts.staleResources],
    [
      Object.assign(new Error("Loading chunk 7 failed."), { name: "ChunkLoadError" }),
      "Loading Error",
      texts.staleResources,
    ],
    [new TypeError("Importing a module script failed."), "Loading Error", texts.staleResources],
    [ApiError.network(new TypeError("Failed to fetch")), "Network Error", texts.networkIssue],
    [new TypeError("NetworkError when attempting to fetch resource."), "Network Error", texts.networkIssue],
    [
      new TypeError("Cannot read properties of undefined (reading 'map')"),
      "Application Error",
      texts.somethingWentWrong,
    ],
    [new RangeError("Invalid time value"), "Application Error", texts.somethingWentWrong],
    ["a thrown string", "Unexpected Error", texts.somethingWentWrong],
    [{ weird: true }, "Unexpected Error", texts.somethingWentWrong],
    [null, "Unexpected Error", texts.somethingWentWrong],
  ])("%s → %s", (error, title, message) => {
    const screen = routeErrorScreen(error);
    expect(screen.title).toBe(title);
    expect(screen.message).toBe(message);
    expect(screen.retryAllowed).toBe(true);
  });

  it("never throws, whatever is thrown", () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        expect(routeErrorScreen(thrown).title.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("routeErrorScreen without a network (issue 38)", () => {
  it.each([
    new TypeError("Failed to fetch dynamically imported module: /assets/ChatPage-x.js"),
    new TypeError("Importing a module script failed."),
    new TypeError("Failed to fetch"),
  ])("names %s a Network Error when the device is offline", (error) => {
    const screen = routeErrorScreen(error, { online: false });
    expect([screen.kind, screen.title, screen.message]).toEqual(["network", "Network Error", texts.networkIssue]);
    expect(waitsForNetwork(screen)).toBe(true);
  });

  it("still names a chunk that fails online a Loading Error (an update), and a bug a bug, offline or not", () => {
    const chunk = new TypeError("Failed to fetch dynamically imported module: /assets/x.js");
    expect(routeErrorScreen(chunk, { online: true }).title).toBe("Loading Error");
    const bug = new TypeError("Cannot read properties of undefined (reading 'x')");
    expect(routeErrorScreen(bug, { online: false }).title).toBe("Application Error");
    expect(waitsForNetwork(routeErrorScreen(bug, { online: false }))).toBe(false);
    expect(routeErrorScreen(ApiError.fromResponse(404, { detail: "x" }), { online: false }).title).toBe(
      "Page Not Found",
    );
  });
});

describe("canGoBack", () => {
  it("goes back only when the tab has an earlier page", () => {
    expect(canGoBack(1)).toBe(false);
    expect(canGoBack(0)).toBe(false);
    expect(canGoBack(2)).toBe(true);
  });

  it("trusts the browser's answer about this site's pages when it gives one", () => {
    expect(canGoBack(2, false)).toBe(false);
    expect(canGoBack(1, true)).toBe(true);
  });
});

describe("isBugScreen", () => {
  it("sends application and unexpected errors to the general screen, the rest to the route screen", () => {
    expect(isBugScreen(routeErrorScreen(new TypeError("x is not a function")))).toBe(true);
    expect(isBugScreen(routeErrorScreen("thrown"))).toBe(true);
    expect(isBugScreen(routeErrorScreen({ status: 500 }))).toBe(false);
    expect(isBugScreen(routeErrorScreen(new TypeError("Failed to fetch")))).toBe(false);
    expect(isBugScreen(null)).toBe(false);
  });
});
