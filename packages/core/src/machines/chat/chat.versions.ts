// Versions of a question and its answer: a question edited and sent again, or asked again (Try
// again), is another version of the same turn, shown in its place, one version at a time; the
// newest unless the user picked another. Only the last turn is revised, so the versions of a turn
// never have turns of their own.
import type { ChatEntry } from "./chat.entry";

/** One version of a turn: the question and what answered it. */
export interface TurnVersion {
  readonly question: ChatEntry | null;
  readonly answers: ReadonlyArray<ChatEntry>;
}

/** A question with its versions, keyed by its first version's key. */
export interface Turn {
  readonly key: string;
  readonly versions: ReadonlyArray<TurnVersion>;
}

/** The versions each turn holds, in the order the turns were first asked. */
export function turnsOf(entries: ReadonlyArray<ChatEntry>): Turn[] {
  const turns = new Map<string, TurnVersion[]>();
  let current: TurnVersion[] | null = null;
  for (const entry of entries) {
    if (entry.role === "user" || current === null) {
      const key = entry.role === "user" ? (entry.versionOf ?? entry.key) : entry.key;
      const versions = turns.get(key) ?? [];
      turns.set(key, versions);
      versions.push({ question: entry.role === "user" ? entry : null, answers: [] });
      current = versions;
      if (entry.role === "user") continue;
    }
    const last = current.at(-1) as TurnVersion;
    current[current.length - 1] = { ...last, answers: [...last.answers, entry] };
  }
  return [...turns].map(([key, versions]) => ({ key, versions }));
}

/** Which version of a turn is shown: the one picked, else the newest. */
export function shownIndex(turn: Turn, shown: Readonly<Record<string, number>>): number {
  const picked = shown[turn.key];
  const newest = turn.versions.length - 1;
  return picked === undefined ? newest : Math.min(Math.max(picked, 0), newest);
}

const flatten = (version: TurnVersion | undefined): ChatEntry[] =>
  version ? [...(version.question ? [version.question] : []), ...version.answers] : [];

/** The conversation as shown: each turn in the version picked. */
export function visibleEntries(
  entries: ReadonlyArray<ChatEntry>,
  shown: Readonly<Record<string, number>>,
): ChatEntry[] {
  return turnsOf(entries).flatMap((turn) => flatten(turn.versions[shownIndex(turn, shown)]));
}

/** The last turn, which an edit or Try again makes a new version of. */
export const lastTurn = (entries: ReadonlyArray<ChatEntry>): Turn | undefined => turnsOf(entries).at(-1);

/** What is shown before the last turn: the history a new version of it is answered with. */
export function entriesBeforeLastTurn(
  entries: ReadonlyArray<ChatEntry>,
  shown: Readonly<Record<string, number>>,
): ChatEntry[] {
  return turnsOf(entries)
    .slice(0, -1)
    .flatMap((turn) => flatten(turn.versions[shownIndex(turn, shown)]));
}
