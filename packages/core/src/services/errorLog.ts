// The local error log (spec §8): the newest 50 caught errors, kept in the browser's local storage
// (any KeyValueStorage) so a user can quote an error ID later. A damaged log starts afresh.
import { Schema } from "effect";
import { appendToErrorLog, type ErrorReport } from "../domain/shell/errorReport";
import type { KeyValueStorage } from "./storage";

export const ERROR_LOG_KEY = "moatwise.errorLog";

const StoredReport = Schema.Struct({
  id: Schema.String,
  at: Schema.Number,
  type: Schema.String,
  message: Schema.String,
  stack: Schema.String,
  severity: Schema.Literals(["critical", "high", "medium", "low"]),
});
const StoredLog = Schema.fromJsonString(Schema.Array(StoredReport));
const decodeLog = Schema.decodeUnknownOption(StoredLog);

export interface ErrorLog {
  /** Oldest first. */
  read(): ReadonlyArray<ErrorReport>;
  record(report: ErrorReport): void;
}

export function errorLog(storage: KeyValueStorage): ErrorLog {
  const read = (): ReadonlyArray<ErrorReport> => {
    const stored = storage.get(ERROR_LOG_KEY);
    if (stored === null) return [];
    const decoded = decodeLog(stored);
    return decoded._tag === "Some" ? decoded.value : [];
  };
  return {
    read,
    record: (report) => storage.set(ERROR_LOG_KEY, JSON.stringify(appendToErrorLog(read(), report))),
  };
}
