// The browser's address as core's location port: the page's path, query, hash and history state,
// and every move, whether a link's (pushState), a replace, back or forward (popstate) or a new hash.
// wouter's module patches history so pushState and replaceState are heard as events; moves go
// through its `navigate`, so the router and the machines read one address.
import type { LocationPort, Place } from "@moatwise/core";
import { navigate } from "wouter/use-browser-location";

const MOVES = ["popstate", "pushState", "replaceState", "hashchange"] as const;

export function browserLocation(): LocationPort {
  // One place per address and state, so a reader comparing places sees a move only when there is one.
  let last: Place | null = null;
  return {
    current() {
      const { pathname: path, search, hash } = window.location;
      const state: unknown = window.history.state;
      const query = search.replace(/^\?/, "");
      if (last && last.path === path && last.search === query && last.hash === hash && Object.is(last.state, state)) {
        return last;
      }
      last = { path, search: query, hash, state };
      return last;
    },
    navigate: (to, { replace = false, state = null } = {}) => navigate(to, { replace, state }),
    subscribe(listener) {
      for (const move of MOVES) window.addEventListener(move, listener);
      return () => {
        for (const move of MOVES) window.removeEventListener(move, listener);
      };
    },
  };
}
