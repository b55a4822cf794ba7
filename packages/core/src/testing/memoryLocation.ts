// An address kept in memory, for tests and clients with no browser: the history it went through is
// recorded (`history`, newest last; a replace overwrites the newest), and a move is heard at once.
import type { LocationPort, Place } from "../services/location";

/** The place `to` names: `/chat?conversation=c#top` -> path, query and hash. */
function placeOf(to: string, state: unknown): Place {
  const hashAt = to.indexOf("#");
  const hash = hashAt >= 0 ? to.slice(hashAt) : "";
  const [path = "/", search = ""] = (hashAt >= 0 ? to.slice(0, hashAt) : to).split(/\?(.*)/s);
  return { path, search, hash, state };
}

export function memoryLocation(start = "/"): LocationPort & { readonly history: ReadonlyArray<string>; back(): void } {
  const entries: Place[] = [placeOf(start, null)];
  const history: string[] = [start];
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of [...listeners]) listener();
  };
  return {
    history,
    current: () => entries.at(-1) as Place,
    navigate(to, { replace = false, state = null } = {}) {
      const place = placeOf(to, state);
      if (replace) {
        entries[entries.length - 1] = place;
        history[history.length - 1] = to;
      } else {
        entries.push(place);
        history.push(to);
      }
      tell();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The browser's Back: the entry before this one. */
    back() {
      if (entries.length < 2) return;
      entries.pop();
      history.pop();
      tell();
    },
  };
}
