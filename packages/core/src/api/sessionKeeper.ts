// The session of one tab: the access token in memory, kept fresh by the token-refresh machine and
// in step with the browser's other tabs. It tells its listeners what happened to the session (the
// auth machine turns that into signed in, signed out, user updated and session expired).
import { Effect } from "effect";
import { createActor, fromCallback, fromPromise } from "xstate";
import { tokenExpiresAt } from "../domain/account/sessionRules";
import type { User } from "../domain/account/user";
import type { TokenResponse } from "../domain/schemas/auth";
import type { Clock } from "../services/clock";
import type { CrossTab, TabMessage } from "../services/crossTab";
import { RefreshFailure } from "./request/request.machine";
import { tokenRefreshMachine } from "./tokenRefresh/tokenRefresh.machine";

/** What happened to the session, for the auth state. */
export type SessionEvent =
  /** A new token for the same user, refreshed here or in another tab (token refreshed, user updated). */
  | { readonly type: "session.refreshed"; readonly user: User }
  /** Another tab signed in while this one was signed out. */
  | { readonly type: "session.signedInElsewhere"; readonly user: User }
  /** Another tab signed out explicitly. */
  | { readonly type: "session.signedOutElsewhere" }
  /** The session is gone without anyone signing out (the refresh cookie was refused). */
  | { readonly type: "session.expired" }
  /** A refresh began or ended (the auth state's isRefreshingToken). */
  | { readonly type: "session.refreshing"; readonly active: boolean };

/** A token held in memory only (never in storage a script could read across reloads). */
export interface TokenSlot {
  get(): string | null;
  set(token: string | null): void;
}

export interface SessionKeeperOptions {
  readonly accessToken: TokenSlot;
  /** Trades the refresh cookie for a new session; fails with a RefreshFailure. */
  readonly refreshCall: Effect.Effect<TokenResponse, RefreshFailure>;
  readonly crossTab: CrossTab;
  readonly clock: Clock;
  /** Told when the session is gone for good (a fatal refresh failure, a 401 on a stream). */
  readonly onUnauthorized?: () => void;
}

export interface SessionKeeper {
  /** A session began in this tab (sign-in, sign-up, restored at start); the other tabs share it. */
  started(answer: TokenResponse): void;
  /** The user signed out here: forget the token and sign the other tabs out. */
  signedOut(): void;
  /** The session is gone (a refused refresh, a 401 on a stream): signals once per session. */
  lost(): void;
  /**
   * Refreshes now (a request met a 401), joining a refresh in flight here or in another tab. Given
   * the token the request was sent with, answers at once when a newer one has arrived since.
   */
  refresh(tokenSent?: string | null): Promise<void>;
  subscribe(listener: (event: SessionEvent) => void): () => void;
}

export function makeSessionKeeper(options: SessionKeeperOptions): SessionKeeper {
  const { accessToken, crossTab, clock } = options;
  const listeners = new Set<(event: SessionEvent) => void>();
  let waiters: Array<{ resolve: () => void; reject: (failure: RefreshFailure) => void }> = [];
  let user: User | null = null;

  const tell = (event: SessionEvent) => {
    for (const listener of listeners) listener(event);
  };
  const settleWaiters = (failure?: RefreshFailure) => {
    const settled = waiters;
    waiters = [];
    for (const waiter of settled) failure ? waiter.reject(failure) : waiter.resolve();
  };

  const refresher = createActor(
    tokenRefreshMachine.provide({
      actors: {
        refreshTurn: fromCallback(({ sendBack }) => {
          const withdraw = new AbortController();
          crossTab.requestRefreshTurn(() => sendBack({ type: "refresh.turnGranted" }), withdraw.signal);
          return () => withdraw.abort();
        }),
        refreshToken: fromPromise(() => Effect.runPromise(options.refreshCall)),
      },
    }),
    { clock },
  );

  function adopt(answer: TokenResponse): void {
    accessToken.set(answer.access_token);
    user = answer.user;
  }

  function share(answer: TokenResponse): void {
    const expiresAt = tokenExpiresAt(clock.now(), answer.expires_in);
    crossTab.post({ type: "session.token", from: crossTab.tabId, answer, expiresAt });
  }

  /** Forgets the session here; answers whether there was one (a token) to forget. */
  function endSession(why: string): boolean {
    settleWaiters(new RefreshFailure(true, why));
    refresher.send({ type: "session.ended" });
    const hadToken = accessToken.get() !== null;
    accessToken.set(null);
    user = null;
    return hadToken;
  }

  function lost(): void {
    if (!endSession("The session is gone.")) return;
    tell({ type: "session.expired" });
    options.onUnauthorized?.();
  }

  refresher.on("refresh.refreshed", ({ answer }) => {
    adopt(answer);
    share(answer);
    tell({ type: "session.refreshed", user: answer.user });
    settleWaiters();
  });
  refresher.on("refresh.tokenReady", () => settleWaiters());
  refresher.on("refresh.failed", ({ failure }) => {
    settleWaiters(failure);
    if (failure.fatal) lost();
  });

  let wasRefreshing = false;
  refresher.subscribe((snapshot) => {
    const refreshing = snapshot.matches("refreshing");
    if (refreshing === wasRefreshing) return;
    wasRefreshing = refreshing;
    tell({ type: "session.refreshing", active: refreshing });
  });

  function hear(message: TabMessage): void {
    if (message.type === "session.signedOut") {
      if (endSession("Signed out in another tab.")) tell({ type: "session.signedOutElsewhere" });
      return;
    }
    const wasSignedIn = accessToken.get() !== null;
    const sameUser = user?.id === message.answer.user.id;
    adopt(message.answer);
    const expiresIn = Math.max(0, (message.expiresAt - clock.now()) / 1000);
    refresher.send({ type: "token.shared", expiresIn });
    tell(
      wasSignedIn && sameUser
        ? { type: "session.refreshed", user: message.answer.user }
        : { type: "session.signedInElsewhere", user: message.answer.user },
    );
  }

  crossTab.subscribe(hear);
  refresher.start();

  return {
    started(answer) {
      adopt(answer);
      refresher.send({ type: "token.received", expiresIn: answer.expires_in });
      // A tab that signs in signs the others in too; one that restores hands them a fresh token.
      share(answer);
    },
    signedOut() {
      endSession("Signed out.");
      crossTab.post({ type: "session.signedOut", from: crossTab.tabId });
    },
    lost,
    refresh(tokenSent) {
      const current = accessToken.get();
      if (tokenSent !== undefined && current !== null && current !== tokenSent) return Promise.resolve();
      // Waits for the machine's answer: refreshed, a token ready, or failed.
      const answered = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
      refresher.send({ type: "refresh.needed" });
      return answered;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
