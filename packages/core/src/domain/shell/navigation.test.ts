import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loginPathFor, safeNextPath } from "./navigation";

describe("loginPathFor", () => {
  it("carries path, query and hash through the next parameter", () => {
    expect(loginPathFor("/settings?tab=theme#dark")).toBe("/login?next=%2Fsettings%3Ftab%3Dtheme%23dark");
  });

  it("round-trips any path through URLSearchParams", () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const url = new URL(loginPathFor(`/${path}`), "http://x.test");
        expect(url.pathname).toBe("/login");
        expect(url.searchParams.get("next")).toBe(`/${path}`);
      }),
    );
  });
});

describe("safeNextPath", () => {
  it.each([
    ["/settings", "/settings"],
    ["/stock/AAPL?x=1#news", "/stock/AAPL?x=1#news"],
    [null, "/"],
    ["", "/"],
    ["settings", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/\nfoo", "/"],
    ["/\t/evil.example/x", "/"],
  ])("%j → %j", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it("only ever answers a same-origin path", () => {
    fc.assert(
      fc.property(fc.string(), (next) => {
        const target = safeNextPath(next);
        expect(new URL(target, "http://app.test").origin).toBe("http://app.test");
      }),
    );
  });
});
