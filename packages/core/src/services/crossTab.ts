// What the tabs of one browser share about the session (spec §4): one refresh turn at a time (a
// Web Lock) and a channel to hand a new token or a sign-out to the other tabs (a BroadcastChannel).
// A tab ignores its own messages (the echo guard), so a token it shares never comes back to it.
import type { TokenResponse } from "../domain/schemas/auth";

export type TabMessage =
  /** A tab refreshed (or signed in): its session, and when its token expires (ms since epoch). */
  | {
      readonly type: "session.token";
      readonly from: string;
      readonly answer: TokenResponse;
      readonly expiresAt: number;
    }
  /** A tab signed out explicitly: every tab signs out. */
  | { readonly type: "session.signedOut"; readonly from: string };

export interface CrossTab {
  readonly tabId: string;
  /**
   * Asks for the one refresh turn among the tabs. `onGranted` runs once the turn is this tab's;
   * the turn is held until `signal` aborts, which also withdraws a request not yet granted.
   */
  requestRefreshTurn(onGranted: () => void, signal: AbortSignal): void;
  /** Hands a message to every other tab. */
  post(message: TabMessage): void;
  /** Hears the other tabs' messages; answers the unsubscribe. */
  subscribe(listener: (message: TabMessage) => void): () => void;
}

const LOCK_NAME = "moatwise.session.refresh";
const CHANNEL_NAME = "moatwise.session";

const newTabId = (): string => globalThis.crypto.randomUUID();

const untilAborted = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener("abort", () => resolve(), { once: true });
  });

/** A lone tab: the turn is always granted at once, and there is nobody to tell. */
export function singleTab(): CrossTab {
  return {
    tabId: newTabId(),
    requestRefreshTurn: (onGranted, signal) => {
      if (!signal.aborted) queueMicrotask(() => signal.aborted || onGranted());
    },
    post: () => {},
    subscribe: () => () => {},
  };
}

interface LockManagerLike {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<void>;
}

/** The browser's tabs: Web Locks for the turn, a BroadcastChannel for messages. */
export function browserTabs(): CrossTab {
  const locks = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator?.locks;
  if (!locks || typeof BroadcastChannel === "undefined") return singleTab();
  const tabId = newTabId();
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    tabId,
    requestRefreshTurn: (onGranted, signal) => {
      locks
        .request(LOCK_NAME, { signal }, () => {
          onGranted();
          return untilAborted(signal);
        })
        // A request withdrawn before it was granted rejects with an AbortError: nothing to do.
        .catch(() => {});
    },
    post: (message) => channel.postMessage(message),
    subscribe: (listener) => {
      const hear = (event: Event) => {
        const message = (event as Event & { data?: TabMessage }).data;
        if (message && message.from !== tabId) listener(message);
      };
      channel.addEventListener("message", hear);
      return () => channel.removeEventListener("message", hear);
    },
  };
}

/**
 * Tabs inside one process, with the browser's semantics: the turn is granted in the order asked,
 * one tab at a time; messages arrive asynchronously (in order) at every other tab. For several clients in one
 * process (tests, a CLI).
 */
export function tabsInProcess(): { tab(): CrossTab } {
  const queue: Array<{ onGranted: () => void; signal: AbortSignal }> = [];
  let holder: AbortSignal | null = null;
  const listeners = new Map<string, Set<(message: TabMessage) => void>>();

  function grantNext(): void {
    if (holder) return;
    const next = queue.shift();
    if (!next) return;
    holder = next.signal;
    next.onGranted();
    untilAborted(next.signal).then(() => {
      holder = null;
      grantNext();
    });
  }

  return {
    tab(): CrossTab {
      const tabId = newTabId();
      const own = new Set<(message: TabMessage) => void>();
      listeners.set(tabId, own);
      return {
        tabId,
        requestRefreshTurn: (onGranted, signal) => {
          if (signal.aborted) return;
          const request = { onGranted, signal };
          queue.push(request);
          signal.addEventListener("abort", () => {
            const index = queue.indexOf(request);
            if (index >= 0) queue.splice(index, 1);
          });
          queueMicrotask(grantNext);
        },
        post: (message) => {
          for (const [id, others] of listeners) {
            if (id === tabId) continue;
            for (const listener of others) queueMicrotask(() => listener(message));
          }
        },
        subscribe: (listener) => {
          own.add(listener);
          return () => own.delete(listener);
        },
      };
    },
  };
}
