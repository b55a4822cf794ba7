import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appendToErrorLog, errorIdFor, errorReportFor } from "./errorReport";

describe("errorReportFor", () => {
  it("reads type, message and stack from an Error and classifies it", () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'x')");
    const report = errorReportFor(error, 1_700_000_000_000);
    expect(report).toMatchObject({
      type: "TypeError",
      message: "Cannot read properties of undefined (reading 'x')",
      severity: "critical",
      at: 1_700_000_000_000,
    });
    expect(report.stack).toContain("TypeError");
    expect(report.id).toMatch(/^ERR-[0-9A-Z]+-[0-9A-Z]{7}$/);
  });

  it("describes thrown values that are not errors", () => {
    expect(errorReportFor("boom", 1)).toMatchObject({ type: "string", message: "boom", stack: "" });
    expect(errorReportFor({ code: 7 }, 1)).toMatchObject({ type: "object", message: '{"code":7}' });
    expect(errorReportFor(undefined, 1)).toMatchObject({ type: "undefined", message: "" });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(errorReportFor(circular, 1).message).toBe("[object Object]");
  });

  it("gives any thrown value a report with a well-formed ID", () => {
    fc.assert(
      fc.property(fc.anything(), fc.nat(), (thrown, at) => {
        expect(errorReportFor(thrown, at).id).toMatch(/^ERR-[0-9A-Z]+-[0-9A-Z]{7}$/);
      }),
    );
  });
});

describe("errorIdFor", () => {
  it("is stable for the same moment and message, and differs when either changes", () => {
    expect(errorIdFor(5, "a")).toBe(errorIdFor(5, "a"));
    expect(errorIdFor(5, "a")).not.toBe(errorIdFor(6, "a"));
    expect(errorIdFor(5, "a")).not.toBe(errorIdFor(5, "b"));
  });
});

describe("appendToErrorLog", () => {
  it("keeps the newest 50, newest last", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 120 }), (count) => {
        let log: ReturnType<typeof appendToErrorLog> = [];
        for (let i = 0; i < count; i++) log = appendToErrorLog(log, errorReportFor(`e${i}`, i));
        expect(log).toHaveLength(Math.min(count, 50));
        if (count > 0) expect(log.at(-1)?.message).toBe(`e${count - 1}`);
        if (count > 50) expect(log[0]?.message).toBe(`e${count - 50}`);
      }),
    );
  });
});
