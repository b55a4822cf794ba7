import { ApiError, makeApiClient, memoryConnectivity, promiseApi, type SessionEvent, texts } from "@moatwise/core";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ada, authLogic, renderAt } from "../testing/renderApp";
import { newVersionReady } from "./appUpdate";

afterEach(cleanup);

/** The words a field's aria-describedby points to, once they appear. */
async function problemUnder(label: string): Promise<string> {
  const field = await screen.findByLabelText(label);
  return waitFor(() => {
    const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id.endsWith("-problem"));
    const text = ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
    if (!text) throw new Error(`No problem under ${label} yet`);
    return text;
  });
}

describe("App", () => {
  it("shows the Offline banner while the network is gone, and takes it away when it is back (issue 38)", async () => {
    const network = memoryConnectivity(true);
    renderAt("/roadmap", authLogic({ session: null }), undefined, network);
    await screen.findByRole("heading", { name: "Roadmap" });
    expect(screen.queryByText(texts.offline)).toBeNull();
    act(() => network.set(false));
    expect(screen.getByRole("status").textContent).toContain(`${texts.offline}${texts.offlineDetail}`);
    act(() => network.set(true));
    expect(screen.queryByText(texts.offline)).toBeNull();
  });

  it("offers a new version in the banner, and Reload switches to it (issue 38)", async () => {
    renderAt("/roadmap", authLogic({ session: null }));
    await screen.findByRole("heading", { name: "Roadmap" });
    expect(screen.queryByText(texts.newVersionAvailable)).toBeNull();
    let switched = 0;
    act(() => newVersionReady(() => (switched += 1)));
    expect(screen.getByText(texts.newVersionAvailable)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: texts.reload }));
    expect(switched).toBe(1);
  });

  it("shows the startup screen while the session is restored", () => {
    renderAt("/", authLogic({ pendingRestore: true }));
    expect(screen.getByText("Preparing your session…")).toBeTruthy();
    expect(screen.getByRole("progressbar")).toBeTruthy();
  });

  it("sends a signed-out visit of a protected route to /login with next", async () => {
    const location = renderAt("/settings?tab=profile", authLogic({ session: null }));
    await screen.findByRole("heading", { name: "Sign in to Moatwise" });
    expect(location.history.at(-1)).toBe(`/login?next=${encodeURIComponent("/settings?tab=profile")}`);
  });

  it("returns to the next path after signing in", async () => {
    const location = renderAt(`/login?next=${encodeURIComponent("/settings")}`, authLogic({ session: null }));
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    await screen.findByRole("heading", { name: "Settings" });
    expect(location.history.at(-1)).toBe("/settings");
    expect(screen.getByText("ada@example.com")).toBeTruthy();
  });

  it("keeps what was typed and shows the server's reason when sign-in fails", async () => {
    const rejecting = authLogic({
      session: null,
      signIn: () => Promise.reject(new Error("boom")),
    });
    renderAt("/login", rejecting);
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "wrong" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    expect((await screen.findByRole("alert")).textContent).toBe("Sign in failed");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
  });

  it("checks a new account before sending it", async () => {
    renderAt("/login", authLogic({ session: null }));
    fireEvent.click(await screen.findByRole("tab", { name: "Create account" }));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "short" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    // In words under the field, not as the API says it ("password: must be …").
    expect(await problemUnder("Password")).toBe("Password must be at least 8 characters.");
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByText(/password: /)).toBeNull();
  });

  it("says why a password holding the e-mail's name is refused, without sending it", async () => {
    const sent: string[] = [];
    const signUp = async (account: { password: string }) => {
      sent.push(account.password);
      return ada;
    };
    renderAt("/login", authLogic({ session: null, signUp }));
    fireEvent.click(await screen.findByRole("tab", { name: "Create account" }));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "alice@a.example" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "alice-secret-x" } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await problemUnder("Password")).toBe("Password must not contain the name in your email address.");
    expect(sent).toEqual([]);
  });

  it("shows the server's reason for a common password and keeps what was typed", async () => {
    const refusing = authLogic({
      session: null,
      signUp: () =>
        Promise.reject(ApiError.fromResponse(400, { detail: texts.passwordCommon, code: "password_common" })),
    });
    renderAt("/login", refusing);
    fireEvent.click(await screen.findByRole("tab", { name: "Create account" }));
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "password" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Create account" })));
    expect(await problemUnder("Password")).toBe("Password is on a list of common or leaked passwords; choose another.");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("password");
  });

  it("shows the 404 screen for an unknown path", async () => {
    renderAt("/no/such/page", authLogic({ session: ada }));
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });

  it("says 'Welcome back.' after signing in", async () => {
    renderAt("/login", authLogic({ session: null }));
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "correct horse" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Sign in" })));
    expect(await screen.findByText("Welcome back.")).toBeTruthy();
  });

  it("offers to sign in again when the session expires", async () => {
    let feed: (event: SessionEvent) => void = () => {};
    renderAt("/", authLogic({ session: ada, onSessionEvents: (send) => (feed = send) }));
    await screen.findByRole("button", { name: /Account/ });
    act(() => feed({ type: "session.expired" }));
    const banner = await screen.findByText("Session expired. Please sign in again.");
    const signIn = within(banner.closest(".status-banner") as HTMLElement).getByRole("link", { name: "Sign in" });
    expect(signIn.getAttribute("href")).toBe("/login?next=%2F");
  });

  it("sends an expired session on a protected page to sign in, with the reason", async () => {
    let feed: (event: SessionEvent) => void = () => {};
    const location = renderAt("/settings", authLogic({ session: ada, onSessionEvents: (send) => (feed = send) }));
    await screen.findByRole("heading", { name: "Settings" });
    act(() => feed({ type: "session.expired" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Session expired. Please sign in again.");
    expect(location.history.at(-1)).toBe(`/login?next=${encodeURIComponent("/settings")}`);
  });

  it("keeps quiet when another tab signs out", async () => {
    let feed: (event: SessionEvent) => void = () => {};
    renderAt("/", authLogic({ session: ada, onSessionEvents: (send) => (feed = send) }));
    await screen.findByRole("button", { name: /Account/ });
    act(() => feed({ type: "session.signedOutElsewhere" }));
    await screen.findByRole("link", { name: "Sign in" });
    expect(screen.queryByText("Session expired. Please sign in again.")).toBeNull();
  });

  it("says 'Restoring session…' only once a refresh has run 250 ms", async () => {
    // Every timer is fake from the start: a timer set on the real clock could not be cancelled by the
    // fake one. vi.waitFor moves the fake clock on while the account menu's code loads.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      let feed: (event: SessionEvent) => void = () => {};
      renderAt("/", authLogic({ session: ada, onSessionEvents: (send) => (feed = send) }));
      await vi.waitFor(() => screen.getByRole("button", { name: /Account/ }), { timeout: 20_000, interval: 50 });
      // Let React show what the lazily loaded parts of the header held back, before the clock is read.
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      act(() => feed({ type: "session.refreshing", active: true }));
      act(() => vi.advanceTimersByTime(249));
      expect(screen.queryByText("Restoring session…")).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText("Restoring session…")).toBeTruthy();
      act(() => feed({ type: "session.refreshing", active: false }));
      await vi.waitFor(() => expect(screen.queryByText("Restoring session…")).toBeNull(), { interval: 10 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("toggles the theme on <html>", async () => {
    renderAt("/", authLogic({ session: null }));
    const toggle = await screen.findByRole("button", { name: "Switch to dark theme" });
    fireEvent.click(toggle);
    expect(document.documentElement.dataset.theme).toBe("dark");
    fireEvent.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(document.documentElement.dataset.theme).toBe("light");
  });

  describe("Google sign-in", () => {
    /** A server that reports `clientId` in /auth/status. */
    const apiWithGoogle = (clientId: string | null) =>
      promiseApi(
        makeApiClient({
          baseUrl: "http://api.test",
          fetch: (async () =>
            new Response(JSON.stringify({ authenticated: false, user: null, google_client_id: clientId }), {
              headers: { "content-type": "application/json" },
            })) as unknown as typeof fetch,
        }),
      );

    /** Google Identity Services, faked: its button hands back the ID token "google-id-token". */
    function fakeGoogleIdentity() {
      const seen: { clientId?: string } = {};
      window.google = {
        accounts: {
          id: {
            initialize: ({ client_id, callback }) => {
              seen.clientId = client_id;
              window.googleCallback = callback;
            },
            renderButton: (parent) => {
              const button = document.createElement("button");
              button.textContent = "Sign in with Google";
              button.onclick = () => window.googleCallback?.({ credential: "google-id-token" });
              parent.appendChild(button);
            },
          },
        },
      };
      return seen;
    }

    afterEach(() => {
      delete window.google;
    });

    it("is not offered when the server has no Google client id", async () => {
      fakeGoogleIdentity();
      renderAt("/login", authLogic({ session: null }), apiWithGoogle(null));
      await screen.findByRole("heading", { name: "Sign in to Moatwise" });
      await act(async () => {});
      expect(screen.queryByRole("button", { name: "Sign in with Google" })).toBeNull();
    });

    it("sends the ID token the Google button hands back, and signs in", async () => {
      const seen = fakeGoogleIdentity();
      const tokens: string[] = [];
      const logic = authLogic({
        session: null,
        signInWithGoogle: async (token) => {
          tokens.push(token);
          return ada;
        },
      });
      const location = renderAt("/login", logic, apiWithGoogle("client-123.apps.googleusercontent.com"));
      const google = await screen.findByRole("button", { name: "Sign in with Google" });
      expect(seen.clientId).toBe("client-123.apps.googleusercontent.com");
      await act(async () => fireEvent.click(google));
      expect(tokens).toEqual(["google-id-token"]);
      await screen.findByText("Welcome back.");
      expect(location.history.at(-1)).toBe("/");
    });

    it("says 'Google sign in failed' when the token is refused without a reason", async () => {
      fakeGoogleIdentity();
      const logic = authLogic({ session: null, signInWithGoogle: () => Promise.reject(new Error("no")) });
      renderAt("/login", logic, apiWithGoogle("client-123.apps.googleusercontent.com"));
      await act(async () => fireEvent.click(await screen.findByRole("button", { name: "Sign in with Google" })));
      expect((await screen.findByRole("alert")).textContent).toBe("Google sign in failed");
    });
  });
});

declare global {
  interface Window {
    googleCallback?: (response: { credential?: string }) => void;
  }
}
