// The auth machine at start without a network (issue 43): a restore that cannot reach the server
// opens the app with the user this browser kept, under `offline`, and checks the session again when
// the network is back; a real answer from the server (no session, an expired one) still signs out.
// The actors are the real device ones over memory storage and a network switched by hand.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor, fromCallback, fromPromise } from "xstate";
import { ApiError } from "../../api/ApiError";
import type { User } from "../../domain/account/user";
import { texts } from "../../domain/texts";
import { memoryConnectivity } from "../../services/connectivity";
import { type KeyValueStorage, memoryStorage } from "../../services/storage";
import { authDeviceActions, authDeviceActors, KEPT_USER_KEY, keptUserIn } from "./auth.actors";
import { authMachine } from "./auth.machine";
import { selectIsAuthenticated, selectIsBootstrapping } from "./auth.selectors";

const ada: User = {
  id: "00000000-0000-4000-8000-0000000000a1",
  email: "ada@example.com",
  username: "ada",
  handle: "investor-ada00000a1",
  picture_url: null,
  theme: "dark",
  research_access: true,
};

const noNetwork = ApiError.network(new TypeError("Failed to fetch"));
const sessionExpired = ApiError.fromResponse(401, { detail: texts.sessionExpired, code: "session_expired" });
const serverDown = ApiError.fromResponse(503, "Service Unavailable");

type Restore = () => Promise<User | null>;

/** An auth machine whose restores answer from `restores` in turn, on a device keeping `storage`. */
function authOn(storage: KeyValueStorage, restores: Restore[], online = false) {
  const network = memoryConnectivity(online);
  const calls = { restores: 0 };
  const logic = authMachine.provide({
    actors: {
      restoreSession: fromPromise(() => {
        const restore = restores[calls.restores] ?? (() => Promise.reject(new Error("no more restores")));
        calls.restores += 1;
        return restore();
      }),
      signIn: fromPromise(async () => ada),
      signUp: fromPromise(async () => ada),
      signInWithGoogle: fromPromise(async () => ada),
      signOut: fromPromise(async () => {}),
      sessionEvents: fromCallback(() => {}),
      ...authDeviceActors(storage, network),
    },
    actions: authDeviceActions(storage),
  });
  const actor = createActor(logic).start();
  return { actor, network, calls, snapshot: () => actor.getSnapshot() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const keeping = (user: User) => memoryStorage({ [KEPT_USER_KEY]: JSON.stringify(user) });

describe("a start without a network", () => {
  it("opens the app with the kept user, offline, and signs in for real when the network is back", async () => {
    const fresh = { ...ada, username: "ada lovelace" };
    const storage = keeping(ada);
    const auth = authOn(storage, [() => Promise.reject(noNetwork), async () => fresh]);
    expect(selectIsBootstrapping(auth.snapshot())).toBe(true);
    await settle();
    expect(auth.snapshot().value).toBe("offline");
    expect(selectIsAuthenticated(auth.snapshot())).toBe(true);
    expect(auth.snapshot().hasTag("offline")).toBe(true);
    expect(auth.snapshot().context).toMatchObject({ user: ada, error: null, hasAttemptedBootstrap: true });

    auth.network.set(true);
    expect(auth.snapshot().value).toBe("rechecking");
    // The app stays open while the session is checked.
    expect(selectIsAuthenticated(auth.snapshot())).toBe(true);
    await settle();
    expect(auth.snapshot().value).toBe("signedIn");
    expect(auth.snapshot().context.user).toEqual(fresh);
    expect(auth.calls.restores).toBe(2);
    expect(keptUserIn(storage)).toEqual(fresh);
  });

  it("takes a time-out like a cut network: the server was not reached", async () => {
    const auth = authOn(keeping(ada), [() => Promise.reject(ApiError.timeout(15_000))]);
    await settle();
    expect(auth.snapshot().value).toBe("offline");
  });

  it("stays offline when the network comes back but the server is still out of reach", async () => {
    const auth = authOn(keeping(ada), [() => Promise.reject(noNetwork), () => Promise.reject(noNetwork)]);
    await settle();
    auth.network.set(true);
    await settle();
    expect(auth.snapshot().value).toBe("offline");
    expect(auth.snapshot().context.user).toEqual(ada);
    // The next time the network returns, it checks again.
    auth.network.set(false);
    auth.network.set(true);
    expect(auth.snapshot().value).toBe("rechecking");
  });

  it("opens signed out when this browser kept no user, or a damaged one", async () => {
    for (const storage of [memoryStorage(), memoryStorage({ [KEPT_USER_KEY]: '{"id":' })]) {
      const auth = authOn(storage, [() => Promise.reject(noNetwork)]);
      await settle();
      expect(auth.snapshot().value).toEqual({ signedOut: "idle" });
      expect(auth.snapshot().context).toMatchObject({ user: null, error: null });
    }
  });
});

describe("an answer from the server still decides", () => {
  it("signs out a session that expired, kept user or not, and forgets the user", async () => {
    const storage = keeping(ada);
    const auth = authOn(storage, [() => Promise.reject(sessionExpired)], true);
    await settle();
    expect(auth.snapshot().value).toEqual({ signedOut: "error" });
    expect(auth.snapshot().context.error).toBe(texts.sessionExpired);
    expect(storage.get(KEPT_USER_KEY)).toBeNull();
  });

  it("signs out when the network is back and the server has no session, or it expired meanwhile", async () => {
    for (const [answer, state] of [
      [async () => null, { signedOut: "idle" }],
      [() => Promise.reject(sessionExpired), { signedOut: "error" }],
      [() => Promise.reject(serverDown), { signedOut: "idle" }],
    ] as const) {
      const storage = keeping(ada);
      const auth = authOn(storage, [() => Promise.reject(noNetwork), answer]);
      await settle();
      auth.network.set(true);
      await settle();
      expect(auth.snapshot().value).toEqual(state);
      expect(auth.snapshot().context.user).toBeNull();
      expect(storage.get(KEPT_USER_KEY)).toBeNull();
    }
  });

  it("keeps the user a session restores or a sign-in starts, and forgets it on signing out", async () => {
    const storage = memoryStorage();
    const auth = authOn(storage, [async () => null], true);
    await settle();
    expect(storage.get(KEPT_USER_KEY)).toBeNull();
    auth.actor.send({ type: "auth.signIn", email: ada.email, password: "correct horse" });
    await settle();
    expect(auth.snapshot().value).toBe("signedIn");
    expect(keptUserIn(storage)).toEqual(ada);
    expect(storage.get(KEPT_USER_KEY)).not.toContain("correct horse");
    auth.actor.send({ type: "session.refreshed", user: { ...ada, theme: "light" } });
    expect(keptUserIn(storage)?.theme).toBe("light");
    auth.actor.send({ type: "auth.signOut" });
    await settle();
    expect(auth.snapshot().value).toEqual({ signedOut: "idle" });
    expect(storage.get(KEPT_USER_KEY)).toBeNull();
  });

  it("signs out offline too: the kept user is forgotten", async () => {
    const storage = keeping(ada);
    const auth = authOn(storage, [() => Promise.reject(noNetwork)]);
    await settle();
    auth.actor.send({ type: "auth.signOut" });
    await settle();
    expect(auth.snapshot().value).toEqual({ signedOut: "idle" });
    expect(storage.get(KEPT_USER_KEY)).toBeNull();
  });
});

describe("the kept user", () => {
  const users = fc.record({
    id: fc.uuid(),
    email: fc.emailAddress(),
    username: fc.string({ minLength: 1, maxLength: 40 }),
    handle: fc.string({ minLength: 1, maxLength: 40 }),
    picture_url: fc.option(fc.webUrl(), { nil: null }),
    theme: fc.constantFrom("light" as const, "dark" as const, null),
    research_access: fc.boolean(),
  });

  it("reads back as it was kept", () => {
    fc.assert(
      fc.property(users, (user) => {
        const storage = memoryStorage();
        authDeviceActions(storage).keepUser(undefined, user);
        expect(keptUserIn(storage)).toEqual(user);
      }),
    );
  });

  it("is not trusted when damaged: any other text reads as no user", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const user = keptUserIn(memoryStorage({ [KEPT_USER_KEY]: text }));
        if (user !== null) expect(JSON.parse(text)).toMatchObject(user);
      }),
    );
  });
});
