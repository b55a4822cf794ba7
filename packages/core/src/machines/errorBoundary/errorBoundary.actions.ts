// The error boundary's storage: every caught error goes to the local log (the newest 50).
import { errorLog } from "../../services/errorLog";
import type { KeyValueStorage } from "../../services/storage";
import type { ErrorBoundaryContext } from "./errorBoundary.machine";

export function errorBoundaryActions(storage: KeyValueStorage) {
  const log = errorLog(storage);
  return {
    recordError: ({ context }: { context: ErrorBoundaryContext }) => {
      if (context.report) log.record(context.report);
    },
  };
}
