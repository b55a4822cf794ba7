// What a lazily loaded module gives once it has arrived, null until then. Unlike React's lazy and
// Suspense, no timer decides when it shows: Suspense waits up to 300 ms between a fallback and its
// content, on the page's clock, so a page whose clock stands still (a test's paused clock, a
// throttled background tab) would keep the fallback. A failed load is thrown to the error boundary,
// as Suspense would.
import { useCallback, useSyncExternalStore } from "react";

type Settled = { readonly value: unknown } | { readonly error: unknown };
const settled = new WeakMap<Promise<unknown>, Settled>();

export function useArrived<T>(loading: Promise<T>): T | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      let listening = true;
      loading.then(
        (value) => {
          settled.set(loading, { value });
          if (listening) changed();
        },
        (error: unknown) => {
          settled.set(loading, { error });
          if (listening) changed();
        },
      );
      return () => {
        listening = false;
      };
    },
    [loading],
  );
  const outcome = useSyncExternalStore(subscribe, () => settled.get(loading));
  if (outcome && "error" in outcome) throw outcome.error;
  return outcome ? (outcome.value as T) : null;
}
