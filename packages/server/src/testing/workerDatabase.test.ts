import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { workerDatabaseUrl } from "./workerDatabase";

describe("a Vitest worker's own PostgreSQL database", () => {
  it("is the shared database's name with the worker's number after it, on the same server, user and options", () => {
    const own = workerDatabaseUrl("postgres://ci:secret@127.0.0.1:54329/moatwise_test?sslmode=disable", "2");
    expect(own.toString()).toBe("postgres://ci:secret@127.0.0.1:54329/moatwise_test_worker2?sslmode=disable");
  });

  it("differs for every two workers, and never is the shared database", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: 64 }), (a, b) => {
        const shared = "postgres://postgres@127.0.0.1:5432/moatwise_test";
        const first = workerDatabaseUrl(shared, String(a)).toString();
        expect(first).not.toBe(shared);
        expect(first === workerDatabaseUrl(shared, String(b)).toString()).toBe(a === b);
      }),
    );
  });
});
