import { describe, expect, it } from "vitest";
import { errorReportFor } from "../domain/shell/errorReport";
import { ERROR_LOG_KEY, errorLog } from "./errorLog";
import { memoryStorage } from "./storage";

describe("errorLog", () => {
  it("records reports in the storage and reads them back, oldest first", () => {
    const storage = memoryStorage();
    const log = errorLog(storage);
    log.record(errorReportFor(new Error("first"), 1));
    log.record(errorReportFor(new Error("second"), 2));
    expect(log.read().map((r) => r.message)).toEqual(["first", "second"]);
    expect(errorLog(storage).read()).toHaveLength(2);
  });

  it("starts afresh when the stored log is damaged", () => {
    for (const damaged of ["not json", '{"a":1}', '[{"id":3}]']) {
      const log = errorLog(memoryStorage({ [ERROR_LOG_KEY]: damaged }));
      expect(log.read()).toEqual([]);
      log.record(errorReportFor("boom", 1));
      expect(log.read()).toHaveLength(1);
    }
  });

  it("keeps only the newest 50", () => {
    const log = errorLog(memoryStorage());
    for (let i = 0; i < 60; i++) log.record(errorReportFor(`e${i}`, i));
    const kept = log.read();
    expect(kept).toHaveLength(50);
    expect(kept[0]?.message).toBe("e10");
  });
});
