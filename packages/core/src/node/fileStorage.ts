// Storage in a file for clients that run in Node (a terminal client keeps its session there): one
// JSON object of keys and values, created with mode 0600 in a folder of mode 0700, because it may
// hold a refresh cookie. Each call reads the file afresh, so processes sharing it stay in step;
// each write replaces it whole (a new file renamed over the old), so a reader never sees half.
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { KeyValueStorage } from "../services/storage";

/** The mode of a storage file: its owner reads and writes it, nobody else. */
export const STORAGE_FILE_MODE = 0o600;
const STORAGE_FOLDER_MODE = 0o700;

function readValues(path: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  } catch {
    // A file that is not ours (or was cut short) is treated as empty and replaced on the next write.
    return {};
  }
}

function writeValues(path: string, values: Record<string, string>): void {
  mkdirSync(dirname(path), { recursive: true, mode: STORAGE_FOLDER_MODE });
  if (Object.keys(values).length === 0) {
    rmSync(path, { force: true });
    return;
  }
  const next = `${path}.${process.pid}.tmp`;
  writeFileSync(next, `${JSON.stringify(values, null, 2)}\n`, { mode: STORAGE_FILE_MODE });
  // writeFileSync's mode applies only to a new file; a leftover one keeps its own, so set it.
  chmodSync(next, STORAGE_FILE_MODE);
  renameSync(next, path);
}

/** A KeyValueStorage kept in the JSON file at `path`; the file goes away with its last key. */
export function fileStorage(path: string): KeyValueStorage {
  return {
    get: (key) => readValues(path)[key] ?? null,
    set: (key, value) => writeValues(path, { ...readValues(path), [key]: value }),
    remove: (key) => {
      const values = readValues(path);
      if (!(key in values)) return;
      delete values[key];
      writeValues(path, values);
    },
  };
}
