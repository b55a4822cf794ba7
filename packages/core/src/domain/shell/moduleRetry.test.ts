import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { failedModuleUrl, retryModuleUrl } from "./moduleRetry";

const ORIGIN = "https://moatwise.example";
const chunkName = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,30}$/);

describe("the address of a module whose import failed", () => {
  it("is read from the wording of Chromium and Firefox, for any chunk", () => {
    fc.assert(
      fc.property(chunkName, fc.constantFrom("Failed to fetch", "error loading"), fc.boolean(), (name, lead, full) => {
        const url = `${full ? ORIGIN : ""}/assets/${name}.js`;
        expect(failedModuleUrl(new TypeError(`${lead} dynamically imported module: ${url}`))).toBe(url);
      }),
    );
  });

  it("is nothing for an error that names no module", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        fc.pre(!/dynamically imported module/i.test(text));
        expect(failedModuleUrl(new Error(text))).toBeUndefined();
      }),
    );
    expect(failedModuleUrl(new TypeError("Importing a module script failed."))).toBeUndefined();
    expect(failedModuleUrl(new Error("Unable to preload CSS for /assets/a.css"))).toBeUndefined();
    expect(failedModuleUrl("Failed to fetch dynamically imported module: /assets/a.js")).toBeUndefined();
  });

  it("reads only the start of a hostile message, whatever its size", () => {
    const huge = `${"x".repeat(3_000_000)} dynamically imported module: ${ORIGIN}/assets/a.js`;
    expect(failedModuleUrl(new Error(huge))).toBeUndefined();
  });
});

describe("the address a module is asked for again", () => {
  it("is the same module with its attempt set, a new address for every attempt", () => {
    fc.assert(
      fc.property(chunkName, fc.integer({ min: 1, max: 1000 }), fc.boolean(), (name, attempt, hasQuery) => {
        const url = `${ORIGIN}/assets/${name}.js${hasQuery ? "?v=1" : ""}`;
        const retried = new URL(retryModuleUrl(url, attempt));
        expect(retried.pathname).toBe(`/assets/${name}.js`);
        expect(retried.searchParams.get("retry")).toBe(String(attempt));
        expect(retryModuleUrl(url, attempt + 1)).not.toBe(retried.href);
        if (hasQuery) expect(retried.searchParams.get("v")).toBe("1");
      }),
    );
  });
});
