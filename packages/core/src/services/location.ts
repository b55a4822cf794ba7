// The page's address as a port (history and its changes): the browser's in the app (web provides
// it), one in memory in tests and other clients. Machines hear it through a callback actor
// (`watchLocation`), never from a browser global, and move it by sending that actor `location.go`.
import { fromCallback } from "xstate";

/** Where the page is: its path, its query (without `?`), its hash (with `#`) and the history entry's state. */
export interface Place {
  readonly path: string;
  readonly search: string;
  readonly hash: string;
  readonly state: unknown;
}

export interface LocationPort {
  current(): Place;
  /** Goes to `to` (a path with its query), as a new history entry or, with `replace`, in place of this one. */
  navigate(to: string, options?: { readonly replace?: boolean; readonly state?: unknown }): void;
  /** Hears every move; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The address a visitor reads: path, query and hash (`/login?next=…` brings them back to it). */
export const addressOf = (place: Place): string =>
  `${place.path}${place.search ? `?${place.search}` : ""}${place.hash}`;

/** One query parameter of a place, or null. */
export const queryParamOf = (place: Place, name: string): string | null => new URLSearchParams(place.search).get(name);

/** What the watching actor tells its machine: the place now, then each move. */
export type LocationChanged = { type: "location.changed"; place: Place };
/** What a machine tells the watching actor: go somewhere. */
export type LocationGo = { type: "location.go"; to: string; replace?: boolean; state?: unknown };

const samePlace = (a: Place, b: Place) =>
  a.path === b.path && a.search === b.search && a.hash === b.hash && Object.is(a.state, b.state);

/** The callback actor a machine invokes to hear the address (the place now, then each move) and to move it. */
export function watchLocation(location: LocationPort) {
  return fromCallback<LocationGo>(({ sendBack, receive }) => {
    let last = location.current();
    sendBack({ type: "location.changed", place: last } satisfies LocationChanged);
    receive(({ to, replace, state }) =>
      location.navigate(to, { ...(replace ? { replace } : {}), ...(state !== undefined ? { state } : {}) }),
    );
    return location.subscribe(() => {
      const next = location.current();
      if (samePlace(next, last)) return;
      last = next;
      sendBack({ type: "location.changed", place: next } satisfies LocationChanged);
    });
  });
}
