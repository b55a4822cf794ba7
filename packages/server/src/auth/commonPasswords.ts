// The list of common and breached passwords a new password is checked against (NIST SP 800-63B):
// @zxcvbn-ts/language-common's, 49,233 entries gathered from breach corpora and kept up by the
// zxcvbn-ts project. Reading it decompresses the list (about 20 ms), so it is read on the first
// sign-up, not at start, and once: every later check is one Set lookup.
import { comparablePassword, PASSWORD_MIN_LENGTH } from "@moatwise/core";

let loaded: Promise<ReadonlySet<string>> | undefined;

async function readList(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  // Entries shorter than the minimum length are refused by length already.
  return new Set(
    dictionary["passwords-common"].map(comparablePassword).filter((entry) => entry.length >= PASSWORD_MIN_LENGTH),
  );
}

/** Whether a password in core's comparable form is on the list (the predicate core's rule asks). */
export async function commonPasswordCheck(): Promise<(comparable: string) => boolean> {
  loaded ??= readList().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  const list = await loaded;
  return (comparable) => list.has(comparable);
}
