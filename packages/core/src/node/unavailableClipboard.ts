// Clipboard for a client in Node: there is no clipboard to reach without a platform program, so
// every copy reports that it did not happen and the caller says so (or prints the text instead).
import type { Clipboard } from "../services/clipboard";

export function unavailableClipboard(): Clipboard {
  return {
    writeText: async () => false,
    writeRich: async () => false,
  };
}
