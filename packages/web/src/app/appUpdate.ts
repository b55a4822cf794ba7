// A new version of the app, waiting in the service worker: the registration (loaded after the first
// page) says when one is ready and how to switch to it; the banner offers "Reload". Kept apart from
// the registration so the banner does not pull the service-worker code into the first load.

type Apply = () => void;

let apply: Apply | null = null;
const listeners = new Set<() => void>();

/** The registration found a new version; `switchTo` activates it and reloads the page. */
export function newVersionReady(switchTo: Apply): void {
  apply = switchTo;
  for (const listener of [...listeners]) listener();
}

export const appUpdate = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isReady: (): boolean => apply !== null,
  reload: (): void => apply?.(),
};
